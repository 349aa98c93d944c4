/**
 * The one way the web app talks to the API: one transport (lib/http: headers, JSON or multipart bodies,
 * cookies, refusals as ApiError) and three callers of it. The staff's calls, here, carry the session's Bearer
 * token; on a 401 they refresh the access token once (sharing one refresh between concurrent calls), retry,
 * and if the refresh fails the session is cleared and the route guards send the user to the login page.
 * The client portal's calls (features/portal/portal-api) go by its cookie and tell its listeners when the
 * session ended; a form's calls by the mailed link or the portal (features/forms/sending/link/form-access)
 * carry no cookie or the portal's, and turn refusals into the page's LinkError.
 */
import type { AuthResponse } from '@counsel/domain';
import { ApiError, type Call, type Caller, type Method, readJson, send, type Unauthorized } from './http';
import { session } from './session';

export { ApiError };

/** Calls that must never trigger a refresh: they are how a session is made, renewed or ended. */
// A wrong second-step code is a refusal (401), not an ended session.
const NO_REFRESH_PATHS = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/auth/mfa/verify',
];

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** A token to use instead of the session's, for a call made before the session is switched to it. */
  token?: string;
  /** Headers of this call besides the bearer (e.g. the USCIS lookup token). */
  headers?: Record<string, string>;
}

let refreshInFlight: Promise<boolean> | null = null;

/** Asks for a new access token with the refresh cookie. Concurrent callers share one request. */
export function refreshAccessToken(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) return false;
      const body = (await response.json()) as AuthResponse;
      session.setAccessToken(body.access_token);
      return true;
    } catch {
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The session's token, or the one given, as the staff's bearer. */
function bearer(token?: string): () => Record<string, string> {
  return (): Record<string, string> => {
    const current = token ?? session.getAccessToken();
    return current ? { Authorization: `Bearer ${current}` } : {};
  };
}

/** A JSON call's 401: a new token and once more; without one the session is over. */
const renewOrEnd: Unauthorized = {
  renew: async () => {
    if (await refreshAccessToken()) return true;
    session.clear();
    return false;
  },
};

/**
 * The staff as a file is fetched: bearer token and one refresh on a 401. A failed refresh is left to the
 * JSON calls to end the session with.
 */
export const staffCaller: Caller = {
  credentials: 'same-origin',
  headers: bearer(),
  unauthorized: { renew: refreshAccessToken },
};

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  // A given token is for one call before the session switches to it: there is nothing to refresh.
  const refreshes = options.token === undefined && !NO_REFRESH_PATHS.includes(path);
  const caller: Caller = {
    credentials: 'same-origin',
    headers: () => ({ ...options.headers, ...bearer(options.token)() }),
    unauthorized: refreshes ? renewOrEnd : undefined,
  };
  const call: Call = { method, body: options.body, signal: options.signal };
  return readJson<T>(await send(caller, buildUrl(path, options.query), call));
}

/**
 * A file behind the API (a photo, a download): bytes as a Blob, with the same bearer token and refresh as
 * any call, since an <img src> cannot carry the Authorization header.
 */
export async function requestBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await send(staffCaller, path, { signal })).blob();
}

/** A POST whose answer is a file (a filled form's preview), as a Blob. */
export async function postForBlob(path: string, body: unknown): Promise<Blob> {
  return (await send(staffCaller, path, { method: 'POST', body })).blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  patch: <T>(path: string, body: unknown, token?: string) => request<T>('PATCH', path, { body, token }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
  /** Multipart ("form data") calls. */
  postForm: <T>(path: string, body: FormData) => request<T>('POST', path, { body }),
  putForm: <T>(path: string, body: FormData) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
