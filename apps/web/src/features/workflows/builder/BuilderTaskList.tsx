/** The tasks of one step or sub-step, in order, each draggable within that list, edited or removed. */
import { durationInDays } from '@counsel/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ViewedTask } from '../../../entities/workflow/use-workflows';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { workflowsNs } from '../../../locales/workflows';
import { PriorityBadge } from '../PriorityBadge';
import { participantName } from '../workflow-text';
import { useBuilder } from './builder-context';
import { idOfDrag, taskDragId } from './builder-order';
import { SortableList, SortableRow } from './SortableList';

interface BuilderTaskListProps {
  /** The step or sub-step the tasks are in. */
  container: { id: number; title: string; isSubStep: boolean; parentStepId: number | null };
  tasks: ViewedTask[];
}

export function BuilderTaskList({ container, tasks }: BuilderTaskListProps) {
  const { t } = useTranslation(workflowBuilderNs);
  const builder = useBuilder();
  const ids = tasks.map((task) => taskDragId(task.id));
  const titleOf = (dragId: string) => tasks.find((task) => task.id === idOfDrag(dragId))?.title ?? '';

  return (
    <Stack gap="xs">
      {tasks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('task.none')}
        </Text>
      ) : (
        <SortableList
          ids={ids}
          nameOf={titleOf}
          onMove={(active, over) => builder.moveTask(container.id, idOfDrag(active), idOfDrag(over))}
        >
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('task.listLabel', { title: container.title })}
          >
            {tasks.map((task) => (
              <BuilderTaskItem key={task.id} task={task} container={container} />
            ))}
          </Stack>
        </SortableList>
      )}
      {builder.canCreate && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={t('task.addTo', { title: container.title })}
            onClick={() => builder.openAddTask({ ...container, existingTaskIds: tasks.map((task) => task.id) })}
          >
            {t('task.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function BuilderTaskItem({ task, container }: { task: ViewedTask; container: BuilderTaskListProps['container'] }) {
  const { t } = useTranslation(workflowBuilderNs);
  const { t: tw } = useTranslation(workflowsNs);
  const builder = useBuilder();
  const days = durationInDays(task.duration);
  const participant = participantName(task);

  return (
    <SortableRow
      id={taskDragId(task.id)}
      handleLabel={t('task.drag', { title: task.title })}
      disabled={!builder.canUpdate}
      render={({ handle, style, setNodeRef }) => (
        <Paper ref={setNodeRef} component="li" withBorder radius="sm" p="xs" style={style} data-task-id={task.id}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {handle}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              {/* On a phone the badge goes under the title rather than squeezing it into broken words. */}
              <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                <Text fw={600} size="sm" dir="auto" style={{ flex: '1 1 10rem', overflowWrap: 'break-word' }}>
                  {task.title}
                </Text>
                <PriorityBadge priority={task.priority} />
              </Group>
              <Text size="xs">
                {tw('task.duration')}: {days === 0 ? tw('task.sameDay') : tw('task.days', { count: days })} ·{' '}
                {tw('task.participantType')}:{' '}
                {participant === null ? tw('task.noParticipantType') : <bdi>{participant}</bdi>}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {builder.canUpdate && (
                <Tooltip label={t('task.edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('task.editNamed', { title: task.title })}
                    onClick={() => builder.openEditTask(task, container.isSubStep)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {builder.canUpdate && (
                <Tooltip label={t('task.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('task.removeNamed', { title: task.title, step: container.title })}
                    onClick={() => builder.removeTask(container.id, task.id)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        </Paper>
      )}
    />
  );
}
