/**
 * The payment part of the pay page: nothing to pay, the amount and the card, or where the payment stands
 * (confirming, received, failed).
 */
import type { PayLinkView } from '@counsel/domain';
import { Alert, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onlinePaymentsNs } from '../../locales/onlinePayments';
import { AuthenticateDialog } from './AuthenticateDialog';
import { AMOUNT_STATE, PayForm } from './PayForm';
import { FailedNotice, PaymentReceipt, ProcessingNotice, TimedOutNotice } from './PayOutcome';
import { defaultAmount } from './pay-amount';
import { useTokenState } from './token-state';
import { usePayFlow } from './use-pay-flow';
import type { PayFormat } from './use-pay-format';

interface PayPanelProps {
  token: string;
  view: PayLinkView;
  format: PayFormat;
}

export function PayPanel({ token, view, format }: PayPanelProps) {
  const { t } = useTranslation(onlinePaymentsNs);
  const flow = usePayFlow(token);
  const { state } = flow;
  const [, setAmount] = useTokenState<number | string>(AMOUNT_STATE, token, '');
  // Another payment starts from what the invoice offers now, not from the amount just paid.
  const payMore = () => {
    setAmount(defaultAmount(view.payable, view.installment_amount));
    flow.restart();
  };

  let body: ReactNode;
  if (state.step === 'processing') body = <ProcessingNotice />;
  else if (state.step === 'timedOut') body = <TimedOutNotice onCheckAgain={flow.checkAgain} />;
  else if (state.step === 'succeeded')
    body = (
      <PaymentReceipt
        intent={state.intent}
        at={state.at}
        outstanding={state.outstanding}
        format={format}
        onPayMore={payMore}
      />
    );
  else if (state.step === 'failed') body = <FailedNotice problem={state.problem} onTryAgain={flow.restart} />;
  else if (view.invoice.outstanding <= 0 || view.invoice.status === 'paid')
    body = (
      <Alert color="teal" role="status" title={t('pay.paidInFull')}>
        {t('pay.paidInFullText')}
      </Alert>
    );
  else if (view.payable <= 0)
    body = (
      <Alert color="blue" role="status" title={t('pay.allPending', { amount: format.money(view.pending) })}>
        {t('pay.allPendingText')}
      </Alert>
    );
  else body = <PayForm token={token} view={view} format={format} busy={state.step !== 'form'} onPay={flow.pay} />;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="pay-heading">
      <Title order={2} size="h4" id="pay-heading" mb="sm">
        {t('pay.heading')}
      </Title>
      {body}
      {state.step === 'authenticate' && (
        <AuthenticateDialog
          amount={format.money(state.intent.charged)}
          busy={state.busy}
          onComplete={() => void flow.authenticate('approve')}
          onFail={() => void flow.authenticate('fail')}
        />
      )}
    </Paper>
  );
}
