/**
 * The amount and the card. The amount starts at the next installment (or everything that may be paid) and may be
 * changed, more than zero and at most what may be paid now; a firm's card surcharge shows with the total the card is
 * charged. The card form is the provider's: the sandbox's test card form, or Stripe Elements, loaded only then.
 */
import type { PayLinkView } from '@counsel/domain';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onlinePaymentsNs } from '../../locales/onlinePayments';
import { SandboxCardForm } from '../../ui/card/SandboxCardForm';
import { MoneyInput } from '../../ui/MoneyInput';
import { amountProblem, defaultAmount, surchargeCents, typedCents } from './pay-amount';
import { sandboxProvider } from './pay-api';
import { useTokenState } from './token-state';
import type { ConfirmCard } from './use-pay-flow';
import type { PayFormat } from './use-pay-format';

// Stripe.js and Elements reach the browser only on a page that pays through Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** The typed amount, kept per link across a language switch (token-state.ts). */
export const AMOUNT_STATE = 'pay-amount';

interface PayFormProps {
  token: string;
  view: PayLinkView;
  format: PayFormat;
  /** A payment is under way: nothing may change. */
  busy: boolean;
  onPay: (amount: number, confirm: ConfirmCard) => void;
}

export function PayForm({ token, view, format, busy, onPay }: PayFormProps) {
  const { t } = useTranslation(onlinePaymentsNs);
  const [amount, setAmount] = useTokenState<number | string>(
    AMOUNT_STATE,
    token,
    defaultAmount(view.payable, view.installment_amount),
  );
  const [touched, setTouched] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);

  const cents = typedCents(amount);
  const problem = amountProblem(cents, view.payable);
  // Too much is said at once; an empty amount once the client has left the field or tried to pay.
  const shownProblem = problem === 'tooLarge' || touched ? problem : null;
  const surcharge = cents !== null && problem === null ? surchargeCents(cents, view.surcharge_percent) : 0;
  const charged = cents !== null && problem === null ? (cents + surcharge) / 100 : null;
  const submitLabel = charged === null ? t('pay.submitPlain') : t('pay.submit', { amount: format.money(charged) });

  /** The amount, or null after pointing the client at what to mend. */
  const checkedAmount = (): number | null => {
    if (cents === null || problem !== null) {
      setTouched(true);
      amountRef.current?.focus();
      return null;
    }
    return cents / 100;
  };
  const pay = (confirm: ConfirmCard) => {
    const chosen = checkedAmount();
    if (chosen !== null) onPay(chosen, confirm);
  };

  const description =
    view.installment_amount !== null && view.installment_amount > 0
      ? t('pay.installment', {
          installment: format.money(view.installment_amount),
          amount: format.money(view.payable),
        })
      : t('pay.upTo', { amount: format.money(view.payable) });

  return (
    <Stack gap="md">
      <MoneyInput
        ref={amountRef}
        label={t('pay.amount')}
        description={
          view.pending > 0
            ? `${description} ${t('pay.pendingNote', { amount: format.money(view.pending) })}`
            : description
        }
        value={amount}
        onChange={setAmount}
        onBlur={() => setTouched(true)}
        min={0.01}
        max={view.payable}
        step={0.01}
        decimalScale={2}
        clampBehavior="none"
        hideControls
        inputMode="decimal"
        leftSection={format.currencySymbol}
        withAsterisk
        disabled={busy}
        error={
          shownProblem === 'tooLarge'
            ? t('pay.amountTooLarge', { amount: format.money(view.payable) })
            : shownProblem === 'required'
              ? t('pay.amountRequired')
              : undefined
        }
        maw={{ base: '100%', xs: '16rem' }}
      />
      {surcharge > 0 && charged !== null && (
        <Stack gap={4} aria-live="polite">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('pay.surcharge', { percent: format.percent(view.surcharge_percent) })}</Text>
            <Text size="sm">{format.money(surcharge / 100)}</Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{t('pay.charged')}</Text>
            <Text fw={700}>{format.money(charged)}</Text>
          </Group>
        </Stack>
      )}
      {view.card.sandbox ? (
        <SandboxCardForm
          note={t('pay.sandboxNote')}
          submitLabel={submitLabel}
          pending={busy}
          disabled={busy}
          onCard={(card) => pay((intent) => sandboxProvider.confirm(intent, card.paymentMethod))}
        />
      ) : view.card.publishable_key ? (
        <Suspense fallback={<Loader size="sm" aria-label={t('pay.stripeLoading')} />}>
          <StripeCardForm
            publishableKey={view.card.publishable_key}
            submitLabel={submitLabel}
            pending={busy}
            onPay={pay}
          />
        </Suspense>
      ) : (
        <Alert color="gray">{t('failed.codes.card_payments_unavailable')}</Alert>
      )}
    </Stack>
  );
}
