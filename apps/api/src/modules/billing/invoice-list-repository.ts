/**
 * Invoice lists: one query for the page and one for the count, both filtered by the firm. The status
 * is computed in SQL exactly as invoiceStatus computes it (DESIGN §4), so it can be filtered on.
 */

import type { InvoiceStatus } from '@counsel/domain';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageLimit } from '../../db/prepared-statements.js';
import { cases, clients, invoiceCounts, invoices } from '../../db/schema/index.js';
import { clientFullName } from './invoice-repository.js';

export interface InvoicesFilter {
  clientId?: number | undefined;
  caseId?: number | undefined;
  search?: string | undefined;
  status?: InvoiceStatus | undefined;
  type?: 'BILL' | 'TRUST' | undefined;
  /** Date issued, inclusive (YYYY-MM-DD). */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Today in the firm's time zone: an invoice is overdue once its due date is before it. */
  today: string;
  page: number;
  pageSize: number;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const outstanding = sql`(${invoices.totalCents} - ${invoices.paidCents})`;

/** The same decision as invoiceStatus in @counsel/domain, row by row. */
function statusOf(today: string) {
  return sql<InvoiceStatus>`case
    when ${outstanding} <= 0 and ${invoices.totalCents} > 0 then 'paid'
    when ${outstanding} > 0 and ${invoices.dueDate} < ${today}::date then 'overdue'
    when ${invoices.paidCents} > 0 and ${outstanding} > 0 then 'partial'
    else 'unpaid' end`;
}

function conditionsOf(lawFirmId: number, filter: InvoicesFilter): SQL {
  const conditions: SQL[] = [eq(invoices.lawFirmId, lawFirmId)];
  if (filter.clientId !== undefined) conditions.push(eq(invoices.clientId, filter.clientId));
  if (filter.caseId !== undefined) conditions.push(eq(invoices.caseId, filter.caseId));
  if (filter.type) conditions.push(eq(invoices.type, filter.type));
  if (filter.dateFrom) conditions.push(gte(invoices.dateIssued, filter.dateFrom));
  if (filter.dateTo) conditions.push(lte(invoices.dateIssued, filter.dateTo));
  if (filter.status) conditions.push(sql`${statusOf(filter.today)} = ${filter.status}`);
  if (filter.search) {
    // The client's name through a subquery rather than a join, so the count reads invoices alone.
    const pattern = containsPattern(filter.search);
    const clientNamed = sql`${invoices.clientId} in (select ${clients.id} from ${clients}
      where ${clients.lawFirmId} = ${lawFirmId} and ${clientFullName} ilike ${pattern})`;
    conditions.push(or(ilike(invoices.invoiceNumber, pattern), ilike(invoices.title, pattern), clientNamed)!);
  }
  return and(...conditions)!;
}

/** One page, newest date issued first (then newest id), with the size of the whole filtered set. */
export async function invoicesPage(db: DbOrTx, lawFirmId: number, filter: InvoicesFilter) {
  const where = conditionsOf(lawFirmId, filter);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        title: invoices.title,
        type: invoices.type,
        clientId: invoices.clientId,
        clientName: clientFullName,
        caseId: invoices.caseId,
        caseTitle: cases.title,
        dateIssued: invoices.dateIssued,
        dueDate: invoices.dueDate,
        totalCents: invoices.totalCents,
        paidCents: invoices.paidCents,
        status: statusOf(filter.today),
      })
      .from(invoices)
      .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.lawFirmId, lawFirmId)))
      .leftJoin(cases, and(eq(cases.id, invoices.caseId), eq(cases.lawFirmId, lawFirmId)))
      .where(where)
      .orderBy(desc(invoices.dateIssued), desc(invoices.id))
      .limit(pageLimit(filter.pageSize))
      .offset((filter.page - 1) * filter.pageSize),
    totalOf(db, lawFirmId, filter, where),
  ]);
  return { rows, total };
}

/**
 * The size of the filtered set. Unfiltered (or by type only) it is read from invoice_counts, kept by
 * triggers, so opening the invoices page costs the same at 2,000 invoices as at 20,000; a filter
 * narrows the invoices through its index and they are counted. Every invoice's client is one of its
 * firm's (the services check it), so the count needs no join with clients.
 */
async function totalOf(db: DbOrTx, lawFirmId: number, filter: InvoicesFilter, where: SQL): Promise<number> {
  const { clientId, caseId, search, status, dateFrom, dateTo } = filter;
  if (clientId === undefined && caseId === undefined && !search && !status && !dateFrom && !dateTo) {
    const conditions = [eq(invoiceCounts.lawFirmId, lawFirmId)];
    if (filter.type) conditions.push(eq(invoiceCounts.type, filter.type));
    const [row] = await db
      .select({ count: sql<number>`coalesce(sum(${invoiceCounts.invoices}), 0)`.mapWith(Number) })
      .from(invoiceCounts)
      .where(and(...conditions));
    return row?.count ?? 0;
  }
  const [row] = await db.select({ count: count() }).from(invoices).where(where);
  return row?.count ?? 0;
}
export type ListedInvoice = Awaited<ReturnType<typeof invoicesPage>>['rows'][number];
