/**
 * The add-directory form (spec §2: one name field and a create button). The name follows the shared
 * rule (at least 1 character after trimming, no slashes); a refusal from the server is an error toast.
 */
import { directoryNameSchema } from '@counsel/domain';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firmFormsNs } from '../../../locales/firmForms';
import { DialogFooter } from '../../../ui/DialogFooter';
import { toast } from '../../../ui/toast';
import { firmFormErrorMessage } from './firm-form-errors';
import { useCreateFirmFormDirectory } from './use-firm-forms';

interface Props {
  opened: boolean;
  /** The folder the new one goes into (null: the root) and its path as shown. */
  parent: { id: number | null; path: string };
  onClose: () => void;
}

export function AddDirectoryModal({ opened, parent, onClose }: Props) {
  const { t } = useTranslation(firmFormsNs);
  const create = useCreateFirmFormDirectory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (opened) {
      setName('');
      setError(undefined);
    }
  }, [opened]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = directoryNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(name.trim() ? t('directory.invalid') : t('directory.required'));
      return;
    }
    try {
      await create.mutateAsync({ name: parsed.data, parentId: parent.id, parentPath: parent.path });
      toast.success(t('directory.created'));
      onClose();
    } catch (failure) {
      toast.error(firmFormErrorMessage(t, failure, 'directory'), t('directory.failed'));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('directory.title')}
      closeButtonProps={{ 'aria-label': t('directory.close') }}
      closeOnClickOutside={!create.isPending}
    >
      <form noValidate onSubmit={submit} aria-busy={create.isPending}>
        <Stack>
          <Text size="sm" dir="auto">
            {t('upload.destination', { folder: parent.path })}
          </Text>
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
            disabled={create.isPending}
          />
          <DialogFooter
            cancelLabel={t('directory.cancel')}
            submitLabel={t('directory.create')}
            submitting={create.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
