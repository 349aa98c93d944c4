import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { usageCounters } from '../../db/schema/index.js';

export interface CounterKey {
  lawFirmId: number;
  userId: number;
  metric: string;
  periodStart: string;
}

/** Locks the counter row of one period (creating it at 0 first), answering what is used so far. */
export async function lockCounter(tx: DbOrTx, key: CounterKey): Promise<number> {
  await tx
    .insert(usageCounters)
    .values({ ...key, used: 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, key.userId),
        eq(usageCounters.metric, key.metric),
        eq(usageCounters.periodStart, key.periodStart),
      ),
    )
    .for('update');
  return row?.used ?? 0;
}

export async function setCounter(tx: DbOrTx, key: CounterKey, used: number): Promise<void> {
  await tx
    .update(usageCounters)
    .set({ used, updatedAt: sql`now()` })
    .where(
      and(
        eq(usageCounters.userId, key.userId),
        eq(usageCounters.metric, key.metric),
        eq(usageCounters.periodStart, key.periodStart),
      ),
    );
}

/** The counters of several (metric, period) pairs of one user, in one query. */
export async function readCounters(
  db: DbOrTx,
  userId: number,
  periods: ReadonlyArray<{ metric: string; periodStart: string }>,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ metric: usageCounters.metric, periodStart: usageCounters.periodStart, used: usageCounters.used })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, userId),
        or(
          ...periods.map((p) => and(eq(usageCounters.metric, p.metric), eq(usageCounters.periodStart, p.periodStart))),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.metric, row.used]));
}
