/** Total paid and outstanding, as lines of an invoice's totals. */

import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { paymentsNs } from '../../locales/payments';

function Line({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  const format = useFormat();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {format.money(cents / 100)}
      </Text>
    </Group>
  );
}

export function PaymentTotals({ paidCents, outstandingCents }: { paidCents: number; outstandingCents: number }) {
  const { t } = useTranslation(paymentsNs);
  return (
    <>
      <Line label={t('totals.paid')} cents={paidCents} />
      <Line label={t('totals.outstanding')} cents={outstandingCents} strong />
    </>
  );
}
