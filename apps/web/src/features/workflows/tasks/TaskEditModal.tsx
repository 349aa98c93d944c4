/** Edits one task of the firm's. */
import type { WorkflowTask } from '@counsel/domain';
import { Modal } from '@mantine/core';

export interface TaskEditModalProps {
  opened: boolean;
  onClose(): void;
  lawFirmId: number;
  task: WorkflowTask;
  substep: boolean;
  onChanged(): void;
}

export default function TaskEditModal({ opened, onClose, task }: TaskEditModalProps) {
  return <Modal opened={opened} onClose={onClose} title={task.title} />;
}
