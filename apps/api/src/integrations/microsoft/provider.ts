/**
 * What the app needs from Microsoft 365 (issue 39): OAuth 2.0 with offline access through Entra ID, the
 * signed-in user's profile (/me), the events of their Outlook calendar read with a Graph delta query (a
 * window first, then only the changes), and the meetings made here created (as Teams meetings, with the
 * attendees invited), updated and cancelled. The real client (client.ts) speaks to Microsoft with the
 * official MSAL and Graph SDKs, or to the sandbox the API serves itself when Microsoft is not configured.
 */

/** Calendar events only, and the profile that names the account; offline_access gives the refresh token. */
export const MICROSOFT_SCOPES = ['User.Read', 'Calendars.ReadWrite'];

/** Graph's wall time and its zone; the client asks Graph for UTC (Prefer: outlook.timezone). */
export interface GraphTime {
  dateTime: string;
  timeZone: string;
}

export interface GraphPerson {
  email: string | null;
  name: string | null;
}

export interface OutlookEvent {
  id: string;
  /** A delta's entry for an event deleted (or moved out of the window) since the last read. */
  removed: boolean;
  isCancelled: boolean;
  /** free, tentative, busy, oof, workingElsewhere or unknown. */
  showAs: string | null;
  subject: string | null;
  /** The body as Graph gives it (HTML for the events made here). */
  body: string | null;
  start: GraphTime | null;
  end: GraphTime | null;
  isAllDay: boolean;
  /** The series an occurrence belongs to (calendarView expands series). */
  seriesMasterId: string | null;
  webLink: string | null;
  /** The Teams link of its online meeting. */
  joinUrl: string | null;
  organizer: GraphPerson | null;
  attendees: Array<GraphPerson & { response: string | null }>;
}

/** What the app writes: a meeting's fields, in UTC. */
export interface OutlookEventWrite {
  subject?: string;
  body?: string | null;
  start?: string;
  end?: string;
  attendees?: Array<{ email: string; name?: string | null }>;
  /** Asks for a Teams meeting (isOnlineMeeting with teamsForBusiness). */
  withTeams?: boolean;
}

export interface DeltaPage {
  events: OutlookEvent[];
  nextLink: string | null;
  /** Only on a delta's last page: where the next read starts. */
  deltaLink: string | null;
}

export interface MicrosoftGrant {
  accessToken: string;
  /** Entra rotates refresh tokens: each grant may carry a new one, which replaces the stored one. */
  refreshToken: string | null;
}

/** A Graph subscription to the user's events: where notifications go, and the secret they carry. */
export interface SubscriptionRequest {
  notificationUrl: string;
  clientState: string;
  expirationDateTime: Date;
}

export interface MicrosoftCalendarProvider {
  /** True when talking to the API's own sandbox rather than Microsoft. */
  readonly sandbox: boolean;
  authorizationUrl(input: {
    state: string;
    redirectUri: string;
    loginHint: string;
    codeChallenge: string;
  }): Promise<string>;
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<MicrosoftGrant>;
  refresh(refreshToken: string): Promise<MicrosoftGrant>;
  me(accessToken: string): Promise<GraphPerson>;
  /** From a stored delta link, or (without one) a fresh delta query over [start, end). */
  delta(accessToken: string, input: { link?: string | null; start?: string; end?: string }): Promise<DeltaPage>;
  createEvent(accessToken: string, event: OutlookEventWrite): Promise<OutlookEvent>;
  updateEvent(accessToken: string, eventId: string, event: OutlookEventWrite): Promise<OutlookEvent>;
  deleteEvent(accessToken: string, eventId: string): Promise<void>;
  /** POST /subscriptions on me/events (created, updated, deleted); Graph validates the URL first. */
  subscribe(accessToken: string, input: SubscriptionRequest): Promise<{ id: string; expirationDateTime: Date }>;
  /** PATCH /subscriptions/{id}: a later expiry. */
  renewSubscription(accessToken: string, id: string, expirationDateTime: Date): Promise<{ expirationDateTime: Date }>;
  deleteSubscription(accessToken: string, id: string): Promise<void>;
}

/**
 * A failure reported by Microsoft (or the sandbox), or an unreachable service. `reason` is the OAuth
 * error (invalid_grant: consent revoked) or Graph's code (ErrorItemNotFound, SyncStateNotFound...).
 */
export class MicrosoftApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'MicrosoftApiError';
  }
}
