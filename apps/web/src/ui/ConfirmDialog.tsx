import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The confirming button's label; defaults to Delete. */
  confirmLabel?: string;
  /** While the action runs, the dialog cannot be dismissed and the button shows progress. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action (delete, remove). The caller runs the action and closes it. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <Stack>
        {/* A name without spaces (a file name, a pasted reference) breaks anywhere rather than run out. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel ?? t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
