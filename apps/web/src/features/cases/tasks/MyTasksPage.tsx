import { MY_TASK_FILTERS, type MyTask, type MyTaskFilter } from '@counsel/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale';
import { caseTasksNs } from '../../../locales/caseTasks';
import { PageLoader } from '../../../ui/PageLoader';
import { Pager } from '../../../ui/Pager';
import { totalPagesOf } from '../../../ui/pager-items';
import { toast } from '../../../ui/toast';
import { STATUS_COLOR } from './CaseTaskItem';
import { caseTaskErrorMessage } from './task-errors';
import { useMyTaskStatus, useMyTasks } from './use-case-tasks';

const PAGE_SIZE = 12;
const isFilter = (value: string | null): value is MyTaskFilter =>
  (MY_TASK_FILTERS as readonly string[]).includes(value ?? '');

/** /my-tasks: the signed-in employee's tasks across cases, overdue first; the filter lives in the address. */
export default function MyTasksPage() {
  const { t } = useTranslation(caseTasksNs);
  const [params, setParams] = useSearchParams();
  const status = isFilter(params.get('status')) ? (params.get('status') as MyTaskFilter) : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [debounced] = useDebouncedValue(q, 300);
  const tasks = useMyTasks({ status, q: debounced, page });
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('my.title')}
      </Title>
      <Group wrap="wrap" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="my-tasks-filter">
            {t('my.filterLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="my-tasks-filter"
            value={status}
            onChange={(value) => set({ status: value === 'open' ? null : value, page: null })}
            data={MY_TASK_FILTERS.map((filter) => ({ value: filter, label: t(`my.filters.${filter}`) }))}
          />
        </Stack>
        <TextInput
          type="search"
          label={t('my.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => set({ q: event.currentTarget.value, page: null })}
          style={{ flex: '1 1 16rem' }}
        />
      </Group>
      {tasks.isPending ? (
        <PageLoader />
      ) : tasks.isError ? (
        <Alert color="red" title={t('my.loadError')}>
          {caseTaskErrorMessage(t, tasks.error)}
        </Alert>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('my.count', { count: tasks.data.total })}
          </Text>
          {tasks.data.items.length === 0 ? (
            <Paper withBorder p="lg">
              <Text>{t(`my.empty.${status}`)}</Text>
            </Paper>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {tasks.data.items.map((task) => (
                <MyTaskRow key={task.id} task={task} />
              ))}
            </Stack>
          )}
          <Pager
            page={page}
            totalPages={totalPagesOf(tasks.data.total, PAGE_SIZE)}
            onChange={(next) => set({ page: next === 1 ? null : String(next) })}
          />
        </Stack>
      )}
    </Stack>
  );
}

function MyTaskRow({ task }: { task: MyTask }) {
  const { t } = useTranslation(caseTasksNs);
  const format = useFormat();
  const toPath = useLocalePath();
  const change = useMyTaskStatus();
  const closed = task.case.status === 'CLOSED';
  const act = (status: 'IN_PROGRESS' | 'DONE') =>
    change.mutate(
      { caseId: task.case.id, taskId: task.id, status },
      {
        onSuccess: () => toast.success(t('toasts.statusChanged')),
        onError: (error) => toast.error(caseTaskErrorMessage(t, error)),
      },
    );
  return (
    <Paper component="li" withBorder p="sm" aria-label={task.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{task.title}</Text>
            <Badge color={STATUS_COLOR[task.status]} variant="light">
              {t(`status.${task.status}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {t('my.case')}:{' '}
            <Anchor component={Link} to={toPath(`/client/${task.client.id}/cases/${task.case.id}`)}>
              <bdi>{task.case.title}</bdi>
            </Anchor>
            {' · '}
            {t('my.client')}: <bdi>{task.client.full_name}</bdi>
            {' · '}
            {t('my.step')}: <bdi>{task.step_title}</bdi>
          </Text>
          {task.due_at && (
            <Text size="sm" c={task.overdue ? 'red.8' : undefined} fw={task.overdue ? 600 : undefined}>
              {task.overdue
                ? t('overdue', { date: format.date(task.due_at) })
                : t('due', { date: format.date(task.due_at) })}
            </Text>
          )}
        </Stack>
        {!closed && (
          <Group gap="xs">
            {task.status === 'TODO' && (
              <Button size="xs" variant="default" disabled={change.isPending} onClick={() => act('IN_PROGRESS')}>
                {t('actions.start')}
              </Button>
            )}
            {(task.status === 'TODO' || task.status === 'IN_PROGRESS') && (
              <Button size="xs" disabled={change.isPending} onClick={() => act('DONE')}>
                {t('actions.done')}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
