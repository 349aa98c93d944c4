/**
 * /doc-management: the firm's documents in nested folders. Breadcrumbs, a server-side search below
 * the current folder, a remembered list/grid toggle, folder and document cards, pages, and dialogs to
 * add, rename, move and delete folders, file documents and upload straight into the current folder.
 * The current folder, search and page live in the address, so back and reload keep the place.
 */
import { DIRECTORY_PAGE_SIZE, type Directory, type Document } from '@counsel/domain';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFolderPlus, IconLayoutGrid, IconList, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAbility } from '../../../lib/current-user';
import { downloadDocument } from '../../../lib/download';
import { documentsNs } from '../../../locales/documents';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FolderNameModal, type FolderNameTexts } from '../../../ui/FolderNameModal';
import { Pager } from '../../../ui/Pager';
import { toast } from '../../../ui/toast';
import { UploadFormWizard } from '../upload-form/UploadFormWizard';
import { DocumentVersionsDialog } from '../versions/DocumentVersionsDialog';
import { DocumentViewer } from '../viewers/DocumentViewer';
import { ContentsList } from './ContentsList';
import { DocumentUploadForm } from './DocumentUploadForm';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { folderErrorMessage } from './folder-errors';
import { MoveModal } from './MoveModal';
import {
  useCreateDirectory,
  useDeleteDirectory,
  useDeleteManagedDocument,
  useDirectoryContents,
  useMoveDirectory,
  useMoveDocument,
  useRenameDirectory,
} from './use-directories';
import { useViewMode } from './view-mode';

type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'upload' }
  | { kind: 'uploadForm' }
  | { kind: 'rename'; folder: Directory }
  | { kind: 'moveFolder'; folder: Directory }
  | { kind: 'moveDocument'; document: Document }
  | { kind: 'deleteFolder'; folder: Directory }
  | { kind: 'deleteDocument'; document: Document }
  | { kind: 'view'; document: Document }
  | { kind: 'versions'; document: Document };

const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export default function DocManagementPage() {
  const { t } = useTranslation(documentsNs);
  const folderNameTexts = (mode: 'create' | 'rename'): FolderNameTexts => ({
    title: t(mode === 'create' ? 'management.nameForm.createTitle' : 'management.nameForm.renameTitle'),
    label: t('management.nameForm.label'),
    submit: t(mode === 'create' ? 'management.nameForm.create' : 'management.nameForm.save'),
    cancel: t('management.cancel'),
    close: t('management.close'),
    required: t('management.nameForm.required'),
    invalid: t('management.nameForm.invalid'),
  });
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  const directoryId = numberParam(params.get('folder'));
  const q = params.get('q') ?? '';
  const page = numberParam(params.get('page')) ?? 1;
  const [search, setSearch] = useState(q);
  const [mode, setMode] = useViewMode();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const contents = useDirectoryContents({ directoryId, q, page, pageSize: DIRECTORY_PAGE_SIZE });
  const create = useCreateDirectory();
  const rename = useRenameDirectory();
  const moveFolder = useMoveDirectory();
  const moveDocument = useMoveDocument();
  const deleteFolder = useDeleteDirectory();
  const deleteDocument = useDeleteManagedDocument();

  const go = (next: { folder?: number | null; q?: string; page?: number }) => {
    const folder = next.folder === undefined ? directoryId : next.folder;
    const query = next.q === undefined ? q : next.q;
    const result = new URLSearchParams();
    if (folder !== null) result.set('folder', String(folder));
    if (query.trim()) result.set('q', query.trim());
    if (next.page && next.page > 1) result.set('page', String(next.page));
    setParams(result);
  };
  const openFolder = (folder: number | null) => {
    setSearch('');
    go({ folder, q: '', page: 1 });
  };
  const searchLater = useDebouncedCallback((value: string) => go({ q: value, page: 1 }), 300);

  /** Runs a change; success toasts and closes, a failure toasts the reason and keeps the dialog. */
  async function run(action: Promise<unknown>, success: string, failure: string) {
    try {
      await action;
      toast.success(success);
      close();
    } catch (error) {
      toast.error(folderErrorMessage(t, error), failure);
    }
  }

  const data = contents.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const empty = data && data.directories.length === 0 && data.documents.length === 0;
  const emptyText = q
    ? t('management.empty.search', { q })
    : directoryId
      ? t('management.empty.folder')
      : t('management.empty.root');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('management.title')}</Title>
        <Group gap="sm">
          {ability.can('create', 'documents') && (
            <>
              <Button
                variant="light"
                leftSection={<IconFolderPlus size={16} aria-hidden />}
                onClick={() => setDialog({ kind: 'create' })}
              >
                {t('management.newFolder')}
              </Button>
              <Button variant="light" onClick={() => setDialog({ kind: 'uploadForm' })}>
                {t('uploadForm.open')}
              </Button>
              <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setDialog({ kind: 'upload' })}>
                {t('management.uploadDocument')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <FolderBreadcrumbs crumbs={data?.breadcrumbs ?? []} onOpen={openFolder} />
      <Group justify="space-between" wrap="wrap">
        <TextInput
          label={t('management.search')}
          placeholder={t('management.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
          style={{ flex: 1, minWidth: 200, maxWidth: 420 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="doc-view-label">
            {t('management.view.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="doc-view-label"
            value={mode}
            onChange={(value) => setMode(value === 'list' ? 'list' : 'grid')}
            data={[
              { value: 'grid', label: <ViewLabel icon="grid" text={t('management.view.grid')} /> },
              { value: 'list', label: <ViewLabel icon="list" text={t('management.view.list')} /> },
            ]}
          />
        </Stack>
      </Group>
      {contents.isLoading && <Loader aria-label={t('management.loading')} />}
      {contents.isError && (
        <Alert color="red" role="alert" title={t('list.loadError')}>
          <Button variant="subtle" onClick={() => contents.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      {empty && <Text c="dimmed">{emptyText}</Text>}
      {data && !empty && (
        <ContentsList
          folders={data.directories}
          documents={data.documents}
          mode={mode}
          showPaths={q !== ''}
          actions={{
            openFolder: (folder) => openFolder(folder.id),
            renameFolder: (folder) => setDialog({ kind: 'rename', folder }),
            moveFolder: (folder) => setDialog({ kind: 'moveFolder', folder }),
            deleteFolder: (folder) => setDialog({ kind: 'deleteFolder', folder }),
            openDocument: (document) => setDialog({ kind: 'view', document }),
            downloadDocument: (document) =>
              void downloadDocument(document).catch(() => toast.error(t('list.downloadFailed'))),
            showVersions: (document) => setDialog({ kind: 'versions', document }),
            moveDocument: (document) => setDialog({ kind: 'moveDocument', document }),
            deleteDocument: (document) => setDialog({ kind: 'deleteDocument', document }),
          }}
        />
      )}
      <Pager page={page} totalPages={totalPages} onChange={(next) => go({ page: next })} />

      {/* PDFs, images and Word documents open in their viewer; other types are downloaded. */}
      {dialog.kind === 'view' && <DocumentViewer document={dialog.document} onClose={close} />}
      {dialog.kind === 'versions' && <DocumentVersionsDialog document={dialog.document} onClose={close} />}
      <UploadFormWizard opened={dialog.kind === 'uploadForm'} onClose={close} />

      <FolderNameModal
        opened={dialog.kind === 'create'}
        texts={folderNameTexts('create')}
        pending={create.isPending}
        onClose={close}
        onSubmit={(name) =>
          run(
            create.mutateAsync({ name, parentId: directoryId }),
            t('management.created'),
            t('management.createFailed'),
          )
        }
      />
      <FolderNameModal
        opened={dialog.kind === 'rename'}
        texts={folderNameTexts('rename')}
        initialName={dialog.kind === 'rename' ? dialog.folder.name : ''}
        pending={rename.isPending}
        onClose={close}
        onSubmit={(name) =>
          dialog.kind === 'rename' &&
          run(rename.mutateAsync({ id: dialog.folder.id, name }), t('management.renamed'), t('management.renameFailed'))
        }
      />
      <MoveModal
        item={
          dialog.kind === 'moveFolder'
            ? { name: dialog.folder.name, folder: dialog.folder, currentParentId: dialog.folder.parent_id }
            : dialog.kind === 'moveDocument'
              ? { name: dialog.document.title, currentParentId: dialog.document.directory_id }
              : null
        }
        pending={moveFolder.isPending || moveDocument.isPending}
        onClose={close}
        onSubmit={(parentId) => {
          if (dialog.kind === 'moveFolder') {
            void run(
              moveFolder.mutateAsync({ id: dialog.folder.id, parentId }),
              t('management.moved'),
              t('management.moveFailed'),
            );
          } else if (dialog.kind === 'moveDocument') {
            void run(
              moveDocument.mutateAsync({ id: dialog.document.id, directoryId: parentId }),
              t('management.moved'),
              t('management.moveFailed'),
            );
          }
        }}
      />
      <ConfirmDialog
        opened={dialog.kind === 'deleteFolder' || dialog.kind === 'deleteDocument'}
        title={t(dialog.kind === 'deleteFolder' ? 'management.deleteFolderTitle' : 'list.deleteTitle')}
        message={
          dialog.kind === 'deleteFolder'
            ? t('management.deleteFolderMessage', { name: dialog.folder.name })
            : dialog.kind === 'deleteDocument'
              ? t('management.deleteDocumentMessage', { title: dialog.document.title })
              : ''
        }
        pending={deleteFolder.isPending || deleteDocument.isPending}
        onClose={close}
        onConfirm={() => {
          if (dialog.kind === 'deleteFolder') {
            void run(
              deleteFolder.mutateAsync(dialog.folder.id),
              t('management.folderDeleted'),
              t('management.deleteFailed'),
            );
          } else if (dialog.kind === 'deleteDocument') {
            void run(deleteDocument.mutateAsync(dialog.document.id), t('list.deleted'), t('list.deleteFailed'));
          }
        }}
      />
      <Modal
        opened={dialog.kind === 'upload'}
        onClose={close}
        title={t('management.upload.title', { folder: data?.directory?.path ?? t('management.root') })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('upload.close') }}
      >
        <DocumentUploadForm directoryId={directoryId} onCancel={close} onUploaded={close} />
      </Modal>
    </Stack>
  );
}

function ViewLabel({ icon, text }: { icon: 'grid' | 'list'; text: string }) {
  const Icon = icon === 'grid' ? IconLayoutGrid : IconList;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <span>{text}</span>
    </Group>
  );
}
