/** One task of a step: what it is, how long it may take, its priority, who does it, its forms and instructions. */
import { durationInDays, shortFormTitle } from '@counsel/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  type TitleOrder,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewedTask } from '../../entities/workflow/use-workflows';
import { useLocalePath } from '../../lib/locale';
import { workflowsNs } from '../../locales/workflows';
import { templatePath } from '../templates/template-paths';
import { PriorityBadge } from './PriorityBadge';
import { participantName } from './workflow-text';

export function WorkflowTaskItem({ task, headingOrder }: { task: ViewedTask; headingOrder: TitleOrder }) {
  const { t } = useTranslation(workflowsNs);
  const days = durationInDays(task.duration);
  const participant = participantName(task);

  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingOrder} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Title>
          <PriorityBadge priority={task.priority} />
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('task.duration')}:
            </Text>{' '}
            {days === 0 ? t('task.sameDay') : t('task.days', { count: days })}
          </Text>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('task.participantType')}:
            </Text>{' '}
            {participant === null ? (
              <Text span size="sm" c="dimmed">
                {t('task.noParticipantType')}
              </Text>
            ) : (
              <bdi>{participant}</bdi>
            )}
          </Text>
        </Group>
        <TaskTemplates task={task} />
        {task.forms.length > 0 && <TaskForms forms={task.forms} />}
        {task.instructions.length > 0 && <TaskInstructions instructions={task.instructions} />}
      </Stack>
    </Paper>
  );
}

/** The email and document templates the task sends or generates, each opening in the template editor. */
function TaskTemplates({ task }: { task: ViewedTask }) {
  const { t } = useTranslation(workflowsNs);
  const toPath = useLocalePath();
  const linked = [
    { key: 'task.emailTemplate', template: task.email_template },
    { key: 'task.documentTemplate', template: task.document_template },
  ].flatMap(({ key, template }) => (template ? [{ key, template }] : []));
  if (linked.length === 0) return null;
  return (
    <Group gap="md" wrap="wrap">
      {linked.map(({ key, template }) => (
        <Text size="sm" key={key}>
          <Text span fw={600} size="sm">
            {t(key)}:
          </Text>{' '}
          <Anchor component={Link} to={toPath(templatePath(template.id))} size="sm" dir="auto">
            {template.title}
          </Anchor>
        </Text>
      ))}
    </Group>
  );
}

function TaskForms({ forms }: { forms: ViewedTask['forms'] }) {
  const { t } = useTranslation(workflowsNs);
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Text size="sm" fw={600} component="span">
        {t('task.forms')}:
      </Text>
      <Group component="ul" aria-label={t('task.forms')} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {forms.map((form) => (
          <li key={`${form.target}-${form.id}`}>
            <Tooltip label={form.title} withArrow>
              <Badge variant="outline" color="navy" radius="xl" tt="none" title={form.title} dir="auto">
                {/* The chip shows the §9 short title; screen readers get the whole one once. */}
                <span aria-hidden>{shortFormTitle(form.title)}</span>
                <VisuallyHidden>{form.title}</VisuallyHidden>
              </Badge>
            </Tooltip>
          </li>
        ))}
      </Group>
    </Group>
  );
}

function TaskInstructions({ instructions }: { instructions: ViewedTask['instructions'] }) {
  const { t } = useTranslation(workflowsNs);
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        {t('task.instructions', { count: instructions.length })}
      </Button>
      {opened && (
        <Stack component="ul" id={panelId} gap="xs" mt="xs" ps="md" mb={0}>
          {instructions.map((instruction) => (
            <li key={instruction.id}>
              <Text size="sm" fw={600} dir="auto">
                {instruction.title}
              </Text>
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {instruction.description}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
