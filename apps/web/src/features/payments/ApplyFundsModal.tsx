/**
 * Applying part or all of a client's unapplied payment to one of their open bill invoices. The amount
 * starts at the most that can be applied (the less of the invoice's outstanding and what is left of the
 * payment); the server checks both again under its locks.
 */
import type { OpenInvoice, UnappliedPayment } from '@counsel/domain';
import { Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { paymentsNs } from '../../locales/payments';
import { DialogFooter } from '../../ui/DialogFooter';
import { MoneyInput } from '../../ui/MoneyInput';
import { toast } from '../../ui/toast';
import { paymentFailureMessage } from './payment-errors';
import { applyFunds, reloadAfterPayment } from './use-payments-api';

interface ApplyFundsModalProps {
  payment: UnappliedPayment | null;
  invoices: readonly OpenInvoice[];
  onClose: () => void;
}

export function ApplyFundsModal({ payment, invoices, onClose }: ApplyFundsModalProps) {
  const { t } = useTranslation(paymentsNs);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={payment !== null}
      onClose={busy ? () => undefined : onClose}
      title={t('applyModal.title')}
      // Wide enough for an invoice's number, title and outstanding amount in the picker without cutting the amount.
      size="lg"
    >
      {payment && <ApplyForm payment={payment} invoices={invoices} onClose={onClose} onBusy={setBusy} />}
    </Modal>
  );
}

const cents = (amount: number) => Math.round(amount * 100);

function ApplyForm({
  payment,
  invoices,
  onClose,
  onBusy,
}: {
  payment: UnappliedPayment;
  invoices: readonly OpenInvoice[];
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  const queryClient = useQueryClient();
  const first = invoices[0] ?? null;
  const most = (invoice: OpenInvoice | null) =>
    invoice ? Math.min(cents(invoice.outstanding), cents(payment.unapplied)) / 100 : payment.unapplied;
  const [invoiceId, setInvoiceId] = useState<number | null>(first?.id ?? null);
  const [amount, setAmount] = useState<number | ''>(most(first));
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const invoice = invoices.find((row) => row.id === invoiceId) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!invoice) return setError(t('applyModal.selectInvoice'));
    if (amount === '' || cents(amount) <= 0) return setError(t('errors.amount_must_be_positive'));
    if (cents(amount) > cents(most(invoice))) {
      return setError(t('applyModal.tooMuch', { max: format.money(most(invoice)) }));
    }
    setSubmitting(true);
    onBusy(true);
    try {
      await applyFunds(payment.id, { invoice_id: invoice.id, amount });
      toast.success(t('applyModal.applied', { number: invoice.invoice_number }));
      reloadAfterPayment(queryClient);
      onBusy(false);
      onClose();
    } catch (failure) {
      setProblem(paymentFailureMessage(t, failure));
    } finally {
      setSubmitting(false);
      onBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Group justify="space-between" role="group" aria-label={t('applyModal.available')}>
          <Text size="sm">{t('applyModal.available')}</Text>
          <Text size="sm" fw={700}>
            <bdi>{format.money(payment.unapplied)}</bdi>
          </Text>
        </Group>
        <Select
          label={t('applyModal.invoice')}
          placeholder={t('applyModal.invoicePlaceholder')}
          data={invoices.map((row) => ({
            value: String(row.id),
            label: t('applyModal.invoiceOption', {
              number: row.invoice_number,
              title: row.title,
              outstanding: format.money(row.outstanding),
            }),
          }))}
          value={invoiceId === null ? null : String(invoiceId)}
          onChange={(value) => {
            const picked = invoices.find((row) => String(row.id) === value) ?? null;
            setInvoiceId(picked?.id ?? null);
            setAmount(most(picked));
            setError(null);
          }}
          // On a phone the picked option is cut short: its outstanding balance is repeated in full here.
          description={invoice ? t('applyModal.outstanding', { amount: format.money(invoice.outstanding) }) : undefined}
          withAsterisk
          allowDeselect={false}
          disabled={submitting}
        />
        <MoneyInput
          label={t('applyModal.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value === '' ? '' : Number(value));
            setError(null);
          }}
          min={0.01}
          decimalScale={2}
          hideControls
          leftSection={format.currencySymbol}
          withAsterisk
          error={error}
          disabled={submitting}
        />
        <DialogFooter
          problem={problem}
          problemTitle={t('applyModal.failed')}
          cancelLabel={t('applyModal.cancel')}
          submitLabel={t('applyModal.submit')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
