/** The refresh-token rows a session is made of, and the password hash a new session follows. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';

export async function insertRefreshToken(db: DbOrTx, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function updatePasswordHash(db: DbOrTx, userId: number, lawFirmId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId)))
    .returning();
  return row!;
}

/** Ends every session of a user: all refresh-token families. */
export async function revokeUserSessions(db: DbOrTx, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
