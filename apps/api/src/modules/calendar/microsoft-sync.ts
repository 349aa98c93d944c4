/**
 * The Outlook calendar's sync (issue 39): a Graph delta query over the calendar view (30 days back, a
 * year ahead), then only the changes from the stored delta link, on demand (GET /microsoft/meetings)
 * and every 5 minutes for every active connection, each in its own try so that one user's failure never
 * stops the others. A delta link Graph no longer knows (410) restarts a full read. Meetings made here
 * follow their Outlook events; every other event is kept read-only in external_calendar_events.
 */
import { CALENDAR_SYNC_CRON, type MicrosoftSyncResponse } from '@counsel/domain';
import { MicrosoftApiError, type OutlookEvent } from '../../integrations/microsoft/provider.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Browser } from './google-connection.js';
import { followMeetings, syncAnswer, syncEachConnection } from './google-sync.js';
import {
  isMicrosoftRevocation,
  type MicrosoftDeps,
  microsoftAccessFor,
  microsoftFailure,
  requireMicrosoftAccess,
} from './microsoft-connection.js';
import { outlookEventValues } from './microsoft-mapping.js';
import * as syncRepo from './sync-repository.js';

export const MICROSOFT_SYNC_JOB = 'calendar.microsoft-sync';
const DAYS_BACK = 30;
const DAYS_AHEAD = 365;
/** At most this many pages of 200 events in one sync; the rest comes with the next one. */
const MAX_PAGES = 50;

async function readDelta(deps: MicrosoftDeps, accessToken: string, link: string | null, now: Date) {
  const events: OutlookEvent[] = [];
  let next: string | null = link;
  let deltaLink: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await deps.microsoft.delta(
      accessToken,
      next
        ? { link: next }
        : {
            start: new Date(now.getTime() - DAYS_BACK * 86_400_000).toISOString(),
            end: new Date(now.getTime() + DAYS_AHEAD * 86_400_000).toISOString(),
          },
    );
    events.push(...result.events);
    deltaLink = result.deltaLink;
    next = result.nextLink;
    if (!next) break;
  }
  // Stopped before the end: the next sync goes on from where this one stopped.
  return { events, cursor: deltaLink ?? next };
}

/** Reads the connection's changes from Graph and writes them here; answers how many events changed. */
export async function syncMicrosoftConnection(
  deps: MicrosoftDeps,
  connection: syncRepo.ConnectionRow,
  accessToken?: string,
): Promise<{ changed: number; fullSync: boolean; syncedAt: Date }> {
  const token = accessToken ?? (await microsoftAccessFor(deps, connection));
  const now = deps.now();
  let fullSync = connection.syncCursor === null;
  let listing: Awaited<ReturnType<typeof readDelta>>;
  try {
    listing = await readDelta(deps, token, connection.syncCursor, now);
  } catch (error) {
    if (!(error instanceof MicrosoftApiError) || error.status !== 410) throw error;
    fullSync = true;
    listing = await readDelta(deps, token, null, now);
  }
  const changes = listing.events.map((event) => {
    const cancelled = event.removed || event.isCancelled;
    return { id: event.id, cancelled, values: cancelled ? null : outlookEventValues(event) };
  });
  const changed = await deps.db.transaction(async (tx) => {
    const followed = await followMeetings(tx, connection, changes, 'microsoft');
    const rest = changes.filter((change) => !followed.handled.has(change.id));
    const values = rest.flatMap((change) => change.values ?? []);
    await syncRepo.upsertExternalEvents(tx, connection, values);
    let count = followed.changed + values.length;
    const gone = rest.filter((change) => change.cancelled).map((change) => change.id);
    count += await syncRepo.deleteExternalEvents(tx, connection, gone);
    if (fullSync) {
      const from = new Date(now.getTime() - DAYS_BACK * 86_400_000);
      const kept = values.map((value) => value.externalId);
      count += await syncRepo.deleteExternalEventsExcept(tx, connection, kept, from);
    }
    await syncRepo.updateConnection(tx, connection.lawFirmId, connection.id, {
      syncCursor: listing.cursor,
      lastSyncedAt: now,
      lastError: null,
    });
    return count;
  });
  return { changed, fullSync, syncedAt: now };
}

/** GET /microsoft/meetings: the caller's own Outlook calendar, now (401 with where to sign in when not connected). */
export async function syncMicrosoftNow(
  deps: MicrosoftDeps,
  auth: AuthContext,
  browser: Browser,
): Promise<MicrosoftSyncResponse> {
  const { connection, accessToken } = await requireMicrosoftAccess(deps, auth, browser);
  return syncAnswer(
    deps.db,
    connection,
    () => syncMicrosoftConnection(deps, connection, accessToken),
    microsoftFailure,
  );
}

/** Microsoft's scheduled sync (google-sync.ts's loop: one user's failure never stops the others). */
export function runMicrosoftSync(deps: MicrosoftDeps, log: { error(obj: unknown, msg?: string): void }) {
  const provider = {
    name: 'microsoft',
    label: 'Microsoft 365',
    sandbox: deps.microsoft.sandbox,
    isRevocation: isMicrosoftRevocation,
  } as const;
  return syncEachConnection(deps.db, provider, (connection) => syncMicrosoftConnection(deps, connection), log);
}

export async function registerMicrosoftSync(
  deps: MicrosoftDeps & { jobs: JobQueue; log: { error(obj: unknown, msg?: string): void } },
): Promise<void> {
  await deps.jobs.work(MICROSOFT_SYNC_JOB, async () => {
    await runMicrosoftSync(deps, deps.log);
  });
  // pg-boss keeps one schedule per name across every API process, so each run happens once.
  await deps.jobs.schedule(MICROSOFT_SYNC_JOB, CALENDAR_SYNC_CRON);
}
