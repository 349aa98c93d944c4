/** Queries of FOIA request details; each one is filtered by the caller's firm. */
import { and, asc, between, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, foiaRequests } from '../../db/schema/index.js';

export type FoiaRequestRow = typeof foiaRequests.$inferSelect;
export type FoiaRequestValues = Omit<typeof foiaRequests.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findFoiaRequest(db: DbOrTx, lawFirmId: number, caseId: number) {
  const [row] = await db
    .select()
    .from(foiaRequests)
    .where(and(eq(foiaRequests.caseId, caseId), eq(foiaRequests.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** Writes the whole of a case's request details (one row per case). */
export async function saveFoiaRequest(db: DbOrTx, values: FoiaRequestValues): Promise<FoiaRequestRow> {
  const { caseId: _caseId, lawFirmId: _lawFirmId, ...changes } = values;
  const [row] = await db
    .insert(foiaRequests)
    .values(values)
    .onConflictDoUpdate({ target: foiaRequests.caseId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

/**
 * The firm's FOIA deadlines from `start` to `end` (both included), soonest first, of cases not CLOSED: at most
 * `limit` rows (the caller asks one more to learn whether there were more).
 */
export function foiaDeadlinesIn(db: DbOrTx, lawFirmId: number, start: string, end: string, limit: number) {
  return db
    .select({
      caseId: foiaRequests.caseId,
      clientId: cases.clientId,
      caseTitle: cases.title,
      agency: foiaRequests.agency,
      requestNumber: foiaRequests.requestNumber,
      responseDue: foiaRequests.responseDue,
    })
    .from(foiaRequests)
    .innerJoin(cases, and(eq(cases.id, foiaRequests.caseId), eq(cases.lawFirmId, lawFirmId)))
    .where(
      and(
        eq(foiaRequests.lawFirmId, lawFirmId),
        between(foiaRequests.responseDue, start, end),
        ne(cases.status, 'CLOSED'),
      ),
    )
    .orderBy(asc(foiaRequests.responseDue), asc(foiaRequests.caseId))
    .limit(limit);
}
