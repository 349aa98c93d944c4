/**
 * The cloud-drive picker (spec §2, §4, §5). Google's own Picker needs Google's servers (it cannot
 * load offline or against the sandbox), so this is our dialog listing the user's Drive through our
 * API, the same for Google and the sandbox. It opens Drive at once ('Opening Google Drive...'),
 * asks to authorize when needed, has a manual retry, selects one file, allows uploading into Drive
 * (and lists shared drives' files), and refuses types outside §5 with §8's message.
 */
import { type DriveFile, isPickableDriveType } from '@counsel/domain';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { DriveAuthorizeDialog } from './DriveAuthorizeDialog';
import { DriveUploadDialog } from './DriveDialogs';
import { DriveFileBrowser } from './DriveFileBrowser';
import { driveErrorMessage } from './drive-api';
import { SandboxBadge } from './SandboxBadge';
import { useDriveConnection } from './use-drive-connection';

interface Props {
  userId: number;
  opened: boolean;
  onClose: () => void;
  onPick: (file: DriveFile) => void;
}

export function DrivePickerDialog({ userId, opened, onClose, onPick }: Props) {
  const { t } = useTranslation(documentsNs);
  const connection = useDriveConnection(userId, opened);
  const [selected, setSelected] = useState<DriveFile | null>(null);
  const [uploadTo, setUploadTo] = useState<{ folderId: string | null } | null>(null);
  const unsupported = selected !== null && !isPickableDriveType(selected.mimeType);
  const asked = useRef(false);

  // The picker opens Drive by itself: not authorized, the confirm dialog comes up at once (once per opening).
  useEffect(() => {
    if (!opened) asked.current = false;
    else if (connection.notAuthorized && !asked.current) {
      asked.current = true;
      connection.ask();
    }
  }, [opened, connection.notAuthorized, connection.ask]);

  const close = () => {
    setSelected(null);
    onClose();
  };
  const pick = () => {
    if (!selected || unsupported) return;
    onPick(selected);
    close();
  };

  const content = connection.access.isPending ? (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('drive.picker.opening')}</Text>
    </Group>
  ) : connection.access.isError ? (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('drive.errors.pickerFailed')}</Text>
        <Text size="xs">{driveErrorMessage(t, connection.access.error)}</Text>
      </Stack>
    </Alert>
  ) : connection.authorized ? (
    <DriveFileBrowser
      userId={userId}
      selectedId={selected?.id ?? null}
      onSelect={setSelected}
      toolbar={(folderId) => (
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => setUploadTo({ folderId })}
        >
          {t('drive.upload.button')}
        </Button>
      )}
    />
  ) : (
    <Alert color="blue">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {connection.waiting ? t('drive.connect.waiting') : t('drive.errors.google_drive_not_authorized')}
        </Text>
        <Button size="xs" onClick={connection.ask} loading={connection.waiting}>
          {t('drive.connect.authorize')}
        </Button>
      </Stack>
    </Alert>
  );

  return (
    <>
      <Modal
        opened={opened && !connection.asking && uploadTo === null}
        onClose={close}
        size="xl"
        title={
          <Group gap="xs">
            <span>{t('drive.picker.title')}</span>
            {connection.sandbox && <SandboxBadge />}
          </Group>
        }
      >
        <Stack>
          {content}
          {unsupported && (
            <Alert color="red" role="alert">
              {t('drive.errors.unsupported')}
            </Alert>
          )}
          {selected && !unsupported && (
            <Text size="sm" aria-live="polite">
              {t('drive.picker.selected', { name: selected.name })}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="subtle"
              onClick={() => {
                setSelected(null);
                void connection.access.refetch();
              }}
            >
              {t('drive.picker.retry')}
            </Button>
            <Group>
              <Button variant="default" onClick={close}>
                {t('drive.common.cancel')}
              </Button>
              <Button onClick={pick} disabled={!selected || unsupported}>
                {t('drive.picker.select')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <DriveAuthorizeDialog connection={connection} />
      <DriveUploadDialog
        userId={userId}
        opened={uploadTo !== null}
        folderId={uploadTo?.folderId ?? null}
        onClose={() => setUploadTo(null)}
        onUploaded={setSelected}
      />
    </>
  );
}
