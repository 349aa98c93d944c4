/**
 * A user's passkeys and the WebAuthn ceremonies' challenges: below the modules, since signing in (auth) counts
 * a passkey as a second factor and an administrator's reset (team) removes them. Every query of a firm's
 * passkeys names the firm, but the lookup of a passwordless sign-in, which knows only the credential.
 */
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userPasskeys, webauthnChallenges } from '../../db/schema/index.js';

export type PasskeyRow = typeof userPasskeys.$inferSelect;
export type ChallengePurpose = 'registration' | 'authentication';

const ofUser = (lawFirmId: number, userId: number) =>
  and(eq(userPasskeys.lawFirmId, lawFirmId), eq(userPasskeys.userId, userId));

export function listPasskeys(db: DbOrTx, lawFirmId: number, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(userPasskeys).where(ofUser(lawFirmId, userId)).orderBy(asc(userPasskeys.id));
}

export async function countPasskeys(db: DbOrTx, lawFirmId: number, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userPasskeys).where(ofUser(lawFirmId, userId));
  return row?.n ?? 0;
}

/** Every firm's passkey of this credential id (a passwordless sign-in knows no firm yet); locked when `forUpdate`. */
export async function findByCredentialId(db: DbOrTx, credentialId: string, forUpdate = false): Promise<PasskeyRow[]> {
  const query = db.select().from(userPasskeys).where(eq(userPasskeys.credentialId, credentialId));
  return forUpdate ? await query.for('update') : await query;
}

export async function insertPasskey(db: DbOrTx, values: typeof userPasskeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(userPasskeys).values(values).returning();
  if (!row) throw new Error('passkey not inserted');
  return row;
}

export async function renamePasskey(db: DbOrTx, lawFirmId: number, userId: number, id: number, name: string) {
  const [row] = await db
    .update(userPasskeys)
    .set({ name })
    .where(and(ofUser(lawFirmId, userId), eq(userPasskeys.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: DbOrTx, lawFirmId: number, userId: number, id: number) {
  const [row] = await db
    .delete(userPasskeys)
    .where(and(ofUser(lawFirmId, userId), eq(userPasskeys.id, id)))
    .returning();
  return row ?? null;
}

/** Removes all the user's passkeys (an administrator's reset); answers how many there were. */
export async function deleteAllPasskeys(db: DbOrTx, lawFirmId: number, userId: number): Promise<number> {
  const removed = await db.delete(userPasskeys).where(ofUser(lawFirmId, userId)).returning({ id: userPasskeys.id });
  return removed.length;
}

/** A use of the passkey: its new signature counter and the time. */
export async function markPasskeyUsed(db: DbOrTx, row: PasskeyRow, counter: number) {
  await db
    .update(userPasskeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(and(eq(userPasskeys.lawFirmId, row.lawFirmId), eq(userPasskeys.id, row.id)));
}

/** Keeps a ceremony's challenge (and drops the expired ones of every ceremony). */
export async function saveChallenge(
  db: DbOrTx,
  values: { challenge: string; purpose: ChallengePurpose; userId?: number; lawFirmId?: number; expiresAt: Date },
) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values(values);
}

/** Uses a challenge up: answers it if the server issued it for this purpose and it has not expired, once. */
export async function takeChallenge(db: DbOrTx, challenge: string, purpose: ChallengePurpose) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}
