/** Case receipt queries. Every query is filtered by the firm's id. */
import type { CaseReceiptSortColumn } from '@counsel/domain';
import { and, asc, count, eq, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName } from '../../db/firm-lookups.js';
import { type ListSort, listSorting } from '../../db/list-sort.js';
import { pageLimit } from '../../db/prepared-statements.js';
import { caseReceiptStatusHistory, caseReceipts, cases, clients } from '../../db/schema/index.js';

export type CaseReceiptValues = Pick<
  typeof caseReceipts.$inferInsert,
  'caseId' | 'receiptNumber' | 'description' | 'status' | 'formType' | 'submittedDate' | 'modifiedDate' | 'statusFinal'
>;

export interface CaseReceiptFilter extends ListSort<CaseReceiptSortColumn> {
  q?: string | undefined;
  status?: string | undefined;
  formType?: string | undefined;
  caseId?: number | undefined;
  /** Only receipts with a change found since then. */
  changedSince?: Date | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const sorting = listSorting<CaseReceiptSortColumn>(
  {
    receipt_number: [caseReceipts.receiptNumber],
    case_title: [cases.title],
    client_name: [clients.lastName, clients.firstName],
    form_type: [caseReceipts.formType],
    status: [caseReceipts.status],
    submitted_date: [caseReceipts.submittedDate],
    modified_date: [caseReceipts.modifiedDate],
    created_at: [caseReceipts.createdAt],
  },
  caseReceipts.id,
  { sort: 'created_at', order: 'desc' },
);

const receiptColumns = {
  receipt: caseReceipts,
  caseTitle: cases.title,
  clientId: cases.clientId,
  clientName: clientFullName,
};
export type CaseReceiptListRow = { receipt: typeof caseReceipts.$inferSelect } & {
  caseTitle: string;
  clientId: number;
  clientName: string;
};

function conditions(lawFirmId: number, filter: CaseReceiptFilter): SQL {
  const where: SQL[] = [eq(caseReceipts.lawFirmId, lawFirmId)];
  // Receipt numbers are stored normalised (capitals and digits), so a normalised prefix matches by index order.
  if (filter.q) where.push(like(caseReceipts.receiptNumber, `${filter.q.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}%`));
  if (filter.status) where.push(eq(caseReceipts.status, filter.status));
  if (filter.formType) where.push(eq(caseReceipts.formType, filter.formType));
  if (filter.caseId) where.push(eq(caseReceipts.caseId, filter.caseId));
  if (filter.changedSince) {
    where.push(
      sql`exists (select 1 from ${caseReceiptStatusHistory} where ${caseReceiptStatusHistory.caseReceiptId} = ${caseReceipts.id} and ${caseReceiptStatusHistory.lawFirmId} = ${lawFirmId} and ${caseReceiptStatusHistory.hadPrevious} and ${caseReceiptStatusHistory.checkedAt} >= ${filter.changedSince.toISOString()})`,
    );
  }
  return and(...where)!;
}

function joined(db: DbOrTx, lawFirmId: number) {
  return db
    .select(receiptColumns)
    .from(caseReceipts)
    .innerJoin(cases, and(eq(cases.id, caseReceipts.caseId), eq(cases.lawFirmId, lawFirmId)))
    .innerJoin(clients, and(eq(clients.id, cases.clientId), eq(clients.lawFirmId, lawFirmId)));
}

/** A page of the firm's receipts in the asked order and the total (every row when no page is asked). */
export async function listReceipts(
  db: DbOrTx,
  lawFirmId: number,
  filter: CaseReceiptFilter,
): Promise<{ rows: CaseReceiptListRow[]; total: number }> {
  const where = conditions(lawFirmId, filter);
  let query = joined(db, lawFirmId)
    .where(where)
    .orderBy(...sorting.orderBy(filter))
    .$dynamic();
  if (filter.page !== undefined && filter.pageSize !== undefined) {
    query = query.limit(pageLimit(filter.pageSize)).offset((filter.page - 1) * filter.pageSize);
  }
  const [rows, totals] = await Promise.all([query, db.select({ n: count() }).from(caseReceipts).where(where)]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The distinct values of one column among the firm's receipts, for the list's filters. */
export async function distinctValues(db: DbOrTx, lawFirmId: number, column: 'status' | 'formType') {
  const target = caseReceipts[column];
  const rows = await db
    .selectDistinct({ value: target })
    .from(caseReceipts)
    .where(and(eq(caseReceipts.lawFirmId, lawFirmId), isNotNull(target)))
    .orderBy(asc(target))
    .limit(200);
  return rows.map((row) => row.value as string);
}

export async function findReceipt(db: DbOrTx, lawFirmId: number, id: number): Promise<CaseReceiptListRow | null> {
  const [row] = await joined(db, lawFirmId)
    .where(and(eq(caseReceipts.id, id), eq(caseReceipts.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** Inserts a receipt, or answers null when the firm already keeps its number (the unique index decides). */
export async function insertReceipt(
  db: DbOrTx,
  lawFirmId: number,
  userId: number,
  values: CaseReceiptValues,
): Promise<number | null> {
  const [row] = await db
    .insert(caseReceipts)
    .values({ ...values, lawFirmId, createdByUserId: userId })
    .onConflictDoNothing({ target: [caseReceipts.lawFirmId, caseReceipts.receiptNumber] })
    .returning({ id: caseReceipts.id });
  return row?.id ?? null;
}

/** Updates a receipt; another receipt of the firm holding the new number fails on the unique index. */
export async function updateReceipt(db: DbOrTx, lawFirmId: number, id: number, values: CaseReceiptValues) {
  await db
    .update(caseReceipts)
    .set(values)
    .where(and(eq(caseReceipts.id, id), eq(caseReceipts.lawFirmId, lawFirmId)));
}

/** Links the receipt to the case document that keeps its notice. */
export async function setReceiptDocument(db: DbOrTx, lawFirmId: number, id: number, documentId: number) {
  await db
    .update(caseReceipts)
    .set({ documentId })
    .where(and(eq(caseReceipts.id, id), eq(caseReceipts.lawFirmId, lawFirmId)));
}
