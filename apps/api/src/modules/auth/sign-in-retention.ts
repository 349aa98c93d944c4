/**
 * How long sign-in records are kept: 90 days, for both the attempts on known accounts (`sign_in_attempts`,
 * the security page's history and the devices the new-device mail knows) and those for emails no account has
 * (`unknown_email_sign_ins`). Long enough to look back over a quarter after something odd, short enough that
 * addresses and user agents are not kept for good. A device not signed in from for 90 days is new again (its
 * next sign-in is mailed about). A daily job deletes older rows, as the rate-limit counters' hourly one does.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInAttempts, unknownEmailSignIns } from '../../db/schema/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';

export const SIGN_IN_RETENTION_DAYS = 90;

export const SIGN_IN_RETENTION_QUEUE = 'sign-in-records-retention';
/** Every day at 03:41 UTC (one process runs each scheduled job: pg-boss). */
export const SIGN_IN_RETENTION_CRON = '41 3 * * *';

export async function registerSignInRetention(deps: { db: Db; jobs: JobQueue }): Promise<void> {
  await deps.jobs.work(SIGN_IN_RETENTION_QUEUE, async () => {
    await deleteOldSignIns(deps.db);
  });
  await deps.jobs.schedule(SIGN_IN_RETENTION_QUEUE, SIGN_IN_RETENTION_CRON);
}

/** Deletes the sign-in records older than the retention, by the database's clock; answers how many of each. */
export async function deleteOldSignIns(db: Db): Promise<{ attempts: number; unknownEmails: number }> {
  const cutoff = sql`now() - ${SIGN_IN_RETENTION_DAYS} * interval '1 day'`;
  const attempts = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, cutoff))
    .returning({ id: signInAttempts.id });
  const unknownEmails = await db
    .delete(unknownEmailSignIns)
    .where(lt(unknownEmailSignIns.createdAt, cutoff))
    .returning({ id: unknownEmailSignIns.id });
  return { attempts: attempts.length, unknownEmails: unknownEmails.length };
}
