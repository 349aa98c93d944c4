/** Adds tasks to a step or sub-step: existing ones from the library, or a new one. */
import { Modal } from '@mantine/core';

export interface TaskSelectionModalProps {
  opened: boolean;
  onClose(): void;
  lawFirmId: number;
  templateId: number;
  step: { id: number; title: string; isSubStep: boolean; parentStepId: number | null };
  existingTaskIds: number[];
  version: number;
  onChanged(): void;
  onConflict(): void;
}

export default function TaskSelectionModal({ opened, onClose, step }: TaskSelectionModalProps) {
  return <Modal opened={opened} onClose={onClose} title={step.title} />;
}
