/** Saving the annotated PDF as the document's new version (PUT /api/document/update-document/{id}). */
import type { Document } from '@counsel/domain';
import cairoUrl from '@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf?url';
import { api } from '../../../../lib/api';
import { annotatePdf, type PdfAnnotation } from './annotate';

let cairo: Promise<Uint8Array> | null = null;
/** Cairo (Latin and Arabic) for notes, fetched from our own build once. */
function noteFont(): Promise<Uint8Array> {
  cairo ??= fetch(cairoUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Font ${response.status}`);
      return response.arrayBuffer();
    })
    .then((buffer) => new Uint8Array(buffer))
    .catch((error: unknown) => {
      cairo = null;
      throw error;
    });
  return cairo;
}

/** The saved file keeps the document's name, with the .pdf extension (spec §9). */
export function savedFileName(document: Pick<Document, 'file_name' | 'title'>): string {
  const base = (document.file_name || document.title || 'document').replace(/\.[^.]*$/, '');
  return `${base}.pdf`;
}

export async function saveAnnotatedPdf(
  document: Document,
  original: Uint8Array,
  annotations: readonly PdfAnnotation[],
  author: string,
): Promise<Document> {
  const fontBytes = annotations.some((a) => a.kind === 'note') ? await noteFont() : undefined;
  const bytes = await annotatePdf(original, annotations, { author, fontBytes });
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type: 'application/pdf' }), savedFileName(document));
  const response = await api.putForm<{ document: Document }>(`/api/document/update-document/${document.id}`, form);
  return response.document;
}
