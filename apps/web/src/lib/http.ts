/**
 * The web app's one transport to the API. Every call is sent and refused here; a caller says only what is
 * its own: which cookies travel (the link's must carry none), its extra headers (the staff's bearer token),
 * what a 401 means to it, and, when the page needs it, its own error for a refusal. Reading a taken call's
 * answer (JSON, a file) stays with the caller.
 */
import type { ApiErrorBody } from '@counsel/domain';

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

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What a 401 means to a caller. */
export type Unauthorized =
  /** The key ran out: `renew` gets a new one (true) and the call goes once more, with the new headers. */
  | { renew: () => Promise<boolean> }
  /** The session is over: `signedOut` tells whoever listens, then the call fails as any refusal. */
  | { signedOut: () => void };

export interface Caller {
  credentials: RequestCredentials;
  /** The caller's own headers, read for each attempt so that a retry carries a renewed token. */
  headers?: () => Record<string, string>;
  /** Without it a 401 is a refusal like any other (a wrong password at sign-in). */
  unauthorized?: Unauthorized | undefined;
  /** The error a refused call throws; `toApiError` unless the caller's pages want their own. */
  refusal?: (response: Response) => Error | Promise<Error>;
}

export interface Call {
  method?: Method;
  /** JSON, a FormData sent as multipart, or URLSearchParams sent as a form (as Stripe's API takes its calls). */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** 'application/json' unless the answer may be something else (a file). */
  accept?: string;
}

function attempt(caller: Caller, url: string, call: Call): Promise<Response> {
  const headers: Record<string, string> = { Accept: call.accept ?? 'application/json', ...caller.headers?.() };
  // FormData goes as multipart: the browser sets the content type with its boundary.
  const isForm = typeof FormData !== 'undefined' && call.body instanceof FormData;
  const isUrlEncoded = typeof URLSearchParams !== 'undefined' && call.body instanceof URLSearchParams;
  if (isUrlEncoded) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  else if (call.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: call.method ?? 'GET',
    headers,
    credentials: caller.credentials,
    body:
      call.body === undefined
        ? undefined
        : isForm || isUrlEncoded
          ? (call.body as FormData | URLSearchParams)
          : JSON.stringify(call.body),
    signal: call.signal,
  });
}

/**
 * 401s that are about an outside service's authorization (the user's Google Calendar or Microsoft 365), not the
 * session: the session is fine, so nothing is renewed or ended, and the caller gets the refusal with where to
 * authorize.
 */
const OUTSIDE_AUTHORIZATION_CODES = new Set(['google_calendar_not_authorized', 'microsoft_not_authorized']);

async function isOutsideAuthorization(response: Response): Promise<boolean> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isObject(body) && typeof body.code === 'string' && OUTSIDE_AUTHORIZATION_CODES.has(body.code);
}

/** Sends `call` to `url` as `caller`: answers the response of a call the server took, throws its refusal. */
export async function send(caller: Caller, url: string, call: Call = {}): Promise<Response> {
  let response = await attempt(caller, url, call);
  const { unauthorized } = caller;
  if (response.status === 401 && unauthorized && !(await isOutsideAuthorization(response))) {
    if ('renew' in unauthorized) {
      if (await unauthorized.renew()) response = await attempt(caller, url, call);
    } else {
      unauthorized.signedOut();
    }
  }
  if (!response.ok) throw await (caller.refusal ?? toApiError)(response);
  return response;
}

/** A taken call's JSON; undefined when it has no body (204). */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A refusal's body (DESIGN §3) as an ApiError, read leniently and by hand rather than with the domain's zod
 * schema, so that zod stays out of the first bundle: whatever part is there and of its type is kept.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const answer = isObject(body) ? body : {};
  const { code, message, fields, details } = answer;
  return new ApiError(status, {
    code: typeof code === 'string' ? code : status >= 500 ? 'internal_error' : 'unknown',
    message: typeof message === 'string' ? message : '',
    ...(isObject(fields) ? { fields: fields as Record<string, string> } : {}),
    ...(isObject(details) ? { details } : {}),
  });
}

/** A refused response as an ApiError (its body may be JSON, something else, or nothing). */
export async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, await response.json().catch(() => null));
}
