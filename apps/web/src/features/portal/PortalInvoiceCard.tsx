/**
 * One invoice in the client's list: its number and status, its days and sums in its own currency, and Pay, which
 * opens the invoice's pay page, while something is owed and the firm takes card payments.
 */
import type { PortalInvoice } from '@counsel/domain';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatMoney } from '../../lib/format';
import { useLocale, useLocalePath } from '../../lib/locale';
import { portalNs } from '../../locales/portal';
import { CLIENT_INVOICE_STATUS_COLORS } from '../online-payments/InvoiceSummary';

function Figure({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function PortalInvoiceCard({ invoice, showClient }: { invoice: PortalInvoice; showClient: boolean }) {
  const { t } = useTranslation(portalNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, locale, invoice.currency);
  const owed = invoice.balance > 0;

  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId}>
              {t(`invoices.kind.${invoice.type}`)} <bdi dir="ltr">{invoice.invoice_number}</bdi>
            </Title>
            {showClient && (
              <Text size="sm" c="dimmed">
                {t('invoices.for')} <bdi>{invoice.client_name}</bdi>
              </Text>
            )}
          </Stack>
          <Badge color={CLIENT_INVOICE_STATUS_COLORS[invoice.status]} variant="light" autoContrast tt="none">
            {t(`invoices.status.${invoice.status}`)}
          </Badge>
        </Group>
        <Box
          component="dl"
          m={0}
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-xs)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
          }}
        >
          <Figure label={t('invoices.issued')}>{formatDay(invoice.date_issued, locale)}</Figure>
          <Figure label={t('invoices.due')}>{formatDay(invoice.due_date, locale)}</Figure>
          <Figure label={t('invoices.total')}>{money(invoice.total)}</Figure>
          <Figure label={t('invoices.paid')}>{money(invoice.paid)}</Figure>
          <Figure label={t('invoices.balance')} strong>
            {money(invoice.balance)}
          </Figure>
        </Box>
        {invoice.pay_path ? (
          <Group justify="flex-end">
            <Button
              component={Link}
              to={toPath(invoice.pay_path)}
              leftSection={<IconCreditCard size={16} aria-hidden />}
              aria-describedby={titleId}
            >
              {t('invoices.pay')}
            </Button>
          </Group>
        ) : (
          owed && (
            <Text size="sm" c="dimmed">
              {t('invoices.payElsewhere')}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
