/**
 * Google Calendar in the calendar (people-and-scheduling §4, §7, §9): the answers of
 * check-authorization and sync-google-calendar, the message the auth popup posts to its opener, and the
 * popup's timings.
 */
import { z } from 'zod';

/** What the popup's last page posts to the window that opened it. */
export const GOOGLE_CALENDAR_CONNECTED_MESSAGE = 'counsel:google-calendar-connected';

/** §9: the auth popup's size, how often it is polled, when waiting stops and when a sync is retried. */
export const AUTH_POPUP = {
  width: 500,
  height: 600,
  pollMs: 1000,
  timeoutMs: 300_000,
  syncRetryMs: 2000,
} as const;

/** How often every active connection is synced in the background (a pg-boss cron). */
export const CALENDAR_SYNC_CRON = '*/5 * * * *';

export const CALENDAR_CONNECTION_STATUSES = ['active', 'revoked'] as const;
export type CalendarConnectionStatus = (typeof CALENDAR_CONNECTION_STATUSES)[number];

/** GET /meeting/{userId}/check-authorization. */
export const googleAuthorizationResponse = z.object({
  authorized: z.boolean(),
  /** Where the auth popup goes when not authorized; null when authorized. */
  authorization_url: z.string().nullable(),
  /** Null until connected; 'revoked' when Google refused the stored token: the UI offers Reconnect. */
  status: z.enum(CALENDAR_CONNECTION_STATUSES).nullable(),
  account_email: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** True when the API's own sandbox stands in for Google (the UI marks it "Sandbox"). */
  sandbox: z.boolean(),
});
export type GoogleAuthorizationResponse = z.infer<typeof googleAuthorizationResponse>;

/** POST /meeting/{userId}/sync-google-calendar. */
export const googleSyncResponse = z.object({
  synced: z.literal(true),
  /** Events written or removed by this sync. */
  changed: z.number().int(),
  full_sync: z.boolean(),
  last_synced_at: z.string(),
});
export type GoogleSyncResponse = z.infer<typeof googleSyncResponse>;

/** The outside calendars a user may connect (calendar_connections.provider). */
export const CALENDAR_PROVIDERS = ['google', 'microsoft'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/**
 * What became of the token at the provider on disconnecting: `revoked` (Google refuses it from now on),
 * `failed` (Google could not revoke it; the connection is removed here all the same, and the user may
 * remove the access in their Google account), `not_supported` (Microsoft has no revocation of one app's
 * token: ours is deleted, and the user may remove the app's consent in their Microsoft account), `none`
 * (there was no connection).
 */
export const CALENDAR_REVOCATIONS = ['revoked', 'failed', 'not_supported', 'none'] as const;
export type CalendarRevocation = (typeof CALENDAR_REVOCATIONS)[number];

/** DELETE /calendar-connections/{provider}: whether the caller had that connection (it and its imported events are gone). */
export const calendarDisconnectResponse = z.object({
  provider: z.enum(CALENDAR_PROVIDERS),
  disconnected: z.boolean(),
  revocation: z.enum(CALENDAR_REVOCATIONS),
});
export type CalendarDisconnectResponse = z.infer<typeof calendarDisconnectResponse>;
