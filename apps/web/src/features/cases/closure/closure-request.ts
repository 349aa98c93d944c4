/**
 * POST /case/{caseId}/closure. Its answer is either the export itself (local download: 200 with the file
 * and its name in Content-Disposition) or, for email, 201 with where the link went and until when it works.
 * It is sent as any staff call for a file (bearer token, one refresh on 401) and reads which answer came.
 */
import type { CaseClosureBody, CaseClosureSent } from '@counsel/domain';
import { staffCaller } from '../../../lib/api';
import { send } from '../../../lib/http';

export type ClosureOutcome = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'sent'; sent: CaseClosureSent };

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
  const response = await send(staffCaller, path, { method: 'POST', body, accept: '*/*' });
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
