/** Which viewer shows a document, by its (sniffed) type; null means it is only downloaded. */
export type ViewerKind = 'pdf' | 'image' | 'word' | 'text';

/** Raster images a browser shows safely; SVG is never shown in place (it can carry script). */
const PREVIEW_IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp']);
/** The Word editor reads .docx only; an old binary .doc is downloaded. */
const WORD = new Set(['application/vnd.openxmlformats-officedocument.wordprocessingml.document']);

export function viewerKindOf(mimeType: string): ViewerKind | null {
  if (mimeType === 'application/pdf') return 'pdf';
  if (PREVIEW_IMAGES.has(mimeType)) return 'image';
  if (WORD.has(mimeType)) return 'word';
  // Notes: plain text only (RTF and ODT are downloaded, their markup is not the note).
  if (mimeType === 'text/plain') return 'text';
  return null;
}
