/**
 * The add-directory form (spec §2: one name field and a create button), also used to rename a folder, for
 * document folders and the firm's form folders alike. The name is checked with the shared rule (at least
 * 1 character after trimming, no slashes); the caller sends it and the server's answer decides.
 */
import { DIRECTORY_NAME_MAX_LENGTH, directoryNameSchema } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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

interface FolderNameValues {
  name: string;
}

/** The shared folder-name rule, with the caller's texts: missing when blank, else invalid. */
function folderNameFormSchema(texts: Pick<FolderNameTexts, 'required' | 'invalid'>) {
  return z.object({
    name: z.string().transform((name, context) => {
      const parsed = directoryNameSchema.safeParse(name);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: name.trim() ? texts.invalid : texts.required });
      return z.NEVER;
    }),
  });
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
  const schema = useMemo(() => folderNameFormSchema(texts), [texts]);
  // The error shows after Create (or Save) and clears as the name changes, until the next submit.
  const form = useForm<FolderNameValues, unknown, FolderNameValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: initialName },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: initialName });
  }, [opened, initialName, reset]);

  const submit = form.handleSubmit(({ name }) => {
    if (pending) return;
    onSubmit(name);
  });

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
            {...form.register('name', { onChange: () => form.clearErrors('name') })}
            error={form.formState.errors.name?.message}
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
