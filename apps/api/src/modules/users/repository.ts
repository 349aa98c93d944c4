import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** A user of the given firm, or null (another firm's user is as good as absent). */
export async function findFirmUser(db: DbOrTx, lawFirmId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, lawFirmId: users.lawFirmId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}
