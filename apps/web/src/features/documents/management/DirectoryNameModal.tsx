/**
 * The add-directory form (spec §2: one name field and a create button), also used to rename. The name
 * is checked with the shared rule (at least 1 character after trimming); the server's answer decides.
 */
import { directoryNameSchema } from '@counsel/domain';
import { Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { DialogFooter } from '../../../ui/DialogFooter';

interface Props {
  opened: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function DirectoryNameModal({ opened, mode, initialName = '', pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation(documentsNs);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(undefined);
    }
  }, [opened, initialName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = directoryNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(name.trim() ? t('management.nameForm.invalid') : t('management.nameForm.required'));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(mode === 'create' ? 'management.nameForm.createTitle' : 'management.nameForm.renameTitle')}
      closeButtonProps={{ 'aria-label': t('management.close') }}
      closeOnClickOutside={!pending}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('management.nameForm.label')}
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
            cancelLabel={t('management.cancel')}
            submitLabel={t(mode === 'create' ? 'management.nameForm.create' : 'management.nameForm.save')}
            submitting={pending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
