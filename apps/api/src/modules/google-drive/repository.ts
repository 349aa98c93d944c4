/**
 * A user's Drive connection, always looked up within the firm and for that one user; and the finished
 * OAuth flows (their nonces' hashes), within the firm.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { googleDriveConnections, googleDriveOauthNonces } from '../../db/schema/index.js';

export type ConnectionRow = typeof googleDriveConnections.$inferSelect;

export async function findConnection(db: DbOrTx, lawFirmId: number, userId: number): Promise<ConnectionRow | null> {
  const [row] = await db
    .select()
    .from(googleDriveConnections)
    .where(and(eq(googleDriveConnections.lawFirmId, lawFirmId), eq(googleDriveConnections.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function saveConnection(
  db: DbOrTx,
  values: { lawFirmId: number; userId: number; refreshTokenEncrypted: string; sandbox: boolean },
): Promise<void> {
  await db
    .insert(googleDriveConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [googleDriveConnections.lawFirmId, googleDriveConnections.userId],
      set: { refreshTokenEncrypted: values.refreshTokenEncrypted, sandbox: values.sandbox, updatedAt: new Date() },
    });
}

export async function deleteConnection(db: DbOrTx, lawFirmId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(googleDriveConnections)
    .where(and(eq(googleDriveConnections.lawFirmId, lawFirmId), eq(googleDriveConnections.userId, userId)))
    .returning({ id: googleDriveConnections.id });
  return deleted.length > 0;
}

/**
 * Records a flow's nonce as used: true the first time, false when it already was (a replay). One
 * statement, so two callbacks racing on two API processes cannot both win. Expired rows of the firm go.
 */
export async function consumeNonce(
  db: DbOrTx,
  values: { lawFirmId: number; userId: number; nonceHash: string; expiresAt: Date },
): Promise<boolean> {
  await db
    .delete(googleDriveOauthNonces)
    .where(
      and(eq(googleDriveOauthNonces.lawFirmId, values.lawFirmId), lt(googleDriveOauthNonces.expiresAt, new Date())),
    );
  const inserted = await db
    .insert(googleDriveOauthNonces)
    .values(values)
    .onConflictDoNothing()
    .returning({ nonceHash: googleDriveOauthNonces.nonceHash });
  return inserted.length > 0;
}

export async function isNonceUsed(db: DbOrTx, lawFirmId: number, nonceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ nonceHash: googleDriveOauthNonces.nonceHash })
    .from(googleDriveOauthNonces)
    .where(and(eq(googleDriveOauthNonces.lawFirmId, lawFirmId), eq(googleDriveOauthNonces.nonceHash, nonceHash)))
    .limit(1);
  return row !== undefined;
}
