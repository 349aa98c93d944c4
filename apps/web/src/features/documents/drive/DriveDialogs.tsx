/** The /doc-drive page's dialogs: new folder, upload to Drive, rename (extension kept). */
import { type DriveFile, keepExtension } from '@counsel/domain';
import { Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { DialogFooter } from '../../../ui/DialogFooter';
import { toast } from '../../../ui/toast';
import { FileDrop } from '../../../ui/upload/FileDrop';
import { driveCalls, driveErrorMessage, driveKey } from './drive-api';

interface Base {
  userId: number;
  opened: boolean;
  onClose: () => void;
}

function useRefreshDrive(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...driveKey(userId), 'files'] });
}

export function DriveFolderDialog({ userId, opened, onClose, parentId }: Base & { parentId: string | null }) {
  const { t } = useTranslation(documentsNs);
  const refresh = useRefreshDrive(userId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const close = () => {
    setName('');
    setError(undefined);
    onClose();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('drive.folder.required'));
    setPending(true);
    try {
      await driveCalls.createFolder(userId, name.trim(), parentId);
      toast.success(t('drive.folder.created'));
      await refresh();
      close();
    } catch (failure) {
      toast.error(driveErrorMessage(t, failure), t('drive.folder.failed'));
    } finally {
      setPending(false);
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={t('drive.folder.title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('drive.folder.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
            data-autofocus
          />
          <DialogFooter
            cancelLabel={t('drive.common.cancel')}
            submitLabel={t('drive.folder.create')}
            submitting={pending}
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
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [percent, setPercent] = useState<number | null>(null);
  const close = () => {
    setTitle('');
    setFile(null);
    setError(undefined);
    onClose();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (percent !== null) return;
    if (!file) return setError(t('upload.fileRequired'));
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
  }
  return (
    <Modal opened={opened} onClose={close} title={t('drive.upload.title')} closeOnEscape={percent === null}>
      <form noValidate onSubmit={submit} aria-busy={percent !== null}>
        <Stack>
          <TextInput
            label={t('upload.titleLabel')}
            description={t('drive.upload.titleHint')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={255}
          />
          <FileDrop
            file={file}
            onChange={(next) => {
              setFile(next);
              setError(undefined);
            }}
            error={error}
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

export function DriveRenameDialog({ userId, onClose, file }: Omit<Base, 'opened'> & { file: DriveFile | null }) {
  const { t } = useTranslation(documentsNs);
  const refresh = useRefreshDrive(userId);
  const extension = file ? extensionOf(file) : '';
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const value = name ?? (file ? file.name.slice(0, file.name.length - extension.length) : '');
  const close = () => {
    setName(null);
    setError(undefined);
    onClose();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    if (!value.trim()) return setError(t('drive.rename.required'));
    // An unchanged name just closes (spec §4).
    if (keepExtension(file.name, value, file.is_folder) === file.name) return close();
    setPending(true);
    try {
      await driveCalls.rename(userId, file.id, value.trim());
      toast.success(t('drive.rename.success'));
      await refresh();
      close();
    } catch (failure) {
      toast.error(driveErrorMessage(t, failure), t('drive.rename.failed'));
    } finally {
      setPending(false);
    }
  }
  return (
    <Modal opened={file !== null} onClose={close} title={t('drive.rename.title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('drive.rename.label')}
            value={value}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            rightSection={extension ? <Text size="sm">{extension}</Text> : undefined}
            rightSectionWidth={extension ? 60 : undefined}
            description={extension ? t('drive.rename.hint', { extension }) : undefined}
            error={error}
            required
            data-autofocus
          />
          <DialogFooter
            cancelLabel={t('drive.common.cancel')}
            submitLabel={t('drive.rename.save')}
            submitting={pending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
