/**
 * Queries of a portal account's second factor: its authenticator, recovery codes, and the short-lived codes
 * (a sign-in's challenge, a mailed code). Every query names the account and its firm.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  lawFirms,
  portalOneTimeCodes,
  portalRecoveryCodes,
  portalSecondFactors,
  portalUsers,
} from '../../db/schema/index.js';

export type PortalFactorRow = typeof portalSecondFactors.$inferSelect;
export type OneTimeCodePurpose = 'challenge' | 'sign_in' | 'settings';

/** A portal account: its id and its firm's. */
export interface PortalAccountKey {
  lawFirmId: number;
  portalUserId: number;
}

const ofFactor = (a: PortalAccountKey) =>
  and(eq(portalSecondFactors.portalUserId, a.portalUserId), eq(portalSecondFactors.lawFirmId, a.lawFirmId));
const ofRecovery = (a: PortalAccountKey) =>
  and(eq(portalRecoveryCodes.portalUserId, a.portalUserId), eq(portalRecoveryCodes.lawFirmId, a.lawFirmId));
const ofCodes = (a: PortalAccountKey) =>
  and(eq(portalOneTimeCodes.portalUserId, a.portalUserId), eq(portalOneTimeCodes.lawFirmId, a.lawFirmId));

/** Which second factors a row has on: a confirmed authenticator, mailed codes. */
export const factorsOn = (row: Pick<PortalFactorRow, 'confirmedAt' | 'secret' | 'emailEnabledAt'> | null) => ({
  totp: row?.confirmedAt != null && row.secret != null,
  email: row?.emailEnabledAt != null,
});

/** The account's row, locked when `forUpdate` (a code's time step is checked and stored under the lock). */
export async function findFactor(db: DbOrTx, a: PortalAccountKey, forUpdate = false): Promise<PortalFactorRow | null> {
  const query = db.select().from(portalSecondFactors).where(ofFactor(a)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Sets these columns of the account's row, making the row when there is none. */
export async function saveFactor(
  db: DbOrTx,
  a: PortalAccountKey,
  changes: Partial<
    Pick<PortalFactorRow, 'secret' | 'pendingSecret' | 'confirmedAt' | 'lastTimeStep' | 'emailEnabledAt'>
  >,
) {
  await db
    .insert(portalSecondFactors)
    .values({ ...a, ...changes })
    .onConflictDoUpdate({
      target: [portalSecondFactors.portalUserId, portalSecondFactors.lawFirmId],
      set: { ...changes, updatedAt: sql`now()` },
    });
}

/** The account's recovery codes become these (their keyed hashes); earlier ones stop working. */
export async function replaceRecoveryCodes(db: DbOrTx, a: PortalAccountKey, hashes: string[]) {
  await db.delete(portalRecoveryCodes).where(ofRecovery(a));
  if (hashes.length > 0) await db.insert(portalRecoveryCodes).values(hashes.map((codeHash) => ({ ...a, codeHash })));
}

/** Marks an unused recovery code used; answers false when the account has no such unused code. */
export async function useRecoveryCode(db: DbOrTx, a: PortalAccountKey, codeHash: string): Promise<boolean> {
  const used = await db
    .update(portalRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(ofRecovery(a), eq(portalRecoveryCodes.codeHash, codeHash), isNull(portalRecoveryCodes.usedAt)))
    .returning({ id: portalRecoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, a: PortalAccountKey): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(portalRecoveryCodes)
    .where(and(ofRecovery(a), isNull(portalRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export interface NewOneTimeCode {
  purpose: OneTimeCodePurpose;
  codeHash: string;
  challengeId: number | null;
  expiresAt: Date;
}

/** Keeps a new code; the account's unused codes of the same purpose stop working (a newer one replaces them). */
export async function replaceOneTimeCode(db: DbOrTx, a: PortalAccountKey, code: NewOneTimeCode): Promise<number> {
  await db
    .delete(portalOneTimeCodes)
    .where(and(ofCodes(a), eq(portalOneTimeCodes.purpose, code.purpose), isNull(portalOneTimeCodes.usedAt)));
  const [row] = await db
    .insert(portalOneTimeCodes)
    .values({ ...a, ...code })
    .returning({ id: portalOneTimeCodes.id });
  return row!.id;
}

/**
 * A sign-in's live challenge by the hash of its token, with its account and the account's firm; locked when
 * `forUpdate` so two answers cannot both use it.
 */
export async function findChallenge(db: DbOrTx, codeHash: string, now: Date, forUpdate = false) {
  const query = db
    .select({ id: portalOneTimeCodes.id, user: portalUsers, firmName: lawFirms.name })
    .from(portalOneTimeCodes)
    .innerJoin(
      portalUsers,
      and(eq(portalUsers.id, portalOneTimeCodes.portalUserId), eq(portalUsers.lawFirmId, portalOneTimeCodes.lawFirmId)),
    )
    .innerJoin(lawFirms, eq(lawFirms.id, portalUsers.lawFirmId))
    .where(
      and(
        eq(portalOneTimeCodes.codeHash, codeHash),
        eq(portalOneTimeCodes.purpose, 'challenge'),
        isNull(portalOneTimeCodes.usedAt),
        gt(portalOneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: portalOneTimeCodes }) : await query;
  return row ?? null;
}

/** The account's code of this purpose (and challenge) with this hash, used or not, past its time or not. */
export async function findOneTimeCode(
  db: DbOrTx,
  a: PortalAccountKey,
  purpose: OneTimeCodePurpose,
  codeHash: string,
  challengeId: number | null,
) {
  const [row] = await db
    .select()
    .from(portalOneTimeCodes)
    .where(
      and(
        ofCodes(a),
        eq(portalOneTimeCodes.purpose, purpose),
        eq(portalOneTimeCodes.codeHash, codeHash),
        challengeId === null ? isNull(portalOneTimeCodes.challengeId) : eq(portalOneTimeCodes.challengeId, challengeId),
      ),
    )
    .orderBy(sql`${portalOneTimeCodes.usedAt} nulls first`)
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Marks a code used; answers false when it already was (a second answer racing the first). */
export async function markOneTimeCodeUsed(db: DbOrTx, a: PortalAccountKey, id: number): Promise<boolean> {
  const rows = await db
    .update(portalOneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(ofCodes(a), eq(portalOneTimeCodes.id, id), isNull(portalOneTimeCodes.usedAt)))
    .returning({ id: portalOneTimeCodes.id });
  return rows.length > 0;
}

/**
 * Removes the account's second factor whole: the authenticator, its recovery codes, and any code or
 * challenge still out. Answers whether a factor was on.
 */
export async function deleteFactors(db: DbOrTx, a: PortalAccountKey): Promise<boolean> {
  const on = factorsOn(await findFactor(db, a, true));
  await db.delete(portalSecondFactors).where(ofFactor(a));
  await db.delete(portalRecoveryCodes).where(ofRecovery(a));
  await db.delete(portalOneTimeCodes).where(ofCodes(a));
  return on.totp || on.email;
}
