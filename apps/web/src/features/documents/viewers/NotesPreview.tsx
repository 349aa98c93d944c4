/**
 * The notes previewer (spec §2): a plain-text document shown as written, line breaks kept, each line
 * in its own direction (an Arabic note reads right to left in an English screen too).
 */
import type { Document } from '@counsel/domain';
import { Alert, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { downloadDocument } from '../use-documents';
import { useDocumentBlob } from './use-document-blob';

interface Props {
  document: Document;
  onClose: () => void;
  /** Called once the text has been read. */
  onLoaded: () => void;
}

export function NotesPreview({ document, onClose, onLoaded }: Props) {
  const { t } = useTranslation(documentsNs);
  const { blob, failed, fail } = useDocumentBlob(document.file);
  const [text, setText] = useState<string | null>(null);
  // The caller's callback may change identity on each render; the text is read once per file.
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    if (!blob) return;
    let current = true;
    blob
      .text()
      .then((value) => {
        if (!current) return;
        setText(value);
        loaded.current();
      })
      .catch(fail);
    return () => {
      current = false;
    };
  }, [blob, fail]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={document.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
    >
      <Stack gap="sm">
        {failed && (
          <Alert color="red" role="alert">
            {t('viewer.loadFailed')}
          </Alert>
        )}
        {text === null && !failed && (
          <Center p="xl">
            <Loader aria-label={t('viewer.loading')} />
          </Center>
        )}
        {text !== null && (
          <ScrollArea.Autosize mah="65vh" type="auto">
            {text.split('\n').map((line, index) => (
              // Lines are the note's own: their order never changes, so the index is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Text key={index} dir="auto" style={{ whiteSpace: 'pre-wrap', minHeight: '1.55em' }}>
                {line}
              </Text>
            ))}
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadDocument(document)}
          >
            {t('viewer.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
