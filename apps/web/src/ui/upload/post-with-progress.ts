/**
 * Uploads with progress. fetch cannot report an upload's progress in every browser, so this one call
 * uses XMLHttpRequest, with the session's bearer token and one refresh on a 401 like any other call.
 */
import { refreshAccessToken } from '../../lib/api';
import { apiErrorFrom } from '../../lib/http';
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

/** POSTs a multipart form; resolves with the JSON body of a 2xx, else rejects with an ApiError. */
export async function postWithProgress<T>(url: string, form: FormData, onProgress: ProgressListener): Promise<T> {
  let response = await sendOnce<T>(url, form, onProgress);
  if (response.status === 401 && (await refreshAccessToken())) {
    onProgress(0);
    response = await sendOnce<T>(url, form, onProgress);
  }
  if (response.status >= 200 && response.status < 300) return response.body;
  throw apiErrorFrom(response.status, response.body);
}
