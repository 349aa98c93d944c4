/**
 * GET /portal/invoices: the invoices of the signed-in portal account's firm to the clients the account stands for
 * (portal's callerClientIds, read at every call so a withdrawn access closes at once), issued by the firm's today,
 * newest first, a page at a time. Each owed invoice carries its pay page's path when the firm can take the card
 * payment now (the online-payments module issues or reuses the invoice's pay link).
 */
import {
  centsToAmount,
  dayIn,
  invoiceStatus,
  type PortalInvoice,
  type PortalInvoiceList,
  type PortalInvoiceListQuery,
} from '@counsel/domain';
import { type PayPathDeps, payPathsFor } from '../online-payments/pay-paths.js';
import { firmBooks, portalInvoicePage } from './portal-invoice-repository.js';

export interface PortalInvoicesDeps extends PayPathDeps {
  now?: () => Date;
}

export async function portalInvoices(
  deps: PortalInvoicesDeps,
  caller: { lawFirmId: number; clientIds: readonly number[] },
  query: PortalInvoiceListQuery,
): Promise<PortalInvoiceList> {
  const empty = { items: [], page: query.page, page_size: query.page_size, total: 0 };
  const firm = await firmBooks(deps.db, caller.lawFirmId);
  if (!firm || caller.clientIds.length === 0) return empty;
  const today = dayIn(firm.timeZone, deps.now?.() ?? new Date());
  const { rows, total } = await portalInvoicePage(
    deps.db,
    { lawFirmId: caller.lawFirmId, clientIds: caller.clientIds, issuedBy: today },
    query.page,
    query.page_size,
  );
  const owed = rows.map((row) => ({
    id: row.id,
    type: row.type === 'TRUST' ? ('TRUST' as const) : ('BILL' as const),
    owedCents: Math.max(0, row.totalCents - row.paidCents),
  }));
  const payPaths = await payPathsFor(deps, caller.lawFirmId, owed);
  const items = rows.map(
    (row, index): PortalInvoice => ({
      id: row.id,
      invoice_number: row.invoiceNumber,
      type: row.type === 'TRUST' ? 'trust' : 'bill',
      client_name: row.clientName,
      date_issued: row.dateIssued,
      due_date: row.dueDate,
      total: centsToAmount(row.totalCents),
      paid: centsToAmount(row.paidCents),
      balance: centsToAmount(owed[index]?.owedCents ?? 0),
      status: invoiceStatus({ ...row, today }),
      currency: firm.currency,
      pay_path: payPaths.get(row.id) ?? null,
    }),
  );
  return { ...empty, items, total };
}
