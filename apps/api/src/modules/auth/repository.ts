import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lawFirms, refreshTokens, users } from '../../db/schema/index.js';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertFirm(db: DbOrTx, values: typeof lawFirms.$inferInsert) {
  const [row] = await db.insert(lawFirms).values(values).returning();
  return row!;
}

export async function findFirm(db: DbOrTx, id: number) {
  const [row] = await db.select().from(lawFirms).where(eq(lawFirms.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserLocale(db: DbOrTx, userId: number, lawFirmId: number, locale: string) {
  const [row] = await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId)))
    .returning();
  return row ?? null;
}

/** The token row, locked so two refreshes with one token cannot both succeed. */
export async function lockRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: DbOrTx, id: number) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(eq(refreshTokens.id, id));
}

/** Revokes every live token of a session; `userId`, when given, must be its owner's. */
export async function revokeFamily(db: DbOrTx, familyId: string, userId?: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        userId === undefined ? undefined : eq(refreshTokens.userId, userId),
      ),
    );
}
