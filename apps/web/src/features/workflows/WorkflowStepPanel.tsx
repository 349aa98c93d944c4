/**
 * What an expanded step shows: its tasks (the main path) and, under them, its sub-steps as alternative
 * paths, each framed apart so nobody reads an alternative as the next thing to do.
 */
import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconArrowsSplit2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ViewedStep, ViewedTask } from '../../entities/workflow/use-workflows';
import { workflowsNs } from '../../locales/workflows';
import { PriorityBadge } from './PriorityBadge';
import { WorkflowTaskItem } from './WorkflowTaskItem';

export function WorkflowStepPanel({ step }: { step: ViewedStep }) {
  const { t } = useTranslation(workflowsNs);
  const hasAlternatives = step.sub_steps.length > 0;
  // Headings stay in order: with alternatives the main path gets a heading of its own, so tasks sit one below.
  const taskOrder: TitleOrder = hasAlternatives ? 4 : 3;

  return (
    <Stack gap="md">
      {hasAlternatives && (
        <Title order={3} size="h5">
          {t('viewer.mainPath')}
        </Title>
      )}
      <TaskList tasks={step.tasks} headingOrder={taskOrder} />
      {step.sub_steps.map((subStep) => (
        <Paper
          key={subStep.id}
          component="section"
          aria-labelledby={`sub-step-${subStep.id}`}
          withBorder
          radius="md"
          p="sm"
          style={{ borderStyle: 'dashed', borderInlineStartWidth: 4 }}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconArrowsSplit2 size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Title order={3} size="h5" id={`sub-step-${subStep.id}`} style={{ overflowWrap: 'anywhere' }}>
                  {t('viewer.alternativePath', { title: subStep.title })}
                </Title>
              </Group>
              <PriorityBadge priority={subStep.priority} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('viewer.alternativeHint')}
            </Text>
            <TaskList tasks={subStep.tasks} headingOrder={4} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function TaskList({ tasks, headingOrder }: { tasks: ViewedTask[]; headingOrder: TitleOrder }) {
  const { t } = useTranslation(workflowsNs);
  if (tasks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('viewer.noTasks')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {tasks.map((task) => (
        <WorkflowTaskItem key={task.id} task={task} headingOrder={headingOrder} />
      ))}
    </Stack>
  );
}
