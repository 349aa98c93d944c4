/** The firm's current invoice defaults at a glance, above the form that changes them. */

import type { AdjustmentType, InvoiceSettings } from '@counsel/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';

export function SettingsSummary({ settings }: { settings: InvoiceSettings }) {
  const { t } = useTranslation(invoiceSettingsNs);
  const format = useFormat();
  const off = t('summary.off');
  const on = t('summary.on');

  const adjustment = (description: string | null, type: AdjustmentType, amount: number | null) =>
    amount == null ? (
      description
    ) : (
      <>
        {description} · <bdi>{type === 'PERCENTAGE' ? `${format.number(amount)}%` : format.money(amount)}</bdi>
      </>
    );

  const billTo = [
    settings.include_email && t('billTo.email'),
    settings.include_phone && t('billTo.phone'),
    settings.include_address && t('billTo.address'),
  ].filter(Boolean);

  const items: { label: string; shown: ReactNode }[] = [
    {
      label: t('tax.toggle'),
      shown: settings.include_tax_rate ? <bdi>{`${format.number(settings.tax_rate ?? 0)}%`}</bdi> : off,
    },
    {
      label: t('discount.toggle'),
      shown: settings.include_discount
        ? adjustment(settings.discount_description, settings.discount_type, settings.discount_amount)
        : off,
    },
    {
      label: t('lateFee.toggle'),
      shown: settings.include_late_fee
        ? adjustment(settings.late_fee_description, settings.late_fee_type, settings.late_fee_amount)
        : off,
    },
    {
      label: t('installment.toggle'),
      shown:
        settings.include_installment && settings.installment_amount != null
          ? t('summary.installment', {
              amount: format.money(settings.installment_amount),
              frequency: t(`frequencies.${settings.installment_frequency}`),
            })
          : off,
    },
    { label: t('footer.toggle'), shown: settings.include_footer ? on : off },
    { label: t('logo.toggle'), shown: settings.include_logo && settings.logo ? on : off },
    { label: t('colorScheme.label'), shown: t(`colorScheme.${settings.color_scheme}`) },
    { label: t('language.label'), shown: t(`language.${settings.language}`) },
    {
      label: t('sections.billTo'),
      shown: billTo.length > 0 ? billTo.join(t('summary.listSeparator')) : t('summary.nameOnly'),
    },
    { label: t('emails.reminders'), shown: settings.send_invoice_reminders ? on : off },
    { label: t('emails.receipt'), shown: settings.auto_send_receipt ? on : off },
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoice-settings-summary">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="invoice-settings-summary">
            {t('summary.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {settings.updated_at
              ? t('summary.updated', { date: format.dateTime(settings.updated_at) })
              : t('summary.defaults')}
          </Text>
        </div>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
          {items.map(({ label, shown }) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {shown}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
