/**
 * Uploads with progress. fetch cannot report an upload's progress in every browser, so this one call
 * uses XMLHttpRequest, with the session's bearer token and one refresh on a 401 like any other call.
 */
import type { ApiErrorBody, Document } from '@counsel/domain';
import { ApiError, refreshAccessToken } from '../../lib/api';
import { session } from '../../lib/session';

/** 0 to 100 as the bytes leave the browser. */
export type ProgressListener = (percent: number) => void;

function sendOnce<T>(url: string, form: FormData, onProgress: ProgressListener): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = session.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body: body as T });
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.send(form);
  });
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  const candidate = body as Partial<ApiErrorBody> | null;
  return typeof candidate?.code === 'string' && typeof candidate.message === 'string';
}

/** POSTs a multipart form; resolves with the JSON body of a 2xx, else rejects with an ApiError. */
export async function postWithProgress<T>(url: string, form: FormData, onProgress: ProgressListener): Promise<T> {
  let response = await sendOnce<T>(url, form, onProgress);
  if (response.status === 401 && (await refreshAccessToken())) {
    onProgress(0);
    response = await sendOnce<T>(url, form, onProgress);
  }
  if (response.status >= 200 && response.status < 300) return response.body;
  const body: ApiErrorBody = isErrorBody(response.body)
    ? response.body
    : { code: response.status >= 500 ? 'internal_error' : 'unknown', message: '' };
  throw new ApiError(response.status, body);
}

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
