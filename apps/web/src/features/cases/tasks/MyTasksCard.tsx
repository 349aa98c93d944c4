import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbility } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale';
import { caseTasksNs } from '../../../locales/caseTasks';
import { useMyTaskCounts } from './use-case-tasks';

/** The dashboard's summary of the signed-in employee's tasks, each count opening My tasks filtered. */
export function MyTasksCard() {
  const { t } = useTranslation(caseTasksNs);
  const format = useFormat();
  const toPath = useLocalePath();
  const canSee = useAbility().can('read', 'cases');
  const counts = useMyTaskCounts();
  if (!canSee || !counts.isSuccess) return null;
  const items = [
    { label: t('dashboard.todo'), value: counts.data.todo, to: '/my-tasks' },
    { label: t('dashboard.inProgress'), value: counts.data.in_progress, to: '/my-tasks' },
    {
      label: t('dashboard.overdue'),
      value: counts.data.overdue,
      to: '/my-tasks?status=overdue',
      alert: counts.data.overdue > 0,
    },
    { label: t('dashboard.dueSoon'), value: counts.data.due_soon, to: '/my-tasks' },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="my-tasks-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="my-tasks-card">
            {t('dashboard.title')}
          </Title>
          <Anchor component={Link} to={toPath('/my-tasks')} size="sm">
            {t('dashboard.open')}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {items.map((item) => (
            <Anchor
              key={item.label}
              component={Link}
              to={toPath(item.to)}
              underline="never"
              c={item.alert ? 'red.8' : undefined}
            >
              <Text size="sm">{item.label}</Text>
              <Text fz={24} fw={700}>
                {format.number(item.value)}
              </Text>
            </Anchor>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
