/** The preview-and-save panel of screen 2: amount, tax, discount, total (and, once saved, what is outstanding). */

import type { InvoiceTotals } from '@counsel/domain';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { trustInvoiceNs } from '../../../locales/trustInvoice';

interface TrustTotalsPanelProps {
  /** Null when the discount is larger than the amount. */
  totals: InvoiceTotals | null;
  /** Paid so far on a saved invoice. */
  paidCents: number | null;
  saving: boolean;
  onSave: () => void;
}

export function TrustTotalsPanel({ totals, paidCents, saving, onSave }: TrustTotalsPanelProps) {
  const { t } = useTranslation(trustInvoiceNs);
  const format = useFormat();
  const line = (key: string, cents: number, bold = false) => (
    <Group justify="space-between" role="group" aria-label={t(`totals.${key}`)}>
      <Text size="sm" fw={bold ? 700 : undefined}>
        {t(`totals.${key}`)}
      </Text>
      <Text size="sm" fw={bold ? 700 : undefined}>
        <bdi>{format.money(cents / 100)}</bdi>
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" component="section" aria-label={t('totals.title')}>
      <Stack gap="xs">
        {totals ? (
          <>
            {line('amount', totals.subtotalCents)}
            {line('tax', totals.taxCents)}
            {line('discount', totals.discountCents)}
            {line('total', totals.totalCents, true)}
            {paidCents !== null && line('outstanding', Math.max(0, totals.totalCents - paidCents))}
          </>
        ) : (
          <Alert color="red" role="alert">
            {t('totals.discountTooLarge')}
          </Alert>
        )}
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSave} loading={saving}>
          {t('save')}
        </Button>
      </Stack>
    </Paper>
  );
}
