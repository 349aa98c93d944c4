import { and, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lawFirms, refreshTokens, signInAttempts, unknownEmailSignIns, users } from '../../db/schema/index.js';

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

/** The user's live tokens (not revoked, not expired) that also meet `condition`, if any. */
const liveTokensOf = (userId: number, condition?: SQL) =>
  and(
    eq(refreshTokens.userId, userId),
    condition,
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, sql`now()`),
  );

/**
 * The user's open sessions: each family's live token (a refresh revokes the token it presents, so a family has
 * one at a time), with when the family began (its first token, found through the family index).
 */
export async function listOpenSessions(db: DbOrTx, userId: number) {
  return db
    .select({
      familyId: refreshTokens.familyId,
      userAgent: refreshTokens.userAgent,
      ip: refreshTokens.ip,
      createdAt: refreshTokens.createdAt,
      lastSeenAt: refreshTokens.lastSeenAt,
      // In milliseconds, read the same way from PGlite and node-postgres. Written out: drizzle leaves a column of
      // the one table queried unqualified, which the subquery's own table would take for its own.
      startedAt:
        sql<Date>`(select extract(epoch from min(first_token.created_at)) * 1000 from refresh_tokens first_token
        where first_token.family_id = refresh_tokens.family_id)::float8`.mapWith(
          (ms: string | number) => new Date(Number(ms)),
        ),
    })
    .from(refreshTokens)
    .where(liveTokensOf(userId))
    .orderBy(desc(sql`coalesce(${refreshTokens.lastSeenAt}, ${refreshTokens.createdAt})`));
}

/** Revokes the user's live tokens that meet `condition`; answers the sessions (families) that ended. */
async function revokeLive(db: DbOrTx, userId: number, condition: SQL) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(liveTokensOf(userId, condition))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(rows.map((row) => row.familyId)).size;
}

/** Revokes the user's own open session; false when they have none by that id (another user's, or ended). */
export async function revokeOwnFamily(db: DbOrTx, userId: number, familyId: string) {
  return (await revokeLive(db, userId, eq(refreshTokens.familyId, familyId))) > 0;
}

/** Revokes every open session of the user but one; answers how many sessions ended. */
export const revokeFamiliesExcept = (db: DbOrTx, userId: number, keptFamilyId: string) =>
  revokeLive(db, userId, ne(refreshTokens.familyId, keptFamilyId));

export async function insertSignInAttempt(db: DbOrTx, values: typeof signInAttempts.$inferInsert) {
  await db.insert(signInAttempts).values(values);
}

export async function insertUnknownEmailSignIn(db: DbOrTx, values: typeof unknownEmailSignIns.$inferInsert) {
  await db.insert(unknownEmailSignIns).values(values);
}

/** Whether the user has signed in successfully from this device before. */
export async function hasSignedInFrom(db: DbOrTx, lawFirmId: number, userId: number, deviceKey: string) {
  const [row] = await db
    .select({ id: signInAttempts.id })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.lawFirmId, lawFirmId),
        eq(signInAttempts.userId, userId),
        eq(signInAttempts.deviceKey, deviceKey),
        eq(signInAttempts.succeeded, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's latest sign-in attempts, newest first. */
export async function listSignIns(db: DbOrTx, lawFirmId: number, userId: number, limit: number) {
  return db
    .select()
    .from(signInAttempts)
    .where(and(eq(signInAttempts.lawFirmId, lawFirmId), eq(signInAttempts.userId, userId)))
    .orderBy(desc(signInAttempts.createdAt), desc(signInAttempts.id))
    .limit(limit);
}
