/**
 * Opens the viewer that fits a document's type. This version opens Word documents in the Word editor
 * (lazy-loaded: TipTap, mammoth and docx stay out of the main bundle); the PDF and image viewers join it.
 */
import type { Document } from '@counsel/domain';
import { Group, Loader, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';

export const WORD_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const WordEditor = lazy(() => import('./word/WordEditor'));

export function isWordDocument(document: Pick<Document, 'mime_type'>): boolean {
  return document.mime_type === WORD_MIME;
}

/** Whether a viewer exists for the document's type (the card offers it only then). */
export function hasViewer(document: Pick<Document, 'mime_type'>): boolean {
  return isWordDocument(document);
}

interface Props {
  /** The document to show; nothing is shown when null. */
  document: Document | null;
  onClose(): void;
  /** Called once the document has loaded (the usage counter counts it). */
  onLoaded?(): void;
}

export function DocumentViewer({ document, onClose, onLoaded }: Props) {
  const { t } = useTranslation(documentsNs);
  if (!document || !isWordDocument(document)) return null;
  return (
    <Suspense
      fallback={
        <Modal
          opened
          fullScreen
          onClose={onClose}
          title={document.title}
          closeButtonProps={{ 'aria-label': t('wordEditor.close') }}
        >
          <Group justify="center" p="xl">
            <Loader aria-label={t('wordEditor.loading')} />
          </Group>
        </Modal>
      }
    >
      <WordEditor document={document} onClose={onClose} onLoaded={onLoaded} />
    </Suspense>
  );
}
