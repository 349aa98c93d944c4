/**
 * Time entry rules. Everyone records and manages their own time; the time_entries rule governs other
 * people's entries (read: see them, update: edit them, manage: delete them). An entry on an invoice
 * keeps its amount, client and case, and stays.
 */
import {
  amountToCents,
  centsToAmount,
  type createTimeEntryRequest,
  MAX_DURATION_SECONDS,
  type RunningTimeEntriesResponse,
  TIME_ENTRY_INVOICED,
  TIME_ENTRY_INVOICED_MESSAGE,
  type TimeEntriesExportQuery,
  type TimeEntriesPage,
  type TimeEntry,
  type TimeEntryResponse,
  type timeEntriesQuery,
  timeEntryTotalCents,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, forbidden, notFound, validationFailed } from '../../platform/errors.js';
import { type ListLevel, type ListScope, listScopeOf } from '../../platform/list-scope.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

type ListQuery = z.output<typeof timeEntriesQuery>;
/** Create and update take the same body. */
type EntryBody = z.output<typeof createTimeEntryRequest>;

export const END_BEFORE_START = 'The end time must not be before the start time';
export const TOO_LONG = 'A time entry may last at most 24 hours';
export const CLIENT_REQUIRED = 'Choose the client this time is for';
export const ZERO_LENGTH = 'A time entry must last at least one second';
export const CASE_OF_OTHER_CLIENT = 'This case belongs to another client';

/** Whether the caller may see other people's entries. */
const readsOthers = (auth: AuthContext) => auth.ability.can('read', 'time_entries');

export function entryOut(row: repo.ListedTimeEntry): TimeEntry {
  return {
    id: row.id,
    law_firm_id: row.lawFirmId,
    user_id: row.userId,
    employee_name: row.employeeName,
    client_id: row.clientId,
    client_name: row.clientName,
    case_id: row.caseId,
    case_name: row.caseName,
    description: row.description,
    billable: row.billable,
    invoiced: row.invoiced,
    hourly_rate: centsToAmount(row.hourlyRateCents),
    duration: row.durationSeconds,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    running: row.running,
    dateRecorded: row.dateRecorded,
    total: centsToAmount(timeEntryTotalCents(row.hourlyRateCents, row.durationSeconds)),
    created_at: row.createdAt.toISOString(),
  };
}

type Scope = ListScope;

/**
 * The repository's filter for a list, or null when it can find nothing: without the rule only one's own
 * entries exist (asking for someone else's finds nothing), and the path's client or case and the query's
 * filters must all hold.
 */
function filterOf(
  auth: AuthContext,
  query: ListQuery | TimeEntriesExportQuery,
  scope: Scope,
): repo.TimeEntriesFilter | null {
  let userId = query.user_id;
  if (!readsOthers(auth)) {
    if (userId !== undefined && userId !== auth.user.id) return null;
    userId = auth.user.id;
  }
  if (scope.clientId !== undefined && query.client_id !== undefined && query.client_id !== scope.clientId) return null;
  if (scope.caseId !== undefined && query.case_id !== undefined && query.case_id !== scope.caseId) return null;
  return {
    timeZone: auth.firm.timeZone,
    clientId: scope.clientId ?? query.client_id,
    caseId: scope.caseId ?? query.case_id,
    userId,
    from: query.from,
    to: query.to,
    billable: query.billable,
    invoiced: query.invoiced,
    running: query.running,
    q: query.q || undefined,
    sort: query.sort,
    order: query.order,
  };
}

async function page(db: Db, auth: AuthContext, query: ListQuery, scope: Scope = {}): Promise<TimeEntriesPage> {
  const filter = filterOf(auth, query, scope);
  if (filter === null) {
    return {
      time_entries: [],
      page: query.page,
      page_size: query.page_size,
      total: 0,
      totals: { count: 0, duration: 0, amount: 0 },
    };
  }
  const { rows, totals } = await repo.timeEntriesPage(db, auth.firm.id, {
    ...filter,
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    time_entries: rows.map(entryOut),
    page: query.page,
    page_size: query.page_size,
    total: totals.count,
    totals: { count: totals.count, duration: totals.duration, amount: centsToAmount(totals.amountCents) },
  };
}

/** Which entries a list shows: the firm's, a client's or a case's (404 when not the firm's). */
export type TimeEntryListScope = ListLevel;
const scopeOf = listScopeOf;

export async function listFirmEntries(db: Db, auth: AuthContext, lawFirmId: number, query: ListQuery) {
  return page(db, auth, query, await scopeOf(db, auth, { lawFirmId }));
}

export async function listClientEntries(db: Db, auth: AuthContext, clientId: number, query: ListQuery) {
  return page(db, auth, query, await scopeOf(db, auth, { clientId }));
}

export async function listCaseEntries(db: Db, auth: AuthContext, caseId: number, query: ListQuery) {
  return page(db, auth, query, await scopeOf(db, auth, { caseId }));
}

/** Every entry of a list's filter that the caller may see, in its order: the CSV export's rows. */
export async function exportEntries(
  db: Db,
  auth: AuthContext,
  scope: TimeEntryListScope,
  query: TimeEntriesExportQuery,
): Promise<repo.ListedTimeEntry[]> {
  const filter = filterOf(auth, query, await scopeOf(db, auth, scope));
  return filter === null ? [] : repo.allTimeEntries(db, auth.firm.id, filter);
}

export async function runningEntries(db: Db, auth: AuthContext): Promise<RunningTimeEntriesResponse> {
  const rows = await repo.runningOf(db, auth.firm.id, auth.user.id, auth.firm.timeZone);
  return { time_entries: rows.map(entryOut) };
}

/**
 * What a create or an update writes. Fields left out of an update keep their value, except the
 * duration (end − start, as the spec's callers expect) and running (a saved record is stopped unless
 * it says it still runs). `current` is the entry being updated.
 */
async function resolveValues(
  db: DbOrTx,
  auth: AuthContext,
  body: EntryBody,
  current: repo.TimeEntryRow | null,
): Promise<repo.TimeEntryValues> {
  const firmId = auth.firm.id;
  const startTime = new Date(body.start_time);
  const endTime = new Date(body.end_time);
  if (endTime < startTime) throw validationFailed({ end_time: END_BEFORE_START });
  const elapsed = Math.floor((endTime.getTime() - startTime.getTime()) / 1000);
  if (body.duration === undefined && elapsed > MAX_DURATION_SECONDS) throw validationFailed({ end_time: TOO_LONG });
  const durationSeconds = body.duration ?? elapsed;
  const running = body.running ?? false;
  // A running timer starts at zero; a stopped record of no time bills nothing and only clutters the list.
  if (!running && durationSeconds === 0) throw validationFailed({ duration: ZERO_LENGTH });

  let clientId = body.client_id === undefined ? (current?.clientId ?? null) : body.client_id;
  const caseId = body.case_id === undefined ? (current?.caseId ?? null) : body.case_id;
  // A client or case the caller may not read is, to them, one that does not exist: the same 404, and
  // never an entry answered with its name. An entry's own client or case, kept as it was, stays.
  if (clientId !== null && clientId !== current?.clientId && !auth.ability.can('read', 'clients')) {
    throw notFound('Client');
  }
  if (caseId !== null && caseId !== current?.caseId && !auth.ability.can('read', 'cases')) throw notFound('Case');
  if (caseId !== null) {
    const theCase = found(await findCase(db, firmId, caseId), 'Case');
    // A case alone says whose time it is; a client named beside it must be the case's own (which, being
    // the firm's case's client, exists: no second lookup).
    if (clientId === null) clientId = theCase.clientId;
    else if (theCase.clientId !== clientId) {
      found(await findClient(db, firmId, clientId), 'Client');
      throw validationFailed({ case_id: CASE_OF_OTHER_CLIENT });
    }
  } else if (clientId !== null) found(await findClient(db, firmId, clientId), 'Client');
  if (!running && clientId === null) throw validationFailed({ client_id: CLIENT_REQUIRED });

  const hourlyRateCents =
    body.hourly_rate !== undefined
      ? amountToCents(body.hourly_rate)
      : (current?.hourlyRateCents ?? (await repo.defaultHourlyRateCents(db, firmId, auth.user.id)));
  const description =
    body.description === undefined ? (current?.description ?? null) : body.description ? body.description : null;
  return {
    clientId,
    caseId,
    description,
    billable: body.billable ?? current?.billable ?? true,
    hourlyRateCents,
    durationSeconds,
    startTime,
    endTime,
    running,
  };
}

const auditDetails = (values: repo.TimeEntryValues) => ({
  client_id: values.clientId,
  case_id: values.caseId,
  hourly_rate_cents: values.hourlyRateCents,
  duration_seconds: values.durationSeconds,
  billable: values.billable,
});

/** What changed between two versions of an entry, as [before, after] pairs. */
function changesOf(before: repo.TimeEntryValues, after: repo.TimeEntryValues) {
  const a = auditDetails(before);
  const b = auditDetails(after);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(a) as Array<keyof typeof a>) {
    if (a[key] !== b[key]) changes[key] = [a[key], b[key]];
  }
  if (before.description !== after.description) changes.description = [before.description, after.description];
  return changes;
}

const invoicedConflict = () => new AppError(409, TIME_ENTRY_INVOICED, TIME_ENTRY_INVOICED_MESSAGE);

/**
 * Someone else's entry: hidden (404) from whoever may not read others' entries, forbidden (403) to
 * those who may read but not `action` them.
 */
function assertMayTouch(auth: AuthContext, row: repo.TimeEntryRow, action: 'update' | 'delete'): void {
  if (row.userId === auth.user.id) return;
  if (!readsOthers(auth)) throw notFound('Time entry');
  if (!auth.ability.can(action, 'time_entries')) throw forbidden();
}

async function answer(db: DbOrTx, auth: AuthContext, id: number): Promise<TimeEntryResponse> {
  const row = found(await repo.findListed(db, auth.firm.id, id, auth.firm.timeZone), 'Time entry');
  return { time_entry: entryOut(row) };
}

export async function createTimeEntry(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  body: EntryBody,
  ip?: string,
): Promise<TimeEntryResponse> {
  assertOwnFirm(auth, lawFirmId);
  // No transaction: the checks only read, and the entry, its audit row and its answer are one statement.
  const values = await resolveValues(db, auth, body, null);
  const row = await repo.insertTimeEntry(
    db,
    { ...values, lawFirmId: auth.firm.id, userId: auth.user.id },
    { details: auditDetails(values), ip: ip ?? null },
    auth.firm.timeZone,
  );
  return { time_entry: entryOut(row) };
}

export async function updateTimeEntry(
  db: Db,
  auth: AuthContext,
  id: number,
  body: EntryBody,
  ip?: string,
): Promise<TimeEntryResponse> {
  return db.transaction(async (tx) => {
    const row = found(await repo.findForUpdate(tx, auth.firm.id, id), 'Time entry');
    assertMayTouch(auth, row, 'update');
    const values = await resolveValues(tx, auth, body, row);
    const changes = changesOf(row, values);
    const moneyChanged = ['hourly_rate_cents', 'duration_seconds', 'client_id', 'case_id'].some((k) => k in changes);
    if (row.invoiced && moneyChanged) throw invoicedConflict();
    await repo.updateTimeEntry(tx, auth.firm.id, id, values);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'time_entry.updated',
      entityType: 'time_entry',
      entityId: id,
      details: { owner_id: row.userId, changes },
      ...(ip ? { ip } : {}),
    });
    return answer(tx, auth, id);
  });
}

export async function deleteTimeEntry(db: Db, auth: AuthContext, id: number, ip?: string) {
  return db.transaction(async (tx) => {
    const row = found(await repo.findForUpdate(tx, auth.firm.id, id), 'Time entry');
    assertMayTouch(auth, row, 'delete');
    if (row.invoiced) throw invoicedConflict();
    await repo.deleteTimeEntry(tx, auth.firm.id, id);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'time_entry.deleted',
      entityType: 'time_entry',
      entityId: id,
      details: { owner_id: row.userId, ...auditDetails(row), start_time: row.startTime.toISOString() },
      ...(ip ? { ip } : {}),
    });
    return { deleted: true as const };
  });
}
