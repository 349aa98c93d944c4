/** Every team query. Each one is filtered by the firm's id; removed (deactivated) employees are left out. */

import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageLimit } from '../../db/prepared-statements.js';
import {
  cases,
  caseTeamLeads,
  lawFirms,
  participantTypes,
  participantTypeUsers,
  users,
  userTokens,
} from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

const active = (lawFirmId: number) => and(eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt));

/**
 * Cases of the firm where the user is a team lead. The outer user is named with its table spelled out:
 * drizzle leaves columns unqualified in a one-table select, and inside this subquery a bare "id" is the case's.
 */
const totalCases = (lawFirmId: number) =>
  sql<number>`(
    select count(*) from ${caseTeamLeads}
    inner join ${cases} on ${cases.id} = ${caseTeamLeads.caseId}
    where ${caseTeamLeads.userId} = ${sql.identifier('users')}.${sql.identifier('id')}
      and ${cases.lawFirmId} = ${lawFirmId}
  )`.mapWith(Number);

/**
 * Whether the user still has an unused invitation (set_password) link: a new invitation voids the
 * earlier ones and choosing a password uses it, so one exists exactly until the employee accepts.
 */
const invitationPending = sql<boolean>`exists (
    select 1 from ${userTokens}
    where ${userTokens.userId} = ${sql.identifier('users')}.${sql.identifier('id')}
      and ${userTokens.purpose} = 'set_password'
      and ${userTokens.usedAt} is null
  )`.mapWith(Boolean);

/** Locks the firm's row so concurrent additions are counted one after the other (the plan's max users). */
export async function lockFirm(db: DbOrTx, lawFirmId: number): Promise<void> {
  await db.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.id, lawFirmId)).for('update');
}

/** Any user with that email, in any firm and in any letter case (emails sign people in, so they are unique). */
export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function insertEmployee(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findEmployee(db: DbOrTx, lawFirmId: number, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), active(lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** The same, locked for an update in this transaction. */
export async function lockEmployee(db: DbOrTx, lawFirmId: number, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), active(lawFirmId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateEmployee(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), eq(users.lawFirmId, lawFirmId)))
    .returning();
  return row!;
}

export async function deactivateEmployee(db: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await db
    .update(users)
    .set({ deactivatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.lawFirmId, lawFirmId)));
}

/** Active admins of the firm, locked, so two removals cannot each leave the other as the last one. */
export async function lockActiveAdmins(db: DbOrTx, lawFirmId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(active(lawFirmId), eq(users.isAdmin, true)))
    .for('update');
  return rows.map((row) => row.id);
}

export async function countEmployees(db: DbOrTx, lawFirmId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(active(lawFirmId));
  return row?.n ?? 0;
}

/** One page of active employees, alphabetically, with the number of cases each leads. */
export async function listEmployees(db: DbOrTx, lawFirmId: number, page: number, pageSize: number) {
  return db
    .select({ user: users, totalCases: totalCases(lawFirmId), invitationPending })
    .from(users)
    .where(active(lawFirmId))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
    .limit(pageLimit(pageSize))
    .offset((page - 1) * pageSize);
}

export async function totalCasesOf(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
): Promise<{ totalCases: number; invitationPending: boolean }> {
  const [row] = await db
    .select({ n: totalCases(lawFirmId), invitationPending })
    .from(users)
    .where(and(eq(users.id, id), eq(users.lawFirmId, lawFirmId)));
  return { totalCases: row?.n ?? 0, invitationPending: row?.invitationPending ?? false };
}

/** What pickers need: every active employee, alphabetically. */
export async function lightUsers(db: DbOrTx, lawFirmId: number) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      image: users.image,
      email: users.email,
      position: users.position,
    })
    .from(users)
    .where(active(lawFirmId))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
}

/** The participant types of several employees, by employee id. */
export async function participantTypesOf(db: DbOrTx, lawFirmId: number, userIds: number[]) {
  const byUser = new Map<number, Array<{ id: number; name: string }>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: participantTypeUsers.userId, id: participantTypes.id, name: participantTypes.name })
    .from(participantTypeUsers)
    .innerJoin(participantTypes, eq(participantTypes.id, participantTypeUsers.participantTypeId))
    .where(and(eq(participantTypes.lawFirmId, lawFirmId), inArray(participantTypeUsers.userId, userIds)))
    .orderBy(asc(participantTypes.name), asc(participantTypes.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** Which of these participant type ids are the firm's own. */
export async function firmParticipantTypeIds(db: DbOrTx, lawFirmId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(and(eq(participantTypes.lawFirmId, lawFirmId), inArray(participantTypes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Makes the employee's participant types exactly `ids` (all checked to be the firm's). */
export async function replaceParticipantTypes(
  db: DbOrTx,
  lawFirmId: number,
  userId: number,
  ids: number[],
): Promise<void> {
  const firmTypes = db
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(eq(participantTypes.lawFirmId, lawFirmId));
  await db
    .delete(participantTypeUsers)
    .where(and(eq(participantTypeUsers.userId, userId), inArray(participantTypeUsers.participantTypeId, firmTypes)));
  if (ids.length === 0) return;
  await db
    .insert(participantTypeUsers)
    .values(ids.map((participantTypeId) => ({ participantTypeId, userId })))
    .onConflictDoNothing();
}
