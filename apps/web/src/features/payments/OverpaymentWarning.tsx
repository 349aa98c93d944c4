/**
 * On the record-payment form, before saving a direct payment not tied to an invoice: says so when the
 * amount is more than the client owes on open bill invoices. The server accepts it all the same; the
 * difference stays the client's unapplied funds.
 */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { paymentsNs } from '../../locales/payments';
import { useClientFunds } from './use-payments-api';

export function OverpaymentWarning({ clientId, amount }: { clientId: number | null; amount: number | '' }) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  const can = useCan();
  const funds = useClientFunds(clientId, can('VIEW_INVOICES'));
  if (!funds.data || amount === '' || amount <= 0) return null;
  const owedCents = Math.round(funds.data.owed_total * 100);
  const extraCents = Math.round(amount * 100) - owedCents;
  if (extraCents <= 0) return null;
  return (
    <Alert color="yellow" role="status">
      {t('funds.overpayment', { owed: format.money(owedCents / 100), extra: format.money(extraCents / 100) })}
    </Alert>
  );
}
