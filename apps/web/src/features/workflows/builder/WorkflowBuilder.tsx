/** The builder of one of the firm's workflows: header, tools, the steps, and the dialogs they open. */
import type { WorkflowTask } from '@counsel/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLibraryPlus, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewedTemplate } from '../../../entities/workflow/use-workflows';
import { useCan, useMe } from '../../../lib/current-user';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import TaskEditModal from '../tasks/TaskEditModal';
import TaskSelectionModal from '../tasks/TaskSelectionModal';
import { AddStepsModal } from './AddStepsModal';
import { BuilderHeader } from './BuilderHeader';
import { BuilderStepList } from './BuilderStepList';
import { type BuilderActions, BuilderContext, type TaskTarget } from './builder-context';
import { moveStep, moveTask, sortedSteps } from './builder-order';
import { CreateStepModal } from './CreateStepModal';
import {
  templateKey,
  useAddSubStep,
  useApplyOrder,
  useDeleteStep,
  useReloadTemplate,
  useRemoveTask,
  useRenameStep,
  useRenameTemplate,
} from './use-builder-writes';
import { useDeleteWorkflow } from './use-delete-workflow';

type Confirming = { kind: 'step' | 'subStep'; id: number; title: string } | { kind: 'workflow' } | null;

export function WorkflowBuilder({ template }: { template: ViewedTemplate }) {
  const { t } = useTranslation(workflowBuilderNs);
  const can = useCan();
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  const steps = useMemo(() => sortedSteps(template), [template]);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(steps.slice(0, 1).map((step) => step.id)));
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [dialog, setDialog] = useState<'addSteps' | 'createStep' | null>(null);
  const [taskTarget, setTaskTarget] = useState<TaskTarget | null>(null);
  const [editing, setEditing] = useState<{ task: WorkflowTask; substep: boolean } | null>(null);

  const reload = useReloadTemplate(template.id);
  const renameTemplate = useRenameTemplate(template.id);
  const renameStep = useRenameStep(template.id);
  const removeTask = useRemoveTask(template.id);
  const addSubStep = useAddSubStep(template.id, () => toast.success(t('step.alternativeAdded')));
  const deleteStep = useDeleteStep(template.id, () => {
    toast.success(t('step.deleted'));
    setConfirming(null);
  });
  const deleteWorkflow = useDeleteWorkflow(template.id);
  const applyOrder = useApplyOrder(template.id);
  /** The newest template in the cache: a drag right after another builds on the first's order. */
  const latest = () =>
    queryClient.getQueryData<{ template: ViewedTemplate }>(templateKey(template.id))?.template ?? template;

  const actions: BuilderActions = {
    template,
    canCreate: can({ action: 'create', subject: 'workflows' }),
    canUpdate: can({ action: 'update', subject: 'workflows' }),
    canDelete: can({ action: 'delete', subject: 'workflows' }),
    renameStep: (stepId, title) => renameStep.mutate({ stepId, title }),
    askDeleteStep: (step) =>
      setConfirming({ kind: step.isSubStep ? 'subStep' : 'step', id: step.id, title: step.title }),
    removeTask: (stepId, taskId) => removeTask.mutate({ stepId, taskId }),
    addSubStep: (stepId, title, done) => addSubStep.mutate({ stepId, title }, { onSuccess: done }),
    addingSubStep: addSubStep.isPending,
    moveStep: (activeId, overId) => {
      const previous = latest();
      applyOrder(moveStep(previous, activeId, overId), previous);
    },
    moveTask: (containerId, activeId, overId) => {
      const previous = latest();
      applyOrder(moveTask(previous, containerId, activeId, overId), previous);
    },
    openAddTask: setTaskTarget,
    openEditTask: (task, substep) => setEditing({ task, substep }),
  };

  const toggle = (stepId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(stepId)) next.add(stepId);
      return next;
    });

  const confirmText =
    confirming === null
      ? null
      : confirming.kind === 'workflow'
        ? { title: t('header.deleteTitle'), message: t('header.deleteMessage', { title: template.title }) }
        : confirming.kind === 'step'
          ? { title: t('step.deleteTitle'), message: t('step.deleteMessage', { title: confirming.title }) }
          : {
              title: t('step.deleteAlternativeTitle'),
              message: t('step.deleteAlternativeMessage', { title: confirming.title }),
            };

  return (
    <BuilderContext.Provider value={actions}>
      <Stack gap="md">
        <BuilderHeader
          template={template}
          canUpdate={actions.canUpdate}
          canDelete={actions.canDelete}
          onRename={(title) => renameTemplate.mutate(title)}
          onDelete={() => setConfirming({ kind: 'workflow' })}
        />
        <Group gap="xs" wrap="wrap">
          {actions.canCreate && (
            <>
              <Button leftSection={<IconLibraryPlus size={16} aria-hidden />} onClick={() => setDialog('addSteps')}>
                {t('toolbar.addSteps')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setDialog('createStep')}
              >
                {t('toolbar.createStep')}
              </Button>
            </>
          )}
          {steps.length > 0 && (
            <>
              <Button variant="default" onClick={() => setExpanded(new Set(steps.map((step) => step.id)))}>
                {t('toolbar.expandAll')}
              </Button>
              <Button variant="default" onClick={() => setExpanded(new Set())}>
                {t('toolbar.collapseAll')}
              </Button>
            </>
          )}
        </Group>
        {steps.length === 0 ? (
          <Paper withBorder p="lg">
            <Text c="dimmed">{t('step.none')}</Text>
          </Paper>
        ) : (
          <BuilderStepList steps={steps} expanded={expanded} onToggle={toggle} />
        )}
      </Stack>

      <ConfirmDialog
        opened={confirmText !== null}
        title={confirmText?.title ?? ''}
        message={confirmText?.message ?? ''}
        pending={deleteStep.isPending || deleteWorkflow.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === null) return;
          if (confirming.kind === 'workflow') deleteWorkflow.mutate();
          else deleteStep.mutate(confirming.id);
        }}
      />
      <AddStepsModal opened={dialog === 'addSteps'} onClose={() => setDialog(null)} template={template} />
      <CreateStepModal opened={dialog === 'createStep'} onClose={() => setDialog(null)} template={template} />
      {taskTarget && (
        <TaskSelectionModal
          opened
          onClose={() => setTaskTarget(null)}
          lawFirmId={lawFirmId}
          templateId={template.id}
          step={{
            id: taskTarget.id,
            title: taskTarget.title,
            isSubStep: taskTarget.isSubStep,
            parentStepId: taskTarget.parentStepId,
          }}
          existingTaskIds={taskTarget.existingTaskIds}
          version={template.version}
          onChanged={() => void reload()}
          onConflict={() => {
            toast.error(t('errors.versionConflict'));
            void reload();
          }}
        />
      )}
      {editing && (
        <TaskEditModal
          opened
          onClose={() => setEditing(null)}
          lawFirmId={lawFirmId}
          task={editing.task}
          substep={editing.substep}
          onChanged={() => void reload()}
        />
      )}
    </BuilderContext.Provider>
  );
}
