/**
 * /{locale}/portal/receipts: the client's USCIS receipts and each one's status over time. The kind of each
 * status is said in the client's language ("Approved" / "تمت الموافقة"); USCIS's own title and text stay in
 * English as sent. One column, so it reads at a phone's width.
 */
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { portalNs } from '../../locales/portal';
import { ReceiptTimeline, StatusKindBadge } from '../case-receipts/ReceiptTimeline';
import { portalErrorMessage } from './portal-errors';
import { usePortalReceipts } from './use-portal';

export default function PortalReceiptsPage() {
  const { t } = useTranslation(portalNs);
  const format = useFormat();
  const list = usePortalReceipts();

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('receipts.title')}
        </Title>
        <Text c="dimmed">{t('receipts.intro')}</Text>
      </Stack>
      {list.isPending && <Loader size="sm" aria-label={t('receipts.loading')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {portalErrorMessage(t, list.error)}
        </Alert>
      )}
      {list.data?.receipts.length === 0 && <Text c="dimmed">{t('receipts.empty')}</Text>}
      {list.data && list.data.receipts.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.receipts.map((receipt) => (
            <Paper component="li" key={receipt.id} withBorder p="md" aria-labelledby={`receipt-${receipt.id}`}>
              <Stack gap="sm">
                <Stack gap={2}>
                  <Title order={2} size="h4" id={`receipt-${receipt.id}`} style={{ overflowWrap: 'anywhere' }}>
                    <span dir="auto">{receipt.case_title}</span>
                  </Title>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">
                      {t('receipts.receiptNumber')} <bdi dir="ltr">{receipt.receipt_number}</bdi>
                    </Text>
                    {receipt.form_type && (
                      <Text size="sm" c="dimmed">
                        {t('receipts.form')} <bdi dir="ltr">{receipt.form_type}</bdi>
                      </Text>
                    )}
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    {receipt.status && <StatusKindBadge kind={receipt.status_kind} />}
                    <Text size="xs" c="dimmed">
                      {receipt.last_checked_at
                        ? t('receipts.checked', { when: format.dateTime(receipt.last_checked_at) })
                        : t('receipts.notChecked')}
                    </Text>
                  </Group>
                </Stack>
                {receipt.history.length > 0 ? (
                  <ReceiptTimeline
                    entries={receipt.history}
                    label={t('receipts.timeline', { number: receipt.receipt_number })}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('receipts.noHistory')}
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
