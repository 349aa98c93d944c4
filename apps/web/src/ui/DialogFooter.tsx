/**
 * The end of a dialog's form: the server's refusal when there is one, then Cancel and the submit
 * button. Cancel is disabled while the form is sent, so a dialog is never closed halfway.
 */
import { Alert, Button, Group } from '@mantine/core';

interface DialogFooterProps {
  /** The refusal in words, or null (forms that show their errors elsewhere leave it out). */
  problem?: string | null;
  problemTitle?: string;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}

export function DialogFooter({
  problem,
  problemTitle,
  cancelLabel,
  submitLabel,
  submitting,
  onCancel,
}: DialogFooterProps) {
  return (
    <>
      {problem && (
        <Alert color="red" role="alert" title={problemTitle}>
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
