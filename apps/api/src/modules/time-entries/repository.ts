/** Every query of time entries; each one is filtered by the caller's firm. */

import type { TimeEntrySortColumn } from '@counsel/domain';
import { and, count, desc, eq, gte, ilike, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName } from '../../db/firm-lookups.js';
import { type ListSort, listSorting } from '../../db/list-sort.js';
import { containsPattern } from '../../db/patterns.js';
import { builtOnce, pageLimit, preparedQuery, presentEquals, presentNames } from '../../db/prepared-statements.js';
import { cases, clients, timeEntries, timeEntryTotals, users } from '../../db/schema/index.js';
import { asNumber, runStatement } from '../../db/statements.js';

export type TimeEntryRow = typeof timeEntries.$inferSelect;

/** One entry as the answers show it: the entry with its employee, client and case names, in one query. */
function listedColumns(timeZone: Bound<string>) {
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

function listedFrom(db: DbOrTx, lawFirmId: Bound<number>, timeZone: Bound<string>) {
  return db
    .select(listedColumns(timeZone))
    .from(timeEntries)
    .innerJoin(users, and(eq(users.id, timeEntries.userId), eq(users.lawFirmId, lawFirmId)))
    .leftJoin(clients, and(eq(clients.id, timeEntries.clientId), eq(clients.lawFirmId, lawFirmId)))
    .leftJoin(cases, and(eq(cases.id, timeEntries.caseId), eq(cases.lawFirmId, lawFirmId)));
}

export interface TimeEntriesFilter extends ListSort<TimeEntrySortColumn> {
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
}

export interface TimeEntriesPageFilter extends TimeEntriesFilter {
  page: number;
  pageSize: number;
}

/** A value the query is built with: a real one, or a placeholder filled in when a built query runs. */
type Bound<T> = T | Placeholder;
const param = (name: keyof PageValues) => sql.placeholder(name);

/** What a page query's placeholders are filled with. */
interface PageValues {
  lawFirmId: number;
  timeZone: string;
  userId?: number | undefined;
  clientId?: number | undefined;
  caseId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  billable?: boolean | undefined;
  invoiced?: boolean | undefined;
  running?: boolean | undefined;
  pattern?: string | undefined;
  offset: number;
}

function pageValues(lawFirmId: number, filter: TimeEntriesFilter & { page?: number; pageSize?: number }): PageValues {
  return {
    lawFirmId,
    timeZone: filter.timeZone,
    userId: filter.userId,
    clientId: filter.clientId,
    caseId: filter.caseId,
    from: filter.from || undefined,
    to: filter.to || undefined,
    billable: filter.billable,
    invoiced: filter.invoiced,
    running: filter.running,
    pattern: filter.q ? containsPattern(filter.q) : undefined,
    offset: filter.page && filter.pageSize ? (filter.page - 1) * filter.pageSize : 0,
  };
}

/** The filters a request uses: with the page size and whether it skips rows, all that shapes the SQL. */
function shapeOf(values: PageValues): string {
  return presentNames(values, [
    'userId',
    'clientId',
    'caseId',
    'from',
    'to',
    'billable',
    'invoiced',
    'running',
    'pattern',
  ]);
}

/** The conditions of the present filters, each value a placeholder. */
function conditionsOf(values: PageValues): SQL {
  const conditions: SQL[] = presentEquals(values, {
    lawFirmId: timeEntries.lawFirmId,
    userId: timeEntries.userId,
    clientId: timeEntries.clientId,
    caseId: timeEntries.caseId,
    billable: timeEntries.billable,
    invoiced: timeEntries.invoiced,
    running: timeEntries.running,
  });
  // Day bounds turned into instants, so the (law_firm_id, start_time) index serves the range.
  if (values.from !== undefined) {
    conditions.push(
      gte(timeEntries.startTime, sql`(${param('from')}::date)::timestamp at time zone ${param('timeZone')}`),
    );
  }
  if (values.to !== undefined) {
    conditions.push(
      lt(timeEntries.startTime, sql`(${param('to')}::date + 1)::timestamp at time zone ${param('timeZone')}`),
    );
  }
  if (values.pattern !== undefined) {
    // The client's name through a subquery rather than a join: the conditions then read time_entries
    // alone, so a page's ids and the totals come from index-only walks.
    const clientNamed = sql`${timeEntries.clientId} in (select ${clients.id} from ${clients}
      where ${clients.lawFirmId} = ${param('lawFirmId')} and ${clientFullName} ilike ${param('pattern')})`;
    conditions.push(or(ilike(timeEntries.description, param('pattern')), clientNamed)!);
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
function totalsQuery(db: DbOrTx, values: PageValues) {
  const summed =
    values.clientId === undefined &&
    values.caseId === undefined &&
    values.from === undefined &&
    values.to === undefined &&
    values.pattern === undefined;
  if (summed) {
    const conditions = presentEquals(values, {
      lawFirmId: timeEntryTotals.lawFirmId,
      userId: timeEntryTotals.userId,
      billable: timeEntryTotals.billable,
      invoiced: timeEntryTotals.invoiced,
      running: timeEntryTotals.running,
    });
    return db
      .select({
        count: sql<number>`coalesce(sum(${timeEntryTotals.entries}), 0)`.mapWith(Number),
        duration: sql<number>`coalesce(sum(${timeEntryTotals.durationSeconds}), 0)`.mapWith(Number),
        amountCents: sql<number>`coalesce(sum(${timeEntryTotals.amountCents}), 0)`.mapWith(Number),
      })
      .from(timeEntryTotals)
      .where(and(...conditions));
  }
  return db
    .select({
      count: count(),
      duration: sql<number>`coalesce(sum(${timeEntries.durationSeconds}), 0)`.mapWith(Number),
      amountCents:
        sql<number>`coalesce(sum(round(${timeEntries.hourlyRateCents}::numeric * ${timeEntries.durationSeconds} / 3600)), 0)`.mapWith(
          Number,
        ),
    })
    .from(timeEntries)
    .where(conditionsOf(values));
}

/**
 * What each sortable column orders by; the default is the newest start first. The names are read by
 * correlated subqueries so that a page's ids can still be found on time_entries alone.
 */
const sorting = listSorting<TimeEntrySortColumn>(
  {
    employee_name: [sql`(select ${users.fullName} from ${users} where ${users.id} = ${timeEntries.userId})`],
    client_name: [
      sql`(select concat_ws(' ', ${clients.lastName}, ${clients.firstName}) from ${clients} where ${clients.id} = ${timeEntries.clientId})`,
    ],
    case_name: [sql`(select ${cases.title} from ${cases} where ${cases.id} = ${timeEntries.caseId})`],
    date_recorded: [timeEntries.startTime],
    hourly_rate: [timeEntries.hourlyRateCents],
    duration: [timeEntries.durationSeconds],
    total: [sql`round(${timeEntries.hourlyRateCents}::numeric * ${timeEntries.durationSeconds} / 3600)`],
    billable: [timeEntries.billable],
    invoiced: [timeEntries.invoiced],
  },
  timeEntries.id,
  { sort: 'date_recorded', order: 'desc' },
);

/**
 * The page's rows in the asked order. The page's ids are found first on time_entries alone (an index
 * walk, however deep the page) and only those rows are joined to their names: joining before the OFFSET
 * would look up the names of every skipped row too. The first page has no OFFSET at all, so its plan
 * does not depend on one.
 */
function rowsQuery(db: DbOrTx, values: PageValues, pageSize: number, sort: ListSort<TimeEntrySortColumn>) {
  const ids = db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(conditionsOf(values))
    .orderBy(...sorting.orderBy(sort))
    .limit(pageLimit(pageSize));
  const pageIds = (values.offset > 0 ? ids.offset(param('offset')) : ids).as('page_ids');
  return listedFrom(db, param('lawFirmId'), param('timeZone'))
    .innerJoin(pageIds, eq(pageIds.id, timeEntries.id))
    .orderBy(...sorting.orderBy(sort));
}

/** One page of entries with the totals of the whole filtered set; each query is built once per shape. */
export async function timeEntriesPage(db: DbOrTx, lawFirmId: number, filter: TimeEntriesPageFilter) {
  const values = pageValues(lawFirmId, filter);
  const shape = shapeOf(values);
  const key = `time-entries.rows|${shape}|${filter.pageSize}|${values.offset > 0}|${sorting.shape(filter)}`;
  const rows = builtOnce(db, key, () => preparedQuery(rowsQuery(db, values, filter.pageSize, filter)));
  const totals = builtOnce(db, `time-entries.totals|${shape}`, () => preparedQuery(totalsQuery(db, values)));
  const placeholders = values as unknown as Record<string, unknown>;
  const [pageRows, [sums]] = await Promise.all([rows.execute(placeholders), totals.execute(placeholders)]);
  return { rows: pageRows, totals: sums ?? { count: 0, duration: 0, amountCents: 0 } };
}

/** Every entry the list's filter finds, in the list's order: the CSV export (rare, so built per call). */
export async function allTimeEntries(db: DbOrTx, lawFirmId: number, filter: TimeEntriesFilter) {
  const values = pageValues(lawFirmId, filter);
  return listedFrom(db, param('lawFirmId'), param('timeZone'))
    .where(conditionsOf(values))
    .orderBy(...sorting.orderBy(filter))
    .execute(values as unknown as Record<string, unknown>);
}

export type ListedTimeEntry = NonNullable<Awaited<ReturnType<typeof findListed>>>;

/** One entry with its names; null when it is not the firm's. */
export async function findListed(db: DbOrTx, lawFirmId: number, id: number, timeZone: string) {
  const query = builtOnce(db, 'time-entries.listed', () =>
    preparedQuery(
      listedFrom(db, sql.placeholder('lawFirmId'), sql.placeholder('timeZone'))
        .where(and(eq(timeEntries.id, sql.placeholder('id')), eq(timeEntries.lawFirmId, sql.placeholder('lawFirmId'))))
        .limit(1),
    ),
  );
  const [row] = await query.execute({ lawFirmId, id, timeZone });
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

/** The client's name rule as SQL text, for the hand-written statement below (same rule as the lists). */
const CLIENT_NAME_SQL = new PgDialect().sqlToQuery(clientFullName).sql;

/**
 * A new entry, its audit row and the entry as the lists show it, in one statement: atomic without a
 * transaction, and one round trip instead of five (BEGIN, insert, audit, read back, COMMIT; see
 * db/statements.ts). The inserted row is not yet visible to the statement's own table scans, so the
 * names are joined to the CTE's row.
 */
const INSERT_TIME_ENTRY = `
with entry as (
  insert into time_entries (law_firm_id, user_id, client_id, case_id, description, billable, hourly_rate_cents,
                            duration_seconds, start_time, end_time, running)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  returning id, user_id, client_id, case_id, start_time, invoiced, created_at
), audit as (
  insert into audit_log (law_firm_id, user_id, action, entity_type, entity_id, details, ip)
  select $1, $2, 'time_entry.created', 'time_entry', id::text, $12::jsonb, $13 from entry
)
select entry.id, entry.invoiced, entry.created_at, users.full_name as employee_name,
       case when clients.id is null then null else ${CLIENT_NAME_SQL} end as client_name,
       cases.title as case_name, to_char(entry.start_time at time zone $14, 'YYYY-MM-DD') as date_recorded
from entry
join users on users.id = entry.user_id and users.law_firm_id = $1
left join clients on clients.id = entry.client_id and clients.law_firm_id = $1
left join cases on cases.id = entry.case_id and cases.law_firm_id = $1`;

export async function insertTimeEntry(
  db: DbOrTx,
  values: TimeEntryValues & { lawFirmId: number; userId: number },
  audit: { details: Record<string, unknown>; ip: string | null },
  timeZone: string,
): Promise<ListedTimeEntry> {
  const [row] = await runStatement(db, INSERT_TIME_ENTRY, [
    values.lawFirmId,
    values.userId,
    values.clientId,
    values.caseId,
    values.description,
    values.billable,
    values.hourlyRateCents,
    values.durationSeconds,
    values.startTime.toISOString(),
    values.endTime.toISOString(),
    values.running,
    JSON.stringify(audit.details),
    audit.ip,
    timeZone,
  ]);
  return {
    ...values,
    id: asNumber(row!.id),
    invoiced: row!.invoiced === true,
    employeeName: String(row!.employee_name),
    clientName: row!.client_name == null ? null : String(row!.client_name),
    caseName: row!.case_name == null ? null : String(row!.case_name),
    dateRecorded: String(row!.date_recorded),
    createdAt: new Date(row!.created_at as string | Date),
  };
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
