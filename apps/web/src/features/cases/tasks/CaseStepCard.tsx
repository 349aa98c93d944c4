import type { CaseStep, CaseStepPath, CaseStepStatus, CaseTask, CaseTaskStatus, LightUser } from '@counsel/domain';
import { Badge, Button, Collapse, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { caseTasksNs } from '../../../locales/caseTasks';
import { CaseTaskItem } from './CaseTaskItem';

const STEP_COLOR: Record<CaseStepStatus, string> = { PENDING: 'gray', ACTIVE: 'blue', DONE: 'green', SKIPPED: 'dark' };

export interface StepActions {
  clientId: number;
  clientName: string;
  caseId: number;
  closed: boolean;
  canUpdate: boolean;
  userId: number;
  users: LightUser[];
  busy: boolean;
  onStatus: (task: CaseTask, status: CaseTaskStatus) => void;
  onAssign: (task: CaseTask, userId: number) => void;
  onChoose: (step: CaseStep, pathId: number) => void;
}

/** A step of the case: its tasks, and where it has alternatives, the path the case takes. */
export function CaseStepCard({ step, actions }: { step: CaseStep; actions: StepActions }) {
  const { t } = useTranslation(caseTasksNs);
  const format = useFormat();
  const paths: CaseStepPath[] = [step, ...step.alternatives];
  const hasChoice = step.alternatives.length > 0;
  const headingId = `case-step-${step.id}`;
  const bodyId = `case-step-body-${step.id}`;
  // The step at work (or one waiting for its path) opens; done and later steps stay folded until asked.
  const [open, { toggle }] = useDisclosure(step.status === 'ACTIVE' || (hasChoice && step.chosen_path_id === null));
  const taskCount = paths.reduce((sum, path) => sum + path.tasks.length, 0);
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {t('stepTitle', { position: step.position, title: step.title })}
          </Title>
          <Group gap="xs">
            {step.started_at && (
              <Text size="xs" c="dimmed">
                {t('startedOn', { date: format.date(step.started_at) })}
              </Text>
            )}
            <Badge color={STEP_COLOR[step.status]} variant="light">
              {t(`stepStatus.${step.status}`)}
            </Badge>
            <Button size="compact-sm" variant="subtle" onClick={toggle} aria-expanded={open} aria-controls={bodyId}>
              {open ? t('hideTasks') : t('showTasks', { count: taskCount })}
            </Button>
          </Group>
        </Group>
        <Collapse expanded={open} id={bodyId}>
          <Stack gap="sm">
            {hasChoice && !actions.closed && actions.canUpdate && (
              <PathChooser
                step={step}
                paths={paths}
                busy={actions.busy}
                onChoose={(pathId) => actions.onChoose(step, pathId)}
              />
            )}
            {paths.map((path) => {
              const taken = step.chosen_path_id === path.id;
              const skipped = step.chosen_path_id !== null && !taken;
              return (
                <Stack key={path.id} gap="xs" opacity={skipped ? 0.6 : 1}>
                  {hasChoice && (
                    <Text size="sm" fw={600}>
                      {skipped
                        ? t('pathSkipped', { title: path.title })
                        : taken
                          ? t('pathTaken', { title: path.title })
                          : t('pathOption', { title: path.title })}
                    </Text>
                  )}
                  {!skipped && (
                    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                      {path.tasks.map((task) => (
                        <CaseTaskItem
                          key={task.id}
                          task={task}
                          clientId={actions.clientId}
                          clientName={actions.clientName}
                          caseId={actions.caseId}
                          canWork={
                            !actions.closed && taken && (actions.canUpdate || task.assignee?.id === actions.userId)
                          }
                          canReassign={!actions.closed && actions.canUpdate}
                          users={actions.users}
                          busy={actions.busy}
                          onStatus={(status) => actions.onStatus(task, status)}
                          onAssign={(userId) => actions.onAssign(task, userId)}
                        />
                      ))}
                      {path.tasks.length === 0 && <Text size="sm">{t('noTasks')}</Text>}
                    </Stack>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}

/**
 * Why the path can no longer change, as the API decides it (422 `path_in_use`): the step is finished, or
 * work has begun on the path it takes. Null while the choice is open.
 */
export function pathLock(step: CaseStep, paths: readonly CaseStepPath[]): 'finished' | 'inUse' | null {
  if (step.status === 'DONE' || step.status === 'SKIPPED') return 'finished';
  const chosen = paths.find((path) => path.id === step.chosen_path_id);
  const begun = chosen?.tasks.some((task) => task.status === 'IN_PROGRESS' || task.status === 'DONE');
  return begun ? 'inUse' : null;
}

function PathChooser({
  step,
  paths,
  busy,
  onChoose,
}: {
  step: CaseStep;
  paths: CaseStepPath[];
  busy: boolean;
  onChoose: (pathId: number) => void;
}) {
  const { t } = useTranslation(caseTasksNs);
  const [picked, setPicked] = useState<string | null>(step.chosen_path_id ? String(step.chosen_path_id) : null);
  const lock = pathLock(step, paths);
  return (
    <Paper bg="var(--mantine-color-body)" withBorder p="sm">
      <Radio.Group
        label={step.chosen_path_id === null ? t('choosePath') : t('changePath')}
        description={lock && t(`pathLocked.${lock}`)}
        value={picked}
        onChange={setPicked}
        readOnly={lock !== null}
      >
        <Stack gap={6} mt="xs">
          {paths.map((path) => (
            <Radio
              key={path.id}
              value={String(path.id)}
              disabled={lock !== null}
              label={t('pathLabel', { title: path.title, count: path.tasks.length })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        mt="sm"
        size="xs"
        disabled={busy || lock !== null || picked === null || picked === String(step.chosen_path_id)}
        onClick={() => picked && onChoose(Number(picked))}
      >
        {t('choose')}
      </Button>
    </Paper>
  );
}
