/** Queries of saved charges; each one filters by the firm. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, savedCharges } from '../../db/schema/index.js';

export type SavedChargeRow = typeof savedCharges.$inferSelect;
export type NewSavedCharge = Omit<typeof savedCharges.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The charges no invoice has picked yet, newest first. */
export function unbilledCharges(db: DbOrTx, lawFirmId: number): Promise<SavedChargeRow[]> {
  return db
    .select()
    .from(savedCharges)
    .where(and(eq(savedCharges.lawFirmId, lawFirmId), isNull(savedCharges.invoiceId)))
    .orderBy(desc(savedCharges.createdAt), desc(savedCharges.id));
}

export async function insertSavedCharge(db: DbOrTx, values: NewSavedCharge): Promise<SavedChargeRow> {
  const [row] = await db.insert(savedCharges).values(values).returning();
  return row!;
}

export async function findInvoiceId(db: DbOrTx, lawFirmId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.id, id)));
  return row?.id ?? null;
}
