/**
 * "Create new task" (§2, §7): the task form, saved into the step (or sub-step) the dialog was opened for.
 * 'Save' closes the dialog; 'Save and continue' keeps it open with an empty form for the next task.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { toast } from '../../../ui/toast';
import { type SaveIntent, TaskForm } from './TaskForm';
import { emptyTaskValues, type TaskFields } from './task-form';
import { isVersionConflict, saveErrorText } from './task-list';
import type { StepTarget, TaskModalCallbacks } from './task-pane';
import { useCreateTask } from './use-task-data';

interface CreateTaskPaneProps extends TaskModalCallbacks {
  lawFirmId: number;
  step: StepTarget;
  version: number;
  onBusy(busy: boolean): void;
}

const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

export function CreateTaskPane({ lawFirmId, step, version, ...props }: CreateTaskPaneProps) {
  const { t } = useTranslation(workflowTasksNs);
  const create = useCreateTask(lawFirmId);
  // 'Save and continue' may save again before the builder has reloaded the template: the version each
  // save answers is the one the next save is made on.
  const latestVersion = useRef(version);
  latestVersion.current = Math.max(latestVersion.current, version);

  const save = async (fields: TaskFields, intent: SaveIntent): Promise<boolean> => {
    if (!isId(step.id)) {
      toast.error(t('errors.missingStepId'));
      return false;
    }
    props.onBusy(true);
    try {
      const saved = await create.mutateAsync({
        ...fields,
        workflow_step_id: step.id,
        step_parent: step.parentStepId,
        version: latestVersion.current,
      });
      latestVersion.current = Math.max(latestVersion.current, saved.version);
      toast.success(t('create.saved'));
      props.onChanged();
      if (intent === 'save') props.onClose();
      return true;
    } catch (error) {
      if (isVersionConflict(error)) {
        props.onConflict();
        props.onClose();
        return false;
      }
      toast.error(saveErrorText(t, error), t('errors.errorSavingTask'));
      return false;
    } finally {
      props.onBusy(false);
    }
  };

  return (
    <TaskForm lawFirmId={lawFirmId} initial={emptyTaskValues()} withContinue onCancel={props.onClose} onSave={save} />
  );
}
