/**
 * A user's Drive connection, always looked up within the firm and for that one user. The finished OAuth
 * flows are platform/oauth's.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { googleDriveConnections } from '../../db/schema/index.js';

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
