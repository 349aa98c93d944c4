/**
 * POST /case/{caseId}/closure. Its answer is either the export itself (local download: 200 with the file
 * and its name in Content-Disposition) or, for email, 201 with where the link went and until when it works.
 * The shared API client reads JSON only, so this call reads the response itself, with the same bearer token
 * and one refresh on 401.
 */
import type { ApiErrorBody, CaseClosureBody, CaseClosureSent } from '@counsel/domain';
import { ApiError, refreshAccessToken } from '../../../lib/api';
import { session } from '../../../lib/session';

export type ClosureOutcome = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'sent'; sent: CaseClosureSent };

function post(path: string, body: CaseClosureBody): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: '*/*' };
  const token = session.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify(body) });
}

async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  if (body && typeof body.code === 'string' && typeof body.message === 'string') {
    return new ApiError(response.status, body as ApiErrorBody);
  }
  return new ApiError(response.status, { code: response.status >= 500 ? 'internal_error' : 'unknown', message: '' });
}

/** The name a Content-Disposition header gives (RFC 6266: filename* in UTF-8 wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A badly encoded name falls through to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || fallback;
}

export async function submitCaseClosure(caseId: number, body: CaseClosureBody): Promise<ClosureOutcome> {
  const path = `/api/case/${caseId}/closure`;
  let response = await post(path, body);
  if (response.status === 401 && (await refreshAccessToken())) response = await post(path, body);
  if (!response.ok) throw await refusal(response);
  if (body.type === 'email') return { kind: 'sent', sent: (await response.json()) as CaseClosureSent };
  const fallback = `case-${caseId}-closure.${body.option}`;
  return {
    kind: 'file',
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback),
  };
}

/** Hands the file to the browser's downloads under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL may go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
