/** One task of the picker: a checkbox named by its title, its priority, days, participant type and instructions. */
import { durationInDays, type WorkflowTask } from '@counsel/domain';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { PriorityBadge } from '../PriorityBadge';
import { participantName } from '../workflow-text';

interface ExistingTaskRowProps {
  task: WorkflowTask;
  checked: boolean;
  /** Already in the step: shown, not choosable again. */
  inStep: boolean;
  onToggle(checked: boolean): void;
}

export function ExistingTaskRow({ task, checked, inStep, onToggle }: ExistingTaskRowProps) {
  const { t } = useTranslation(workflowTasksNs);
  const days = durationInDays(task.duration);
  const participant = participantName(task);

  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Checkbox
            checked={checked || inStep}
            disabled={inStep}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            label={
              <Text span dir="auto" fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {task.title}
              </Text>
            }
            description={inStep ? t('selection.alreadyInStep') : undefined}
          />
          <PriorityBadge priority={task.priority} />
        </Group>
        <Group gap="md" wrap="wrap" ps={30}>
          <Text size="xs">
            <Text span fw={600} size="xs">
              {t('row.duration')}:
            </Text>{' '}
            {days === 0 ? t('row.sameDay') : t('row.days', { count: days })}
          </Text>
          <Text size="xs">
            <Text span fw={600} size="xs">
              {t('row.participantType')}:
            </Text>{' '}
            {participant === null ? t('row.noParticipantType') : <bdi>{participant}</bdi>}
          </Text>
          {task.law_firm_id === null && (
            <Badge size="xs" variant="outline" color="gray">
              {t('row.public')}
            </Badge>
          )}
        </Group>
        {task.instructions.length > 0 && <RowInstructions instructions={task.instructions} />}
      </Stack>
    </Paper>
  );
}

function RowInstructions({ instructions }: { instructions: WorkflowTask['instructions'] }) {
  const { t } = useTranslation(workflowTasksNs);
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <div style={{ paddingInlineStart: 30 }}>
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
        rightSection={
          <IconChevronDown
            size={12}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        {t('row.instructions', { count: instructions.length })}
      </Button>
      {opened && (
        <Stack component="ul" id={panelId} gap={4} mt={4} ps="md" mb={0}>
          {instructions.map((instruction) => (
            <li key={instruction.id}>
              <Text size="xs" fw={600} dir="auto">
                {instruction.title}
              </Text>
              <Text size="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {instruction.description}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
