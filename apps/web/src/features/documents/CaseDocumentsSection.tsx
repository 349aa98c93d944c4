/**
 * The case profile's Documents section: the case's documents a page at a time, each opened in its
 * viewer (or downloaded when no viewer shows its type), edited, downloaded or deleted, and the
 * case-upload button whose dialog names the case.
 */
import type { Document } from '@counsel/domain';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caseKeys } from '../../entities/case/keys';
import { useAbility } from '../../lib/current-user';
import { downloadDocument } from '../../lib/download';
import { documentsNs } from '../../locales/documents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import type { FilledFormEditor } from './DocumentCard';
import { DocumentGrid } from './DocumentGrid';
import { CaseDocumentUploadButton } from './management/CaseDocumentUploadButton';
import { useCaseDocuments, useDeleteDocument } from './use-documents';
import { DocumentViewer } from './viewers/DocumentViewer';
import { viewerKindOf } from './viewers/viewer-kind';

interface Props {
  clientId: number;
  caseId: number;
  caseTitle: string;
  /** Reopens a filled form's review; without it a filled form's card has no Edit form entry. */
  formEditor?: FilledFormEditor;
}

export function CaseDocumentsSection({ clientId, caseId, caseTitle, formEditor: FormEditor }: Props) {
  const { t } = useTranslation(documentsNs);
  const ability = useAbility();
  const [page, setPage] = useState(1);
  const documents = useCaseDocuments(caseId, page, ability.can('read', 'documents'));
  const shown = documents.data?.documents;
  const remove = useDeleteDocument(caseKeys.documents(caseId));
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [viewing, setViewing] = useState<Document | null>(null);
  const [editingForm, setEditingForm] = useState<Document | null>(null);
  const closeFormEditor = useCallback(() => setEditingForm(null), []);
  const closeViewer = useCallback(() => setViewing(null), []);

  if (!ability.can('read', 'documents')) return null;

  const download = (document: Document) =>
    downloadDocument(document).catch(() => toast.error(t('list.downloadFailed')));

  // A Word document opens in the editor only for someone who may save it; everyone else downloads it.
  const canOpen = (document: Document) => {
    const kind = viewerKindOf(document.mime_type);
    return kind !== null && (kind !== 'word' || ability.can('update', 'documents'));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('list.deleted'));
        if (shown?.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () => toast.error(t('list.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="case-documents">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id="case-documents">
          {t('caseDocuments.title')}
        </Title>
        <CaseDocumentUploadButton clientId={clientId} caseId={caseId} caseTitle={caseTitle} />
      </Group>
      <Stack gap="sm">
        <DocumentGrid
          documents={documents}
          page={page}
          onPage={setPage}
          emptyText={t('caseDocuments.empty')}
          cols={{ base: 2, sm: 3, lg: 4 }}
          label={t('caseDocuments.title')}
          canDelete={ability.can('delete', 'documents')}
          onSelect={(item) => (canOpen(item) ? setViewing(item) : void download(item))}
          onDownload={(item) => void download(item)}
          onOpen={setViewing}
          onDelete={setDeleting}
          onEdit={ability.can('update', 'documents') ? setViewing : undefined}
          onEditForm={FormEditor && ability.can('update', 'documents') ? setEditingForm : undefined}
        />
      </Stack>
      {viewing && <DocumentViewer document={viewing} onClose={closeViewer} />}
      {editingForm && FormEditor && <FormEditor document={editingForm} onClose={closeFormEditor} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('list.deleteTitle')}
        message={t('caseDocuments.deleteMessage', { title: deleting?.title ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
