/**
 * The client portal's invoices: those of the firm to the given clients issued on or before a day, newest first, a
 * page and the count. Every query names the firm; no clients means nothing is read.
 */
import { and, count, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName } from '../../db/firm-lookups.js';
import { clients, invoices, lawFirms } from '../../db/schema/index.js';

export interface PortalInvoiceScope {
  lawFirmId: number;
  clientIds: readonly number[];
  /** The firm's today: an invoice dated later is not issued yet. */
  issuedBy: string;
}

const whereOf = (scope: PortalInvoiceScope): SQL =>
  and(
    eq(invoices.lawFirmId, scope.lawFirmId),
    inArray(invoices.clientId, [...scope.clientIds]),
    lte(invoices.dateIssued, scope.issuedBy),
  ) as SQL;

export async function portalInvoicePage(db: DbOrTx, scope: PortalInvoiceScope, page: number, pageSize: number) {
  if (scope.clientIds.length === 0) return { rows: [], total: 0 };
  const where = whereOf(scope);
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      type: invoices.type,
      clientName: clientFullName,
      dateIssued: invoices.dateIssued,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.lawFirmId, invoices.lawFirmId)))
    .where(where)
    .orderBy(desc(invoices.dateIssued), desc(invoices.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(invoices).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The firm's time zone (its today) and the currency its books are in. */
export async function firmBooks(db: DbOrTx, lawFirmId: number) {
  const [row] = await db
    .select({ timeZone: lawFirms.timeZone, currency: lawFirms.currency })
    .from(lawFirms)
    .where(eq(lawFirms.id, lawFirmId))
    .limit(1);
  return row ?? null;
}
