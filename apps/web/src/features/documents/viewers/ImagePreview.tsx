/** The image preview dialog (spec §2): the image fitted to the screen, with a download button. */
import type { Document } from '@counsel/domain';
import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { downloadDocument } from '../use-documents';
import { useDocumentBlob } from './use-document-blob';

interface Props {
  document: Document;
  onClose: () => void;
  /** Called once the image has been drawn. */
  onLoaded: () => void;
}

export function ImagePreview({ document, onClose, onLoaded }: Props) {
  const { t } = useTranslation(documentsNs);
  const { blob, failed, fail } = useDocumentBlob(document.file);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={document.title}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
    >
      <Stack gap="sm">
        {failed && (
          <Alert color="red" role="alert">
            {t('viewer.loadFailed')}
          </Alert>
        )}
        {!url && !failed && (
          <Center p="xl">
            <Loader aria-label={t('viewer.loading')} />
          </Center>
        )}
        {url && (
          <img
            src={url}
            alt={document.title}
            onLoad={onLoaded}
            onError={fail}
            style={{
              maxWidth: '100%',
              maxHeight: '75vh',
              objectFit: 'contain',
              display: 'block',
              marginInline: 'auto',
            }}
          />
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
