/**
 * What the app needs from the USCIS Case Status API (DESIGN §5): an OAuth 2.0 client-credentials access
 * token, and the status of a case by its receipt number. The real HTTP client (client.ts) speaks to USCIS, or
 * to the sandbox the API serves itself at /api/sandbox/uscis when no client id is configured.
 */

/** One step of a case's history as USCIS lists it (`hist_case_status`). */
export interface UscisHistoryEntry {
  date: string;
  completedTextEn: string;
}

/** The case status as USCIS words it; dates as USCIS sends them ("MM-DD-YYYY HH:mm:ss"). */
export interface UscisCaseStatus {
  receiptNumber: string;
  formType: string | null;
  submittedDate: string | null;
  modifiedDate: string | null;
  statusTextEn: string;
  statusDescEn: string;
  history: UscisHistoryEntry[];
}

export type UscisLookup =
  /** `waitedMs`: how long the lookup waited for the shared budget before it went out. */
  | { found: true; caseStatus: UscisCaseStatus; message: string; waitedMs: number }
  /** USCIS knows no case of that number: its message, shown to the user as sent. */
  | { found: false; message: string; waitedMs: number };

export interface UscisProvider {
  /** True when talking to the API's own sandbox rather than USCIS. */
  readonly sandbox: boolean;
  /** A valid access token (reused until shortly before it expires), with its remaining lifetime in seconds. */
  accessToken(): Promise<{ token: string; expiresIn: number }>;
  caseStatus(receiptNumber: string): Promise<UscisLookup>;
  /** The shared budget's calls: the day's limit and what is left of it (the daily re-check keeps within it). */
  budget(): { perDay: number; remainingToday: number };
}

/**
 * A failure of USCIS or its sandbox, or an unreachable service. `kind` says what the app tells the user:
 * the credentials were refused ('auth'), USCIS is busy or down ('unavailable'), or not set up here.
 */
export class UscisApiError extends Error {
  constructor(
    readonly kind: 'auth' | 'unavailable' | 'not_configured' | 'budget_exhausted',
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UscisApiError';
  }
}
