/** Participant type queries, every one filtered by the firm's id. */
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { participantTypes, participantTypeUsers, users } from '../../db/schema/index.js';

export async function findType(db: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await db
    .select({ id: participantTypes.id, name: participantTypes.name, description: participantTypes.description })
    .from(participantTypes)
    .where(and(eq(participantTypes.id, id), eq(participantTypes.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** The employees (still active) of each type, by name. */
export async function usersOfTypes(db: DbOrTx, lawFirmId: number, typeIds: number[]) {
  if (typeIds.length === 0) return [];
  return db
    .select({
      typeId: participantTypeUsers.participantTypeId,
      id: users.id,
      fullName: users.fullName,
      image: users.image,
    })
    .from(participantTypeUsers)
    .innerJoin(users, and(eq(users.id, participantTypeUsers.userId), eq(users.lawFirmId, lawFirmId)))
    .where(and(inArray(participantTypeUsers.participantTypeId, typeIds), isNull(users.deactivatedAt)))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The ids among `ids` that are active employees of the firm. */
export async function activeUserIds(db: DbOrTx, lawFirmId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), inArray(users.id, ids), isNull(users.deactivatedAt)));
  return rows.map((r) => r.id);
}

export async function firmUserExists(db: DbOrTx, lawFirmId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.id, id)))
    .limit(1);
  return row !== undefined;
}

/** True when another type of the firm already has this name (case-insensitive). */
export async function nameTaken(db: DbOrTx, lawFirmId: number, name: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [
    eq(participantTypes.lawFirmId, lawFirmId),
    sql`lower(${participantTypes.name}) = ${name.toLowerCase()}`,
  ];
  if (exceptId !== undefined) conditions.push(ne(participantTypes.id, exceptId));
  const [row] = await db
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function insertType(db: DbOrTx, lawFirmId: number, values: { name: string; description: string }) {
  const [row] = await db
    .insert(participantTypes)
    .values({ ...values, lawFirmId })
    .returning({ id: participantTypes.id });
  return row!.id;
}

export async function updateType(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  values: { name: string; description: string },
) {
  await db
    .update(participantTypes)
    .set(values)
    .where(and(eq(participantTypes.id, id), eq(participantTypes.lawFirmId, lawFirmId)));
}

export async function replaceUsers(db: DbOrTx, typeId: number, userIds: number[]) {
  await db.delete(participantTypeUsers).where(eq(participantTypeUsers.participantTypeId, typeId));
  if (userIds.length === 0) return;
  await db.insert(participantTypeUsers).values(userIds.map((userId) => ({ participantTypeId: typeId, userId })));
}

/** Removing a type also removes it from contacts and employees (the link tables cascade). */
export async function deleteType(db: DbOrTx, lawFirmId: number, id: number) {
  await db.delete(participantTypes).where(and(eq(participantTypes.id, id), eq(participantTypes.lawFirmId, lawFirmId)));
}
