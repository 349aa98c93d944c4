import type { InvoicePayment } from '@counsel/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentsNs } from '../../locales/payments';

const COLORS: Record<InvoicePayment['status'], string> = { completed: 'green', pending: 'yellow', canceled: 'gray' };

export function PaymentStatusBadge({ status }: { status: InvoicePayment['status'] }) {
  const { t } = useTranslation(paymentsNs);
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} tt="none" miw="max-content" data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
