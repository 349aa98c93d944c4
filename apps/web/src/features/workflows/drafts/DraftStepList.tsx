/** A draft's steps as read-only text: each step's tasks, then its alternatives with theirs. */
import { type DraftStep, type DraftTask, durationInDays } from '@counsel/domain';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { workflowDraftsNs } from '../../../locales/workflowDrafts';

export function DraftStepList({ steps }: { steps: readonly DraftStep[] }) {
  const { t } = useTranslation(workflowDraftsNs);
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('review.steps')}>
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a draft's parts have no ids and this read-only list never reorders
        <Paper component="li" withBorder p="md" key={`${index}-${step.title}`}>
          <Stack gap="sm">
            <PathHeading
              title={t('review.stepTitle', { number: index + 1, title: step.title })}
              priority={step.priority}
              level={3}
            />
            <TaskList tasks={step.tasks} />
            {step.alternatives.map((alternative, altIndex) => (
              <Stack
                // biome-ignore lint/suspicious/noArrayIndexKey: a draft's parts have no ids and this read-only list never reorders
                key={`${altIndex}-${alternative.title}`}
                gap="xs"
                style={{
                  borderInlineStart: '3px solid var(--mantine-color-gray-4)',
                  paddingInlineStart: 'var(--mantine-spacing-md)',
                }}
              >
                <PathHeading
                  title={t('review.alternative', { title: alternative.title })}
                  priority={alternative.priority}
                  level={4}
                />
                <TaskList tasks={alternative.tasks} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function PathHeading({ title, priority, level }: { title: string; priority: DraftStep['priority']; level: 3 | 4 }) {
  const { t } = useTranslation(workflowDraftsNs);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Title order={level} size={level === 3 ? 'h4' : 'h5'} dir="auto" style={{ flex: 1 }}>
        {title}
      </Title>
      <Badge variant="light" color={priority === 'HIGH' ? 'red' : priority === 'MEDIUM' ? 'yellow' : 'gray'}>
        {t(`priority.${priority}`)}
      </Badge>
    </Group>
  );
}

function TaskList({ tasks }: { tasks: readonly DraftTask[] }) {
  const { t } = useTranslation(workflowDraftsNs);
  if (tasks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('review.noTasks')}
      </Text>
    );
  }
  return (
    <List spacing="xs" listStyleType="disc" withPadding>
      {tasks.map((task, index) => {
        const days = durationInDays(task.duration);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a draft's parts have no ids and this read-only list never reorders
          <List.Item key={`${index}-${task.title}`}>
            <Text size="sm" fw={500} dir="auto">
              {task.title}
            </Text>
            <Text size="sm" c="dimmed">
              {t('review.duration')}: {days === 0 ? t('review.sameDay') : t('review.days', { count: days })} ·{' '}
              {t('review.participantType')}: <bdi>{task.participant_type}</bdi> · {t(`priority.${task.priority}`)}
              {task.instructions.length > 0 && ` · ${t('review.instructions', { count: task.instructions.length })}`}
              {task.forms.length > 0 && (
                <>
                  {' · '}
                  {t('review.forms')}: <bdi>{task.forms.join(', ')}</bdi>
                </>
              )}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
