/**
 * Invoice lists: one query for the page and one for the count, both filtered by the firm. The status
 * is computed in SQL exactly as invoiceStatus computes it (DESIGN §4), so it can be filtered on.
 */
import type { InvoiceStatus } from '@counsel/domain';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, clients, invoices } from '../../db/schema/index.js';
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
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(invoices.invoiceNumber, pattern), ilike(invoices.title, pattern), ilike(clientFullName, pattern))!,
    );
  }
  return and(...conditions)!;
}

/** One page, newest date issued first (then newest id), with the size of the whole filtered set. */
export async function invoicesPage(db: DbOrTx, lawFirmId: number, filter: InvoicesFilter) {
  const where = conditionsOf(lawFirmId, filter);
  const [rows, totals] = await Promise.all([
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
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ count: count() })
      .from(invoices)
      .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.lawFirmId, lawFirmId)))
      .where(where),
  ]);
  return { rows, total: totals[0]?.count ?? 0 };
}
export type ListedInvoice = Awaited<ReturnType<typeof invoicesPage>>['rows'][number];
