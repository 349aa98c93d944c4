/**
 * The USCIS Case Status API client over its documented HTTP API (developer.uscis.gov, "Case Status API"):
 * `POST /oauth/accesstoken` with the client credentials (form-encoded, OAuth 2.0 client credentials grant),
 * then `GET /case-status/{receiptNumber}` with the bearer token. The same code serves USCIS and the sandbox the
 * API serves at /api/sandbox/uscis. Every call goes through the shared budget (budget.ts).
 */
import { RateBudget } from './budget.js';
import { UscisApiError, type UscisCaseStatus, type UscisHistoryEntry, type UscisProvider } from './provider.js';

export interface UscisClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  sandbox: boolean;
  budget?: RateBudget;
  fetch?: typeof fetch;
  now?: () => number;
}

type Json = Record<string, unknown>;

const AUTH_FAILED = 'Authentication Failed!';
/** A token is renewed this long before USCIS says it expires, so none expires on its way. */
const TOKEN_MARGIN_MS = 60_000;
/** Attempts of one lookup that USCIS answers 429, each after the pause it asks for (or a doubling back-off). */
const MAX_ATTEMPTS = 3;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function historyOf(value: unknown): UscisHistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Json) => {
    const date = text(entry?.date);
    const completed = text(entry?.completed_text_en);
    return date && completed ? [{ date, completedTextEn: completed }] : [];
  });
}

/** The message of an error answer: `message`, or the first of `errors` as the API gateway words them. */
function messageOf(data: Json): string | null {
  const errors = Array.isArray(data.errors) ? (data.errors as Json[]) : [];
  return text(data.message) ?? text(errors[0]?.message) ?? text(data.error_description);
}

export function createUscisClient(options: UscisClientOptions): UscisProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const budget = options.budget ?? new RateBudget();
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<{ token: string; expiresAt: number }> | null = null;

  async function call(url: string, init: RequestInit): Promise<{ status: number; data: Json; retryAfter: number }> {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      throw new UscisApiError('unavailable', 503, `USCIS is unreachable: ${(error as Error).message}`);
    }
    const data = (await response.json().catch(() => ({}))) as Json;
    const retryAfter = Number(response.headers.get('retry-after'));
    return { status: response.status, data, retryAfter: Number.isFinite(retryAfter) ? retryAfter : 0 };
  }

  async function fetchToken(): Promise<{ token: string; expiresAt: number }> {
    const waited = await budget.take();
    if (waited === null) throw new UscisApiError('budget_exhausted', 503, 'The day’s USCIS calls are used up.');
    const { status, data } = await call(`${baseUrl}/oauth/accesstoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
    });
    if (status >= 500) throw new UscisApiError('unavailable', 502, `USCIS answered ${status}`);
    const token = text(data.access_token);
    if (status !== 200 || !token) throw new UscisApiError('auth', 502, AUTH_FAILED);
    // USCIS sends expires_in as a string of seconds.
    const seconds = Number(data.expires_in);
    return { token, expiresAt: now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 1799) * 1000 };
  }

  async function token(): Promise<{ token: string; expiresAt: number }> {
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now()) return cached;
    // Lookups arriving together share one token request.
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    cached = await pending;
    return cached;
  }

  async function caseStatusOnce(receiptNumber: string, attempt: number, waitedSoFar: number) {
    const bearer = await token();
    const waited = await budget.take();
    if (waited === null) throw new UscisApiError('budget_exhausted', 503, 'The day’s USCIS calls are used up.');
    const result = await call(`${baseUrl}/case-status/${encodeURIComponent(receiptNumber)}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${bearer.token}`, accept: 'application/json' },
    });
    return { ...result, waitedMs: waitedSoFar + waited, attempt };
  }

  return {
    sandbox: options.sandbox,

    budget: () => ({ perDay: budget.perDay, remainingToday: budget.remainingToday() }),

    async accessToken() {
      const { token: value, expiresAt } = await token();
      return { token: value, expiresIn: Math.max(0, Math.floor((expiresAt - now()) / 1000)) };
    },

    async caseStatus(receiptNumber) {
      let waitedMs = 0;
      let renewed = false;
      for (let attempt = 1; ; attempt++) {
        const answer = await caseStatusOnce(receiptNumber, attempt, waitedMs);
        waitedMs = answer.waitedMs;
        if (answer.status === 401 && !renewed) {
          // The token was revoked or expired early: one new token, then the same lookup again.
          cached = null;
          renewed = true;
          continue;
        }
        if (answer.status === 401 || answer.status === 403) throw new UscisApiError('auth', 502, AUTH_FAILED);
        if (answer.status === 429) {
          if (attempt >= MAX_ATTEMPTS) throw new UscisApiError('unavailable', 503, 'USCIS is busy; try again shortly.');
          budget.pause(answer.retryAfter > 0 ? answer.retryAfter * 1000 : 500 * 2 ** attempt);
          continue;
        }
        if (answer.status >= 500) throw new UscisApiError('unavailable', 502, `USCIS answered ${answer.status}`);
        const status = answer.data.case_status as Json | undefined;
        const message = messageOf(answer.data) ?? 'No case was found for this receipt number.';
        if (answer.status !== 200 || !status || !text(status.current_case_status_text_en)) {
          return { found: false, message, waitedMs };
        }
        const caseStatus: UscisCaseStatus = {
          receiptNumber: text(status.receiptNumber) ?? receiptNumber,
          formType: text(status.formType),
          submittedDate: text(status.submittedDate),
          modifiedDate: text(status.modifiedDate),
          statusTextEn: text(status.current_case_status_text_en)!,
          statusDescEn: text(status.current_case_status_desc_en) ?? '',
          history: historyOf(status.hist_case_status),
        };
        return { found: true, caseStatus, message, waitedMs };
      }
    },
  };
}
