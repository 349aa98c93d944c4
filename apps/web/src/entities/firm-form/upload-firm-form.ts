/**
 * Adding a PDF to the firm's forms library, from the library's own upload modal and from the document
 * management page's "Upload form" wizard.
 */
import type { FirmForm } from '@counsel/domain';
import { type ProgressListener, postWithProgress } from '../../ui/upload/post-with-progress';

export function uploadFirmForm(
  lawFirmId: number,
  input: { title: string; file: File; directoryId: number | null },
  onProgress: ProgressListener,
) {
  const form = new FormData();
  if (input.title.trim()) form.append('title', input.title.trim());
  if (input.directoryId !== null) form.append('directory_id', String(input.directoryId));
  form.append('form', input.file, input.file.name);
  return postWithProgress<{ form: FirmForm }>(`/api/firm-legal-form/${lawFirmId}/form-upload`, form, onProgress);
}
