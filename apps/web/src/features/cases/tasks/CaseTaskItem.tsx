import { type CaseTask, type CaseTaskStatus, durationInDays, type LightUser } from '@counsel/domain';
import { Anchor, Badge, Button, Collapse, Group, List, Paper, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale';
import { caseTasksNs } from '../../../locales/caseTasks';
import { GenerateFromTask } from './GenerateFromTask';

export const STATUS_COLOR: Record<CaseTaskStatus, string> = {
  TODO: 'gray',
  IN_PROGRESS: 'blue',
  DONE: 'green',
  SKIPPED: 'dark',
};

interface CaseTaskItemProps {
  task: CaseTask;
  clientId: number;
  clientName: string;
  caseId: number;
  /** May change the status (the assignee, or update on cases), and may reassign. */
  canWork: boolean;
  canReassign: boolean;
  users: LightUser[];
  busy: boolean;
  onStatus: (status: CaseTaskStatus) => void;
  onAssign: (userId: number) => void;
}

/** One task of the case: what it is, who does it, when it is due, and what can be done with it. */
export function CaseTaskItem({
  task,
  clientId,
  clientName,
  caseId,
  canWork,
  canReassign,
  users,
  busy,
  onStatus,
  onAssign,
}: CaseTaskItemProps) {
  const { t } = useTranslation(caseTasksNs);
  const format = useFormat();
  const toPath = useLocalePath();
  const [open, details] = useDisclosure(false);
  const type = task.participant_type?.name ?? task.participant_type_name;
  const actions: Array<{ status: CaseTaskStatus; label: string }> =
    task.status === 'TODO'
      ? [
          { status: 'IN_PROGRESS', label: t('actions.start') },
          { status: 'DONE', label: t('actions.done') },
          { status: 'SKIPPED', label: t('actions.skip') },
        ]
      : task.status === 'IN_PROGRESS'
        ? [
            { status: 'DONE', label: t('actions.done') },
            { status: 'TODO', label: t('actions.backToTodo') },
          ]
        : [{ status: 'TODO', label: t('actions.reopen') }];
  const hasDetails =
    task.instructions.length > 0 || task.forms.length > 0 || task.email_template || task.document_template;
  return (
    <Paper component="li" withBorder p="sm" aria-label={task.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Text fw={600} td={task.status === 'SKIPPED' ? 'line-through' : undefined}>
              {task.title}
            </Text>
            <Group gap={6}>
              <Badge color={STATUS_COLOR[task.status]} variant="light">
                {t(`status.${task.status}`)}
              </Badge>
              <Badge variant="outline" color="gray">
                {t(`priority.${task.priority}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('days', { count: durationInDays(task.duration) })}
              </Text>
              {type && (
                <Text size="xs" c="dimmed">
                  · {type}
                </Text>
              )}
            </Group>
            <Text size="sm">
              {task.due_at ? (
                task.overdue ? (
                  <Text span c="red.8" fw={600}>
                    {t('overdue', { date: format.date(task.due_at) })}
                  </Text>
                ) : (
                  t('due', { date: format.date(task.due_at) })
                )
              ) : (
                t('notStarted')
              )}
              {task.completed_at && task.completed_by && (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t('completedBy', { name: task.completed_by.full_name, date: format.date(task.completed_at) })}
                </Text>
              )}
            </Text>
          </Stack>
          {canReassign ? (
            <Select
              aria-label={t('assigneeOf', { task: task.title })}
              data={users.map((user) => ({ value: String(user.id), label: user.full_name }))}
              value={task.assignee ? String(task.assignee.id) : null}
              onChange={(id) => id && onAssign(Number(id))}
              allowDeselect={false}
              searchable
              disabled={busy}
              w={{ base: '100%', xs: 220 }}
            />
          ) : (
            <Text size="sm">{task.assignee?.full_name ?? t('unassigned')}</Text>
          )}
        </Group>
        <Group gap="xs">
          {canWork &&
            actions.map((action) => (
              <Button
                key={action.status}
                size="xs"
                variant={action.status === 'DONE' ? 'filled' : 'default'}
                disabled={busy}
                onClick={() => onStatus(action.status)}
              >
                {action.label}
              </Button>
            ))}
          {hasDetails && (
            <Button size="xs" variant="subtle" onClick={details.toggle} aria-expanded={open}>
              {open ? t('hideDetails') : t('showDetails')}
            </Button>
          )}
        </Group>
        <Collapse expanded={open}>
          <Stack gap="xs">
            {task.instructions.length > 0 && (
              <List size="sm" spacing={4}>
                {task.instructions.map((instruction) => (
                  <List.Item key={`${instruction.title}-${instruction.description}`}>
                    <Text span fw={500}>
                      {instruction.title}
                    </Text>
                    {': '}
                    {instruction.description}
                  </List.Item>
                ))}
              </List>
            )}
            {task.forms.length > 0 && (
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {t('forms')}
                </Text>
                {task.forms.map((form) => (
                  <Anchor
                    key={`${form.target}-${form.id}`}
                    size="sm"
                    component={Link}
                    to={toPath(
                      `/forms/fill?form_type=${form.target}&id=${form.id}&client_id=${clientId}&case_id=${caseId}`,
                    )}
                  >
                    {t('fillForm', { form: form.title })}
                  </Anchor>
                ))}
              </Group>
            )}
            {[task.email_template, task.document_template].map(
              (template, index) =>
                template && (
                  // A div, not a paragraph: the generate button's dialog renders inside this line.
                  <Text component="div" size="sm" key={template.id}>
                    {index === 0 ? t('emailTemplate') : t('documentTemplate')}{' '}
                    <Anchor component={Link} to={toPath(`/settings/templates/${template.id}`)}>
                      {template.title}
                    </Anchor>
                    {index === 1 && (
                      <>
                        {' '}
                        <GenerateFromTask
                          templateId={template.id}
                          preset={{ client: { id: clientId, name: clientName }, caseId }}
                        />
                      </>
                    )}
                  </Text>
                ),
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
