/**
 * The one way the web app talks to the API: JSON over fetch, Bearer token, typed errors.
 * On a 401 it refreshes the access token once (sharing one refresh between concurrent calls), retries,
 * and if the refresh fails it clears the session; the route guards then send the user to the login page.
 */
import type { ApiErrorBody, AuthResponse } from '@counsel/domain';
import { session } from './session';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.details = body.details;
  }
}

/** Calls that must never trigger a refresh: they are how a session is made, renewed or ended. */
const NO_REFRESH_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/auth/logout'];

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** A token to use instead of the session's, for a call made before the session is switched to it. */
  token?: string;
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

function send(method: Method, url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? session.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData goes as multipart: the browser sets the content type with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * The error shape of DESIGN §3, checked by hand rather than with the domain's zod schema so that
 * zod stays out of the first bundle the browser downloads.
 */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, fields, details } = body as Record<string, unknown>;
  const isRecord = (value: unknown) => value === undefined || (typeof value === 'object' && value !== null);
  return typeof code === 'string' && typeof message === 'string' && isRecord(fields) && isRecord(details);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body);
  return new ApiError(response.status, { code: response.status >= 500 ? 'internal_error' : 'unknown', message: '' });
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  let response = await send(method, url, options);
  if (response.status === 401 && options.token === undefined && !NO_REFRESH_PATHS.includes(path)) {
    if (await refreshAccessToken()) {
      response = await send(method, url, options);
    } else {
      session.clear();
    }
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A file behind the API (a photo, a download): bytes as a Blob, with the same bearer token and refresh as
 * any call, since an <img src> cannot carry the Authorization header.
 */
export async function requestBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  let response = await send('GET', path, { signal });
  if (response.status === 401 && (await refreshAccessToken())) response = await send('GET', path, { signal });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** A POST whose answer is a file (a filled form's preview), as a Blob. */
export async function postForBlob(path: string, body: unknown): Promise<Blob> {
  let response = await send('POST', path, { body });
  if (response.status === 401 && (await refreshAccessToken())) response = await send('POST', path, { body });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
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
