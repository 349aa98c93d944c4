/**
 * The dashboard's "status changes this week": how many of the firm's receipts USCIS moved on in the last
 * seven days, the latest few, and a link to the scanner's list of them. Left out for those who may not
 * read cases, as the receipt list is.
 */
import { STATUS_CHANGES_WINDOW_DAYS, type StatusChangesResponse } from '@counsel/domain';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { useAbility, useMe } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { StatusKindBadge } from './ReceiptTimeline';
import { CASE_RECEIPTS_KEY } from './use-case-receipts';

function useStatusChanges(lawFirmId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...CASE_RECEIPTS_KEY, 'status-changes', lawFirmId],
    queryFn: ({ signal }) =>
      api.get<StatusChangesResponse>(`/api/case-receipt/law_firm/${lawFirmId}/status-changes`, { signal }),
    enabled,
  });
}

export function StatusChangesCard() {
  const { t } = useTranslation(caseReceiptsNs);
  const me = useMe();
  const canRead = useAbility().can('read', 'cases');
  const changes = useStatusChanges(me.law_firm.id, canRead);
  const format = useFormat();
  const toPath = useLocalePath();
  if (!canRead || !changes.data) return null;
  const title = t('weekChanges.title');
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text fz={28} fw={700}>
              {format.number(changes.data.total)}
            </Text>
          </div>
          <ThemeIcon size={44} radius="md" variant="light">
            <IconHistory size={24} aria-hidden />
          </ThemeIcon>
        </Group>
        {changes.data.total === 0 ? (
          <Text size="sm" c="dimmed">
            {t('weekChanges.none')}
          </Text>
        ) : (
          <>
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {changes.data.changes.map((change) => (
                <Group component="li" key={change.id} gap="xs" wrap="wrap">
                  <Text size="sm" fw={600} dir="ltr">
                    {change.receipt_number}
                  </Text>
                  <StatusKindBadge kind={change.status_kind} />
                  <Anchor component={Link} to={toPath(`/client/${change.client_id}/cases/${change.case_id}`)} size="sm">
                    <span dir="auto">{change.case_title}</span>
                  </Anchor>
                </Group>
              ))}
            </Stack>
            <Anchor component={Link} to={toPath(`/receipt-scanner/scanner?changed_days=${STATUS_CHANGES_WINDOW_DAYS}`)}>
              {t('weekChanges.seeAll', { count: changes.data.total })}
            </Anchor>
          </>
        )}
      </Stack>
    </Paper>
  );
}
