import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactsNs } from '../../locales/contacts';

interface DeletedContactDialogProps {
  /** The email a deleted contact holds; null keeps the dialog closed. */
  email: string | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Opened when adding a contact whose email belongs to a deleted one: retrieve it instead (§4). */
export function DeletedContactDialog({ email, loading, onCancel, onConfirm }: DeletedContactDialogProps) {
  const { t } = useTranslation(contactsNs);
  return (
    <Modal
      opened={email !== null}
      onClose={loading ? () => {} : onCancel}
      title={t('deletedContactModal.title')}
      zIndex={400}
      closeOnClickOutside={!loading}
    >
      <Stack>
        <Text>{t('deletedContactModal.message', { email: email ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {t('deletedContactModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
