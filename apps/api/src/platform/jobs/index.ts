/**
 * Background jobs on pg-boss: the queue lives in the same PostgreSQL (or PGlite) database, so
 * there is no extra server, jobs survive restarts, and several API processes share the work.
 */
import { randomUUID } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.js';
import { currentRequestId, runForRequest } from '../request-context.js';

export interface SendOptions {
  /** Jobs with the same key are not queued twice while one is waiting or running. */
  singletonKey?: string;
  startAfter?: Date;
  retryLimit?: number;
}

/** One queue's counts, as /api/metrics reports them. */
export interface QueueState {
  name: string;
  /** Jobs waiting to run now (pg-boss's readyCount: queued and not deferred to later). */
  ready: number;
  /** Jobs waiting for a later start (startAfter, retry back-off). */
  deferred: number;
  active: number;
  /** Jobs that failed for good and are still kept (pg-boss's retention): a rolling count, not a total. */
  failed: number;
  /** Runs of this queue's handler in this process that threw (each retry counts), since the process started. */
  handlerFailures: number;
}

/** Queues read for metrics at most: the names are the code's own, so this only bounds a surprise. */
export const MAX_REPORTED_QUEUES = 200;

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** A cron schedule (in UTC) that queues `name` each time it fires. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Stops taking jobs and waits for the running ones, at most `timeoutMs` (5 s by default). */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /**
   * Every queue's counts: one read of pg-boss's queue table, whose counts its monitor refreshes each
   * minute (no scan of the jobs). Optional, so a suite's recording queue need not have it.
   */
  states?(): Promise<QueueState[]>;
}

export async function startJobQueue(
  database: Database,
  log: { error(obj: unknown, msg?: string): void },
): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.connectionString, max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const created = new Set<string>();
  const handlerFailures = new Map<string, number>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    // On pg-boss's default 'standard' policy a singletonKey prevents nothing; 'exclusive' refuses a
    // job whose key matches one that is waiting or running.
    await boss.createQueue(name, { policy: 'exclusive' });
    created.add(name);
  };

  return {
    async send(name, data, options = {}) {
      await ensureQueue(name);
      // The request that queued it (or the job's own, for a job queued by a job), for the log and its mail.
      const requestId = currentRequestId();
      const payload = requestId && !('request_id' in data) ? { ...data, request_id: requestId } : data;
      return boss.send(name, payload, {
        retryLimit: options.retryLimit ?? 3,
        // A job sent without a key gets a unique one, so only keyed jobs are kept single.
        singletonKey: options.singletonKey ?? randomUUID(),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        try {
          for (const job of jobs) {
            const requestId = (job.data as { request_id?: unknown } | null)?.request_id;
            await runForRequest(requestId, () => handler(job.data as never));
          }
        } catch (error) {
          // Counted, then thrown on: pg-boss retries the job or marks it failed.
          handlerFailures.set(name, (handlerFailures.get(name) ?? 0) + 1);
          throw error;
        }
      });
    },
    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? null);
    },
    async stop(options = {}) {
      await boss.stop({ graceful: true, timeout: options.timeoutMs ?? 5000 });
    },
    async states() {
      const queues = (await boss.getQueues()).slice(0, MAX_REPORTED_QUEUES);
      const names = new Set([...queues.map((queue) => queue.name), ...handlerFailures.keys()]);
      const byName = new Map(queues.map((queue) => [queue.name, queue]));
      return [...names].slice(0, MAX_REPORTED_QUEUES).map((name) => {
        const queue = byName.get(name);
        return {
          name,
          ready: Number(queue?.readyCount ?? 0),
          deferred: Number(queue?.deferredCount ?? 0),
          active: Number(queue?.activeCount ?? 0),
          failed: Number(queue?.failedCount ?? 0),
          handlerFailures: handlerFailures.get(name) ?? 0,
        };
      });
    },
  };
}
