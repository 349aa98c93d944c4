/**
 * The client portal's invoices (issue 41): GET /portal/invoices, behind the portal's session, answers the invoices
 * the signed-in account's firm issued to the clients the account stands for, newest first, a page at a time. An
 * invoice shows once its issue day has come in the firm's time zone (one dated ahead is not issued yet). While
 * something is owed and the firm can take card payments, `pay_path` opens the invoice's pay page (/pay/{token}).
 *
 * Money is in the invoice's currency units with two decimals, as everywhere in the API.
 */
import { z } from 'zod';
import { paginated, paginationQuery } from './common.js';
import { INVOICE_STATUSES } from './invoices.js';

/** The portal's page size of invoices. */
export const PORTAL_INVOICES_PAGE_SIZE = 10;

export const portalInvoiceListQuery = paginationQuery.extend({
  page_size: z.coerce.number().int().min(1).max(50).default(PORTAL_INVOICES_PAGE_SIZE),
});
export type PortalInvoiceListQuery = z.infer<typeof portalInvoiceListQuery>;

export const portalInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  type: z.enum(['bill', 'trust']),
  /** The client the invoice is for (an account may stand for several of the firm's clients, a family). */
  client_name: z.string(),
  date_issued: z.string(),
  due_date: z.string(),
  total: z.number(),
  paid: z.number(),
  /** What is left to pay: total − paid, never below 0. */
  balance: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** ISO 4217 code of the amounts. */
  currency: z.string(),
  /** The pay page's path (/pay/{token}) while something is owed and card payments are set up; else null. */
  pay_path: z.string().nullable(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

export const portalInvoiceListResponse = paginated(portalInvoiceSchema);
export type PortalInvoiceList = z.infer<typeof portalInvoiceListResponse>;
