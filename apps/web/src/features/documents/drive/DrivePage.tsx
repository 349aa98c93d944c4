/**
 * /doc-drive (spec §2): the user's Google Drive. Not connected: the page says so and its Connect button opens
 * the confirm dialog that offers the authorization popup (spec §4). The dialog waits for that button rather
 * than opening on arrival: a dialog nobody asked for would take the keyboard's focus and hold Tab in it. Connected: folders and files (list or grid, search, breadcrumbs), new folder,
 * upload, rename and delete.
 */
import type { DriveFile } from '@counsel/domain';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandGoogleDrive, IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/current-user';
import { documentsNs } from '../../../locales/documents';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { DriveAuthorizeDialog } from './DriveAuthorizeDialog';
import { DriveFolderDialog, DriveRenameDialog, DriveUploadDialog } from './DriveDialogs';
import { DriveFileBrowser } from './DriveFileBrowser';
import { driveCalls, driveErrorMessage, driveKey } from './drive-api';
import { SandboxBadge } from './SandboxBadge';
import { useDriveConnection } from './use-drive-connection';

export default function DrivePage() {
  const { t } = useTranslation(documentsNs);
  const userId = useMe().user.id;
  const queryClient = useQueryClient();
  const connection = useDriveConnection(userId);
  const [dialog, setDialog] = useState<{ kind: 'folder' | 'upload'; folderId: string | null } | null>(null);
  const [renaming, setRenaming] = useState<DriveFile | null>(null);
  const [deleting, setDeleting] = useState<DriveFile | null>(null);
  const [pendingDelete, setPendingDelete] = useState(false);

  async function remove() {
    if (!deleting) return;
    setPendingDelete(true);
    try {
      await driveCalls.remove(userId, deleting.id);
      toast.success(t('drive.delete.success'));
      await queryClient.invalidateQueries({ queryKey: [...driveKey(userId), 'files'] });
      setDeleting(null);
    } catch (failure) {
      toast.error(driveErrorMessage(t, failure), t('drive.delete.failed'));
    } finally {
      setPendingDelete(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <IconBrandGoogleDrive size={28} aria-hidden />
          <Title order={1} size="h2">
            {t('drive.title')}
          </Title>
          {connection.sandbox && <SandboxBadge />}
        </Group>
      </Group>
      {connection.access.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('drive.picker.opening')}</Text>
        </Group>
      ) : connection.access.isError ? (
        <Alert color="red" role="alert" title={t('drive.errors.accessFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{driveErrorMessage(t, connection.access.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void connection.access.refetch()}>
              {t('drive.browser.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : connection.authorized ? (
        <DriveFileBrowser
          userId={userId}
          toolbar={(folderId) => (
            <>
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} aria-hidden />}
                onClick={() => setDialog({ kind: 'folder', folderId })}
              >
                {t('drive.folder.new')}
              </Button>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => setDialog({ kind: 'upload', folderId })}
              >
                {t('drive.upload.button')}
              </Button>
            </>
          )}
          onRename={setRenaming}
          onDelete={setDeleting}
        />
      ) : (
        <Alert color="blue" title={t('drive.connect.title')}>
          <Stack gap="xs" align="flex-start">
            {connection.notAuthorized && !connection.waiting && (
              <Text size="sm">{t('drive.errors.google_drive_not_authorized')}</Text>
            )}
            <Text size="sm">{connection.waiting ? t('drive.connect.waiting') : t('drive.connect.intro')}</Text>
            <Button onClick={connection.ask} loading={connection.waiting}>
              {t('drive.connect.button')}
            </Button>
          </Stack>
        </Alert>
      )}
      <DriveAuthorizeDialog connection={connection} />
      <DriveFolderDialog
        userId={userId}
        opened={dialog?.kind === 'folder'}
        parentId={dialog?.folderId ?? null}
        onClose={() => setDialog(null)}
      />
      <DriveUploadDialog
        userId={userId}
        opened={dialog?.kind === 'upload'}
        folderId={dialog?.folderId ?? null}
        onClose={() => setDialog(null)}
      />
      <DriveRenameDialog userId={userId} file={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('drive.delete.title')}
        message={t('drive.delete.message', { name: deleting?.name ?? '' })}
        pending={pendingDelete}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
