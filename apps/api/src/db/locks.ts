/**
 * Row locks that more than one module takes on a row another module owns. They live here, below the
 * modules, so that taking a lock in the shared order needs no import of the row's owner (payments
 * lock the invoice that billing owns).
 *
 * Locks are always taken in one order so that concurrent payments, cancels, invoice edits and late
 * fees can never wait on each other in a circle: payment → invoice → trust account → office account →
 * client (see modules/payments/record.ts).
 */
import type { DbOrTx } from './client.js';
import { invoices } from './schema/index.js';
import { rowOf, runStatement } from './statements.js';

export type LockedInvoice = typeof invoices.$inferSelect;

/** The invoice, locked until the end of the transaction (one save at a time per invoice). */
export async function lockInvoice(db: DbOrTx, lawFirmId: number, id: number): Promise<LockedInvoice | null> {
  // A fixed text, not a builder: every payment, edit and late fee starts here (db/statements.ts).
  const [raw] = await runStatement(db, LOCK_INVOICE, [id, lawFirmId]);
  return raw ? rowOf(invoices, raw) : null;
}
const LOCK_INVOICE = 'select * from invoices where id = $1 and law_firm_id = $2 limit 1 for update';
