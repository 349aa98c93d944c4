import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  lawFirmId: number | null;
  userId: number | null;
  action: string;
  entityType?: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Writes one audit row; pass the transaction so the record commits or rolls back with the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    lawFirmId: entry.lawFirmId,
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
