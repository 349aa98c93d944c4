/**
 * Every query of payments, their events and the invoice sums they keep; each one is filtered by the
 * firm. Ledger movements themselves are written through modules/banking/ledger.ts.
 */

import { APPLIED_CREDIT_CATEGORY } from '@counsel/domain';
import { and, asc, count, desc, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName } from '../../db/firm-lookups.js';
import { builtOnce, pageLimit, preparedQuery } from '../../db/prepared-statements.js';
import { accountMovements, cases, charges, clients, invoices, paymentEvents, payments } from '../../db/schema/index.js';
import { asNumber, rowOf, runStatement } from '../../db/statements.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MovementRow = typeof accountMovements.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

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

export async function cancelPayment(db: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.lawFirmId, lawFirmId)));
}

export async function insertEvent(
  db: DbOrTx,
  values: {
    paymentId: number;
    actionType: string;
    amountCents: number;
    description: string | null;
    userId: number | null;
  },
): Promise<PaymentEventRow> {
  const [row] = await db.insert(paymentEvents).values(values).returning();
  return row!;
}

/** Adds `cents` to what of the payment was refunded (under its row lock). */
export async function addRefunded(db: DbOrTx, lawFirmId: number, id: number, cents: number): Promise<void> {
  await db
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${cents}`, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.lawFirmId, lawFirmId)));
}

/** A new payment's movement before the payment's id exists (the statement below fills it in). */
export interface RecordedMovement {
  bankAccountId: number;
  clientId: number | null;
  caseId: number | null;
  trustAccountLevel?: string | null;
  kind: string;
  amountCents: number;
}

/**
 * The payment, its 'recorded' event, its ledger movements, its invoice's new paid sum and its audit
 * row, written by one statement (one round trip instead of six). The invoice's paid sum is recomputed
 * from its payments, as recomputeInvoicePaid does, plus this one: the statement's own insert is not
 * yet visible to its subquery. Whether the client gets a receipt is read in the same statement. Call it inside the transaction that holds the invoice's row lock.
 */
const RECORD_PAYMENT = `
with payment as (
  insert into payments (law_firm_id, invoice_id, client_id, case_id, payment_type, level, trust_account_level,
                        trust_account_id, office_account_id, amount_cents, payment_date, description, status,
                        category, created_by_user_id, source_payment_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $19::int)
  returning *
), event as (
  insert into payment_events (payment_id, action_type, amount_cents, description, user_id)
  select id, 'recorded', amount_cents, description, created_by_user_id from payment
  returning id as event_id, created_at as event_created_at
), movement as (
  insert into account_movements (law_firm_id, bank_account_id, client_id, case_id, trust_account_level, payment_id,
                                 kind, amount_cents)
  select payment.law_firm_id, m.bank_account_id, m.client_id, m.case_id, m.trust_account_level, payment.id, m.kind,
         m.amount_cents
  from payment cross join jsonb_to_recordset($16::jsonb)
    as m(bank_account_id int, client_id int, case_id int, trust_account_level text, kind text, amount_cents bigint)
), invoice as (
  update invoices set paid_cents = payment.amount_cents + (
    select coalesce(sum(earlier.amount_cents - earlier.refunded_cents), 0) from payments earlier
    where earlier.invoice_id = invoices.id and earlier.law_firm_id = invoices.law_firm_id
      and earlier.status <> 'canceled')
  from payment
  where invoices.id = payment.invoice_id and invoices.law_firm_id = payment.law_firm_id
  returning invoices.total_cents as invoice_total_cents, invoices.paid_cents as invoice_paid_cents,
    invoices.due_date as invoice_due_date,
    coalesce((select settings.auto_send_receipt from invoice_settings settings
      where settings.invoice_id = invoices.id and settings.law_firm_id = invoices.law_firm_id), false)
      as invoice_sends_receipt
), audit as (
  insert into audit_log (law_firm_id, user_id, action, entity_type, entity_id, details, ip)
  select law_firm_id, created_by_user_id, $20::text, 'payment', id::text, $17::jsonb, $18 from payment
)
select payment.*, event.*, invoice.* from payment cross join event left join invoice on true`;

export interface RecordedPayment {
  payment: PaymentRow;
  event: PaymentEventRow;
  /** The invoice as it now is; null for a payment without one. */
  invoice: { totalCents: number; paidCents: number; dueDate: string; autoSendReceipt: boolean } | null;
}

export async function insertRecordedPayment(
  db: DbOrTx,
  values: PaymentValues & { status: string },
  movements: readonly RecordedMovement[],
  audit: { details: Record<string, unknown>; ip: string | null; action?: string },
): Promise<RecordedPayment> {
  const [raw] = await runStatement(db, RECORD_PAYMENT, [
    values.lawFirmId,
    values.invoiceId ?? null,
    values.clientId,
    values.caseId ?? null,
    values.paymentType,
    values.level ?? 'CLIENT',
    values.trustAccountLevel ?? null,
    values.trustAccountId ?? null,
    values.officeAccountId ?? null,
    values.amountCents,
    values.paymentDate,
    values.description ?? null,
    values.status,
    values.category,
    values.createdByUserId ?? null,
    JSON.stringify(
      movements.map((movement) => ({
        bank_account_id: movement.bankAccountId,
        client_id: movement.clientId,
        case_id: movement.caseId,
        trust_account_level: movement.trustAccountLevel ?? null,
        kind: movement.kind,
        amount_cents: movement.amountCents,
      })),
    ),
    JSON.stringify(audit.details),
    audit.ip,
    values.sourcePaymentId ?? null,
    audit.action ?? 'payment.recorded',
  ]);
  const payment = rowOf(payments, raw!);
  return {
    payment,
    event: {
      id: asNumber(raw!.event_id),
      paymentId: payment.id,
      actionType: 'recorded',
      amountCents: payment.amountCents,
      description: payment.description,
      userId: payment.createdByUserId,
      createdAt: new Date(raw!.event_created_at as string),
    },
    invoice:
      raw!.invoice_total_cents == null
        ? null
        : {
            totalCents: asNumber(raw!.invoice_total_cents),
            paidCents: asNumber(raw!.invoice_paid_cents),
            dueDate: String(raw!.invoice_due_date),
            autoSendReceipt: raw!.invoice_sends_receipt === true,
          },
  };
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
 * paid_cents = the sum of the invoice's payments that are not canceled, less what of them was refunded, in one statement inside the
 * caller's transaction (which holds the invoice's row lock); answers the invoice as it now is. A
 * cancel uses it; recording a payment does the same inside insertRecordedPayment's statement.
 */
export async function recomputeInvoicePaid(db: DbOrTx, lawFirmId: number, invoiceId: number) {
  const paid = sql<number>`(
    select coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0) from ${payments}
    where ${payments.invoiceId} = ${invoiceId} and ${payments.lawFirmId} = ${lawFirmId}
      and ${payments.status} <> 'canceled'
  )`;
  const [row] = await db
    .update(invoices)
    .set({ paidCents: paid })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.lawFirmId, lawFirmId)))
    .returning({ totalCents: invoices.totalCents, paidCents: invoices.paidCents, dueDate: invoices.dueDate });
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
  const conditions = [
    eq(payments.lawFirmId, lawFirmId),
    eq(payments.status, 'completed'),
    // An application of a client's credit is the same money as its source payment: listed once, as that.
    ne(payments.category, APPLIED_CREDIT_CATEGORY),
    notExists(listedElsewhere),
  ];
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
