import type { ParticipantType } from '@counsel/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { participantTypesNs } from '../../locales/participantTypes';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { useDeleteParticipantType } from './use-participant-types';

/** Asks before deleting: the type also leaves every contact and employee that has it. */
export function DeleteParticipantTypeDialog({ type, onClose }: { type: ParticipantType | null; onClose: () => void }) {
  const { t } = useTranslation(participantTypesNs);
  const remove = useDeleteParticipantType();
  const confirm = () => {
    if (!type) return;
    remove.mutate(type.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        onClose();
      },
      onError: (error) => toast.error(errorMessage(t, error), t('toasts.deleteError')),
    });
  };
  return (
    <ConfirmDialog
      opened={type !== null}
      title={t('deleteDialog.title')}
      message={t('deleteDialog.message', { name: type?.name ?? '' })}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
