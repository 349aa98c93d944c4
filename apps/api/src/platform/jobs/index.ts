/**
 * Background jobs on pg-boss: the queue lives in the same PostgreSQL (or PGlite) database, so
 * there is no extra server, jobs survive restarts, and several API processes share the work.
 */
import { randomUUID } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.js';

export interface SendOptions {
  /** Jobs with the same key are not queued twice while one is waiting or running. */
  singletonKey?: string;
  startAfter?: Date;
  retryLimit?: number;
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** A cron schedule (in UTC) that queues `name` each time it fires. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  stop(): Promise<void>;
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
      return boss.send(name, data, {
        retryLimit: options.retryLimit ?? 3,
        // A job sent without a key gets a unique one, so only keyed jobs are kept single.
        singletonKey: options.singletonKey ?? randomUUID(),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? null);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
