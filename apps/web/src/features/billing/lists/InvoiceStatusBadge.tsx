import type { InvoiceStatus } from '@counsel/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoicesNs } from '../../../locales/invoices';

/** Paid reads as done, unpaid as neutral, partial as a warning and overdue as a problem. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  paid: 'green',
  unpaid: 'blue',
  partial: 'orange',
  overdue: 'red',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(invoicesNs);
  return (
    <Badge
      variant="light"
      color={INVOICE_STATUS_COLORS[status] ?? 'gray'}
      tt="none"
      data-status={status}
      // A status cut to "Unp…" says nothing: the column grows to fit the whole word instead.
      miw="max-content"
    >
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
