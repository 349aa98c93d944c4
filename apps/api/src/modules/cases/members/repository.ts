/** Queries of case members, always within one firm. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { caseMembers, cases, users } from '../../../db/schema/index.js';

/** The firm's case, locked for the change that follows (members are added or removed one change at a time). */
export async function lockCase(db: DbOrTx, lawFirmId: number, caseId: number) {
  const [row] = await db
    .select({ id: cases.id, clientId: cases.clientId, title: cases.title, status: cases.status })
    .from(cases)
    .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.id, caseId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The ids among `userIds` already members of the case. */
export async function existingMemberIds(db: DbOrTx, caseId: number, userIds: readonly number[]) {
  const rows = await db
    .select({ userId: caseMembers.userId })
    .from(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), inArray(caseMembers.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

export async function insertMembers(db: DbOrTx, caseId: number, userIds: readonly number[], assignedBy: number) {
  if (userIds.length === 0) return;
  await db
    .insert(caseMembers)
    .values(userIds.map((userId) => ({ caseId, userId, assignedByUserId: assignedBy })))
    .onConflictDoNothing();
}

/** Removes one member; false when the user was not a member of the case. */
export async function deleteMember(db: DbOrTx, caseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, userId)))
    .returning({ userId: caseMembers.userId });
  return rows.length > 0;
}

/** The case's members by name. The case is checked against the firm by the caller; the join keeps users to it too. */
export function membersOf(db: DbOrTx, lawFirmId: number, caseId: number) {
  return db
    .select({ id: users.id, fullName: users.fullName, image: users.image })
    .from(caseMembers)
    .innerJoin(users, and(eq(users.id, caseMembers.userId), eq(users.lawFirmId, lawFirmId)))
    .where(eq(caseMembers.caseId, caseId))
    .orderBy(sql`lower(${users.fullName})`, users.id);
}
