/**
 * The add-directory form (spec §2: one name field and a create button), also used to rename a folder.
 * The name follows the shared rule (at least 1 character after trimming, no slashes); a refusal from
 * the server is an error toast.
 */
import { directoryNameSchema, type FirmFormDirectory } from '@counsel/domain';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firmFormsNs } from '../../../locales/firmForms';
import { DialogFooter } from '../../../ui/DialogFooter';
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
  const pending = add.isPending || rename.isPending;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const initialName = renaming?.directory_name ?? '';

  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(undefined);
    }
  }, [opened, initialName]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = directoryNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(name.trim() ? t('directory.invalid') : t('directory.required'));
      return;
    }
    try {
      if (renaming) await rename.mutateAsync({ id: renaming.id, name: parsed.data });
      else await add.mutateAsync({ name: parsed.data, parentId: parent.id, parentPath: parent.path });
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(renaming ? 'manage.renameTitle' : 'directory.title')}
      closeButtonProps={{ 'aria-label': t('directory.close') }}
      closeOnClickOutside={!pending}
    >
      <form noValidate onSubmit={submit} aria-busy={pending}>
        <Stack>
          {!renaming && (
            <Text size="sm" dir="auto">
              {t('upload.destination', { folder: parent.path })}
            </Text>
          )}
          <TextInput
            label={t('directory.label')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
            maxLength={100}
            data-autofocus
            disabled={pending}
          />
          <DialogFooter
            cancelLabel={t('directory.cancel')}
            submitLabel={t(renaming ? 'manage.save' : 'directory.create')}
            submitting={pending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
