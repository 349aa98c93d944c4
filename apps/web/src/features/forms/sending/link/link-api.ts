/**
 * The client's calls through the mailed link. No session: the token in the address is the only key, so
 * these go straight to fetch (a staff member signed in on the same device must not send their token).
 */
import type { FillValues, LinkForm } from '@counsel/domain';

/** What went wrong, as the page tells it: the link's problems, or a refused submit with the server's words. */
export type LinkProblem = 'not_found' | 'expired' | 'revoked' | 'submitted' | 'invalid' | 'failed';

export class LinkError extends Error {
  constructor(
    readonly problem: LinkProblem,
    /** The server's own words (a 422 names the missing fields), shown under the page's text. */
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'LinkError';
  }
}

const base = (token: string) => `/api/collaboration-link/${encodeURIComponent(token)}`;

async function failure(response: Response): Promise<LinkError> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const text = [body?.error, body?.message, body?.code].filter((part) => typeof part === 'string').join(' ');
  switch (response.status) {
    case 404:
      return new LinkError('not_found', text);
    // The body says which: a withdrawn link names the withdrawal, anything else has run out.
    case 410:
      return new LinkError(/revok|withdr/i.test(text) ? 'revoked' : 'expired', text);
    case 409:
      return new LinkError('submitted', text);
    case 400:
    case 422:
      return new LinkError('invalid', typeof body?.error === 'string' ? body.error : String(body?.message ?? ''));
    default:
      return new LinkError('failed', text);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { ...init, headers, credentials: 'omit' });
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const linkApi = {
  get: (token: string, signal?: AbortSignal) => call<{ form: LinkForm }>(base(token), { signal }),
  saveProgress: (token: string, values: FillValues, currentSection: number) =>
    call<unknown>(`${base(token)}/progress`, {
      method: 'PUT',
      body: JSON.stringify({ values, current_section: currentSection }),
    }),
  attach: (token: string, requested: string, file: File) => {
    const body = new FormData();
    body.append('requested', requested);
    body.append('file', file);
    return call<unknown>(`${base(token)}/attachments`, { method: 'POST', body });
  },
  submit: (token: string, values: FillValues, signature: string) =>
    call<unknown>(`${base(token)}/submit`, { method: 'POST', body: JSON.stringify({ values, signature }) }),
  documentUrl: (token: string, documentId: number) => `${base(token)}/documents/${documentId}`,
};
