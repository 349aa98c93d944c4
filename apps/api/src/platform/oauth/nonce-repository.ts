/**
 * The OAuth flows already finished, whatever the service (Drive, Calendar): the hash of each flow's
 * browser cookie nonce, so a state is accepted once, whichever API process its callback reaches. The
 * table was made for the Drive flow (hence its name); a nonce is 32 random bytes, so flows of different
 * services never collide in it. Always looked up within the firm.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { googleDriveOauthNonces as oauthNonces } from '../../db/schema/index.js';

/**
 * Records a flow's nonce as used: true the first time, false when it already was (a replay). One
 * statement, so two callbacks racing on two API processes cannot both win. Expired rows of the firm go.
 */
export async function consumeNonce(
  db: DbOrTx,
  values: { lawFirmId: number; userId: number; nonceHash: string; expiresAt: Date },
): Promise<boolean> {
  await db
    .delete(oauthNonces)
    .where(and(eq(oauthNonces.lawFirmId, values.lawFirmId), lt(oauthNonces.expiresAt, new Date())));
  const inserted = await db
    .insert(oauthNonces)
    .values(values)
    .onConflictDoNothing()
    .returning({ nonceHash: oauthNonces.nonceHash });
  return inserted.length > 0;
}

export async function isNonceUsed(db: DbOrTx, lawFirmId: number, nonceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ nonceHash: oauthNonces.nonceHash })
    .from(oauthNonces)
    .where(and(eq(oauthNonces.lawFirmId, lawFirmId), eq(oauthNonces.nonceHash, nonceHash)))
    .limit(1);
  return row !== undefined;
}
