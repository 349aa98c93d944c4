import type { Contact } from '@counsel/domain';
import { useTranslation } from 'react-i18next';
import { contactsNs } from '../../locales/contacts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { contactErrorMessage } from './contact-errors';
import { useDeleteContact } from './use-contacts';

/** Asks before deleting. Deleting is soft: adding the same email later offers to retrieve the contact. */
export function DeleteContactDialog({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation(contactsNs);
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
    <ConfirmDialog
      opened={contact !== null}
      title={t('deleteDialog.title')}
      message={t('deleteDialog.message', { name: contact?.name ?? '' })}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
