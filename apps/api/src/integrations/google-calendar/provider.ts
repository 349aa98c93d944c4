/**
 * What the app needs from Google Calendar (DESIGN §5): OAuth 2.0 with offline access (scope
 * calendar.events) and the events of the user's primary calendar: listed for a full or an incremental
 * sync (sync tokens; recurring series expanded with singleEvents), and inserted (with a Meet link),
 * patched and deleted for the meetings made here. The real client (client.ts) speaks to Google with the
 * official SDK, or to the sandbox the API serves itself when Google is not configured.
 */
import type { GoogleAccess, GoogleGrant } from '../google-oauth/client.js';

/** Events only: no other calendar settings, no other Google data. */
export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

/** A start or end as Google writes it: an instant (dateTime with offset) or, all day, a date. */
export interface EventTime {
  dateTime?: string | null;
  date?: string | null;
  timeZone?: string | null;
}

export interface CalendarPerson {
  email: string | null;
  displayName: string | null;
}

export interface CalendarEventAttendee extends CalendarPerson {
  responseStatus: string | null;
}

export interface GoogleEvent {
  id: string;
  /** confirmed, tentative or cancelled. */
  status: string;
  summary: string | null;
  description: string | null;
  start: EventTime | null;
  end: EventTime | null;
  /** The series an occurrence belongs to. */
  recurringEventId: string | null;
  htmlLink: string | null;
  /** The Meet link of its conference data (or hangoutLink). */
  meetLink: string | null;
  organizer: CalendarPerson | null;
  attendees: CalendarEventAttendee[];
}

/** What the app writes: a meeting's fields, and (for tests and the sandbox) a series' recurrence. */
export interface EventWrite {
  summary?: string;
  description?: string | null;
  start?: EventTime;
  end?: EventTime;
  attendees?: Array<{ email: string; displayName?: string | null }>;
  recurrence?: string[];
  /** Asks Google for a Meet conference (conferenceData.createRequest). */
  withMeet?: boolean;
}

export interface EventPage {
  events: GoogleEvent[];
  nextPageToken: string | null;
  /** Only on a listing's last page. */
  nextSyncToken: string | null;
  /** The calendar's own zone: the zone of events that name none. */
  timeZone: string | null;
  /** The calendar's name: for the primary calendar, the account's address. */
  summary: string | null;
}

export interface ListEvents {
  /** An incremental sync from this token; without it, a full listing from `timeMin`. */
  syncToken?: string | null;
  timeMin?: string;
  pageToken?: string | null;
}

/** A watch channel asked of Google: our id and secret token, and where its notifications go. */
export interface WatchRequest {
  id: string;
  token: string;
  address: string;
}

export interface WatchChannel {
  /** Google's id of the watched resource: channels.stop needs it. */
  resourceId: string;
  /** When Google stops the channel (it chooses; a week at most for events). */
  expiration: Date;
}

export interface GoogleCalendarProvider {
  /** True when talking to the API's own sandbox rather than Google. */
  readonly sandbox: boolean;
  authorizationUrl(input: { state: string; redirectUri: string; loginHint: string; codeChallenge: string }): string;
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<GoogleGrant>;
  refresh(refreshToken: string): Promise<GoogleAccess>;
  /** Revokes the grant at Google (the OAuth2 revoke endpoint): the refresh token is refused afterwards. */
  revoke(refreshToken: string): Promise<void>;
  listEvents(accessToken: string, input: ListEvents): Promise<EventPage>;
  insertEvent(accessToken: string, event: EventWrite): Promise<GoogleEvent>;
  /** `eventId` may be an occurrence's id: that occurrence alone changes. */
  patchEvent(accessToken: string, eventId: string, event: EventWrite): Promise<GoogleEvent>;
  deleteEvent(accessToken: string, eventId: string): Promise<void>;
  /** events.watch on the primary calendar: Google posts to the address when its events change. */
  watch(accessToken: string, channel: WatchRequest): Promise<WatchChannel>;
  /** channels.stop: no more notifications for that channel. */
  stopChannel(accessToken: string, channel: { id: string; resourceId: string }): Promise<void>;
}

/**
 * A failure reported by Google (or the sandbox), or an unreachable service. `reason` is Google's code:
 * invalid_grant (the token was revoked), fullSyncRequired (a 410: the sync token expired), notFound...
 */
export class GoogleCalendarApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleCalendarApiError';
  }
}
