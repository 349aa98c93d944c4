/** The /doc-drive page's dialogs: new folder, upload to Drive, rename (extension kept). */
import { DOCUMENT_TITLE_MAX_LENGTH, type DriveFile, keepExtension } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { documentsNs } from '../../../locales/documents';
import { DialogFooter } from '../../../ui/DialogFooter';
import { toast } from '../../../ui/toast';
import { FormFileDrop } from '../../../ui/upload/FileDrop';
import { driveCalls, driveErrorMessage, driveKey } from './drive-api';
import { type DriveUploadValues, driveFolderSchema, driveRenameSchema, driveUploadSchema } from './drive-forms';

interface Base {
  userId: number;
  opened: boolean;
  onClose: () => void;
}

function useRefreshDrive(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...driveKey(userId), 'files'] });
}

/** Errors show after submit and clear as the field they name changes, until the next submit. */
const SUBMIT_ONLY = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

interface NameValues {
  name: string;
}

export function DriveFolderDialog({ userId, opened, onClose, parentId }: Base & { parentId: string | null }) {
  const { t } = useTranslation(documentsNs);
  const refresh = useRefreshDrive(userId);
  const schema = useMemo(() => driveFolderSchema(t), [t]);
  const form = useForm<NameValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
    ...SUBMIT_ONLY,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await driveCalls.createFolder(userId, name, parentId);
      toast.success(t('drive.folder.created'));
      await refresh();
      close();
    } catch (failure) {
      toast.error(driveErrorMessage(t, failure), t('drive.folder.failed'));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('drive.folder.title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('drive.folder.name')}
            {...form.register('name', { onChange: () => form.clearErrors('name') })}
            error={form.formState.errors.name?.message}
            required
            data-autofocus
          />
          <DialogFooter
            cancelLabel={t('drive.common.cancel')}
            submitLabel={t('drive.folder.create')}
            submitting={form.formState.isSubmitting}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export function DriveUploadDialog({
  userId,
  opened,
  onClose,
  folderId,
  onUploaded,
}: Base & { folderId: string | null; onUploaded?: (file: DriveFile) => void }) {
  const { t } = useTranslation(documentsNs);
  const refresh = useRefreshDrive(userId);
  const schema = useMemo(() => driveUploadSchema(t), [t]);
  const form = useForm<DriveUploadValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', file: null },
    ...SUBMIT_ONLY,
  });
  const [percent, setPercent] = useState<number | null>(null);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ title, file }) => {
    if (percent !== null) return;
    setPercent(0);
    try {
      const { file: uploaded } = await driveCalls.upload(userId, { title, file, folderId }, setPercent);
      toast.success(t('drive.upload.success'));
      await refresh();
      onUploaded?.(uploaded);
      close();
    } catch (failure) {
      toast.error(driveErrorMessage(t, failure), t('drive.upload.failed'));
    } finally {
      setPercent(null);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('drive.upload.title')} closeOnEscape={percent === null}>
      <form noValidate onSubmit={submit} aria-busy={percent !== null}>
        <Stack>
          <TextInput
            label={t('upload.titleLabel')}
            description={t('drive.upload.titleHint')}
            {...form.register('title')}
            error={form.formState.errors.title?.message}
            maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          />
          <FormFileDrop
            control={form.control}
            name="file"
            onPicked={() => form.clearErrors('file')}
            disabled={percent !== null}
          />
          {percent !== null && <Progress value={percent} aria-label={t('upload.progress')} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={percent !== null}>
              {t('drive.common.cancel')}
            </Button>
            <Button type="submit" loading={percent !== null}>
              {t('drive.upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const extensionOf = (file: DriveFile) => {
  const dot = file.name.lastIndexOf('.');
  return file.is_folder || dot <= 0 ? '' : file.name.slice(dot);
};

/** The name shown for editing: without the extension, which is kept. */
const editableName = (file: DriveFile | null) =>
  file ? file.name.slice(0, file.name.length - extensionOf(file).length) : '';

export function DriveRenameDialog({ userId, onClose, file }: Omit<Base, 'opened'> & { file: DriveFile | null }) {
  const { t } = useTranslation(documentsNs);
  const refresh = useRefreshDrive(userId);
  const extension = file ? extensionOf(file) : '';
  const schema = useMemo(() => driveRenameSchema(t), [t]);
  const form = useForm<NameValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: editableName(file) },
    ...SUBMIT_ONLY,
  });
  const { reset } = form;
  // Each file opens with its own name.
  useEffect(() => reset({ name: editableName(file) }), [file, reset]);
  const submit = form.handleSubmit(async ({ name }) => {
    if (!file) return;
    // An unchanged name just closes (spec §4).
    if (keepExtension(file.name, name, file.is_folder) === file.name) return onClose();
    try {
      await driveCalls.rename(userId, file.id, name);
      toast.success(t('drive.rename.success'));
      await refresh();
      onClose();
    } catch (failure) {
      toast.error(driveErrorMessage(t, failure), t('drive.rename.failed'));
    }
  });
  return (
    <Modal opened={file !== null} onClose={onClose} title={t('drive.rename.title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('drive.rename.label')}
            {...form.register('name', { onChange: () => form.clearErrors('name') })}
            rightSection={extension ? <Text size="sm">{extension}</Text> : undefined}
            rightSectionWidth={extension ? 60 : undefined}
            description={extension ? t('drive.rename.hint', { extension }) : undefined}
            error={form.formState.errors.name?.message}
            required
            data-autofocus
          />
          <DialogFooter
            cancelLabel={t('drive.common.cancel')}
            submitLabel={t('drive.rename.save')}
            submitting={form.formState.isSubmitting}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
