/**
 * The case profile's Documents section: the case's documents a page at a time, each opened in its
 * viewer (or downloaded when no viewer shows its type), edited, downloaded or deleted, and the
 * case-upload button whose dialog names the case.
 */
import { DOCUMENTS_PAGE_SIZE, type Document } from '@counsel/domain';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../lib/current-user';
import { documentsNs } from '../../locales/documents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { toast } from '../../ui/toast';
import { DocumentCard } from './DocumentCard';
import { CaseDocumentUploadButton } from './management/CaseDocumentUploadButton';
import { caseDocumentsKey, downloadDocument, useCaseDocuments, useDeleteDocument } from './use-documents';
import { DocumentViewer } from './viewers/DocumentViewer';
import { viewerKindOf } from './viewers/viewer-kind';

interface Props {
  clientId: number;
  caseId: number;
  caseTitle: string;
}

export function CaseDocumentsSection({ clientId, caseId, caseTitle }: Props) {
  const { t } = useTranslation(documentsNs);
  const ability = useAbility();
  const [page, setPage] = useState(1);
  const documents = useCaseDocuments(caseId, page, ability.can('read', 'documents'));
  const shown = documents.data?.documents;
  const totalPages = totalPagesOf(documents.data?.total ?? 0, DOCUMENTS_PAGE_SIZE);
  const remove = useDeleteDocument(caseDocumentsKey(caseId));
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [viewing, setViewing] = useState<Document | null>(null);
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
        {documents.isPending && (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Group>
        )}
        {documents.isError && (
          <Alert color="red" role="alert" title={t('list.loadError')}>
            <Button variant="light" color="red" size="xs" onClick={() => void documents.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        )}
        {shown?.length === 0 && <Text>{t('caseDocuments.empty')}</Text>}
        {shown && shown.length > 0 && (
          <SimpleGrid
            cols={{ base: 2, sm: 3, lg: 4 }}
            spacing="sm"
            component="ul"
            p={0}
            m={0}
            aria-label={t('caseDocuments.title')}
          >
            {shown.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                canDelete={ability.can('delete', 'documents')}
                onSelect={(item) => (canOpen(item) ? setViewing(item) : void download(item))}
                onDownload={(item) => void download(item)}
                onOpen={setViewing}
                onDelete={setDeleting}
                onEdit={ability.can('update', 'documents') ? setViewing : undefined}
              />
            ))}
          </SimpleGrid>
        )}
        {totalPages > 1 && (
          <Group justify="center">
            <Pager page={page} totalPages={totalPages} onChange={setPage} />
          </Group>
        )}
      </Stack>
      {viewing && <DocumentViewer document={viewing} onClose={closeViewer} />}
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
