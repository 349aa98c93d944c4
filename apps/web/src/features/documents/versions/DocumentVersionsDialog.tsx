/**
 * The versions of a document (opened from its menu): each with its date, author and size, newest
 * first; any version can be downloaded, an earlier one restored (it becomes a new current version, so
 * nothing is lost), and a new version uploaded from the device.
 */
import type { Document, DocumentVersion } from '@counsel/domain';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconRestore, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useAbility } from '../../../lib/current-user';
import { downloadDocument } from '../../../lib/download';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { documentsNs } from '../../../locales/documents';
import { toast } from '../../../ui/toast';
import { FileDrop } from '../../../ui/upload/FileDrop';
import { useDocumentVersions, useRestoreVersion, useUploadVersion } from './use-versions';

interface Props {
  document: Document;
  onClose: () => void;
}

export function DocumentVersionsDialog({ document, onClose }: Props) {
  const { t } = useTranslation(documentsNs);
  const canUpdate = useAbility().can('update', 'documents');
  const versions = useDocumentVersions(document.id);
  const list = versions.data?.versions ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('versions.title', { title: document.title })}
      closeButtonProps={{ 'aria-label': t('versions.close') }}
      styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <Stack gap="md">
        {versions.isPending && <Loader size="sm" aria-label={t('versions.loading')} />}
        {versions.isError && (
          <Alert color="red" role="alert" title={t('versions.loadError')}>
            <Button variant="subtle" onClick={() => versions.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        )}
        {list.length > 0 && (
          <VersionsTable documentId={document.id} versions={list} current={list[0]!.version} canRestore={canUpdate} />
        )}
        {canUpdate && <NewVersionForm documentId={document.id} />}
      </Stack>
    </Modal>
  );
}

function VersionsTable(props: {
  documentId: number;
  versions: DocumentVersion[];
  current: number;
  canRestore: boolean;
}) {
  const { t } = useTranslation(documentsNs);
  const { locale } = useLocale();
  const restore = useRestoreVersion(props.documentId);
  const download = (version: DocumentVersion) =>
    void downloadDocument({ file: version.url, file_name: version.file_name }).catch(() =>
      toast.error(t('list.downloadFailed')),
    );
  const restoreVersion = async (version: DocumentVersion) => {
    try {
      const { document } = await restore.mutateAsync(version.id);
      toast.success(t('versions.restored', { version: version.version, current: document.version }));
    } catch (error) {
      toast.error(errorMessage(t, error), t('versions.restoreFailed'));
    }
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('versions.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('versions.version')}</Table.Th>
            <Table.Th>{t('versions.date')}</Table.Th>
            <Table.Th>{t('versions.author')}</Table.Th>
            <Table.Th>{t('versions.size')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('versions.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.versions.map((version) => (
            <Table.Tr key={version.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{t('versions.number', { version: version.version })}</Text>
                  {version.version === props.current && (
                    <Badge size="sm" variant="light">
                      {t('versions.current')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {version.file_name}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(version.created_at, locale)}</Table.Td>
              <Table.Td dir="auto">{version.created_by_name ?? t('versions.byClient')}</Table.Td>
              <Table.Td>{formatBytes(version.size, locale)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={t('versions.downloadVersion', { version: version.version })}
                    onClick={() => download(version)}
                  >
                    {t('list.download')}
                  </Button>
                  {props.canRestore && version.version !== props.current && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRestore size={14} aria-hidden />}
                      aria-label={t('versions.restoreVersion', { version: version.version })}
                      loading={restore.isPending && restore.variables === version.id}
                      disabled={restore.isPending}
                      onClick={() => void restoreVersion(version)}
                    >
                      {t('versions.restore')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "Upload new version": one file from the device becomes the current version. */
function NewVersionForm({ documentId }: { documentId: number }) {
  const { t } = useTranslation(documentsNs);
  const upload = useUploadVersion(documentId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!file) {
      setError(t('upload.fileRequired'));
      return;
    }
    setError(undefined);
    try {
      const { document } = await upload.mutateAsync(file);
      setFile(null);
      toast.success(t('versions.uploaded', { version: document.version }));
    } catch (failure) {
      const message = errorMessage(t, failure);
      setError(message);
      toast.error(message, t('versions.uploadFailed'));
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('versions.uploadNew')}>
      <FileDrop file={file} onChange={setFile} error={error} disabled={upload.isPending} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={upload.isPending}
          onClick={() => void submit()}
        >
          {t('versions.uploadNew')}
        </Button>
      </Group>
    </Stack>
  );
}
