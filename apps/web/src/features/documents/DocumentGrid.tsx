/**
 * One page of documents as a grid of cards, with what surrounds it: a loader, the load error with a
 * retry, the empty text and the pager. The client's documents modal and the case's Documents section
 * both show their lists with it.
 */
import { DOCUMENTS_PAGE_SIZE, type Document, type DocumentList } from '@counsel/domain';
import { Alert, Button, Group, Loader, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { DocumentCard } from './DocumentCard';

type CardActions = Omit<Parameters<typeof DocumentCard>[0], 'document'>;

interface Props extends CardActions {
  documents: UseQueryResult<DocumentList>;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  cols: SimpleGridProps['cols'];
  /** Names the list for screen readers when the surrounding heading does not. */
  label?: string;
}

export function DocumentGrid({ documents, page, onPage, emptyText, cols, label, ...actions }: Props) {
  const { t } = useTranslation(documentsNs);
  const shown = documents.data?.documents;
  const totalPages = totalPagesOf(documents.data?.total ?? 0, DOCUMENTS_PAGE_SIZE);
  return (
    <>
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
      {shown?.length === 0 && <Text ta="center">{emptyText}</Text>}
      {shown && shown.length > 0 && (
        <SimpleGrid cols={cols} spacing="sm" component="ul" p={0} m={0} aria-label={label}>
          {shown.map((document: Document) => (
            <DocumentCard key={document.id} document={document} {...actions} />
          ))}
        </SimpleGrid>
      )}
      {totalPages > 1 && (
        <Group justify="center">
          <Pager page={page} totalPages={totalPages} onChange={onPage} />
        </Group>
      )}
    </>
  );
}
