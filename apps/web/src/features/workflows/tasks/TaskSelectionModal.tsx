/**
 * The task selection dialog of a workflow step (§2 "Task selection modal", §4): choose tasks that already
 * exist (the firm's and the public ones) or create a new one in the step. While a request is out the
 * dialog cannot be closed, so an answer is never lost behind a closed dialog.
 */
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOWS_KEY } from '../../../entities/workflow/use-workflows';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { CreateTaskPane } from './CreateTaskPane';
import { ExistingTasksPane } from './ExistingTasksPane';
import type { StepTarget, TaskModalCallbacks } from './task-pane';

export interface TaskSelectionModalProps extends TaskModalCallbacks {
  opened: boolean;
  lawFirmId: number;
  templateId: number;
  step: StepTarget;
  existingTaskIds: number[];
  /** The template's version the changes are made on. */
  version: number;
}

type Mode = 'existing' | 'create';

export default function TaskSelectionModal({
  opened,
  onClose,
  step,
  templateId,
  onChanged,
  ...props
}: TaskSelectionModalProps) {
  const { t } = useTranslation(workflowTasksNs);
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  // Any screen showing this workflow (the viewer, the builder) reads it again, not only the caller.
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: [...WORKFLOWS_KEY, 'template', templateId] });
    onChanged();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('selection.title', { step: step.title })}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ disabled: busy }}
    >
      {/*
        Mounted only while open: closing forgets the mode, the ticks and anything typed. The panes close the
        dialog themselves after an answer, so they get the unguarded onClose; their buttons are locked while busy.
      */}
      {opened && (
        <SelectionContent {...props} step={step} busy={busy} onBusy={setBusy} onClose={onClose} onChanged={changed} />
      )}
    </Modal>
  );
}

function SelectionContent({
  busy,
  onBusy,
  ...props
}: Omit<TaskSelectionModalProps, 'opened' | 'templateId'> & { busy: boolean; onBusy(busy: boolean): void }) {
  const { t } = useTranslation(workflowTasksNs);
  const [mode, setMode] = useState<Mode>('existing');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('selection.mode')}
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        disabled={busy}
        fullWidth
        data={[
          { value: 'existing', label: t('selection.selectExisting') },
          { value: 'create', label: t('selection.createNew') },
        ]}
      />
      {mode === 'existing' ? (
        <ExistingTasksPane {...props} busy={busy} onBusy={onBusy} />
      ) : (
        <CreateTaskPane {...props} onBusy={onBusy} />
      )}
    </Stack>
  );
}
