/**
 * The two lookups every feature that bills or records against a client makes: does this client (or
 * case) exist in the caller's firm. Another firm's id finds nothing, so callers answer 404.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { cases, clients } from './schema/index.js';

export async function findClient(db: DbOrTx, lawFirmId: number, clientId: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

export async function findCase(db: DbOrTx, lawFirmId: number, caseId: number) {
  const [row] = await db
    .select({ id: cases.id, clientId: cases.clientId })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}
