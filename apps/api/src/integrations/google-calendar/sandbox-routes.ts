/**
 * The Google Calendar sandbox the API serves itself (DESIGN §5) when GOOGLE_CLIENT_ID is not set and
 * sandboxes are on: the consent popup and token endpoint (google-oauth/sandbox-oauth.ts) and the subset
 * of Calendar v3 the app calls on the primary calendar (events list with sync tokens and singleEvents,
 * insert with a Meet link, patch, delete), in Google's shapes so that the official SDK talks to it
 * unchanged, and the calendar's own pages (sandbox-page-routes.ts). The sandbox acts only for the signed-in user who started the flow (the account comes from
 * the signed state, one sandbox calendar per firm and user).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ConsentPageText } from '../../platform/oauth/pages.js';
import type { OAuthPurposes } from '../../platform/oauth/state.js';
import type { SecretBox } from '../../platform/secrets.js';
import { registerSandboxOAuth } from '../google-oauth/sandbox-oauth.js';
import { CALENDAR_SANDBOX_CLIENT_ID, CALENDAR_SANDBOX_PATH } from './index.js';
import { CALENDAR_SCOPE } from './provider.js';
import { calendarError, eventJson, listing, newEventId, sandboxEmailOf } from './sandbox-events.js';
import { registerSandboxPages } from './sandbox-page-routes.js';
import { eventEid } from './sandbox-pages.js';
import { registerGooglePushSandbox } from './sandbox-push.js';
import { expandSeries, type SeriesTimes } from './sandbox-recurrence.js';
import * as store from './sandbox-repository.js';
import { notifyChange } from './sandbox-watches.js';

/** The only redirect the consent page sends a code to: the app's own callback (no open redirect). */
export const CALENDAR_CALLBACK_PATH = '/api/google-calendar/oauth/callback';
export const CALENDAR_OAUTH: OAuthPurposes = {
  state: 'google-calendar-oauth-state',
  verifier: 'google-calendar-pkce-verifier',
};
export const CALENDAR_SANDBOX_TOKENS = 'google-calendar-sandbox-v1';
const CONSENT: ConsentPageText = {
  service: 'Google Calendar',
  request: 'see and edit the events of your Google Calendar',
  explanation:
    'Google is not configured, so this is the sandbox that stands in for it: events live in Counsel’s own test store and nothing is sent to Google. Counsel will add the meetings you make with it and show your other events read-only.',
};
const isPublic = { public: true };
const SYNC_TOKEN = /^sync-(\d{1,15})$/;
const PAGE_TOKEN = /^page-(\d{1,6})$/;
const PAGE_MAX = 2500;
const MAX_BODY = 256 * 1024;
const PREFIX = '/sandbox/google-calendar/calendar/v3/calendars/primary/events';

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown>;

export interface GoogleCalendarSandboxDeps {
  db: Db;
  secrets: SecretBox;
  config: Pick<Config, 'publicOrigin'>;
}

/** The fields a client may write; the rest (id, organizer, links, conference) are the sandbox's. */
function writable(body: Body): Body {
  const fields = ['summary', 'description', 'start', 'end', 'recurrence', 'location'] as const;
  const out: Body = {};
  for (const field of fields) if (body[field] !== undefined) out[field] = body[field];
  if (Array.isArray(body.attendees)) {
    out.attendees = (body.attendees as Body[]).slice(0, 200).map((attendee) => ({
      email: String(attendee.email ?? ''),
      ...(attendee.displayName ? { displayName: String(attendee.displayName) } : {}),
      responseStatus: typeof attendee.responseStatus === 'string' ? attendee.responseStatus : 'needsAction',
    }));
  }
  return out;
}

/** A Meet conference when the request asks for one (conferenceDataVersion=1 and a createRequest). */
function conference(body: Body, query: Query): Body {
  const request = (body.conferenceData as { createRequest?: unknown } | undefined)?.createRequest;
  if (query.conferenceDataVersion !== '1' || !request) return {};
  const letters = newEventId().replace(/\d/g, 'x');
  const uri = `https://meet.google.com/${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
  return {
    hangoutLink: uri,
    conferenceData: {
      entryPoints: [{ entryPointType: 'video', uri, label: uri.slice(8) }],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: uri.slice(24),
    },
  };
}

export const googleCalendarSandboxRoutes =
  (services: GoogleCalendarSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, secrets, config } = services;
    const bearerAccount = registerSandboxOAuth(app, {
      secrets,
      service: 'google-calendar',
      clientId: CALENDAR_SANDBOX_CLIENT_ID,
      routePrefix: '/sandbox/google-calendar',
      allowedRedirect: `${config.publicOrigin}${CALENDAR_CALLBACK_PATH}`,
      purposes: CALENDAR_OAUTH,
      tokenPurpose: CALENDAR_SANDBOX_TOKENS,
      scope: CALENDAR_SCOPE,
      consent: CONSENT,
    });
    // The event's page; its eid carries the account signed, so the page shows only that account's event.
    const htmlLink = (account: string, id: string) =>
      `${config.publicOrigin}${CALENDAR_SANDBOX_PATH}/event?eid=${encodeURIComponent(eventEid(secrets, account, id))}`;

    function accountOf(request: FastifyRequest, reply: FastifyReply): string | null {
      const account = bearerAccount(request);
      if (!account) reply.status(401).send(calendarError(401, 'authError', 'Invalid Credentials'));
      return account;
    }
    const notFound = (reply: FastifyReply) => reply.status(404).send(calendarError(404, 'notFound', 'Not Found'));

    app.get(PREFIX, { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const query = request.query as Query;
      const now = Date.now();
      let events: Body[];
      if (query.syncToken !== undefined) {
        const seq = SYNC_TOKEN.exec(query.syncToken)?.[1];
        if (!seq) {
          return reply
            .status(410)
            .send(calendarError(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.'));
        }
        const rows = await store.rowsSince(db, account, Number(seq));
        const changed = new Set(rows.filter((row) => row.seq > Number(seq)).map((row) => row.id));
        events = listing(rows, { timeMinMs: 0, now, changed });
      } else {
        const timeMinMs = query.timeMin ? Date.parse(query.timeMin) : 0;
        if (Number.isNaN(timeMinMs)) return reply.status(400).send(calendarError(400, 'badRequest', 'Bad Request'));
        events = listing(await store.liveRows(db, account), { timeMinMs, now });
      }
      const size = Math.min(Number(query.maxResults) || 250, PAGE_MAX);
      const offset = Number(PAGE_TOKEN.exec(query.pageToken ?? '')?.[1] ?? 0);
      const page = events.slice(offset, offset + size);
      const more = offset + size < events.length;
      return {
        kind: 'calendar#events',
        summary: sandboxEmailOf(account),
        timeZone: 'UTC',
        items: page,
        ...(more
          ? { nextPageToken: `page-${offset + size}` }
          : { nextSyncToken: `sync-${await store.lastSeq(db, account)}` }),
      };
    });

    app.post(PREFIX, { config: isPublic, bodyLimit: MAX_BODY }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const body = (request.body ?? {}) as Body;
      const fields = writable(body);
      if (!fields.start || !fields.end) {
        return reply.status(400).send(calendarError(400, 'required', 'Missing end time.'));
      }
      const id = newEventId();
      const organizer = { email: sandboxEmailOf(account), self: true };
      const row = await store.saveRow(db, {
        account,
        id,
        status: 'confirmed',
        recurringEventId: null,
        resource: {
          ...fields,
          ...conference(body, request.query as Query),
          htmlLink: htmlLink(account, id),
          organizer,
          creator: organizer,
          created: new Date().toISOString(),
        },
      });
      await notifyChange(db, account, row.seq, row.id);
      return eventJson(row);
    });

    /** The row of `id`, or for an occurrence not yet changed, one made from its series. */
    async function rowOrOccurrence(account: string, id: string) {
      const row = await store.findRow(db, account, id);
      if (row) return row;
      const seriesId = id.split('_')[0]!;
      const series = seriesId !== id ? await store.findRow(db, account, seriesId) : null;
      if (!series || series.status === 'cancelled' || !Array.isArray(series.resource.recurrence)) return null;
      const stamp = id.slice(seriesId.length + 1);
      const occurrence = expandSeries(series.resource as unknown as SeriesTimes, Number.MAX_SAFE_INTEGER).find(
        (candidate) => candidate.stamp === stamp,
      );
      if (!occurrence) return null;
      const { recurrence: _recurrence, ...rest } = series.resource;
      const resource = { ...rest, start: occurrence.start, end: occurrence.end, originalStartTime: occurrence.start };
      return {
        id,
        account,
        status: series.status,
        recurringEventId: series.id,
        resource,
        seq: 0,
        updatedAt: new Date(),
      };
    }

    app.patch(`${PREFIX}/:id`, { config: isPublic, bodyLimit: MAX_BODY }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const { id } = request.params as { id: string };
      const current = await rowOrOccurrence(account, id);
      if (!current || current.status === 'cancelled') return notFound(reply);
      const body = (request.body ?? {}) as Body;
      const row = await store.saveRow(db, {
        account,
        id,
        status: body.status === 'tentative' || body.status === 'confirmed' ? body.status : current.status,
        recurringEventId: current.recurringEventId,
        resource: { ...current.resource, ...writable(body), ...conference(body, request.query as Query) },
      });
      await notifyChange(db, account, row.seq, row.id);
      return eventJson(row);
    });

    app.delete(`${PREFIX}/:id`, { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const { id } = request.params as { id: string };
      const current = await rowOrOccurrence(account, id);
      if (!current) return notFound(reply);
      if (current.status === 'cancelled') {
        return reply.status(410).send(calendarError(410, 'deleted', 'Resource has been deleted'));
      }
      const row = await store.saveRow(db, { ...current, account, status: 'cancelled' });
      await notifyChange(db, account, row.seq, row.id);
      return reply.status(204).send();
    });

    registerGooglePushSandbox(app, {
      db,
      prefix: '/sandbox/google-calendar',
      config,
      accountOf,
    });

    registerSandboxPages(app, {
      db,
      secrets,
      routePrefix: '/sandbox/google-calendar',
      publicPath: CALENDAR_SANDBOX_PATH,
      htmlLink,
      rowOrOccurrence,
    });
  };
