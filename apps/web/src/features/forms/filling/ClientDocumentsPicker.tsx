/**
 * 'Use document' (§4): which of the client's general documents to share when the form is sent. They
 * come from the server a page at a time, newest first ('Show more' asks for the next page), and a search
 * asks the server for the titles that contain it. The choice
 * is held by id and title, so chosen documents stay listed whatever is loaded, and it stops at
 * SENT_FORM_MAX_CLIENT_DOCUMENTS, the most a send accepts, saying so.
 */
import { SENT_FORM_MAX_CLIENT_DOCUMENTS } from '@counsel/domain';
import { Alert, Button, Checkbox, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFillingNs } from '../../../locales/formFilling';
import { useGeneralDocumentPages } from '../../documents/use-documents';
import { RemovableList } from '../RemovableList';

export interface SharedDocument {
  id: number;
  title: string;
}

interface Props {
  clientId: number;
  value: SharedDocument[];
  onChange: (documents: SharedDocument[]) => void;
}

export function ClientDocumentsPicker({ clientId, value, onChange }: Props) {
  const { t } = useTranslation(formFillingNs);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const pages = useGeneralDocumentPages(clientId, debouncedSearch);
  const documents = pages.data?.pages.flatMap((page) => page.documents) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const chosen = new Set(value.map((document) => document.id));
  const full = value.length >= SENT_FORM_MAX_CLIENT_DOCUMENTS;
  const max = SENT_FORM_MAX_CLIENT_DOCUMENTS;

  // The group answers ids in the order they were checked; each keeps the title it was chosen with.
  const chosenOrLoaded = (id: number): SharedDocument => {
    const document = value.find((item) => item.id === id) ?? documents.find((item) => item.id === id)!;
    return { id: document.id, title: document.title };
  };

  return (
    <Checkbox.Group
      label={t('page.documents')}
      value={value.map((document) => String(document.id))}
      onChange={(ids) => onChange(ids.map(Number).map(chosenOrLoaded))}
    >
      <Stack gap="xs" mt={4}>
        <Text size="sm" aria-live="polite">
          {t('page.documentsChosen', { chosen: value.length, max })}
        </Text>
        {value.length > 0 && (
          <RemovableList
            label={t('page.documentsChosenList')}
            items={value.map((document) => ({ key: document.id, name: document.title }))}
            removeLabel={(title) => t('page.removeDocument', { title })}
            onRemove={(id) => onChange(value.filter((item) => item.id !== id))}
          />
        )}
        {full && (
          <Alert color="orange" p="xs" role="status">
            {t('page.documentsLimit', { max })}
          </Alert>
        )}
        <TextInput
          label={t('page.documentsSearch')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        {pages.isPending && <Loader size="sm" aria-label={t('page.documentsLoading')} />}
        {pages.isError && (
          <Alert color="red" role="alert">
            {t('page.documentsFailed')}
          </Alert>
        )}
        {pages.isSuccess && documents.length === 0 && (
          <Text size="sm" c="dimmed">
            {debouncedSearch ? t('page.documentsNoMatch', { search: debouncedSearch }) : t('page.noDocuments')}
          </Text>
        )}
        {documents.length > 0 && (
          <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
            <Stack gap={6} py={2}>
              {documents.map((document) => (
                <Checkbox
                  key={document.id}
                  value={String(document.id)}
                  label={<bdi>{document.title}</bdi>}
                  disabled={full && !chosen.has(document.id)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {pages.hasNextPage && (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              size="xs"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('page.documentsMore')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('page.documentsShown', { shown: documents.length, total })}
            </Text>
          </Group>
        )}
      </Stack>
    </Checkbox.Group>
  );
}
