/** The kind of file a document is, in the words of the list view's Type column (a key under management.types). */
export type DocumentType = 'pdf' | 'word' | 'text' | 'rtf' | 'odt' | 'image';

export function documentTypeOf(mimeType: string): DocumentType {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/rtf') return 'rtf';
  if (mimeType === 'application/vnd.oasis.opendocument.text') return 'odt';
  if (mimeType === 'text/plain') return 'text';
  return 'word';
}
