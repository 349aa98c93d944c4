/**
 * Screen 9, the record-payment modal: tied to an invoice (its total and outstanding balance, never more
 * than that) or not (Client level or Matter level), direct or through trust, the accounts the money
 * moves through, the date (today), the amount and a description.
 */

import type { RecordPaymentResponse } from '@counsel/domain';
import { Group, Modal, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { localDay } from '../../lib/local-day';
import { paymentsNs } from '../../locales/payments';
import { DateField } from '../../ui/DateField';
import { DialogFooter } from '../../ui/DialogFooter';
import { MoneyInput } from '../../ui/MoneyInput';
import { toast } from '../../ui/toast';
import { AccountSelect } from './AccountSelect';
import { OverpaymentWarning } from './OverpaymentWarning';
import { PaymentPartyTabs } from './PaymentPartyTabs';
import { paymentFailureMessage } from './payment-errors';
import {
  accountsNeeded,
  amountAllowed,
  checkPayment,
  initialValues,
  type PaymentFormValues,
  type PaymentInvoice,
  recordPaymentBody,
} from './payment-form';
import { TrustSourceFields } from './TrustSourceFields';
import { paymentsApi, reloadAfterPayment } from './use-payments-api';

export interface RecordPaymentModalProps {
  opened: boolean;
  onClose: () => void;
  /** The invoice paid; without it the payment is for a client or one of their matters. */
  invoice?: PaymentInvoice | undefined;
  /** A payment not tied to an invoice, from this client's page: the client is fixed. */
  clientId?: number | undefined;
  clientName?: string | null | undefined;
  onRecorded?: (result: RecordPaymentResponse) => void;
}

export function RecordPaymentModal({ opened, onClose, ...rest }: RecordPaymentModalProps) {
  const { t } = useTranslation(paymentsNs);
  const [submitting, setSubmitting] = useState(false);
  return (
    <Modal opened={opened} onClose={submitting ? () => undefined : onClose} title={t('modal.title')} size="lg">
      {/* Mounted only while open: closing always starts the next payment from a fresh form. */}
      {opened && <RecordPaymentForm {...rest} onClose={onClose} onSubmittingChange={setSubmitting} />}
    </Modal>
  );
}

type FormProps = Omit<RecordPaymentModalProps, 'opened'> & { onSubmittingChange: (value: boolean) => void };

function RecordPaymentForm({ onClose, invoice, clientId, clientName, onRecorded, onSubmittingChange }: FormProps) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  const queryClient = useQueryClient();
  const bound = invoice ?? null;
  const fresh = () => initialValues({ invoice: bound, clientId: clientId ?? null, today: localDay(new Date()) });
  const [values, setValues] = useState<PaymentFormValues>(fresh);
  const [check, setCheck] = useState<string | null>(null);
  const [amountRefused, setAmountRefused] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const set = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setCheck(null);
  };
  const needs = accountsNeeded(bound, values.paymentType);
  const errorOf = (...codes: string[]) => (check && codes.includes(check) ? t(`errors.${check}`) : undefined);
  const amountError = amountRefused
    ? t('errors.amount_exceeds_outstanding_balance')
    : errorOf('amount_must_be_positive', 'amount_exceeds_outstanding_balance', 'amount_exceeds_invoice_total');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = checkPayment(values, bound);
    setCheck(found);
    setProblem(null);
    if (found) return;
    busy.current = true;
    setSubmitting(true);
    onSubmittingChange(true);
    try {
      const answer = await paymentsApi.record(recordPaymentBody(values, bound));
      if (answer?.code !== 'payment_recorded') {
        setProblem(t('errors.unknown_response'));
        return;
      }
      toast.success(t('toasts.recorded'));
      reloadAfterPayment(queryClient);
      setValues(fresh());
      onRecorded?.(answer);
      onSubmittingChange(false);
      onClose();
    } catch (error) {
      setProblem(paymentFailureMessage(t, error));
    } finally {
      busy.current = false;
      setSubmitting(false);
      onSubmittingChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        {bound ? (
          <Paper withBorder p="sm" component="section" aria-label={t('summary.title')}>
            <Group justify="space-between" role="group" aria-label={t('summary.total')}>
              <Text size="sm">{t('summary.total')}</Text>
              <Text size="sm" fw={700}>
                <bdi>{format.money(bound.total)}</bdi>
              </Text>
            </Group>
            <Group justify="space-between" role="group" aria-label={t('summary.outstanding')}>
              <Text size="sm">{t('summary.outstanding')}</Text>
              <Text size="sm" fw={700}>
                <bdi>{format.money(bound.outstanding)}</bdi>
              </Text>
            </Group>
          </Paper>
        ) : (
          <PaymentPartyTabs
            level={values.level}
            onLevelChange={(level) => set('level', level)}
            clientId={values.clientId}
            onClientChange={(id) => set('clientId', id)}
            caseId={values.caseId}
            onCaseChange={(id) => set('caseId', id)}
            fixedClient={clientId ? { id: clientId, name: clientName ?? null } : null}
            clientError={errorOf('select_client')}
            caseError={errorOf('select_matter')}
            disabled={submitting}
          />
        )}
        {bound?.type !== 'TRUST' && (
          <Radio.Group
            label={t('fields.paymentType')}
            value={values.paymentType}
            onChange={(value) => set('paymentType', value === 'trust' ? 'trust' : 'direct')}
            withAsterisk
          >
            <Group gap="lg" mt={4}>
              <Radio value="direct" label={t(bound ? 'paymentType.direct' : 'paymentType.directOffice')} />
              <Radio value="trust" label={t(bound ? 'paymentType.fromTrust' : 'paymentType.depositTrust')} />
            </Group>
          </Radio.Group>
        )}
        {needs.fromTrust && bound && (
          <TrustSourceFields
            clientId={bound.client_id}
            caseId={bound.case_id}
            trustLevel={values.trustLevel}
            onTrustLevelChange={(level) => set('trustLevel', level)}
            disabled={submitting}
          />
        )}
        {needs.trust && (
          <AccountSelect
            kind="trust"
            value={values.trustAccountId}
            onChange={(id) => set('trustAccountId', id)}
            disabled={submitting}
          />
        )}
        {needs.office && (
          <AccountSelect
            kind="office"
            value={values.officeAccountId}
            onChange={(id) => set('officeAccountId', id)}
            disabled={submitting}
          />
        )}
        <DateField
          label={t('fields.date')}
          value={values.paymentDate}
          onChange={(day) => set('paymentDate', day)}
          withAsterisk
          disabled={submitting}
        />
        <MoneyInput
          label={t('fields.amount')}
          value={values.amount}
          onChange={(value) => {
            setAmountRefused(false);
            set('amount', value === '' ? '' : Number(value));
          }}
          isAllowed={({ floatValue }) => {
            // Typing past the outstanding balance is refused: the field keeps its value and says why.
            const allowed = amountAllowed(floatValue, bound);
            if (!allowed) setAmountRefused(true);
            return allowed;
          }}
          min={0.01}
          step={0.01}
          max={bound ? bound.outstanding : undefined}
          decimalScale={2}
          clampBehavior="none"
          hideControls
          leftSection={format.currencySymbol}
          withAsterisk
          error={amountError}
          disabled={submitting}
        />
        {!bound && values.paymentType === 'direct' && (
          <OverpaymentWarning clientId={values.clientId} amount={values.amount} />
        )}
        <Textarea
          label={t('fields.description')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          maxLength={500}
          rows={2}
          disabled={submitting}
        />
        <DialogFooter
          problem={problem}
          problemTitle={t('modal.failed')}
          cancelLabel={t('modal.cancel')}
          submitLabel={t('modal.submit')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
