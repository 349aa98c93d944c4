/**
 * The PDF viewer (spec §2): full screen, page thumbnails, zoom, text search, page number, and the
 * annotation tools (highlight, note, ink). Save writes the annotations into the PDF (annotate.ts) and
 * uploads it as the document's new version; the viewer then shows that version. Save needs the
 * document loaded: pressed earlier (or Ctrl+S) it says 'Please wait for the document to load'.
 * Lazy-loaded: this module brings pdf.js.
 */
import type { Document } from '@counsel/domain';
import { Badge, Box, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../../lib/current-user';
import { documentsNs } from '../../../../locales/documents';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { PDF_MODAL_FRAME } from '../../../../ui/pdf/modal-frame';
import type { PdfAnnotation } from '../../../../ui/pdf/model';
import { PdfPageArea } from '../../../../ui/pdf/PdfPageArea';
import { PdfPageView } from '../../../../ui/pdf/PdfPageView';
import { PdfSidebar } from '../../../../ui/pdf/PdfSidebar';
import { PdfThumbnails } from '../../../../ui/pdf/PdfThumbnails';
import { PdfToolbar } from '../../../../ui/pdf/PdfToolbar';
import type { Tool } from '../../../../ui/pdf/tools';
import { usePdfDocument } from '../../../../ui/pdf/use-pdf-document';
import { usePdfNavigation } from '../../../../ui/pdf/use-pdf-navigation';
import { toast } from '../../../../ui/toast';
import { refreshDocumentLists } from '../../use-documents';
import { SavedAnnotations } from './SavedAnnotations';

interface Props {
  document: Document;
  onClose: () => void;
  /** Called once, when the document has first loaded. */
  onLoaded: () => void;
}

export default function PdfViewer({ document: initial, onClose, onLoaded }: Props) {
  const { t } = useTranslation(documentsNs);
  const me = useMe();
  const queryClient = useQueryClient();
  const [document, setDocument] = useState(initial);
  const loaded = usePdfDocument(document.file);
  const pdf = loaded.status === 'ready' ? loaded.pdf : null;
  const { pageNumber, page, scale, goTo, search, mainRef, toolbar } = usePdfNavigation(pdf);
  const [tool, setTool] = useState<Tool>('select');
  const [pending, setPending] = useState<Array<PdfAnnotation & { id: number }>>([]);
  const nextId = useRef(1);
  const [saving, setSaving] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  // Annotations not saved yet are lost on close: ask first.
  const requestClose = () => (pending.length > 0 ? setConfirmingClose(true) : onClose());

  useEffect(() => {
    if (loaded.status === 'ready') onLoaded();
  }, [loaded.status, onLoaded]);

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
        title={
          <Group gap="xs">
            <Text fw={600} component="span">
              {document.title}
            </Text>
            <Badge variant="light">{t('viewer.pdf.version', { version: document.version })}</Badge>
          </Group>
        }
        {...PDF_MODAL_FRAME}
        closeButtonProps={{ 'aria-label': t('viewer.close') }}
      >
        <Box onKeyDown={onKeyDown} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
          <PdfToolbar
            {...toolbar}
            saving={saving}
            tool={tool}
            onTool={setTool}
            canUndo={pending.length > 0}
            onUndo={() => setPending((all) => all.slice(0, -1))}
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
              <PdfSidebar>
                <Stack gap="md">
                  <PdfThumbnails pdf={pdf} current={pageNumber} onGo={goTo} />
                  {page && <SavedAnnotations page={page} />}
                </Stack>
              </PdfSidebar>
            )}
            <PdfPageArea areaRef={mainRef} status={loaded.status}>
              {page && (
                <PdfPageView
                  page={page}
                  scale={scale}
                  tool={tool}
                  annotations={pending.filter((a) => a.page === pageNumber)}
                  match={search.current?.page === pageNumber ? search.current.rect : null}
                  onAdd={(annotation) => setPending((all) => [...all, { ...annotation, id: nextId.current++ }])}
                />
              )}
            </PdfPageArea>
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
