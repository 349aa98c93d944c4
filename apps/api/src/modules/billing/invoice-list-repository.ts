/**
 * Invoice lists: one query for the page and one for the count, both filtered by the firm. The status
 * is computed in SQL exactly as invoiceStatus computes it (DESIGN §4), so it can be filtered on.
 */

import type { InvoiceSortColumn, InvoiceStatus } from '@counsel/domain';
import { and, count, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName } from '../../db/firm-lookups.js';
import { type ListSort, listSorting } from '../../db/list-sort.js';
import { containsPattern } from '../../db/patterns.js';
import { builtOnce, pageLimit, preparedQuery, presentEquals, presentNames } from '../../db/prepared-statements.js';
import { cases, charges, clients, invoiceCounts, invoices } from '../../db/schema/index.js';

export interface InvoicesFilter extends ListSort<InvoiceSortColumn> {
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
}

export interface InvoicesPageFilter extends InvoicesFilter {
  page: number;
  pageSize: number;
}

const outstanding = sql`(${invoices.totalCents} - ${invoices.paidCents})`;

/** What a list query's placeholders are filled with. */
interface ListValues {
  lawFirmId: number;
  today: string;
  clientId?: number | undefined;
  caseId?: number | undefined;
  type?: 'BILL' | 'TRUST' | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  status?: InvoiceStatus | undefined;
  pattern?: string | undefined;
  offset: number;
}

const param = (name: keyof ListValues) => sql.placeholder(name);

function listValues(lawFirmId: number, filter: InvoicesFilter & { page?: number; pageSize?: number }): ListValues {
  return {
    lawFirmId,
    today: filter.today,
    clientId: filter.clientId,
    caseId: filter.caseId,
    type: filter.type || undefined,
    dateFrom: filter.dateFrom || undefined,
    dateTo: filter.dateTo || undefined,
    status: filter.status || undefined,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    offset: filter.page && filter.pageSize ? (filter.page - 1) * filter.pageSize : 0,
  };
}

/** The filters present: with the page size and whether it skips rows, all that shapes the SQL. */
function shapeOf(values: ListValues): string {
  return presentNames(values, ['clientId', 'caseId', 'type', 'dateFrom', 'dateTo', 'status', 'pattern']);
}

/** The same decision as invoiceStatus in @counsel/domain, row by row. */
const status = sql<InvoiceStatus>`case
    when ${outstanding} <= 0 and ${invoices.totalCents} > 0 then 'paid'
    when ${outstanding} > 0 and ${invoices.dueDate} < ${param('today')}::date then 'overdue'
    when ${invoices.paidCents} > 0 and ${outstanding} > 0 then 'partial'
    else 'unpaid' end`;

function conditionsOf(values: ListValues): SQL {
  const conditions: SQL[] = presentEquals(values, {
    lawFirmId: invoices.lawFirmId,
    clientId: invoices.clientId,
    caseId: invoices.caseId,
    type: invoices.type,
  });
  if (values.dateFrom !== undefined) conditions.push(gte(invoices.dateIssued, param('dateFrom')));
  if (values.dateTo !== undefined) conditions.push(lte(invoices.dateIssued, param('dateTo')));
  if (values.status !== undefined) conditions.push(sql`${status} = ${param('status')}`);
  if (values.pattern !== undefined) {
    // The client's name through a subquery rather than a join, so the count reads invoices alone.
    const pattern = param('pattern');
    const clientNamed = sql`${invoices.clientId} in (select ${clients.id} from ${clients}
      where ${clients.lawFirmId} = ${param('lawFirmId')} and ${clientFullName} ilike ${pattern})`;
    conditions.push(or(ilike(invoices.invoiceNumber, pattern), ilike(invoices.title, pattern), clientNamed)!);
  }
  return and(...conditions)!;
}

/**
 * The one case all of an invoice's lines belong to, or null (lines of several matters, a line of
 * none, or no lines). A subquery of the page's own query: one statement for the whole page.
 */
const linesCaseId = sql<number | null>`(select case when count(*) > 0 and count(${charges.caseId}) = count(*)
    and min(${charges.caseId}) = max(${charges.caseId}) then min(${charges.caseId}) end
    from ${charges} where ${charges.invoiceId} = ${invoices.id} and ${charges.lawFirmId} = ${param('lawFirmId')})`;

/** The invoice's own case, or else the one case of its lines. */
const matterId = sql<number | null>`coalesce(${invoices.caseId}, ${linesCaseId})`;

/** What each sortable column orders by; the default is the newest date issued first. */
const sorting = listSorting<InvoiceSortColumn>(
  {
    invoice_number: [invoices.invoiceNumber],
    title: [invoices.title],
    client_name: [clients.lastName, clients.firstName],
    case_title: [cases.title],
    date_issued: [invoices.dateIssued],
    due_date: [invoices.dueDate],
    total: [invoices.totalCents],
    outstanding_amount: [outstanding],
    status: [status],
  },
  invoices.id,
  { sort: 'date_issued', order: 'desc' },
);

/** The filtered invoices with their client and case names, in the asked order. */
function listedQuery(db: DbOrTx, values: ListValues, sort: ListSort<InvoiceSortColumn>) {
  const lawFirmId = param('lawFirmId');
  const matters = alias(cases, 'matters');
  return db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      title: invoices.title,
      type: invoices.type,
      clientId: invoices.clientId,
      clientName: clientFullName,
      caseId: invoices.caseId,
      caseTitle: cases.title,
      matterId: matters.id,
      matterTitle: matters.title,
      dateIssued: invoices.dateIssued,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      status,
    })
    .from(invoices)
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.lawFirmId, lawFirmId)))
    .leftJoin(cases, and(eq(cases.id, invoices.caseId), eq(cases.lawFirmId, lawFirmId)))
    .leftJoin(matters, and(sql`${matters.id} = ${matterId}`, eq(matters.lawFirmId, lawFirmId)))
    .where(conditionsOf(values))
    .orderBy(...sorting.orderBy(sort))
    .$dynamic();
}

function rowsQuery(db: DbOrTx, values: ListValues, pageSize: number, sort: ListSort<InvoiceSortColumn>) {
  const page = listedQuery(db, values, sort).limit(pageLimit(pageSize));
  return values.offset > 0 ? page.offset(param('offset')) : page;
}

/**
 * The size of the filtered set. Unfiltered (or by type only) it is read from invoice_counts, kept by
 * triggers, so opening the invoices page costs the same at 2,000 invoices as at 20,000; a filter
 * narrows the invoices through its index and they are counted. Every invoice's client is one of its
 * firm's (the services check it), so the count needs no join with clients.
 */
function totalQuery(db: DbOrTx, values: ListValues) {
  const { clientId, caseId, pattern, status: byStatus, dateFrom, dateTo } = values;
  const counted = [clientId, caseId, pattern, byStatus, dateFrom, dateTo].some((value) => value !== undefined);
  if (!counted) {
    const conditions = presentEquals(values, { lawFirmId: invoiceCounts.lawFirmId, type: invoiceCounts.type });
    return db
      .select({ count: sql<number>`coalesce(sum(${invoiceCounts.invoices}), 0)`.mapWith(Number) })
      .from(invoiceCounts)
      .where(and(...conditions));
  }
  return db.select({ count: count() }).from(invoices).where(conditionsOf(values));
}

/** One page in the asked order, with the size of the whole filtered set. */
export async function invoicesPage(db: DbOrTx, lawFirmId: number, filter: InvoicesPageFilter) {
  const values = listValues(lawFirmId, filter);
  const shape = shapeOf(values);
  const key = `invoices.list|${shape}|${filter.pageSize}|${values.offset > 0}|${sorting.shape(filter)}`;
  const rows = builtOnce(db, key, () => preparedQuery(rowsQuery(db, values, filter.pageSize, filter)));
  const total = builtOnce(db, `invoices.count|${shape}`, () => preparedQuery(totalQuery(db, values)));
  const placeholders = values as unknown as Record<string, unknown>;
  const [pageRows, [counted]] = await Promise.all([rows.execute(placeholders), total.execute(placeholders)]);
  return { rows: pageRows, total: counted?.count ?? 0 };
}
export type ListedInvoice = Awaited<ReturnType<typeof invoicesPage>>['rows'][number];

/** Every invoice the list's filter finds, in the list's order: the CSV export (rare, so built per call). */
export async function allInvoices(db: DbOrTx, lawFirmId: number, filter: InvoicesFilter): Promise<ListedInvoice[]> {
  const values = listValues(lawFirmId, filter);
  return listedQuery(db, values, filter).execute(values as unknown as Record<string, unknown>);
}
