/**
 * Editing a task of a step (§2 "edit task modal"): the task form filled from the task. A public task is the
 * library's: it opens read-only. §8 keeps a failed update silent (logged only); the dialog stays open so
 * nothing typed is lost and Save can be tried again.
 */
import type { WorkflowTask } from '@counsel/domain';
import { Alert, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { toast } from '../../../ui/toast';
import { TaskForm } from './TaskForm';
import { type TaskFields, taskValues } from './task-form';
import { useUpdateTask } from './use-task-data';

export interface TaskEditModalProps {
  opened: boolean;
  onClose(): void;
  lawFirmId: number;
  task: WorkflowTask;
  /** The task sits in a sub-step (an alternative path). */
  substep: boolean;
  onChanged(): void;
}

export default function TaskEditModal({ opened, onClose, task, ...props }: TaskEditModalProps) {
  const { t } = useTranslation(workflowTasksNs);
  const phone = useMediaQuery('(max-width: 48em)');
  const [busy, setBusy] = useState(false);
  const readOnly = task.law_firm_id === null;
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={readOnly ? t('edit.viewTitle') : t('edit.title')}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ disabled: busy }}
    >
      {/* Mounted only while open: the form starts again from the task each time (§4). */}
      {opened && <EditContent {...props} task={task} readOnly={readOnly} onBusy={setBusy} onClose={onClose} />}
    </Modal>
  );
}

interface EditContentProps extends Omit<TaskEditModalProps, 'opened'> {
  readOnly: boolean;
  onBusy(busy: boolean): void;
}

function EditContent({ lawFirmId, task, substep, readOnly, onBusy, onChanged, onClose }: EditContentProps) {
  const { t } = useTranslation(workflowTasksNs);
  const update = useUpdateTask(task.id);

  const save = async (fields: TaskFields): Promise<boolean> => {
    onBusy(true);
    try {
      await update.mutateAsync({ ...fields, substep });
      toast.success(t('edit.updated'));
      onChanged();
      onClose();
      return true;
    } catch (error) {
      console.error('Updating the task failed', error);
      return false;
    } finally {
      onBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {readOnly && <Alert color="blue">{t('edit.publicNote')}</Alert>}
      <TaskForm
        lawFirmId={lawFirmId}
        initial={taskValues(task)}
        task={task}
        readOnly={readOnly}
        onCancel={onClose}
        onSave={save}
      />
    </Stack>
  );
}
