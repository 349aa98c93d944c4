/**
 * The queries of a client's unapplied funds: direct payments without an invoice, what of each is
 * applied to invoices (its applied_credit payments that are not canceled), and the client's open bill
 * invoices. Every query is filtered by the firm.
 */
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, payments } from '../../db/schema/index.js';
import { asNumber, runStatement } from '../../db/statements.js';

/** A payment that can hold unapplied funds: completed, direct, tied to no invoice. */
const UNAPPLIED_SOURCE = 'direct';

export const isUnappliedSource = (payment: { invoiceId: number | null; category: string; status: string }) =>
  payment.invoiceId === null && payment.category === UNAPPLIED_SOURCE && payment.status === 'completed';

/** The cents applied from `paymentId` (read inside the transaction that holds its row lock). */
export async function appliedCentsOf(db: DbOrTx, lawFirmId: number, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ applied: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(
      and(eq(payments.lawFirmId, lawFirmId), eq(payments.sourcePaymentId, paymentId), ne(payments.status, 'canceled')),
    );
  return Number(row?.applied ?? 0);
}

/** The client's payments with what of each is applied (its applications that are not canceled). */
const FUNDS = `
select source.id, source.payment_date, source.case_id, matter.title as case_title, source.description,
       source.office_account_id, source.amount_cents - source.refunded_cents as amount_cents,
       (select coalesce(sum(applied.amount_cents), 0) from payments applied
        where applied.source_payment_id = source.id and applied.law_firm_id = source.law_firm_id
          and applied.status <> 'canceled') as applied_cents
from payments source
left join cases matter on matter.id = source.case_id and matter.law_firm_id = source.law_firm_id
where source.law_firm_id = $1 and source.client_id = $2 and source.invoice_id is null
  and source.category = $3 and source.status = 'completed'`;

/** A page of the payments that still have something unapplied, oldest first (the id breaks ties). */
const UNAPPLIED_PAGE = `
select * from (${FUNDS}) funds
where amount_cents > applied_cents
order by payment_date, id
limit $4 offset $5`;

/** How many payments have something unapplied, and how much, over every page. */
const UNAPPLIED_TOTALS = `
select count(*) as payments, coalesce(sum(amount_cents - applied_cents), 0) as unapplied_cents
from (${FUNDS}) funds
where amount_cents > applied_cents`;

export async function unappliedPaymentsOf(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  page: { page: number; pageSize: number },
) {
  const offset = (page.page - 1) * page.pageSize;
  const [rows, [totals]] = await Promise.all([
    runStatement(db, UNAPPLIED_PAGE, [lawFirmId, clientId, UNAPPLIED_SOURCE, page.pageSize, offset]),
    runStatement(db, UNAPPLIED_TOTALS, [lawFirmId, clientId, UNAPPLIED_SOURCE]),
  ]);
  return {
    rows: rows.map((row) => ({
      id: asNumber(row.id),
      paymentDate: String(row.payment_date),
      caseId: row.case_id == null ? null : asNumber(row.case_id),
      caseTitle: row.case_title == null ? null : String(row.case_title),
      description: row.description == null ? null : String(row.description),
      officeAccountId: row.office_account_id == null ? null : asNumber(row.office_account_id),
      amountCents: asNumber(row.amount_cents),
      appliedCents: asNumber(row.applied_cents),
    })),
    total: asNumber(totals?.payments ?? 0),
    unappliedCents: asNumber(totals?.unapplied_cents ?? 0),
  };
}

/** The client's bill invoices with something outstanding, oldest due first. */
export async function openBillInvoicesOf(db: DbOrTx, lawFirmId: number, clientId: number) {
  return db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      title: invoices.title,
      caseId: invoices.caseId,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.lawFirmId, lawFirmId),
        eq(invoices.clientId, clientId),
        eq(invoices.type, 'BILL'),
        gt(invoices.totalCents, invoices.paidCents),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}

/** Whether any application of `paymentId` is not canceled (a cancel of the source must wait for them). */
export async function hasLiveApplications(db: DbOrTx, lawFirmId: number, paymentId: number): Promise<boolean> {
  return (await appliedCentsOf(db, lawFirmId, paymentId)) > 0;
}
