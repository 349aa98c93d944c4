/**
 * The firm library's add-directory form, also used to rename a folder: the shared folder-name dialog
 * with the library's calls. A refusal from the server is an error toast.
 */
import type { FirmFormDirectory } from '@counsel/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { firmFormsNs } from '../../../locales/firmForms';
import { FolderNameModal } from '../../../ui/FolderNameModal';
import { toast } from '../../../ui/toast';
import { firmFormErrorMessage } from './firm-form-errors';
import { useCreateFirmFormDirectory, useRenameFirmFormDirectory } from './use-firm-forms';

interface Props {
  opened: boolean;
  /** The folder the new one goes into (null: the root) and its path as shown. */
  parent: { id: number | null; path: string };
  /** A folder to rename instead of adding one. */
  renaming?: FirmFormDirectory | null;
  onClose: () => void;
}

export function AddDirectoryModal({ opened, parent, renaming = null, onClose }: Props) {
  const { t } = useTranslation(firmFormsNs);
  const add = useCreateFirmFormDirectory();
  const rename = useRenameFirmFormDirectory();

  async function submit(name: string) {
    try {
      if (renaming) await rename.mutateAsync({ id: renaming.id, name });
      else await add.mutateAsync({ name, parentId: parent.id, parentPath: parent.path });
      toast.success(t(renaming ? 'manage.renamed' : 'directory.created'));
      onClose();
    } catch (failure) {
      toast.error(
        firmFormErrorMessage(t, failure, renaming ? 'manage' : 'directory'),
        t(renaming ? 'manage.renameFailed' : 'directory.failed'),
      );
    }
  }

  return (
    <FolderNameModal
      opened={opened}
      texts={{
        title: t(renaming ? 'manage.renameTitle' : 'directory.title'),
        label: t('directory.label'),
        submit: t(renaming ? 'manage.save' : 'directory.create'),
        cancel: t('directory.cancel'),
        close: t('directory.close'),
        required: t('directory.required'),
        invalid: t('directory.invalid'),
      }}
      initialName={renaming?.directory_name ?? ''}
      description={
        renaming ? undefined : (
          <Text size="sm" dir="auto">
            {t('upload.destination', { folder: parent.path })}
          </Text>
        )
      }
      pending={add.isPending || rename.isPending}
      onSubmit={(name) => void submit(name)}
      onClose={onClose}
    />
  );
}
