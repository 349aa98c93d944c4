/** The live totals of billing.md §5: subtotal, item tax, general tax, discount and total. */

import type { InvoiceSettingsFields, InvoiceTotals } from '@counsel/domain';
import { Alert, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { useLocale } from '../../../../lib/locale';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';

interface TotalsPanelProps {
  totals: InvoiceTotals | null;
  /** Set when the discount is larger than the subtotal (the invoice cannot be saved). */
  discountTooLarge: boolean;
  settings: InvoiceSettingsFields;
  /** What the Trust Payment lines list: shown under the total, never part of it. */
  listedPaymentsCents?: number;
  /** Lines after the total: a saved invoice's payments (total paid, outstanding). */
  children?: ReactNode;
}

interface LineProps {
  label: string;
  /** A rate or a name shown after the label, isolated so it keeps its own direction. */
  detail?: string | null;
  value: string;
  strong?: boolean;
}

function Line({ label, detail, value, strong = false }: LineProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
        {detail ? (
          <>
            {' '}
            (<bdi>{detail}</bdi>)
          </>
        ) : null}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

export function TotalsPanel({
  totals,
  discountTooLarge,
  settings,
  listedPaymentsCents = 0,
  children,
}: TotalsPanelProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  const headingId = useId();
  const money = (cents: number | undefined) => (cents === undefined ? '—' : format.money(cents / 100));
  const { locale } = useLocale();
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    (settings.tax_rate ?? 0) / 100,
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('totals.title')}
        </Title>
        <Line label={t('totals.subtotal')} value={money(totals?.subtotalCents)} />
        <Line label={t('totals.itemTax')} value={money(totals?.itemTaxCents)} />
        {settings.include_tax_rate && (
          <Line label={t('totals.generalTax')} detail={rate} value={money(totals?.generalTaxCents)} />
        )}
        {settings.include_discount && (
          <Line
            label={t('totals.discount')}
            detail={settings.discount_description}
            value={totals ? format.money(-totals.discountCents / 100) : '—'}
          />
        )}
        <Divider />
        <Line label={t('totals.total')} value={money(totals?.totalCents)} strong />
        {listedPaymentsCents > 0 && (
          <>
            <Line label={t('totals.listedPayments')} value={money(listedPaymentsCents)} />
            <Text size="xs" c="dimmed">
              {t('totals.listedPaymentsNote')}
            </Text>
          </>
        )}
        {children}
        {discountTooLarge && (
          <Alert color="red" role="alert">
            {t('problems.discountExceedsSubtotal')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
