/**
 * Every query of payments, their events and the invoice sums they keep; each one is filtered by the
 * firm. Ledger movements themselves are written through modules/banking/ledger.ts.
 */

import { and, asc, count, desc, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { builtOnce, pageLimit, preparedQuery } from '../../db/prepared-statements.js';
import { accountMovements, cases, charges, clients, invoices, paymentEvents, payments } from '../../db/schema/index.js';
import { clientFullName } from '../billing/invoice-repository.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MovementRow = typeof accountMovements.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export { findCase, findClient } from '../../db/firm-lookups.js';

/** The payment, locked until the end of the transaction (one cancel at a time). */
export async function lockPayment(db: DbOrTx, lawFirmId: number, id: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.lawFirmId, lawFirmId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findPayment(db: DbOrTx, lawFirmId: number, id: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(db: DbOrTx, values: PaymentValues): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function cancelPayment(db: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.lawFirmId, lawFirmId)));
}

export async function insertEvent(
  db: DbOrTx,
  values: { paymentId: number; actionType: string; amountCents: number; description: string | null; userId: number },
): Promise<PaymentEventRow> {
  const [row] = await db.insert(paymentEvents).values(values).returning();
  return row!;
}

/** The movements a payment made when it was recorded (its reversals excluded). */
export async function originalMovementsOf(db: DbOrTx, lawFirmId: number, paymentId: number): Promise<MovementRow[]> {
  return db
    .select()
    .from(accountMovements)
    .where(
      and(
        eq(accountMovements.lawFirmId, lawFirmId),
        eq(accountMovements.paymentId, paymentId),
        ne(accountMovements.kind, 'reversal'),
      ),
    )
    .orderBy(asc(accountMovements.id));
}

/**
 * paid_cents = the sum of the invoice's payments that are not canceled, in one statement inside the
 * caller's transaction (which holds the invoice's row lock); answers the invoice as it now is.
 */
export async function recomputeInvoicePaid(db: DbOrTx, lawFirmId: number, invoiceId: number) {
  const paid = sql<number>`(
    select coalesce(sum(${payments.amountCents}), 0) from ${payments}
    where ${payments.invoiceId} = ${invoiceId} and ${payments.lawFirmId} = ${lawFirmId}
      and ${payments.status} <> 'canceled'
  )`;
  const [row] = await db
    .update(invoices)
    .set({ paidCents: paid })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.lawFirmId, lawFirmId)))
    .returning({
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      dueDate: invoices.dueDate,
      // Whether the client gets a receipt, read in the same statement rather than by a job for every payment.
      // Written out: drizzle leaves RETURNING's columns unqualified, which inside this subquery would
      // name the settings' own columns.
      autoSendReceipt: sql<boolean>`coalesce((select settings.auto_send_receipt from invoice_settings settings
        where settings.invoice_id = invoices.id and settings.law_firm_id = invoices.law_firm_id), false)`,
    });
  return row!;
}

/** Payments of the given ids with their events, oldest event first. */
export async function eventsOf(db: DbOrTx, paymentIds: readonly number[]): Promise<PaymentEventRow[]> {
  if (paymentIds.length === 0) return [];
  // One array parameter rather than one per id, so any number of payments is one statement, built once.
  const query = builtOnce(db, 'payments.events', () =>
    preparedQuery(
      db
        .select()
        .from(paymentEvents)
        .where(sql`${paymentEvents.paymentId} = any(${sql.placeholder('paymentIds')}::int[])`)
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id)),
    ),
  );
  return query.execute({ paymentIds: [...paymentIds] });
}

/** An invoice's payments (canceled ones too: they stay visible), oldest first. */
export async function paymentsOfInvoice(db: DbOrTx, lawFirmId: number, invoiceId: number): Promise<PaymentRow[]> {
  const query = builtOnce(db, 'payments.ofInvoice', () =>
    preparedQuery(
      db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.lawFirmId, sql.placeholder('lawFirmId')),
            eq(payments.invoiceId, sql.placeholder('invoiceId')),
          ),
        )
        .orderBy(asc(payments.paymentDate), asc(payments.id)),
    ),
  );
  return query.execute({ lawFirmId, invoiceId });
}

/** The firm's invoice `id` (its client), or null. */
export async function findInvoiceOfFirm(db: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await db
    .select({ id: invoices.id, clientId: invoices.clientId })
    .from(invoices)
    .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.id, id)))
    .limit(1);
  return row ?? null;
}

export interface PickerFilter {
  clientId?: number | undefined;
  caseId?: number | undefined;
  /** The invoice the picker serves: its own payments are left out, and its listed ones stay offered. */
  invoiceId?: number | undefined;
  page: number;
  pageSize: number;
}

/**
 * Completed payments of a client (and matter) that no other invoice lists, newest first, one page and
 * the count.
 */
export async function completedPaymentsPage(db: DbOrTx, lawFirmId: number, filter: PickerFilter) {
  const listedElsewhere = db
    .select({ one: sql`1` })
    .from(charges)
    .where(
      and(
        eq(charges.paymentId, payments.id),
        ...(filter.invoiceId === undefined ? [] : [ne(charges.invoiceId, filter.invoiceId)]),
      ),
    );
  const conditions = [eq(payments.lawFirmId, lawFirmId), eq(payments.status, 'completed'), notExists(listedElsewhere)];
  if (filter.clientId !== undefined) conditions.push(eq(payments.clientId, filter.clientId));
  if (filter.caseId !== undefined) conditions.push(eq(payments.caseId, filter.caseId));
  if (filter.invoiceId !== undefined) {
    const notOfInvoice = or(isNull(payments.invoiceId), ne(payments.invoiceId, filter.invoiceId));
    if (notOfInvoice) conditions.push(notOfInvoice);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: payments.id,
        clientName: clientFullName,
        caseTitle: cases.title,
        caseId: payments.caseId,
        amountCents: payments.amountCents,
        paymentDate: payments.paymentDate,
        description: payments.description,
        category: payments.category,
      })
      .from(payments)
      .innerJoin(clients, and(eq(clients.id, payments.clientId), eq(clients.lawFirmId, lawFirmId)))
      .leftJoin(cases, and(eq(cases.id, payments.caseId), eq(cases.lawFirmId, lawFirmId)))
      .where(where)
      .orderBy(desc(payments.paymentDate), desc(payments.id))
      .limit(pageLimit(filter.pageSize))
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ count: count() }).from(payments).where(where),
  ]);
  return { rows, total: totals[0]?.count ?? 0 };
}
