import { type DashboardSummary, POSITIONS, type Position } from '@counsel/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconFolderOpen, IconUsers, IconUsersGroup, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { dashboardNs } from '../../locales/dashboard';
import { PageLoader } from '../../ui/PageLoader';
import { StatusChangesCard } from '../case-receipts/StatusChangesCard';
import { MyTasksCard } from '../cases/tasks/MyTasksCard';
import { RecentCases } from './RecentCases';
import { StatCard } from './StatCard';
import { useDashboardSummary } from './use-dashboard-summary';

const STATS: { key: keyof DashboardSummary['counts']; labelKey: string; icon: TablerIcon; to?: string }[] = [
  { key: 'clients', labelKey: 'counts.clients', icon: IconUsers, to: '/clients' },
  { key: 'cases', labelKey: 'counts.cases', icon: IconBriefcase, to: '/client/cases' },
  { key: 'open_cases', labelKey: 'counts.openCases', icon: IconFolderOpen, to: '/client/cases?open=true' },
  { key: 'employees', labelKey: 'counts.employees', icon: IconUsersGroup, to: '/team' },
];

export default function DashboardPage() {
  const { t } = useTranslation(dashboardNs);
  const summary = useDashboardSummary();

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    return (
      <Alert color="red" role="alert" title={t('loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(t, summary.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void summary.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { law_firm, user, counts, recent_cases } = summary.data;
  const role = user.is_admin
    ? t('role.administrator')
    : user.position && (POSITIONS as readonly string[]).includes(user.position)
      ? t(`common:positions.${user.position as Position}`)
      : (user.position ?? '');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {law_firm.name}
          </Title>
          <Text c="dimmed">
            {role ? t('signedInAsWithRole', { name: user.full_name, role }) : t('signedInAs', { name: user.full_name })}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {/* A count is null when the user may not see that list: its card is left out rather than shown as 0. */}
        {STATS.map(({ key, labelKey, icon, to }) => {
          const value = counts[key];
          return value === null ? null : <StatCard key={key} label={t(labelKey)} value={value} icon={icon} to={to} />;
        })}
      </SimpleGrid>
      <MyTasksCard />
      <StatusChangesCard />
      <RecentCases cases={recent_cases} />
    </Stack>
  );
}
