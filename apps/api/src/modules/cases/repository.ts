/** Every query of cases and FOIA cases; each one is filtered by the caller's firm. */

import type { CaseSortColumn, CaseStatus, CaseType } from '@counsel/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName } from '../../db/firm-lookups.js';
import { type ListSort, listSorting } from '../../db/list-sort.js';
import { containsPattern } from '../../db/patterns.js';
import { pageLimit } from '../../db/prepared-statements.js';
import { cases, caseTasks, caseTeamLeads, clients, contacts, users } from '../../db/schema/index.js';

export type CaseRow = typeof cases.$inferSelect;

/** A live (not deleted) contact of the firm. */
export async function findContact(db: DbOrTx, lawFirmId: number, contactId: number) {
  const [row] = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      phoneNumber: contacts.phoneNumber,
      contactType: contacts.contactType,
      relatedEntityType: contacts.relatedEntityType,
      relatedEntityId: contacts.relatedEntityId,
      primaryContactId: contacts.primaryContactId,
    })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.lawFirmId, lawFirmId), isNull(contacts.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The contact row that stands for a client (written with the client). */
export async function findClientContactId(db: DbOrTx, lawFirmId: number, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.lawFirmId, lawFirmId),
        eq(contacts.relatedEntityType, 'client'),
        eq(contacts.relatedEntityId, clientId),
        isNull(contacts.deletedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The firm's users among `ids`, with whether each is still active. */
export async function findFirmUsers(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, active: sql<boolean>`${users.deactivatedAt} is null`.mapWith(Boolean) })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), inArray(users.id, [...ids])));
}

export interface NewCase {
  lawFirmId: number;
  clientId: number;
  contactId: number | null;
  primaryContactId: number | null;
  title: string;
  description: string | null;
  status: CaseStatus;
  caseType: CaseType;
  workflowId: number | null;
  altStepsIds: number[];
  /** en or ar; FOIA cases take the default. */
  language?: string;
  createdByUserId: number;
}

export async function insertCase(db: DbOrTx, values: NewCase): Promise<CaseRow> {
  const [row] = await db.insert(cases).values(values).returning();
  return row!;
}

export async function insertTeamLeads(db: DbOrTx, caseId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(caseTeamLeads).values(userIds.map((userId) => ({ caseId, userId })));
}

/** One case of the firm with every column; `forUpdate` locks it for the rest of the transaction. */
export async function findCaseRow(db: DbOrTx, lawFirmId: number, caseId: number, forUpdate = false) {
  const query = db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.lawFirmId, lawFirmId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The one write of a case's status; cases/status.ts decides when it happens. */
export async function updateCaseStatus(
  tx: DbOrTx,
  caseId: number,
  change: { status: CaseStatus; closedAt?: Date | null },
): Promise<void> {
  await tx.update(cases).set(change).where(eq(cases.id, caseId));
}

export async function updateCase(
  db: DbOrTx,
  lawFirmId: number,
  caseId: number,
  set: Partial<Pick<CaseRow, 'title' | 'description' | 'status'>>,
): Promise<void> {
  await db
    .update(cases)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(cases.id, caseId), eq(cases.lawFirmId, lawFirmId)));
}

export async function replaceTeamLeads(db: DbOrTx, caseId: number, userIds: readonly number[]): Promise<void> {
  await db.delete(caseTeamLeads).where(eq(caseTeamLeads.caseId, caseId));
  await insertTeamLeads(db, caseId, userIds);
}

/** Team leads of several cases (all of one firm), in name order. */
export async function teamLeadsOf(db: DbOrTx, lawFirmId: number, caseIds: readonly number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      caseId: caseTeamLeads.caseId,
      id: users.id,
      fullName: users.fullName,
      image: users.image,
      position: users.position,
    })
    .from(caseTeamLeads)
    .innerJoin(users, and(eq(users.id, caseTeamLeads.userId), eq(users.lawFirmId, lawFirmId)))
    .where(inArray(caseTeamLeads.caseId, [...caseIds]))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** Who does each workflow task of the case (from its task copies, one row per workflow task). */
export async function taskAssignmentsOf(db: DbOrTx, caseId: number) {
  const rows = await db
    .selectDistinct({ task_id: caseTasks.sourceTaskId, user_id: caseTasks.assigneeUserId })
    .from(caseTasks)
    .where(eq(caseTasks.caseId, caseId))
    .orderBy(asc(caseTasks.sourceTaskId));
  return rows.flatMap((row) =>
    row.task_id === null || row.user_id === null ? [] : [{ task_id: row.task_id, user_id: row.user_id }],
  );
}

/** A client's cases, newest first. */
export async function clientCases(db: DbOrTx, lawFirmId: number, clientId: number) {
  return db
    .select({
      id: cases.id,
      title: cases.title,
      status: cases.status,
      caseType: cases.caseType,
      clientId: cases.clientId,
      createdAt: cases.createdAt,
    })
    .from(cases)
    .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.clientId, clientId)))
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

export interface FirmCasesFilter extends ListSort<CaseSortColumn> {
  q?: string | undefined;
  status?: CaseStatus | undefined;
  /** Only the cases not CLOSED (the dashboard's open count). */
  openOnly?: boolean | undefined;
  clientId?: number | undefined;
}

/** What each sortable column orders by; the default is the newest case first. */
const sorting = listSorting<CaseSortColumn>(
  {
    title: [cases.title],
    client_name: [clients.lastName, clients.firstName],
    status: [cases.status],
    created_at: [cases.createdAt],
  },
  cases.id,
  { sort: 'created_at', order: 'desc' },
);

function firmCasesWhere(lawFirmId: number, filter: FirmCasesFilter) {
  const conditions: SQL[] = [eq(cases.lawFirmId, lawFirmId)];
  if (filter.status) conditions.push(eq(cases.status, filter.status));
  if (filter.openOnly) conditions.push(ne(cases.status, 'CLOSED'));
  if (filter.clientId) conditions.push(eq(cases.clientId, filter.clientId));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(cases.title, pattern), ilike(clientFullName, pattern))!);
  }
  return and(...conditions);
}

const joinClientOf = (lawFirmId: number) => and(eq(clients.id, cases.clientId), eq(clients.lawFirmId, lawFirmId));

/** The firm's cases the filter finds, in the asked order, with their client's name. */
function firmCasesQuery(db: DbOrTx, lawFirmId: number, filter: FirmCasesFilter) {
  return db
    .select({
      id: cases.id,
      title: cases.title,
      clientId: cases.clientId,
      status: cases.status,
      clientName: clientFullName,
      caseType: cases.caseType,
      createdAt: cases.createdAt,
    })
    .from(cases)
    .innerJoin(clients, joinClientOf(lawFirmId))
    .where(firmCasesWhere(lawFirmId, filter))
    .orderBy(...sorting.orderBy(filter))
    .$dynamic();
}

/** One page of the firm's cases with the total matching the filter. */
export async function firmCasesPage(
  db: DbOrTx,
  lawFirmId: number,
  filter: FirmCasesFilter & { page: number; pageSize: number },
) {
  const [rows, totals] = await Promise.all([
    firmCasesQuery(db, lawFirmId, filter)
      .limit(pageLimit(filter.pageSize))
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(cases)
      .innerJoin(clients, joinClientOf(lawFirmId))
      .where(firmCasesWhere(lawFirmId, filter)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every case the list's filter finds, in the list's order: the CSV export. */
export function firmCasesAll(db: DbOrTx, lawFirmId: number, filter: FirmCasesFilter) {
  return firmCasesQuery(db, lawFirmId, filter);
}
