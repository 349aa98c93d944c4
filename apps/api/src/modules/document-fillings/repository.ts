/** Queries of document fillings and their assignees, always within one firm. */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { cases, clients, documentFillingAssignees, documentFillings, users } from '../../db/schema/index.js';

export type FillingRow = typeof documentFillings.$inferSelect;

export async function insertFilling(
  db: DbOrTx,
  values: Omit<typeof documentFillings.$inferInsert, 'id' | 'status'>,
  employeeIds: readonly number[],
): Promise<FillingRow> {
  const [row] = await db.insert(documentFillings).values(values).returning();
  await db.insert(documentFillingAssignees).values(employeeIds.map((userId) => ({ fillingId: row!.id, userId })));
  return row!;
}

export async function lockFilling(db: DbOrTx, lawFirmId: number, id: number): Promise<FillingRow | null> {
  const [row] = await db
    .select()
    .from(documentFillings)
    .where(and(eq(documentFillings.lawFirmId, lawFirmId), eq(documentFillings.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function isAssignee(db: DbOrTx, fillingId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: documentFillingAssignees.userId })
    .from(documentFillingAssignees)
    .where(and(eq(documentFillingAssignees.fillingId, fillingId), eq(documentFillingAssignees.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function setStatus(db: DbOrTx, id: number, status: 'open' | 'done', userId: number) {
  const done = status === 'done';
  await db
    .update(documentFillings)
    .set({
      status,
      completedAt: done ? new Date() : null,
      completedByUserId: done ? userId : null,
      updatedAt: new Date(),
    })
    .where(eq(documentFillings.id, id));
}

export interface ListFilter {
  lawFirmId: number;
  /** Only the fillings handed to this user; every filling of the firm when absent. */
  assigneeId?: number;
  status?: 'open' | 'done';
  /** One filling only: how a change answers the filling as the list shows it. */
  onlyId?: number;
  page: number;
  pageSize: number;
}

const assignedBy = alias(users, 'assigned_by');

/** One page of fillings, newest first, with the client, case and assigner names; then their assignees. */
export async function listFillings(db: DbOrTx, filter: ListFilter) {
  const conditions: SQL[] = [eq(documentFillings.lawFirmId, filter.lawFirmId)];
  if (filter.status) conditions.push(eq(documentFillings.status, filter.status));
  if (filter.onlyId !== undefined) conditions.push(eq(documentFillings.id, filter.onlyId));
  if (filter.assigneeId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${documentFillingAssignees} where ${documentFillingAssignees.fillingId} = ${documentFillings.id} and ${documentFillingAssignees.userId} = ${filter.assigneeId})`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        filling: documentFillings,
        client: { firstName: clients.firstName, middleName: clients.middleName, lastName: clients.lastName },
        caseTitle: cases.title,
        assignedBy: { id: assignedBy.id, fullName: assignedBy.fullName, image: assignedBy.image },
      })
      .from(documentFillings)
      .innerJoin(clients, eq(clients.id, documentFillings.clientId))
      .leftJoin(cases, eq(cases.id, documentFillings.caseId))
      .leftJoin(assignedBy, eq(assignedBy.id, documentFillings.createdByUserId))
      .where(where)
      .orderBy(desc(documentFillings.createdAt), desc(documentFillings.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(documentFillings).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The assignees of several fillings (one query for a whole page), by filling id. */
export async function assigneesOf(db: DbOrTx, fillingIds: readonly number[]) {
  const byFilling = new Map<number, Array<{ id: number; fullName: string; image: string | null }>>();
  if (fillingIds.length === 0) return byFilling;
  const rows = await db
    .select({
      fillingId: documentFillingAssignees.fillingId,
      id: users.id,
      fullName: users.fullName,
      image: users.image,
    })
    .from(documentFillingAssignees)
    .innerJoin(users, eq(users.id, documentFillingAssignees.userId))
    .where(inArray(documentFillingAssignees.fillingId, [...fillingIds]))
    .orderBy(sql`lower(${users.fullName})`, users.id);
  for (const { fillingId, ...person } of rows) {
    const list = byFilling.get(fillingId) ?? [];
    list.push(person);
    byFilling.set(fillingId, list);
  }
  return byFilling;
}
