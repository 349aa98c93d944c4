import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageLimit } from '../../db/prepared-statements.js';
import { cases, clients, users } from '../../db/schema/index.js';

export async function countClients(db: DbOrTx, lawFirmId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(eq(clients.lawFirmId, lawFirmId));
  return row?.n ?? 0;
}

/** All cases and the open ones (not CLOSED), in one scan. */
export async function countCases(db: DbOrTx, lawFirmId: number): Promise<{ all: number; open: number }> {
  const [row] = await db
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${cases.status} <> 'CLOSED')`.mapWith(Number),
    })
    .from(cases)
    .where(eq(cases.lawFirmId, lawFirmId));
  return { all: row?.all ?? 0, open: row?.open ?? 0 };
}

/** Active employees: removed ones keep their history but are no longer part of the team. */
export async function countEmployees(db: DbOrTx, lawFirmId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt)));
  return row?.n ?? 0;
}

export async function recentCases(db: DbOrTx, lawFirmId: number, limit: number) {
  return db
    .select({
      id: cases.id,
      title: cases.title,
      status: cases.status,
      clientId: cases.clientId,
      firstName: clients.firstName,
      middleName: clients.middleName,
      lastName: clients.lastName,
      createdAt: cases.createdAt,
    })
    .from(cases)
    .innerJoin(clients, and(eq(clients.id, cases.clientId), eq(clients.lawFirmId, lawFirmId)))
    .where(eq(cases.lawFirmId, lawFirmId))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(pageLimit(limit));
}
