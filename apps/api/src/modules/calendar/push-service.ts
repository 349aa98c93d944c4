/**
 * Push where configured (CALENDAR_PUSH=on): each active connection keeps a channel at its provider
 * (push-channels.ts) that notifies the webhooks (push-webhooks.ts) of a change, which queues an
 * incremental sync of that one connection. A scheduled job opens the missing channels and renews those
 * expiring within a day, each connection in its own try so that one failure never stops the others; the
 * 5-minute scheduled sync stays as the safety net for anything a channel misses.
 */
import type { JobQueue } from '../../platform/jobs/index.js';
import { accessFor, isRevocation } from './google-connection.js';
import { syncConnection } from './google-sync.js';
import { isMicrosoftRevocation, microsoftAccessFor } from './microsoft-connection.js';
import { syncMicrosoftConnection } from './microsoft-sync.js';
import { adapterFor, type PushDeps } from './push-channels.js';
import * as pushRepo from './push-repository.js';
import * as syncRepo from './sync-repository.js';

export const PUSH_SYNC_JOB = 'calendar.push-sync';
export const PUSH_RENEW_JOB = 'calendar.push-renew';
/** Every 10 minutes: a new connection gets its channel soon, and renewals have many chances before expiry. */
export const PUSH_RENEW_CRON = '*/10 * * * *';
/** A channel expiring within this is renewed. */
export const RENEW_WITHIN_MS = 24 * 3_600_000;

type Log = { error(obj: unknown, msg?: string): void };
export interface PushSyncJob {
  lawFirmId: number;
  connectionId: number;
}

const providerOf = (deps: PushDeps, connection: syncRepo.ConnectionRow) =>
  connection.provider === 'microsoft'
    ? { sandbox: deps.microsoft.sandbox, access: microsoftAccessFor, isRevocation: isMicrosoftRevocation }
    : { sandbox: deps.googleCalendar.sandbox, access: accessFor, isRevocation };

/** A connection made with the sandbox means nothing to the real provider (and the reverse). */
const isCurrent = (deps: PushDeps, connection: syncRepo.ConnectionRow) =>
  connection.status === 'active' && connection.sandbox === providerOf(deps, connection).sandbox;

/** Opens the connection's channel, or renews it when it expires within a day; else leaves it. */
export async function ensurePush(
  deps: PushDeps,
  connection: syncRepo.ConnectionRow,
): Promise<'opened' | 'renewed' | 'kept'> {
  const channel = await pushRepo.channelOf(deps.db, connection.lawFirmId, connection.id);
  if (channel && channel.expiresAt.getTime() > deps.now().getTime() + RENEW_WITHIN_MS) return 'kept';
  const accessToken = await providerOf(deps, connection).access(deps, connection);
  const adapter = adapterFor(deps, connection);
  const opened = channel ? await adapter.renew(accessToken, channel) : await adapter.open(accessToken);
  await pushRepo.saveChannel(deps.db, {
    ...opened,
    lawFirmId: connection.lawFirmId,
    connectionId: connection.id,
    provider: connection.provider,
  });
  return channel ? 'renewed' : 'opened';
}

/** The renewal job: every connection that has no channel or one expiring soon, each in its own try. */
export async function runPushRenewal(deps: PushDeps, log: Log): Promise<{ done: number; failed: number }> {
  const result = { done: 0, failed: 0 };
  const before = new Date(deps.now().getTime() + RENEW_WITHIN_MS);
  for (const provider of ['google', 'microsoft'] as const) {
    for (const { connection } of await pushRepo.connectionsNeedingPush(deps.db, provider, before)) {
      if (!isCurrent(deps, connection)) continue;
      try {
        await ensurePush(deps, connection);
        result.done += 1;
      } catch (error) {
        result.failed += 1;
        log.error({ err: error, calendar_connection_id: connection.id }, 'calendar push renewal failed');
      }
    }
  }
  return result;
}

/**
 * Stops the connection's channel at its provider and forgets it; called before a disconnect. Never
 * throws: a channel the provider will not stop expires on its own, and its notifications then match
 * no stored channel.
 */
export async function stopPush(deps: PushDeps, connection: syncRepo.ConnectionRow, log?: Log): Promise<void> {
  const channel = await pushRepo.channelOf(deps.db, connection.lawFirmId, connection.id);
  if (!channel) return;
  try {
    if (isCurrent(deps, connection)) {
      const accessToken = await providerOf(deps, connection).access(deps, connection);
      await adapterFor(deps, connection).stop(accessToken, channel);
    }
  } catch (error) {
    log?.error({ err: error, calendar_connection_id: connection.id }, 'calendar push channel not stopped');
  }
  await pushRepo.deleteChannel(deps.db, channel.lawFirmId, channel.id);
}

/** Queues the sync of one connection; a sync already waiting or running for it takes this one's place. */
export function queuePushSync(jobs: JobQueue, job: PushSyncJob) {
  return jobs.send(PUSH_SYNC_JOB, job, { singletonKey: `calendar-push-sync:${job.connectionId}`, retryLimit: 0 });
}

/** The queued sync: that connection's incremental sync; a failure is kept on it for the user to see. */
export async function runPushSync(deps: PushDeps, job: PushSyncJob, log: Log): Promise<boolean> {
  const connection = await pushRepo.connectionById(deps.db, job.lawFirmId, job.connectionId);
  if (!connection || !isCurrent(deps, connection)) return false;
  try {
    if (connection.provider === 'microsoft') await syncMicrosoftConnection(deps, connection);
    else await syncConnection(deps, connection);
    return true;
  } catch (error) {
    // A revoked token was marked when it was refused; anything else is kept for the user to see.
    if (!providerOf(deps, connection).isRevocation(error)) {
      await syncRepo.updateConnection(deps.db, connection.lawFirmId, connection.id, {
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
      });
    }
    log.error({ err: error, calendar_connection_id: connection.id }, 'calendar push sync failed');
    return false;
  }
}

export async function registerCalendarPush(deps: PushDeps & { jobs: JobQueue; log: Log }): Promise<void> {
  // Both are worked even with push off: channels opened before it was switched off still notify until
  // they expire, and pg-boss keeps a schedule once made, so the renewal runs but opens nothing.
  await deps.jobs.work<PushSyncJob>(PUSH_SYNC_JOB, async (job) => {
    await runPushSync(deps, job, deps.log);
  });
  await deps.jobs.work(PUSH_RENEW_JOB, async () => {
    if (deps.config.calendarPush) await runPushRenewal(deps, deps.log);
  });
  await deps.jobs.schedule(PUSH_RENEW_JOB, PUSH_RENEW_CRON);
}
