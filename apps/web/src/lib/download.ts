/** The download of a stored file under its original name: documents, their versions and library forms. */
import type { Document } from '@counsel/domain';
import { requestBlob } from './api';

/** Saves a document's current version under its original name, fetched with the session's token. */
export async function downloadDocument(document: Pick<Document, 'file' | 'file_name'>): Promise<void> {
  const blob = await requestBlob(document.file);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.file_name;
  link.click();
  URL.revokeObjectURL(url);
}
