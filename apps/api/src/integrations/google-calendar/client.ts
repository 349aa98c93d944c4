/**
 * The Google Calendar client: OAuth 2.0 with google-auth-library (google-oauth/client.ts) and Calendar v3
 * with the official @googleapis/calendar SDK. Every base URL is configurable, so the same code serves
 * Google and the sandbox the API serves at /api/sandbox/google-calendar (tests run it over HTTP).
 */
import { type calendar_v3, calendar as calendarApi } from '@googleapis/calendar';
import { type GoogleClientOptions, googleCaller, googleOAuth } from '../google-oauth/client.js';
import {
  CALENDAR_SCOPE,
  type EventWrite,
  GoogleCalendarApiError,
  type GoogleCalendarProvider,
  type GoogleEvent,
} from './provider.js';

export type GoogleCalendarClientOptions = GoogleClientOptions;

const PRIMARY = 'primary';
/** The most Google answers in one page; a sync reads page after page. */
const PAGE_SIZE = 2500;

/** Google's error (an API error or an OAuth one) as ours; anything without a response is unreachable. */
const call = googleCaller(
  'Google Calendar',
  (status, reason, message) => new GoogleCalendarApiError(status, reason, message),
  (error): error is GoogleCalendarApiError => error instanceof GoogleCalendarApiError,
);

const meetLinkOf = (event: calendar_v3.Schema$Event): string | null =>
  event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')?.uri ??
  event.hangoutLink ??
  null;

export function toGoogleEvent(event: calendar_v3.Schema$Event): GoogleEvent {
  return {
    id: event.id ?? '',
    status: event.status ?? 'confirmed',
    summary: event.summary ?? null,
    description: event.description ?? null,
    start: event.start ?? null,
    end: event.end ?? null,
    recurringEventId: event.recurringEventId ?? null,
    htmlLink: event.htmlLink ?? null,
    meetLink: meetLinkOf(event),
    organizer: event.organizer
      ? { email: event.organizer.email ?? null, displayName: event.organizer.displayName ?? null }
      : null,
    attendees: (event.attendees ?? []).map((attendee) => ({
      email: attendee.email ?? null,
      displayName: attendee.displayName ?? null,
      responseStatus: attendee.responseStatus ?? null,
    })),
  };
}

function requestBody(write: EventWrite, requestId: string): calendar_v3.Schema$Event {
  return {
    ...(write.summary !== undefined ? { summary: write.summary } : {}),
    ...(write.description !== undefined ? { description: write.description } : {}),
    ...(write.start ? { start: write.start } : {}),
    ...(write.end ? { end: write.end } : {}),
    ...(write.attendees ? { attendees: write.attendees } : {}),
    ...(write.recurrence ? { recurrence: write.recurrence } : {}),
    ...(write.withMeet
      ? { conferenceData: { createRequest: { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } } } }
      : {}),
  };
}

export function createGoogleCalendarClient(options: GoogleCalendarClientOptions): GoogleCalendarProvider {
  const oauth = googleOAuth(options, () => new GoogleCalendarApiError(502, 'malformed_response', 'No access token'));
  const calendarFor = (accessToken: string): calendar_v3.Calendar =>
    calendarApi({ version: 'v3', auth: oauth.withAccessToken(accessToken) });
  // Given per call, as for Drive: the SDK resolves a global rootUrl against the host only.
  const at = { rootUrl: options.apiRootUrl };

  return {
    sandbox: options.sandbox,
    authorizationUrl: (input) => oauth.authorizationUrl({ ...input, scopes: [CALENDAR_SCOPE] }),
    exchangeCode: (code, redirectUri, codeVerifier) => call(() => oauth.exchangeCode(code, redirectUri, codeVerifier)),
    refresh: (refreshToken) => call(() => oauth.refresh(refreshToken)),
    revoke: (refreshToken) => call(() => oauth.revoke(refreshToken)),

    listEvents: (accessToken, input) =>
      call(async () => {
        const { data } = await calendarFor(accessToken).events.list(
          {
            calendarId: PRIMARY,
            singleEvents: true,
            maxResults: PAGE_SIZE,
            // An incremental listing takes no window (Google refuses one with a sync token) and shows
            // what was cancelled; a full one shows only what exists.
            ...(input.syncToken ? { syncToken: input.syncToken, showDeleted: true } : { timeMin: input.timeMin }),
            ...(input.pageToken ? { pageToken: input.pageToken } : {}),
          },
          at,
        );
        return {
          events: (data.items ?? []).map(toGoogleEvent),
          nextPageToken: data.nextPageToken ?? null,
          nextSyncToken: data.nextSyncToken ?? null,
          timeZone: data.timeZone ?? null,
          summary: data.summary ?? null,
        };
      }),

    insertEvent: (accessToken, event) =>
      call(async () => {
        const { data } = await calendarFor(accessToken).events.insert(
          {
            calendarId: PRIMARY,
            conferenceDataVersion: 1,
            sendUpdates: 'all',
            requestBody: requestBody(event, crypto.randomUUID()),
          },
          at,
        );
        return toGoogleEvent(data);
      }),

    patchEvent: (accessToken, eventId, event) =>
      call(async () => {
        const { data } = await calendarFor(accessToken).events.patch(
          {
            calendarId: PRIMARY,
            eventId,
            conferenceDataVersion: 1,
            sendUpdates: 'all',
            requestBody: requestBody(event, crypto.randomUUID()),
          },
          at,
        );
        return toGoogleEvent(data);
      }),

    deleteEvent: (accessToken, eventId) =>
      call(async () => {
        await calendarFor(accessToken).events.delete({ calendarId: PRIMARY, eventId, sendUpdates: 'all' }, at);
      }),

    watch: (accessToken, channel) =>
      call(async () => {
        const { data } = await calendarFor(accessToken).events.watch(
          { calendarId: PRIMARY, requestBody: { ...channel, type: 'web_hook' } },
          at,
        );
        const expiration = Number(data.expiration);
        if (!data.resourceId || !Number.isFinite(expiration)) {
          throw new GoogleCalendarApiError(502, 'malformed_response', 'The watch channel came back incomplete.');
        }
        return { resourceId: data.resourceId, expiration: new Date(expiration) };
      }),

    stopChannel: (accessToken, channel) =>
      call(async () => {
        await calendarFor(accessToken).channels.stop({ requestBody: channel }, at);
      }),
  };
}
