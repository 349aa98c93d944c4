/**
 * A PDF shown to read only (a public or a firm's library form): the viewer's pages, thumbnails, zoom
 * and search, without annotation tools or Save, from any authenticated file address rather than a
 * firm document; with a file name, a Download button too. Lazy-loaded: this module brings pdf.js.
 */
import { Alert, Box, Button, Center, Group, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../lib/download';
import { documentsNs } from '../../locales/documents';
import { toast } from '../toast';
import { PdfPageView } from './PdfPageView';
import { PdfThumbnails } from './PdfThumbnails';
import { PdfToolbar } from './PdfToolbar';
import { usePdfDocument, usePdfPage } from './use-pdf-document';
import { usePdfSearch } from './use-pdf-search';

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

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const noop = () => {};

export default function PdfReader({ title, fileUrl, file, fileName, onClose }: Props) {
  const { t } = useTranslation(documentsNs);
  const loaded = usePdfDocument(fileUrl, file);
  const pdf = loaded.status === 'ready' ? loaded.pdf : null;
  const [pageNumber, setPageNumber] = useState(1);
  const page = usePdfPage(pdf, pageNumber);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const search = usePdfSearch(pdf);
  const { ref: mainRef, width: mainWidth } = useElementSize();

  useEffect(() => {
    if (search.current) setPageNumber(search.current.page);
  }, [search.current]);

  const baseWidth = page ? page.getViewport({ scale: 1 }).width : 612;
  const fitScale = mainWidth > 0 ? Math.max(0.25, Math.min(3, (mainWidth - 32) / baseWidth)) : 1;
  const scale = zoom === 'fit' ? fitScale : zoom;
  const changeZoom = (direction: 'in' | 'out' | 'fit') => {
    if (direction === 'fit') return setZoom('fit');
    const next =
      direction === 'in'
        ? ZOOM_STEPS.find((step) => step > scale + 0.01)
        : [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.01);
    setZoom(next ?? (direction === 'in' ? ZOOM_STEPS.at(-1)! : ZOOM_STEPS[0]!));
  };
  const goTo = (number: number) => {
    if (pdf && number >= 1 && number <= pdf.numPages) setPageNumber(number);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
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
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
      // The page runs edge to edge; the title keeps the usual space around it.
      padding={0}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)' },
        body: { height: 'calc(100dvh - 60px)', display: 'flex', flexDirection: 'column' },
      }}
    >
      <PdfToolbar
        readOnly
        loaded={pdf !== null}
        saving={false}
        pageCount={pdf?.numPages ?? 0}
        page={pageNumber}
        onPage={goTo}
        zoomPercent={Math.round(scale * 100)}
        onZoom={changeZoom}
        tool="select"
        onTool={noop}
        canUndo={false}
        onUndo={noop}
        search={{ ...search, count: search.matches.length }}
        onSave={noop}
      />
      <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {pdf && (
          <ScrollArea
            w={170}
            p="xs"
            visibleFrom="sm"
            style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}
          >
            <PdfThumbnails pdf={pdf} current={pageNumber} onGo={goTo} />
          </ScrollArea>
        )}
        <ScrollArea ref={mainRef} style={{ flex: 1 }} bg="var(--mantine-color-gray-light)">
          {loaded.status === 'loading' && (
            <Center p="xl">
              <Loader aria-label={t('viewer.loading')} />
            </Center>
          )}
          {loaded.status === 'failed' && (
            <Alert color="red" role="alert" m="md">
              {t('viewer.loadFailed')}
            </Alert>
          )}
          {page && (
            <Center p="md" style={{ minWidth: 'fit-content' }}>
              <PdfPageView
                page={page}
                scale={scale}
                tool="select"
                annotations={[]}
                match={search.current?.page === pageNumber ? search.current.rect : null}
                onAdd={noop}
              />
            </Center>
          )}
        </ScrollArea>
      </Box>
    </Modal>
  );
}
