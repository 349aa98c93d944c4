import { type CaseProfile, clientFullName } from '@counsel/domain';
import { Alert, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLightUsers } from '../../../entities/employee/use-light-users';
import { useAbility, useMe } from '../../../lib/current-user';
import { caseTasksNs } from '../../../locales/caseTasks';
import { PageLoader } from '../../../ui/PageLoader';
import { toast } from '../../../ui/toast';
import { CaseStepCard, type StepActions } from './CaseStepCard';
import { caseTaskErrorMessage } from './task-errors';
import { useCaseTasks, useChooseCasePath, useUpdateCaseTask } from './use-case-tasks';

/** The case's steps and tasks with its progress (a case built from a workflow). */
export function CaseTasksSection({ profile }: { profile: CaseProfile }) {
  const { t } = useTranslation(caseTasksNs);
  const me = useMe();
  const ability = useAbility();
  const canUpdate = ability.can('update', 'cases');
  const tasks = useCaseTasks(profile.id);
  const users = useLightUsers(canUpdate);
  const update = useUpdateCaseTask(profile.id);
  const choose = useChooseCasePath(profile.id);
  const onError = (error: unknown) => toast.error(caseTaskErrorMessage(t, error));

  if (profile.workflow_id === null) return null;
  if (tasks.isPending) return <PageLoader />;
  if (tasks.isError) return <Alert color="red">{caseTaskErrorMessage(t, tasks.error)}</Alert>;
  const { progress, steps, case_status } = tasks.data;
  const closed = case_status === 'CLOSED';
  const actions: StepActions = {
    clientId: profile.client_id,
    clientName: clientFullName(profile.client),
    caseId: profile.id,
    closed,
    canUpdate,
    userId: me.user.id,
    users: users.data ?? [],
    busy: update.isPending || choose.isPending,
    onStatus: (task, status) =>
      update.mutate(
        { taskId: task.id, status },
        { onSuccess: () => toast.success(t('toasts.statusChanged')), onError },
      ),
    onAssign: (task, userId) =>
      update.mutate(
        { taskId: task.id, assignee_id: userId },
        { onSuccess: () => toast.success(t('toasts.reassigned')), onError },
      ),
    onChoose: (step, pathId) =>
      choose.mutate({ stepId: step.id, pathId }, { onSuccess: () => toast.success(t('toasts.pathChosen')), onError }),
  };
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="case-tasks-heading">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="case-tasks-heading">
            {t('title')}
          </Title>
          <Text size="sm">
            {t('progress', { done: progress.done, total: progress.total, percent: progress.percent })}
          </Text>
        </Group>
        <Progress
          value={progress.percent}
          aria-label={t('progressLabel', { done: progress.done, total: progress.total })}
        />
        {closed && <Alert color="gray">{t('closedNote')}</Alert>}
        {steps.map((step) => (
          <CaseStepCard key={step.id} step={step} actions={actions} />
        ))}
      </Stack>
    </Paper>
  );
}
