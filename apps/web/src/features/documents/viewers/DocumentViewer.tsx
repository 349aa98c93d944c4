/**
 * Opens a document in the viewer of its type (spec §2 "document viewers by type"): PDF, image, a
 * plain-text note or the Word editor. Opening is counted against the daily document-services limit first; when the server
 * refuses, the limit message shows and the viewer closes. Other types are downloaded.
 */
import type { Document } from '@counsel/domain';
import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { downloadDocument } from '../../../lib/download';
import { documentsNs } from '../../../locales/documents';
import { toast } from '../../../ui/toast';
import { ImagePreview } from './ImagePreview';
import { NotesPreview } from './NotesPreview';
import { useUsageReporter, useViewerOpen } from './use-viewer-usage';
import { type ViewerKind, viewerKindOf } from './viewer-kind';

// pdf.js, TipTap, mammoth and docx are large: each is fetched only when its kind of document is opened.
const PdfViewer = lazy(() => import('./pdf/PdfViewer'));
const WordEditor = lazy(() => import('./word/WordEditor'));

interface Props {
  document: Document;
  onClose: () => void;
}

export function DocumentViewer({ document, onClose }: Props) {
  const kind = viewerKindOf(document.mime_type);
  if (kind) return <CountedViewer kind={kind} document={document} onClose={onClose} />;
  return <DownloadInstead document={document} onClose={onClose} />;
}

function DownloadInstead({ document, onClose }: Props) {
  const { t } = useTranslation(documentsNs);
  useEffect(() => {
    downloadDocument(document)
      .catch(() => toast.error(t('list.downloadFailed')))
      .finally(onClose);
  }, [document, onClose, t]);
  return null;
}

function Waiting({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(documentsNs);
  return (
    <Modal opened onClose={onClose} title={t('viewer.opening')} closeButtonProps={{ 'aria-label': t('viewer.close') }}>
      <Center p="lg">
        <Loader aria-label={t('viewer.loading')} />
      </Center>
    </Modal>
  );
}

function CountedViewer({ kind, document, onClose }: Props & { kind: ViewerKind }) {
  const { t } = useTranslation(documentsNs);
  const open = useViewerOpen(document.id);
  const report = useUsageReporter();
  const counted = useRef(false);

  useEffect(() => {
    if (open.status !== 'refused') return;
    const limit = open.error instanceof ApiError && open.error.code === 'documents_services_limit';
    toast.error(t(limit ? 'viewer.limitReached' : 'viewer.openFailed'));
    onClose();
  }, [open, onClose, t]);

  if (open.status !== 'allowed') return open.status === 'checking' ? <Waiting onClose={onClose} /> : null;

  // The first load of this open takes the server's count into the client's own counter.
  const onLoaded = () => {
    if (counted.current) return;
    counted.current = true;
    report(open.usage.used_documents_services);
  };
  if (kind === 'image') return <ImagePreview document={document} onClose={onClose} onLoaded={onLoaded} />;
  if (kind === 'text') return <NotesPreview document={document} onClose={onClose} onLoaded={onLoaded} />;
  return (
    <Suspense fallback={<Waiting onClose={onClose} />}>
      {kind === 'pdf' ? (
        <PdfViewer document={document} onClose={onClose} onLoaded={onLoaded} />
      ) : (
        <WordEditor document={document} onClose={onClose} onLoaded={onLoaded} />
      )}
    </Suspense>
  );
}
