/** A client's document upload (general documents or a case's), sent with progress. */
import type { Document } from '@counsel/domain';
import { type ProgressListener, postWithProgress } from '../../ui/upload/post-with-progress';

/** Where a client's upload goes: the general documents, or one of the client's cases. */
export type UploadTarget = 'general' | { caseId: number };

export function uploadClientDocument(
  lawFirmId: number,
  clientId: number,
  target: UploadTarget,
  input: { title: string; file: File; directoryId?: number | null },
  onProgress: ProgressListener,
) {
  const form = new FormData();
  if (input.title.trim()) form.append('title', input.title.trim());
  // A folder of /doc-management the new document is filed in.
  if (input.directoryId) form.append('directory_id', String(input.directoryId));
  form.append('documents', input.file, input.file.name);
  const url =
    target === 'general'
      ? `/api/client/${lawFirmId}/${clientId}/documents`
      : `/api/case/${lawFirmId}/${clientId}/${target.caseId}/documents`;
  return postWithProgress<{ document: Document }>(url, form, onProgress);
}
