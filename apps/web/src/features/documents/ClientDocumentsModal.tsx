/**
 * The client's general documents (spec §2): a grid where a click selects a document, a menu per
 * document (open a PDF or image, edit a Word document, download, delete after a confirmation), a
 * button to add one, and an
 * empty message.
 */
import { DOCUMENTS_PAGE_SIZE, type Document } from '@counsel/domain';
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAbility } from '../../lib/current-user';
import { documentsNs } from '../../locales/documents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { toast } from '../../ui/toast';
import { DocumentCard } from './DocumentCard';
import { downloadDocument, generalDocumentsKey, useDeleteDocument, useGeneralDocuments } from './use-documents';
import { DocumentViewer } from './viewers/DocumentViewer';

interface Props {
  opened: boolean;
  clientId: number;
  clientName: string;
  onClose: () => void;
  onAdd: () => void;
  /** What a click on a document does; it closes the modal. Without it, a click downloads the document. */
  onSelect?: (document: Document) => void;
}

export function ClientDocumentsModal({ opened, clientId, clientName, onClose, onAdd, onSelect }: Props) {
  const { t } = useTranslation(documentsNs);
  const ability = useAbility();
  const [page, setPage] = useState(1);
  const documents = useGeneralDocuments(clientId, page, opened);
  const shown = documents.data?.documents;
  const totalPages = totalPagesOf(documents.data?.total ?? 0, DOCUMENTS_PAGE_SIZE);
  const remove = useDeleteDocument(generalDocumentsKey(clientId));
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [viewing, setViewing] = useState<Document | null>(null);

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
          {shown?.length === 0 && (
            <Text ta="center" py="md">
              {t('list.empty')}
            </Text>
          )}
          {shown && shown.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" p={0} m={0}>
              {shown.map((document) => (
                <DocumentCard
                  key={document.id}
                  document={document}
                  canDelete={ability.can('delete', 'documents')}
                  onSelect={select}
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
      </Modal>
      {opened && viewing && <DocumentViewer document={viewing} onClose={closeViewer} />}
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
