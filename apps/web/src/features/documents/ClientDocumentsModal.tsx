/**
 * The client's general documents (spec §2): a grid where a click selects a document, a menu per
 * document (open a PDF or image, edit a Word document, download, delete after a confirmation), a
 * button to add one, and an
 * empty message.
 */
import type { Document } from '@counsel/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { clientKeys } from '../../entities/client/keys';
import { useAbility } from '../../lib/current-user';
import { downloadDocument } from '../../lib/download';
import { documentsNs } from '../../locales/documents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import type { FilledFormEditor } from './DocumentCard';
import { DocumentGrid } from './DocumentGrid';
import { useDeleteDocument, useGeneralDocuments } from './use-documents';
import { DocumentViewer } from './viewers/DocumentViewer';

interface Props {
  opened: boolean;
  clientId: number;
  clientName: string;
  onClose: () => void;
  onAdd: () => void;
  /** What a click on a document does; it closes the modal. Without it, a click downloads the document. */
  onSelect?: (document: Document) => void;
  /** Reopens a filled form's review; without it a filled form's card has no Edit form entry. */
  formEditor?: FilledFormEditor;
}

export function ClientDocumentsModal({
  opened,
  clientId,
  clientName,
  onClose,
  onAdd,
  onSelect,
  formEditor: FormEditor,
}: Props) {
  const { t } = useTranslation(documentsNs);
  const ability = useAbility();
  const [page, setPage] = useState(1);
  const documents = useGeneralDocuments(clientId, page, opened);
  const shown = documents.data?.documents;
  const remove = useDeleteDocument(clientKeys.generalDocuments(clientId));
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [viewing, setViewing] = useState<Document | null>(null);
  const [editingForm, setEditingForm] = useState<Document | null>(null);
  const closeFormEditor = useCallback(() => setEditingForm(null), []);

  const download = (document: Document) =>
    downloadDocument(document).catch(() => toast.error(t('list.downloadFailed')));

  const select = (document: Document) => {
    if (!onSelect) return void download(document);
    onSelect(document);
    onClose();
  };

  const closeViewer = useCallback(() => setViewing(null), []);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('list.deleted'));
        // The last document of a page is gone: show the page before it.
        if (shown?.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () => toast.error(t('list.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <Modal
        opened={opened && deleting === null && viewing === null}
        onClose={onClose}
        title={<Trans t={t} i18nKey="list.title" values={{ name: clientName }} components={{ name: <bdi /> }} />}
        size="lg"
        closeButtonProps={{ 'aria-label': t('list.close') }}
      >
        <Stack gap="md">
          {ability.can('create', 'documents') && (
            <Group justify="flex-end">
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
                {t('list.add')}
              </Button>
            </Group>
          )}
          <DocumentGrid
            documents={documents}
            page={page}
            onPage={setPage}
            emptyText={t('list.empty')}
            cols={{ base: 2, sm: 3 }}
            canDelete={ability.can('delete', 'documents')}
            onSelect={select}
            onDownload={(item) => void download(item)}
            onOpen={setViewing}
            onDelete={setDeleting}
            onEdit={ability.can('update', 'documents') ? setViewing : undefined}
            onEditForm={FormEditor && ability.can('update', 'documents') ? setEditingForm : undefined}
          />
        </Stack>
      </Modal>
      {opened && viewing && <DocumentViewer document={viewing} onClose={closeViewer} />}
      {editingForm && FormEditor && <FormEditor document={editingForm} onClose={closeFormEditor} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { title: deleting?.title ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
