import { CASE_STATUSES, type DashboardSummary } from '@counsel/domain';
import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { dashboardNs } from '../../locales/dashboard';

type RecentCase = DashboardSummary['recent_cases'][number];

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  OPEN: 'blue',
  IN_PROGRESS: 'cyan',
  ON_HOLD: 'orange',
  CLOSED: 'gray',
};

export function RecentCases({ cases }: { cases: readonly RecentCase[] }) {
  const { t } = useTranslation(dashboardNs);
  const format = useFormat();
  const toPath = useLocalePath();
  const statusLabel = (status: string) =>
    (CASE_STATUSES as readonly string[]).includes(status) ? t(`caseStatus.${status}`) : status;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recent-cases-title">
      <Title order={2} size="h4" mb="sm" id="recent-cases-title">
        {t('recentCases.title')}
      </Title>
      {cases.length === 0 ? (
        <Text c="dimmed">{t('recentCases.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('recentCases.case')}</Table.Th>
                <Table.Th>{t('recentCases.client')}</Table.Th>
                <Table.Th>{t('recentCases.status')}</Table.Th>
                <Table.Th>{t('recentCases.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cases.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td fw={500}>
                    <Anchor component={Link} to={toPath(`/client/${item.client_id}/cases/${item.id}`)} fw={500}>
                      {item.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{item.client_name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[item.status] ?? 'gray'}>
                      {statusLabel(item.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{format.date(item.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
