import type { ParticipantType } from '@counsel/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { toast } from '../../ui/toast';
import { useDeleteParticipantType } from './use-participant-types';

/** Asks before deleting: the type also leaves every contact and employee that has it. */
export function DeleteParticipantTypeDialog({ type, onClose }: { type: ParticipantType | null; onClose: () => void }) {
  const { t } = useTranslation('participantTypes');
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
    <Modal opened={type !== null} onClose={onClose} title={t('deleteDialog.title')}>
      <Stack>
        <Text>{t('deleteDialog.message', { name: type?.name ?? '' })}</Text>
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
