/**
 * A user's second factor (authenticator secret, recovery codes): below the modules, since signing in (auth)
 * and an administrator's reset (team) both change it. Every query names the user's firm.
 */
import type { SecondFactorMethod } from '@counsel/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userRecoveryCodes, userSecondFactors } from '../../db/schema/index.js';
import { countPasskeys } from './passkey-repository.js';

export type SecondFactorRow = typeof userSecondFactors.$inferSelect;

/** The user's row, locked when `forUpdate` (a code's time step is checked and stored under the lock). */
export async function findSecondFactor(
  db: DbOrTx,
  lawFirmId: number,
  userId: number,
  forUpdate = false,
): Promise<SecondFactorRow | null> {
  const query = db
    .select()
    .from(userSecondFactors)
    .where(and(eq(userSecondFactors.userId, userId), eq(userSecondFactors.lawFirmId, lawFirmId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Keeps a new secret waiting for its first code; an active one stays as it is. */
export async function savePendingSecret(db: DbOrTx, lawFirmId: number, userId: number, pendingSecret: string) {
  await db
    .insert(userSecondFactors)
    .values({ userId, lawFirmId, pendingSecret })
    .onConflictDoUpdate({
      target: [userSecondFactors.userId, userSecondFactors.lawFirmId],
      set: { pendingSecret, updatedAt: sql`now()` },
    });
}

/** The pending secret becomes the active one, its first code's step remembered. */
export async function activateSecret(db: DbOrTx, lawFirmId: number, userId: number, secret: string, step: number) {
  await db
    .update(userSecondFactors)
    .set({ secret, pendingSecret: null, confirmedAt: sql`now()`, lastTimeStep: step, updatedAt: sql`now()` })
    .where(and(eq(userSecondFactors.userId, userId), eq(userSecondFactors.lawFirmId, lawFirmId)));
}

export async function saveLastTimeStep(db: DbOrTx, lawFirmId: number, userId: number, step: number) {
  await db
    .update(userSecondFactors)
    .set({ lastTimeStep: step, updatedAt: sql`now()` })
    .where(and(eq(userSecondFactors.userId, userId), eq(userSecondFactors.lawFirmId, lawFirmId)));
}

/** Removes the user's second factor and recovery codes; answers whether there was a confirmed one. */
export async function deleteSecondFactor(db: DbOrTx, lawFirmId: number, userId: number): Promise<boolean> {
  await db
    .delete(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.lawFirmId, lawFirmId)));
  const removed = await db
    .delete(userSecondFactors)
    .where(and(eq(userSecondFactors.userId, userId), eq(userSecondFactors.lawFirmId, lawFirmId)))
    .returning({ confirmedAt: userSecondFactors.confirmedAt });
  return removed.some((row) => row.confirmedAt !== null);
}

/** The user's recovery codes become these (their keyed hashes); earlier ones stop working. */
export async function replaceRecoveryCodes(db: DbOrTx, lawFirmId: number, userId: number, hashes: string[]) {
  await db
    .delete(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.lawFirmId, lawFirmId)));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, lawFirmId, codeHash })));
}

/** Marks an unused recovery code used; answers false when the user has no such unused code. */
export async function useRecoveryCode(db: DbOrTx, lawFirmId: number, userId: number, codeHash: string) {
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.lawFirmId, lawFirmId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, lawFirmId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.lawFirmId, lawFirmId),
        isNull(userRecoveryCodes.usedAt),
      ),
    );
  return row?.n ?? 0;
}

/** The ways the user can give a second step: their authenticator app (and its recovery codes), their passkeys. */
export async function secondFactorMethods(
  db: DbOrTx,
  lawFirmId: number,
  userId: number,
): Promise<SecondFactorMethod[]> {
  const row = await findSecondFactor(db, lawFirmId, userId);
  const totp = row?.confirmedAt != null && row.secret !== null;
  const passkeys = await countPasskeys(db, lawFirmId, userId);
  return [...(totp ? (['totp', 'recovery_code'] as const) : []), ...(passkeys > 0 ? (['passkey'] as const) : [])];
}

/** Whether the user has a second factor (sign-in asks for it then): a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(db: DbOrTx, lawFirmId: number, userId: number): Promise<boolean> {
  return (await secondFactorMethods(db, lawFirmId, userId)).length > 0;
}
