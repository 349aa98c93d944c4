import type { Contact } from '@counsel/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { contactErrorMessage } from './contact-errors';
import { useDeleteContact } from './use-contacts';

/** Asks before deleting. Deleting is soft: adding the same email later offers to retrieve the contact. */
export function DeleteContactDialog({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const remove = useDeleteContact();
  const confirm = () => {
    if (contact?.id == null) return;
    remove.mutate(contact.id, {
      onSuccess: () => {
        toast.success(t('deleteDialog.deleted'));
        onClose();
      },
      onError: (error) => toast.error(contactErrorMessage(t, error), t('deleteDialog.error')),
    });
  };
  return (
    <Modal opened={contact !== null} onClose={onClose} title={t('deleteDialog.title')}>
      <Stack>
        <Text>{t('deleteDialog.message', { name: contact?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('common:actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
