/**
 * One-time tokens sent by mail (table user_tokens): the invitation's set-password link and the
 * forgot-password reset link; and the challenge a sign-in with a second factor answers. Only the
 * SHA-256 of a token is stored; a token works once, until it expires, and only for an active user.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, userTokens } from '../../db/schema/index.js';
import { hashRefreshToken } from './tokens.js';

export type UserTokenPurpose = 'set_password' | 'reset_password' | 'mfa_challenge';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issues a token for the user and answers it in clear (to put in the mail); earlier ones of that purpose stop working. */
export async function issueUserToken(
  db: DbOrTx,
  userId: number,
  purpose: UserTokenPurpose,
  ttlDays: number,
): Promise<string> {
  await expireUserTokens(db, userId, purpose);
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
  });
  return token;
}

/**
 * Uses a token: answers its user (locked for the change that follows) and marks the token used,
 * or answers null when it is unknown, used, expired, of another purpose, or its user was removed.
 */
export async function consumeUserToken(db: DbOrTx, token: string, purpose: UserTokenPurpose) {
  const row = await findUserToken(db, token, purpose, true);
  if (!row) return null;
  await markUserTokenUsed(db, row.tokenId);
  return row.user;
}

/**
 * A usable token and its user, without using it (locked when `forUpdate`): the sign-in challenge is used only
 * once its code is right. Null when unknown, used, expired, of another purpose, or its user was removed.
 */
export async function findUserToken(db: DbOrTx, token: string, purpose: UserTokenPurpose, forUpdate = false) {
  const query = db
    .select({ tokenId: userTokens.id, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashRefreshToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function markUserTokenUsed(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(userTokens).set({ usedAt: sql`now()` }).where(eq(userTokens.id, tokenId));
}

/** Makes every unused token of the user (of one purpose, or all) unusable. */
export async function expireUserTokens(db: DbOrTx, userId: number, purpose?: UserTokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.userId, userId),
        isNull(userTokens.usedAt),
        purpose ? eq(userTokens.purpose, purpose) : undefined,
      ),
    );
}
