/**
 * The readiness check: the database answers a query, it has every migration this build ships (the
 * server runs them at start; a process started against a database another build rolled back, or whose
 * migration failed, must not take traffic), and the file storage takes a write and a delete. A check
 * that does not answer within a few seconds fails, so a hung bucket or an exhausted pool cannot hang
 * the balancer's probe. Why a check failed goes to the log, not to the (public) answer.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../app-services.js';
import { pingDatabase } from '../../db/client.js';
import { type MigrationState, migrationState } from '../../db/migrations.js';
import { withTimeout } from '../../platform/time-limit.js';

export type CheckResult = 'ok' | 'failed' | 'skipped';

export interface Readiness {
  status: 'ready' | 'not_ready';
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
  migrations: MigrationState | null;
}

/** Each check's budget, well under a balancer's usual probe timeout (5-10 s). */
export const CHECK_TIMEOUT_MS = 3000;

export async function readiness(
  services: Pick<AppServices, 'db' | 'storage' | 'config'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Readiness> {
  const attempt = async <T>(name: string, run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> => {
    try {
      return { ok: true, value: await withTimeout(run(), CHECK_TIMEOUT_MS) };
    } catch (error) {
      log.warn({ err: error, check: name }, 'readiness check failed');
      return { ok: false };
    }
  };
  const [database, storage] = await Promise.all([
    attempt('database', async () => {
      if (!(await pingDatabase(services.db))) throw new Error('the database did not answer select 1');
    }),
    attempt('storage', () => services.storage.probeWritable()),
  ]);
  // Without a database the migrations cannot be read: skipped, not failed twice over.
  const migrations = database.ok
    ? await attempt('migrations', () => migrationState(services.db, services.config.migrationsDir))
    : null;
  const migrationsResult: CheckResult = !migrations
    ? 'skipped'
    : migrations.ok && migrations.value.pending === 0
      ? 'ok'
      : 'failed';
  const checks = {
    database: database.ok ? 'ok' : 'failed',
    migrations: migrationsResult,
    storage: storage.ok ? 'ok' : 'failed',
  } as const;
  if (migrations?.ok && migrations.value.pending > 0) {
    log.warn({ check: 'migrations', ...migrations.value }, 'readiness: migrations not applied');
  }
  return {
    status: Object.values(checks).every((result) => result === 'ok') ? 'ready' : 'not_ready',
    checks,
    migrations: migrations?.ok ? migrations.value : null,
  };
}
