/** Every query of time entries; each one is filtered by the caller's firm. */

import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageLimit } from '../../db/prepared-statements.js';
import { cases, clients, timeEntries, timeEntryTotals, users } from '../../db/schema/index.js';

export type TimeEntryRow = typeof timeEntries.$inferSelect;

const clientFullName = sql<string>`concat_ws(' ', ${clients.firstName}, nullif(${clients.middleName}, ''), ${clients.lastName})`;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One entry as the answers show it: the entry with its employee, client and case names, in one query. */
function listedColumns(timeZone: string) {
  return {
    id: timeEntries.id,
    lawFirmId: timeEntries.lawFirmId,
    userId: timeEntries.userId,
    employeeName: users.fullName,
    clientId: timeEntries.clientId,
    clientName: sql<string | null>`case when ${clients.id} is null then null else ${clientFullName} end`,
    caseId: timeEntries.caseId,
    caseName: cases.title,
    description: timeEntries.description,
    billable: timeEntries.billable,
    invoiced: timeEntries.invoiced,
    hourlyRateCents: timeEntries.hourlyRateCents,
    durationSeconds: timeEntries.durationSeconds,
    startTime: timeEntries.startTime,
    endTime: timeEntries.endTime,
    running: timeEntries.running,
    // The day the work started, where the firm is (a late evening in Houston is not tomorrow).
    dateRecorded: sql<string>`to_char(${timeEntries.startTime} at time zone ${timeZone}, 'YYYY-MM-DD')`,
    createdAt: timeEntries.createdAt,
  };
}

function listedFrom(db: DbOrTx, lawFirmId: number, timeZone: string) {
  return db
    .select(listedColumns(timeZone))
    .from(timeEntries)
    .innerJoin(users, and(eq(users.id, timeEntries.userId), eq(users.lawFirmId, lawFirmId)))
    .leftJoin(clients, and(eq(clients.id, timeEntries.clientId), eq(clients.lawFirmId, lawFirmId)))
    .leftJoin(cases, and(eq(cases.id, timeEntries.caseId), eq(cases.lawFirmId, lawFirmId)));
}

export interface TimeEntriesFilter {
  timeZone: string;
  clientId?: number | undefined;
  caseId?: number | undefined;
  userId?: number | undefined;
  /** YYYY-MM-DD, inclusive, in the firm's time zone. */
  from?: string | undefined;
  to?: string | undefined;
  billable?: boolean | undefined;
  invoiced?: boolean | undefined;
  running?: boolean | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

function conditionsOf(lawFirmId: number, filter: TimeEntriesFilter): SQL {
  const conditions: SQL[] = [eq(timeEntries.lawFirmId, lawFirmId)];
  if (filter.userId !== undefined) conditions.push(eq(timeEntries.userId, filter.userId));
  if (filter.clientId !== undefined) conditions.push(eq(timeEntries.clientId, filter.clientId));
  if (filter.caseId !== undefined) conditions.push(eq(timeEntries.caseId, filter.caseId));
  if (filter.billable !== undefined) conditions.push(eq(timeEntries.billable, filter.billable));
  if (filter.invoiced !== undefined) conditions.push(eq(timeEntries.invoiced, filter.invoiced));
  if (filter.running !== undefined) conditions.push(eq(timeEntries.running, filter.running));
  // Day bounds turned into instants, so the (law_firm_id, start_time) index serves the range.
  if (filter.from) {
    conditions.push(gte(timeEntries.startTime, sql`(${filter.from}::date)::timestamp at time zone ${filter.timeZone}`));
  }
  if (filter.to) {
    conditions.push(
      lt(timeEntries.startTime, sql`(${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}`),
    );
  }
  if (filter.q) {
    // The client's name through a subquery rather than a join: the conditions then read time_entries
    // alone, so a page's ids and the totals come from index-only walks.
    const pattern = containsPattern(filter.q);
    const clientNamed = sql`${timeEntries.clientId} in (select ${clients.id} from ${clients}
      where ${clients.lawFirmId} = ${lawFirmId} and ${clientFullName} ilike ${pattern})`;
    conditions.push(or(ilike(timeEntries.description, pattern), clientNamed)!);
  }
  return and(...conditions)!;
}

/**
 * The count, duration and amount of the whole filtered set. A filter on nothing but the employee and
 * the flags is answered from time_entry_totals (a few rows per employee, kept by triggers), so the
 * usual view costs the same however many entries the firm has; other filters (client, case, dates,
 * search) narrow the entries through their indexes and are summed directly. The amount adds each
 * entry's total rounded to the cent, as the rows show them (half away from zero: PostgreSQL's round
 * on numeric).
 */
async function totalsOf(db: DbOrTx, lawFirmId: number, filter: TimeEntriesFilter, where: SQL) {
  const summed =
    filter.clientId === undefined && filter.caseId === undefined && !filter.from && !filter.to && !filter.q;
  if (summed) {
    const conditions: SQL[] = [eq(timeEntryTotals.lawFirmId, lawFirmId)];
    if (filter.userId !== undefined) conditions.push(eq(timeEntryTotals.userId, filter.userId));
    if (filter.billable !== undefined) conditions.push(eq(timeEntryTotals.billable, filter.billable));
    if (filter.invoiced !== undefined) conditions.push(eq(timeEntryTotals.invoiced, filter.invoiced));
    if (filter.running !== undefined) conditions.push(eq(timeEntryTotals.running, filter.running));
    const [row] = await db
      .select({
        count: sql<number>`coalesce(sum(${timeEntryTotals.entries}), 0)`.mapWith(Number),
        duration: sql<number>`coalesce(sum(${timeEntryTotals.durationSeconds}), 0)`.mapWith(Number),
        amountCents: sql<number>`coalesce(sum(${timeEntryTotals.amountCents}), 0)`.mapWith(Number),
      })
      .from(timeEntryTotals)
      .where(and(...conditions));
    return row ?? { count: 0, duration: 0, amountCents: 0 };
  }
  const [row] = await db
    .select({
      count: count(),
      duration: sql<number>`coalesce(sum(${timeEntries.durationSeconds}), 0)`.mapWith(Number),
      amountCents:
        sql<number>`coalesce(sum(round(${timeEntries.hourlyRateCents}::numeric * ${timeEntries.durationSeconds} / 3600)), 0)`.mapWith(
          Number,
        ),
    })
    .from(timeEntries)
    .where(where);
  return row ?? { count: 0, duration: 0, amountCents: 0 };
}

/**
 * One page of entries, newest first, with the totals of the whole filtered set. The page's ids are
 * found first on time_entries alone (an index walk, however deep the page) and only those twelve
 * rows are joined to their names: joining before the OFFSET would look up the names of every
 * skipped row too.
 */
export async function timeEntriesPage(db: DbOrTx, lawFirmId: number, filter: TimeEntriesFilter) {
  const where = conditionsOf(lawFirmId, filter);
  const pageIds = db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(where)
    .orderBy(desc(timeEntries.startTime), desc(timeEntries.id))
    .limit(pageLimit(filter.pageSize))
    .offset((filter.page - 1) * filter.pageSize)
    .as('page_ids');
  const [rows, totals] = await Promise.all([
    listedFrom(db, lawFirmId, filter.timeZone)
      .innerJoin(pageIds, eq(pageIds.id, timeEntries.id))
      .orderBy(desc(timeEntries.startTime), desc(timeEntries.id)),
    totalsOf(db, lawFirmId, filter, where),
  ]);
  return { rows, totals };
}

export type ListedTimeEntry = NonNullable<Awaited<ReturnType<typeof findListed>>>;

/** One entry with its names; null when it is not the firm's. */
export async function findListed(db: DbOrTx, lawFirmId: number, id: number, timeZone: string) {
  const [row] = await listedFrom(db, lawFirmId, timeZone)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** A user's running timers, newest first. */
export async function runningOf(db: DbOrTx, lawFirmId: number, userId: number, timeZone: string) {
  return listedFrom(db, lawFirmId, timeZone)
    .where(and(eq(timeEntries.lawFirmId, lawFirmId), eq(timeEntries.userId, userId), eq(timeEntries.running, true)))
    .orderBy(desc(timeEntries.startTime), desc(timeEntries.id));
}

/** The bare entry, locked for the rest of the transaction. */
export async function findForUpdate(db: DbOrTx, lawFirmId: number, id: number): Promise<TimeEntryRow | null> {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.lawFirmId, lawFirmId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export { findCase, findClient } from '../../db/firm-lookups.js';

export async function defaultHourlyRateCents(db: DbOrTx, lawFirmId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: users.defaultHourlyRateCents })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId)))
    .limit(1);
  return row?.cents ?? 0;
}

export type TimeEntryValues = Pick<
  TimeEntryRow,
  | 'clientId'
  | 'caseId'
  | 'description'
  | 'billable'
  | 'hourlyRateCents'
  | 'durationSeconds'
  | 'startTime'
  | 'endTime'
  | 'running'
>;

export async function insertTimeEntry(
  db: DbOrTx,
  values: TimeEntryValues & { lawFirmId: number; userId: number },
): Promise<number> {
  const [row] = await db.insert(timeEntries).values(values).returning({ id: timeEntries.id });
  return row!.id;
}

export async function updateTimeEntry(db: DbOrTx, lawFirmId: number, id: number, values: TimeEntryValues) {
  await db
    .update(timeEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(timeEntries.id, id), eq(timeEntries.lawFirmId, lawFirmId)));
}

export async function deleteTimeEntry(db: DbOrTx, lawFirmId: number, id: number) {
  await db.delete(timeEntries).where(and(eq(timeEntries.id, id), eq(timeEntries.lawFirmId, lawFirmId)));
}
