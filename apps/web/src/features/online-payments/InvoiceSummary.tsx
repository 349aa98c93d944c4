/** The invoice as the client sees it on the pay page: who it is for, its number, dates, amounts and status. */
import type { PayLinkView } from '@counsel/domain';
import { Badge, Box, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onlinePaymentsNs } from '../../locales/onlinePayments';
import type { PayFormat } from './use-pay-format';

/** The invoice's status as a client sees it (the pay page, the portal's invoices): paid done, overdue a problem. */
export const CLIENT_INVOICE_STATUS_COLORS: Record<PayLinkView['invoice']['status'], string> = {
  paid: 'teal',
  partial: 'blue',
  overdue: 'red',
  unpaid: 'gray',
};

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4}>
      <Text component="dt" c="dimmed" size="sm">
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} ta="end" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function InvoiceSummary({ view, format }: { view: PayLinkView; format: PayFormat }) {
  const { t } = useTranslation(onlinePaymentsNs);
  const { invoice } = view;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="pay-invoice">
      <Title order={2} size="h4" id="pay-invoice" mb="xs">
        {t('invoice.heading')}
      </Title>
      <Box component="dl" m={0}>
        <Row label={t('invoice.billedTo')}>
          <span dir="auto">{view.client.name}</span>
        </Row>
        <Row label={t('invoice.number')}>
          <span dir="auto">{invoice.invoice_number}</span>
        </Row>
        {invoice.date_issued && <Row label={t('invoice.issued')}>{format.day(invoice.date_issued)}</Row>}
        {invoice.due_date && <Row label={t('invoice.due')}>{format.day(invoice.due_date)}</Row>}
        <Row label={t('invoice.total')}>{format.money(invoice.total)}</Row>
        <Row label={t('invoice.paid')}>{format.money(invoice.paid)}</Row>
        <Row label={t('invoice.outstanding')} strong>
          {format.money(invoice.outstanding)}
        </Row>
        <Row label={t('invoice.status')}>
          <Badge
            component="span"
            color={CLIENT_INVOICE_STATUS_COLORS[invoice.status]}
            variant="light"
            size="lg"
            tt="none"
          >
            {t(`invoice.statuses.${invoice.status}`)}
          </Badge>
        </Row>
      </Box>
    </Paper>
  );
}
