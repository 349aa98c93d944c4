/**
 * How the client's form reaches the server. The same filling screens serve two ways in: the mailed
 * link, whose token in the address is the only key, and the client portal, signed in by its cookie.
 * Each way in is a base path with the same calls under it (see `linkFormSchema` and portal.ts).
 */
import type { FillValues, LinkForm } from '@counsel/domain';
import { type Call, type Caller, readJson, send } from '../../../../lib/http';

/**
 * What went wrong, as the page tells it: the form's problems, or a refused submit with the server's
 * words; 'signed_out' only in the portal, whose pages then ask the client to sign in again.
 */
export type LinkProblem = 'not_found' | 'expired' | 'revoked' | 'submitted' | 'invalid' | 'failed' | 'signed_out';

export class LinkError extends Error {
  constructor(
    readonly problem: LinkProblem,
    /** The server's own words (a 422 names the missing fields), shown under the page's text. */
    readonly detail: string,
    /** The server's error code, when it sent one. */
    readonly code?: string,
  ) {
    super(detail);
    this.name = 'LinkError';
  }
}

/** A refused call as the problem the page names. */
export async function linkFailure(response: Response): Promise<LinkError> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const text = [body?.error, body?.message, body?.code].filter((part) => typeof part === 'string').join(' ');
  const code = typeof body?.code === 'string' ? body.code : undefined;
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
      return new LinkError('invalid', typeof body?.error === 'string' ? body.error : String(body?.message ?? ''), code);
    default:
      return new LinkError('failed', text, code);
  }
}

export interface FormAccess {
  /** The form's query key; it also names the draft kept across a language switch. */
  queryKey: readonly unknown[];
  get: (signal?: AbortSignal) => Promise<{ form: LinkForm }>;
  saveProgress: (values: FillValues, currentSection: number) => Promise<unknown>;
  attach: (requested: string, file: File) => Promise<unknown>;
  submit: (values: FillValues, signature: string) => Promise<unknown>;
  documentUrl: (documentId: number) => string;
  /**
   * Where the texts for a form that cannot be used live ('namespace:path', holding not_found, expired,
   * revoked and failed, each with title and text): a link and a portal form say it differently.
   */
  problemTexts: string;
}

interface AccessOptions {
  queryKey: readonly unknown[];
  problemTexts: string;
  /** 'omit' for the link (a staff member's cookies must not travel with it), 'same-origin' for the portal. */
  credentials: RequestCredentials;
  /** A 401: the portal's session ended. Called before the call fails. */
  onSignedOut?: () => void;
}

/** The calls of one form under `base`. */
export function formAccessAt(base: string, options: AccessOptions): FormAccess {
  const { onSignedOut } = options;
  const caller: Caller = {
    credentials: options.credentials,
    unauthorized: onSignedOut ? { signedOut: onSignedOut } : undefined,
    refusal: (response) =>
      response.status === 401 && onSignedOut ? new LinkError('signed_out', '') : linkFailure(response),
  };
  const call = async <T>(path: string, init: Call = {}): Promise<T> => readJson<T>(await send(caller, path, init));

  return {
    queryKey: options.queryKey,
    problemTexts: options.problemTexts,
    get: (signal) => call<{ form: LinkForm }>(base, { signal }),
    saveProgress: (values, currentSection) =>
      call(`${base}/progress`, { method: 'PUT', body: { values, current_section: currentSection } }),
    attach: (requested, file) => {
      const body = new FormData();
      body.append('requested', requested);
      body.append('file', file);
      return call(`${base}/attachments`, { method: 'POST', body });
    },
    submit: (values, signature) => call(`${base}/submit`, { method: 'POST', body: { values, signature } }),
    documentUrl: (documentId) => `${base}/documents/${documentId}`,
  };
}
