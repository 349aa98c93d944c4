/**
 * The add-directory form (spec §2: one name field and a create button), also used to rename a folder, for
 * document folders and the firm's form folders alike. The name is checked with the shared rule (at least
 * 1 character after trimming, no slashes); the caller sends it and the server's answer decides.
 */
import { DIRECTORY_NAME_MAX_LENGTH, directoryNameSchema } from '@counsel/domain';
import { Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { DialogFooter } from './DialogFooter';

export interface FolderNameTexts {
  title: string;
  label: string;
  submit: string;
  cancel: string;
  close: string;
  /** The name is empty once trimmed. */
  required: string;
  /** The name breaks the folder-name rule (a slash, too long). */
  invalid: string;
}

interface Props {
  opened: boolean;
  texts: FolderNameTexts;
  initialName?: string;
  /** Said above the field, such as where the new folder goes. */
  description?: ReactNode;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function FolderNameModal({ opened, texts, initialName = '', description, pending, onSubmit, onClose }: Props) {
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
      setError(name.trim() ? texts.invalid : texts.required);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.title}
      closeButtonProps={{ 'aria-label': texts.close }}
      closeOnClickOutside={!pending}
    >
      <form noValidate onSubmit={submit} aria-busy={pending}>
        <Stack>
          {description}
          <TextInput
            label={texts.label}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
            maxLength={DIRECTORY_NAME_MAX_LENGTH}
            data-autofocus
            disabled={pending}
          />
          <DialogFooter cancelLabel={texts.cancel} submitLabel={texts.submit} submitting={pending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
