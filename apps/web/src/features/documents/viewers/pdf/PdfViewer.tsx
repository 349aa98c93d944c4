/**
 * The PDF viewer (spec §2): full screen, page thumbnails, zoom, text search, page number, and the
 * annotation tools (highlight, note, ink). Save writes the annotations into the PDF (annotate.ts) and
 * uploads it as the document's new version; the viewer then shows that version. Save needs the
 * document loaded: pressed earlier (or Ctrl+S) it says 'Please wait for the document to load'.
 * Lazy-loaded: this module brings pdf.js.
 */
import type { Document } from '@counsel/domain';
import { Alert, Badge, Box, Center, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../../lib/current-user';
import { documentsNs } from '../../../../locales/documents';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import type { PdfAnnotation } from '../../../../ui/pdf/model';
import { PdfPageView } from '../../../../ui/pdf/PdfPageView';
import { PdfThumbnails } from '../../../../ui/pdf/PdfThumbnails';
import { PdfToolbar } from '../../../../ui/pdf/PdfToolbar';
import type { Tool } from '../../../../ui/pdf/tools';
import { usePdfDocument, usePdfPage } from '../../../../ui/pdf/use-pdf-document';
import { usePdfSearch } from '../../../../ui/pdf/use-pdf-search';
import { toast } from '../../../../ui/toast';
import { refreshDocumentLists } from '../../use-documents';
import { SavedAnnotations } from './SavedAnnotations';

interface Props {
  document: Document;
  onClose: () => void;
  /** Called once, when the document has first loaded. */
  onLoaded: () => void;
}

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export default function PdfViewer({ document: initial, onClose, onLoaded }: Props) {
  const { t } = useTranslation(documentsNs);
  const me = useMe();
  const queryClient = useQueryClient();
  const [document, setDocument] = useState(initial);
  const loaded = usePdfDocument(document.file);
  const pdf = loaded.status === 'ready' ? loaded.pdf : null;
  const [pageNumber, setPageNumber] = useState(1);
  const page = usePdfPage(pdf, pageNumber);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [tool, setTool] = useState<Tool>('select');
  const [pending, setPending] = useState<Array<PdfAnnotation & { id: number }>>([]);
  const nextId = useRef(1);
  const [saving, setSaving] = useState(false);
  const search = usePdfSearch(pdf);
  const { ref: mainRef, width: mainWidth } = useElementSize();
  const [confirmingClose, setConfirmingClose] = useState(false);
  // Annotations not saved yet are lost on close: ask first.
  const requestClose = () => (pending.length > 0 ? setConfirmingClose(true) : onClose());

  useEffect(() => {
    if (loaded.status === 'ready') onLoaded();
  }, [loaded.status, onLoaded]);

  // Following a search match brings its page up.
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

  const save = useCallback(async () => {
    if (loaded.status !== 'ready') {
      toast.error(t('viewer.pdf.waitForLoad'));
      return;
    }
    if (saving) return;
    if (pending.length === 0) {
      toast.success(t('viewer.pdf.nothingToSave'));
      return;
    }
    setSaving(true);
    try {
      // pdf-lib and the font engine come with the first save, not with the viewer.
      const { saveAnnotatedPdf } = await import('./save');
      const saved = await saveAnnotatedPdf(document, loaded.bytes, pending, me.user.full_name);
      setPending([]);
      setDocument(saved);
      // Lists showing this document (its version, size) are refreshed.
      void refreshDocumentLists(queryClient);
      toast.success(t('viewer.pdf.saved'));
    } catch {
      toast.error(t('viewer.pdf.saveFailed'));
    } finally {
      setSaving(false);
    }
  }, [loaded, saving, pending, document, me.user.full_name, queryClient, t]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  return (
    <>
      <Modal
        opened={!confirmingClose}
        onClose={requestClose}
        fullScreen
        title={
          <Group gap="xs">
            <Text fw={600} component="span">
              {document.title}
            </Text>
            <Badge variant="light">{t('viewer.pdf.version', { version: document.version })}</Badge>
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
        <Box onKeyDown={onKeyDown} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
          <PdfToolbar
            loaded={pdf !== null}
            saving={saving}
            pageCount={pdf?.numPages ?? 0}
            page={pageNumber}
            onPage={goTo}
            zoomPercent={Math.round(scale * 100)}
            onZoom={changeZoom}
            tool={tool}
            onTool={setTool}
            canUndo={pending.length > 0}
            onUndo={() => setPending((all) => all.slice(0, -1))}
            search={{ ...search, count: search.matches.length }}
            onSave={() => void save()}
          />
          {tool === 'note' && (
            <Text id="pdf-note-hint" size="xs" px="xs" pt={4}>
              {t('viewer.pdf.noteHint')}
            </Text>
          )}
          <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
            {/* On a phone the page gets the whole width; the toolbar still moves between pages. */}
            {pdf && (
              <ScrollArea
                w={170}
                p="xs"
                visibleFrom="sm"
                style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap="md">
                  <PdfThumbnails pdf={pdf} current={pageNumber} onGo={goTo} />
                  {page && <SavedAnnotations page={page} />}
                </Stack>
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
                    tool={tool}
                    annotations={pending.filter((a) => a.page === pageNumber)}
                    match={search.current?.page === pageNumber ? search.current.rect : null}
                    onAdd={(annotation) => setPending((all) => [...all, { ...annotation, id: nextId.current++ }])}
                  />
                </Center>
              )}
            </ScrollArea>
          </Box>
        </Box>
      </Modal>
      <ConfirmDialog
        opened={confirmingClose}
        title={t('viewer.pdf.discardTitle')}
        message={t('viewer.pdf.discardMessage')}
        confirmLabel={t('viewer.pdf.discard')}
        pending={false}
        onConfirm={onClose}
        onClose={() => setConfirmingClose(false)}
      />
    </>
  );
}
