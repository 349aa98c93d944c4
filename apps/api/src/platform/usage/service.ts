/**
 * Usage counted against the plan's limits. Each metric counts over a period in the firm's time
 * zone (documents services per day, USCIS queries per month): a new period starts a new row at 0,
 * so counters reset on schedule with no job to run.
 */
import { dayIn, USAGE_LIMIT_MESSAGES, USAGE_METRICS, type Usage, type UsageField } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/context.js';
import { AppError } from '../errors.js';
import { lockCounter, readCounters, setCounter } from './repository.js';

/** The first day of the period containing `now`, as YYYY-MM-DD in the given time zone. */
export function periodStart(field: UsageField, timeZone: string, now = new Date()): string {
  const localDate = dayIn(timeZone, now);
  return USAGE_METRICS[field].period === 'day' ? localDate : `${localDate.slice(0, 7)}-01`;
}

export function limitOf(auth: AuthContext, field: UsageField): number {
  const limit = USAGE_METRICS[field].limit;
  return limit === 'documents_services' ? auth.plan.documentsServices : auth.plan.uscisQueries;
}

export async function readUsage(db: Db, userId: number, timeZone: string, now = new Date()): Promise<Usage> {
  const fields = Object.keys(USAGE_METRICS) as UsageField[];
  const counters = await readCounters(
    db,
    userId,
    fields.map((field) => ({ metric: field, periodStart: periodStart(field, timeZone, now) })),
  );
  return {
    used_documents_services: counters.get('used_documents_services') ?? 0,
    used_uscis_queries: counters.get('used_uscis_queries') ?? 0,
  };
}

/**
 * Sets a user's usage of one metric to `value` (what the spec's update-user-usage call sends).
 * Usage only grows, and never past the plan's limit; the row lock serialises concurrent updates.
 */
export async function setUsage(
  db: Db,
  auth: AuthContext,
  userId: number,
  field: UsageField,
  value: number,
  now = new Date(),
): Promise<Usage> {
  const key = {
    lawFirmId: auth.firm.id,
    userId,
    metric: field,
    periodStart: periodStart(field, auth.firm.timeZone, now),
  };
  await db.transaction(async (tx) => {
    const used = await lockCounter(tx, key);
    if (value === used) return;
    if (value < used) {
      throw new AppError(422, 'usage_cannot_decrease', 'Usage cannot go down within a period.', {
        details: { field, used },
      });
    }
    const limit = limitOf(auth, field);
    if (value > limit) {
      throw new AppError(403, 'usage_limit_reached', USAGE_LIMIT_MESSAGES[field], { details: { field, limit, used } });
    }
    await setCounter(tx, key, value);
  });
  return readUsage(db, userId, auth.firm.timeZone, now);
}

/** The caller's own counter of a metric in the period holding `at`. */
function ownCounter(auth: AuthContext, field: UsageField, at: Date) {
  return {
    lawFirmId: auth.firm.id,
    userId: auth.user.id,
    metric: field,
    periodStart: periodStart(field, auth.firm.timeZone, at),
  };
}

/** Adds one use (for server-side actions such as a USCIS lookup), refusing it at the limit. */
export async function consumeUsage(db: Db, auth: AuthContext, field: UsageField, now = new Date()): Promise<Usage> {
  const key = ownCounter(auth, field, now);
  await db.transaction(async (tx) => {
    const used = await lockCounter(tx, key);
    const limit = limitOf(auth, field);
    if (used >= limit) {
      throw new AppError(403, 'usage_limit_reached', USAGE_LIMIT_MESSAGES[field], { details: { field, limit, used } });
    }
    await setCounter(tx, key, used + 1);
  });
  return readUsage(db, auth.user.id, auth.firm.timeZone, now);
}

/** Refuses an action gated by a metric whose limit is used up, counting nothing (e.g. adding a receipt). */
export async function assertUsageLeft(db: Db, auth: AuthContext, field: UsageField, now = new Date()): Promise<void> {
  const usage = await readUsage(db, auth.user.id, auth.firm.timeZone, now);
  const limit = limitOf(auth, field);
  if (usage[field] >= limit) {
    throw new AppError(403, 'usage_limit_reached', USAGE_LIMIT_MESSAGES[field], {
      details: { field, limit, used: usage[field] },
    });
  }
}

/**
 * Gives back one use taken by `consumeUsage` for an action that then failed (a lookup USCIS did not answer),
 * in the period it was taken from; never below 0.
 */
export async function returnUsage(db: Db, auth: AuthContext, field: UsageField, takenAt: Date): Promise<void> {
  const key = ownCounter(auth, field, takenAt);
  await db.transaction(async (tx) => {
    const used = await lockCounter(tx, key);
    if (used > 0) await setCounter(tx, key, used - 1);
  });
}
