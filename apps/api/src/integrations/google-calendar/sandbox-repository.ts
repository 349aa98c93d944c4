/**
 * The Calendar sandbox's store: one sandbox account's events (what Google would keep), looked up by
 * that account on every query. Every write takes the next `seq`, which sync tokens count in.
 */
import { and, desc, eq, gt, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sandboxCalendarEvents as events } from '../../db/schema/index.js';

export type SandboxEventRow = typeof events.$inferSelect;
/** Bounds what one account's listing reads; a sandbox account holds a test's few events. */
const ACCOUNT_LIMIT = 5000;

export function liveRows(db: DbOrTx, account: string): Promise<SandboxEventRow[]> {
  return db.select().from(events).where(eq(events.account, account)).orderBy(desc(events.seq)).limit(ACCOUNT_LIMIT);
}

/** Rows changed after `seq`, and every occurrence row of the series among them. */
export function rowsSince(db: DbOrTx, account: string, seq: number): Promise<SandboxEventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.account, account),
        or(
          gt(events.seq, seq),
          sql`${events.recurringEventId} in (
      select id from ${events} where account = ${account} and seq > ${seq})`,
        ),
      ),
    )
    .limit(ACCOUNT_LIMIT);
}

export async function lastSeq(db: DbOrTx, account: string): Promise<number> {
  const [row] = await db
    .select({ seq: max(events.seq) })
    .from(events)
    .where(eq(events.account, account));
  return Number(row?.seq ?? 0);
}

export async function findRow(db: DbOrTx, account: string, id: string): Promise<SandboxEventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.account, account), eq(events.id, id)))
    .limit(1);
  return row ?? null;
}

/** Writes an event (new, changed or cancelled) with the next `seq`. */
export async function saveRow(
  db: DbOrTx,
  values: {
    account: string;
    id: string;
    status: string;
    recurringEventId: string | null;
    resource: Record<string, unknown>;
  },
): Promise<SandboxEventRow> {
  const [row] = await db
    .insert(events)
    .values(values)
    .onConflictDoUpdate({
      target: events.id,
      set: {
        status: values.status,
        resource: values.resource,
        seq: sql`nextval(pg_get_serial_sequence('sandbox_calendar_events', 'seq'))`,
        updatedAt: new Date(),
      },
      // An id is one account's; another account's row is never overwritten.
      setWhere: eq(events.account, values.account),
    })
    .returning();
  return row!;
}
