/** The dialog around a simple preview (an image, a note): title, a loader or the failure, and Download. */
import type { Document } from '@counsel/domain';
import { Alert, Button, Center, Group, Loader, Modal, type ModalProps, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../../lib/download';
import { documentsNs } from '../../../locales/documents';

export interface PreviewProps {
  document: Document;
  onClose: () => void;
  /** Called once the content has been shown. */
  onLoaded: () => void;
}

interface Props {
  document: Document;
  onClose: () => void;
  size: ModalProps['size'];
  failed: boolean;
  /** The content, or null while it loads. */
  children: ReactNode | null;
}

export function PreviewFrame({ document, onClose, size, failed, children }: Props) {
  const { t } = useTranslation(documentsNs);
  return (
    <Modal
      opened
      onClose={onClose}
      title={document.title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
    >
      <Stack gap="sm">
        {failed && (
          <Alert color="red" role="alert">
            {t('viewer.loadFailed')}
          </Alert>
        )}
        {children === null && !failed && (
          <Center p="xl">
            <Loader aria-label={t('viewer.loading')} />
          </Center>
        )}
        {children}
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
