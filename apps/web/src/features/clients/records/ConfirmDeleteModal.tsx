import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { type RecordKind, useDeleteRecord } from './queries';

interface ConfirmDeleteModalProps {
  clientId: number;
  kind: RecordKind;
  /** The record to delete; the dialog is open while it is set. */
  record: { id: number; name: string } | null;
  onClose: () => void;
}

/** Asks before deleting one of a client's records, then deletes it. */
export function ConfirmDeleteModal({ clientId, kind, record, onClose }: ConfirmDeleteModalProps) {
  const { t } = useTranslation(clientRecordsNs);
  const remove = useDeleteRecord(clientId, kind);
  const confirm = () => {
    if (!record) return;
    remove.mutate(record.id, {
      onSuccess: () => {
        toast.success(t('common.deleted'));
        onClose();
      },
      // A refusal the server explains (no permission, already gone) says so; anything else is generic.
      onError: (error) =>
        toast.error(isApiError(error) && error.status < 500 ? errorMessage(t, error) : t('common.deleteError')),
    });
  };
  return (
    <ConfirmDialog
      opened={record !== null}
      title={t('common.confirmDeleteTitle', { name: record?.name ?? '' })}
      message={t('common.confirmDeleteText')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
