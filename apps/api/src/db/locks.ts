/**
 * Row locks that more than one module takes on a row another module owns. They live here, below the
 * modules, so that taking a lock in the shared order needs no import of the row's owner (payments
 * lock the invoice that billing owns, and the bank accounts that banking owns).
 *
 * Locks are always taken in one order so that concurrent payments, cancels, invoice edits and late
 * fees can never wait on each other in a circle: online payment → payment → invoice → trust account →
 * office account → client (see modules/payments/record.ts; a client's card payment is settled under its
 * online_payments row lock, modules/online-payments/settle.ts).
 */
import type { DbOrTx } from './client.js';
import { invoices } from './schema/index.js';
import { asNumber, rowOf, runStatement } from './statements.js';

export type LockedInvoice = typeof invoices.$inferSelect;

/** The invoice, locked until the end of the transaction (one save at a time per invoice). */
export async function lockInvoice(db: DbOrTx, lawFirmId: number, id: number): Promise<LockedInvoice | null> {
  // A fixed text, not a builder: every payment, edit and late fee starts here (db/statements.ts).
  const [raw] = await runStatement(db, LOCK_INVOICE, [id, lawFirmId]);
  return raw ? rowOf(invoices, raw) : null;
}
const LOCK_INVOICE = 'select * from invoices where id = $1 and law_firm_id = $2 limit 1 for update';

/** A bank account a payment names, as found (any type) and share-locked; null when not the firm's. */
export interface NamedAccount {
  id: number;
  accountType: string;
}

/**
 * The invoice locked FOR UPDATE, then the trust and office accounts the payment names locked FOR
 * SHARE, in one round trip and in the lock order above (invoice → trust → office). Each
 * account is a LATERAL subquery on the locked invoice, so it is read after the invoice row is locked;
 * it is found whatever its type, for the caller to tell a missing account from one of the wrong type.
 * Null when the invoice is not the firm's (no account is read then).
 */
const LOCK_INVOICE_AND_ACCOUNTS = `
select invoice.*, trust.id as trust_id, trust.account_type as trust_type,
       office.id as office_id, office.account_type as office_type
from (${LOCK_INVOICE}) invoice
left join lateral (select id, account_type from bank_accounts
                   where id = $3 and law_firm_id = invoice.law_firm_id for share) trust on true
left join lateral (select id, account_type from bank_accounts
                   where id = $4 and law_firm_id = invoice.law_firm_id for share) office on true`;

export async function lockInvoiceAndAccounts(
  db: DbOrTx,
  lawFirmId: number,
  invoiceId: number,
  accountIds: { trust: number | null; office: number | null },
): Promise<{ invoice: LockedInvoice; trust: NamedAccount | null; office: NamedAccount | null } | null> {
  const [raw] = await runStatement(db, LOCK_INVOICE_AND_ACCOUNTS, [
    invoiceId,
    lawFirmId,
    accountIds.trust,
    accountIds.office,
  ]);
  if (!raw) return null;
  const account = (id: unknown, type: unknown): NamedAccount | null =>
    id == null ? null : { id: asNumber(id), accountType: String(type) };
  return {
    invoice: rowOf(invoices, raw),
    trust: account(raw.trust_id, raw.trust_type),
    office: account(raw.office_id, raw.office_type),
  };
}
