/**
 * A PDF shown to read only (a public or a firm's library form): the viewer's pages, thumbnails, zoom
 * and search, without annotation tools or Save, from any authenticated file address rather than a
 * firm document; with a file name, a Download button too. Lazy-loaded: this module brings pdf.js.
 */
import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../lib/download';
import { documentsNs } from '../../locales/documents';
import { toast } from '../toast';
import { PDF_MODAL_FRAME } from './modal-frame';
import { PdfPageArea } from './PdfPageArea';
import { PdfPageView } from './PdfPageView';
import { PdfSidebar } from './PdfSidebar';
import { PdfThumbnails } from './PdfThumbnails';
import { PdfToolbar } from './PdfToolbar';
import { usePdfDocument } from './use-pdf-document';
import { usePdfNavigation } from './use-pdf-navigation';

interface Props {
  title: string;
  /** An /api address of the PDF, fetched with the session's token. */
  fileUrl: string;
  /** The PDF already in hand (a filled form's preview); `fileUrl` then only names it. */
  file?: Blob;
  /** Offers the file for download under this name. */
  fileName?: string;
  onClose: () => void;
}

const noop = () => {};

export default function PdfReader({ title, fileUrl, file, fileName, onClose }: Props) {
  const { t } = useTranslation(documentsNs);
  const loaded = usePdfDocument(fileUrl, file);
  const pdf = loaded.status === 'ready' ? loaded.pdf : null;
  const { pageNumber, page, scale, goTo, search, mainRef, toolbar } = usePdfNavigation(pdf);

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Group gap="sm" wrap="nowrap">
          <Text fw={600} component="span">
            {title}
          </Text>
          {fileName && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() =>
                void downloadDocument({ file: fileUrl, file_name: fileName }).catch(() =>
                  toast.error(t('list.downloadFailed')),
                )
              }
            >
              {t('list.download')}
            </Button>
          )}
        </Group>
      }
      {...PDF_MODAL_FRAME}
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
    >
      <PdfToolbar
        {...toolbar}
        readOnly
        saving={false}
        tool="select"
        onTool={noop}
        canUndo={false}
        onUndo={noop}
        onSave={noop}
      />
      <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {pdf && (
          <PdfSidebar>
            <PdfThumbnails pdf={pdf} current={pageNumber} onGo={goTo} />
          </PdfSidebar>
        )}
        <PdfPageArea areaRef={mainRef} status={loaded.status}>
          {page && (
            <PdfPageView
              page={page}
              scale={scale}
              tool="select"
              annotations={[]}
              match={search.current?.page === pageNumber ? search.current.rect : null}
              onAdd={noop}
            />
          )}
        </PdfPageArea>
      </Box>
    </Modal>
  );
}
