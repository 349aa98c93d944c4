/**
 * The two-way sync with Google Calendar: a user's events read from Google (incremental with the stored
 * sync token; a 410 from Google restarts a full sync) on demand and every 5 minutes for every active
 * connection, each in its own try so that one user's failure never stops the others. Events of meetings
 * made here are never imported again: a reschedule or a cancellation on the Google side moves or removes
 * the meeting. Every other event is kept read-only in external_calendar_events.
 */
import { CALENDAR_SYNC_CRON, type GoogleSyncResponse } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  type EventPage,
  GoogleCalendarApiError,
  type GoogleEvent,
} from '../../integrations/google-calendar/provider.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import {
  accessFor,
  type Browser,
  type GoogleDeps,
  googleFailure,
  isRevocation,
  requireAccess,
} from './google-connection.js';
import { externalEventValues } from './google-mapping.js';
import * as repo from './repository.js';
import type { ExternalEventValues } from './sync-repository.js';
import * as syncRepo from './sync-repository.js';

export const GOOGLE_SYNC_JOB = 'calendar.google-sync';
/** A full sync reads from this far back (the calendar shows 10 days back). */
const FULL_SYNC_DAYS_BACK = 30;
/** At most this many pages of 2,500 events in one sync; the rest comes with the next one. */
const MAX_PAGES = 20;

interface Listing {
  events: GoogleEvent[];
  nextSyncToken: string | null;
  timeZone: string | null;
  summary: string | null;
}

async function readAll(deps: GoogleDeps, accessToken: string, syncToken: string | null, timeMin: Date) {
  const listing: Listing = { events: [], nextSyncToken: null, timeZone: null, summary: null };
  let pageToken: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: EventPage = await deps.googleCalendar.listEvents(accessToken, {
      ...(syncToken ? { syncToken } : { timeMin: timeMin.toISOString() }),
      pageToken,
    });
    listing.events.push(...result.events);
    listing.timeZone ??= result.timeZone;
    listing.summary ??= result.summary;
    if (result.nextSyncToken) listing.nextSyncToken = result.nextSyncToken;
    pageToken = result.nextPageToken;
    if (!pageToken) break;
  }
  return listing;
}

/** An outside event as the sync reads it, whichever calendar it comes from. */
export interface ChangedEvent {
  id: string;
  cancelled: boolean;
  /** Its row when live and readable. */
  values: ExternalEventValues | null;
}

/**
 * A meeting made here whose outside event moved or was cancelled there follows it. Only the organiser's
 * calendar speaks for the meeting: an attendee's copy of the event (the same id in their calendar) is
 * neither imported again nor allowed to move or cancel it.
 */
export async function followMeetings(
  tx: DbOrTx,
  connection: syncRepo.ConnectionRow,
  events: ChangedEvent[],
  source: 'google_calendar' | 'microsoft',
): Promise<{ handled: Set<string>; changed: number }> {
  const meetings = await syncRepo.meetingsByEventIds(
    tx,
    connection.lawFirmId,
    source === 'microsoft' ? 'microsoft' : 'google',
    events.map((event) => event.id),
  );
  const byEvent = new Map(meetings.map((meeting) => [meeting.eventId, meeting]));
  let changed = 0;
  for (const event of events) {
    const meeting = byEvent.get(event.id);
    if (!meeting || meeting.userId !== connection.userId) continue;
    const audit = (change: string) =>
      recordAudit(tx, {
        lawFirmId: connection.lawFirmId,
        userId: connection.userId,
        action: `meeting.${change}`,
        entityType: 'meeting',
        entityId: meeting.id,
        details: { source, [source === 'microsoft' ? 'microsoft_event_id' : 'google_event_id']: event.id },
      });
    if (event.cancelled) {
      await repo.deleteMeeting(tx, connection.lawFirmId, meeting.id);
      await audit('deleted');
      changed += 1;
      continue;
    }
    const { values } = event;
    if (
      values &&
      (values.startAt.getTime() !== meeting.startAt.getTime() || values.endAt.getTime() !== meeting.endAt.getTime())
    ) {
      await repo.updateMeeting(tx, connection.lawFirmId, meeting.id, { startAt: values.startAt, endAt: values.endAt });
      await audit('updated');
      changed += 1;
    }
  }
  return { handled: new Set(byEvent.keys()), changed };
}

/** Reads the connection's changes from Google and writes them here; answers how many events changed. */
export async function syncConnection(
  deps: GoogleDeps,
  connection: syncRepo.ConnectionRow,
  accessToken?: string,
): Promise<{ changed: number; fullSync: boolean; syncedAt: Date }> {
  const token = accessToken ?? (await accessFor(deps, connection));
  const now = deps.now();
  const timeMin = new Date(now.getTime() - FULL_SYNC_DAYS_BACK * 86_400_000);
  let fullSync = connection.syncCursor === null;
  let listing: Listing;
  try {
    listing = await readAll(deps, token, connection.syncCursor, timeMin);
  } catch (error) {
    // Google's 410 (fullSyncRequired): the token expired, so everything is read again.
    if (!(error instanceof GoogleCalendarApiError) || error.status !== 410) throw error;
    fullSync = true;
    listing = await readAll(deps, token, null, timeMin);
  }
  const timeZone = listing.timeZone ?? 'UTC';
  const changed = await deps.db.transaction(async (tx) => {
    const changes = listing.events.map((event) => ({
      id: event.id,
      cancelled: event.status === 'cancelled',
      values: event.status === 'cancelled' ? null : externalEventValues(event, timeZone),
    }));
    const followed = await followMeetings(tx, connection, changes, 'google_calendar');
    const rest = listing.events.filter((event) => !followed.handled.has(event.id));
    const live = rest.filter((event) => event.status !== 'cancelled');
    const values = live.flatMap((event) => externalEventValues(event, timeZone) ?? []);
    await syncRepo.upsertExternalEvents(tx, connection, values);
    let count = followed.changed + values.length;
    count += await syncRepo.deleteExternalEvents(
      tx,
      connection,
      rest.filter((event) => event.status === 'cancelled').map((event) => event.id),
    );
    if (fullSync) {
      const kept = values.map((value) => value.externalId);
      count += await syncRepo.deleteExternalEventsExcept(tx, connection, kept, timeMin);
    }
    await syncRepo.updateConnection(tx, connection.lawFirmId, connection.id, {
      syncCursor: listing.nextSyncToken,
      lastSyncedAt: now,
      lastError: null,
      ...(listing.summary ? { accountEmail: listing.summary } : {}),
    });
    return count;
  });
  return { changed, fullSync, syncedAt: now };
}

/** POST /meeting/{userId}/sync-google-calendar: the caller's own calendar, now (401 when not connected). */
export async function syncNow(
  deps: GoogleDeps,
  auth: AuthContext,
  userId: number,
  browser: Browser,
): Promise<GoogleSyncResponse> {
  if (userId !== auth.user.id) throw notFound('User');
  const { connection, accessToken } = await requireAccess(deps, auth, browser);
  return syncAnswer(deps.db, connection, () => syncConnection(deps, connection, accessToken), googleFailure);
}

/** An on-demand sync's answer; a failure is kept on the connection for the user to see, then answered. */
export async function syncAnswer(
  db: DbOrTx,
  connection: syncRepo.ConnectionRow,
  run: () => Promise<{ changed: number; fullSync: boolean; syncedAt: Date }>,
  failure: (error: unknown) => unknown,
): Promise<GoogleSyncResponse> {
  try {
    const result = await run();
    return {
      synced: true,
      changed: result.changed,
      full_sync: result.fullSync,
      last_synced_at: result.syncedAt.toISOString(),
    };
  } catch (error) {
    await syncRepo.updateConnection(db, connection.lawFirmId, connection.id, {
      lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
    });
    throw failure(error);
  }
}

/**
 * The scheduled sync of one provider: every active connection, each in its own try so that one user's
 * failure never stops the others; answers how many succeeded. A connection made with the sandbox means
 * nothing to the real provider (and the reverse): it is left for a reconnect.
 */
export async function syncEachConnection(
  db: DbOrTx,
  provider: { name: syncRepo.Provider; label: string; sandbox: boolean; isRevocation: (error: unknown) => boolean },
  syncOne: (connection: syncRepo.ConnectionRow) => Promise<unknown>,
  log: { error(obj: unknown, msg?: string): void },
): Promise<{ synced: number; failed: number }> {
  const result = { synced: 0, failed: 0 };
  for (const connection of await syncRepo.activeConnections(db, provider.name)) {
    if (connection.sandbox !== provider.sandbox) continue;
    try {
      await syncOne(connection);
      result.synced += 1;
    } catch (error) {
      result.failed += 1;
      // A revoked token was marked when it was refused; anything else is kept for the user to see.
      if (!provider.isRevocation(error)) {
        await syncRepo.updateConnection(db, connection.lawFirmId, connection.id, {
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
        });
      }
      log.error({ err: error, calendar_connection_id: connection.id }, `${provider.label} sync failed`);
    }
  }
  return result;
}

/** Google's scheduled sync. */
export function runGoogleSync(deps: GoogleDeps, log: { error(obj: unknown, msg?: string): void }) {
  const provider = {
    name: 'google',
    label: 'Google Calendar',
    sandbox: deps.googleCalendar.sandbox,
    isRevocation,
  } as const;
  return syncEachConnection(deps.db, provider, (connection) => syncConnection(deps, connection), log);
}

export async function registerGoogleCalendarSync(
  deps: GoogleDeps & { jobs: JobQueue; log: { error(obj: unknown, msg?: string): void } },
): Promise<void> {
  await deps.jobs.work(GOOGLE_SYNC_JOB, async () => {
    await runGoogleSync(deps, deps.log);
  });
  // pg-boss keeps one schedule per name across every API process, so each run happens once.
  await deps.jobs.schedule(GOOGLE_SYNC_JOB, CALENDAR_SYNC_CRON);
}
