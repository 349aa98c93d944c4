/**
 * Test data for the payment suites: bank accounts written straight into the table (the banking feature
 * owns their endpoints), bill invoices through the API, trust money deposited through the API, and a
 * snapshot of every table a payment touches to prove a refused call changed nothing.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { accountMovements, auditLog, bankAccounts, invoices, paymentEvents, payments } from '../../db/schema/index.js';
import type { TestApp } from '../app.js';
import type { TestFirm } from '../firms.js';
import { billBody, chargeLine } from '../invoices.js';

export { setInvoicesLevel } from '../invoices.js';
export { addCase, addClient } from './time-entries.js';

/** A day far ahead, so a bill invoice due then is never overdue while these tests run. */
export const FAR_DUE_DATE = '2099-12-31';

export async function addBankAccount(
  t: TestApp,
  firm: TestFirm,
  type: 'TRUST' | 'OFFICE',
  startingBalanceCents = 0,
): Promise<number> {
  const [row] = await t.services.db
    .insert(bankAccounts)
    .values({
      lawFirmId: firm.lawFirmId,
      title: type === 'TRUST' ? 'IOLTA trust' : 'Operating',
      accountType: type,
      subType: 'Checking',
      bankingInstitution: 'Chase',
      startingBalanceCents,
    })
    .returning({ id: bankAccounts.id });
  return row!.id;
}

/** A bill invoice made through the API with one Service line of `amount` and tax off; answers its id. */
export async function addBillInvoice(
  t: TestApp,
  firm: TestFirm,
  clientId: number,
  options: { amount?: string; caseId?: number | null; dueDate?: string } = {},
): Promise<number> {
  const res = await t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, {
    token: firm.admin.token,
    body: billBody({
      charges: [chargeLine({ amount: options.amount ?? '100.00' })],
      include_tax_rate: false,
      tax_rate: null,
      total: null,
      case_id: options.caseId ?? null,
      due_date: options.dueDate ?? FAR_DUE_DATE,
    }),
  });
  if (res.status !== 201) throw new Error(`invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.invoice.id;
}

/** POST /payment/create-record-payment as the firm's admin (or `token`). */
export function recordPayment(t: TestApp, firm: TestFirm, body: Record<string, unknown>, token = firm.admin.token) {
  return t.call('POST', '/api/payment/create-record-payment', {
    token,
    body: { payment_date: '2025-03-10', ...body },
  });
}

export function deletePayment(t: TestApp, firm: TestFirm, paymentId: number, token = firm.admin.token) {
  return t.call('DELETE', `/api/payment/delete-record-payment/${paymentId}`, { token });
}

/** Deposits trust money for a client (or a matter) through the API; answers the payment's id. */
export async function depositTrust(
  t: TestApp,
  firm: TestFirm,
  trustAccountId: number,
  amount: number,
  target: { clientId: number } | { caseId: number },
): Promise<number> {
  const body =
    'clientId' in target
      ? { level: 'CLIENT', client_id: target.clientId }
      : { level: 'MATTER', case_id: target.caseId };
  const res = await recordPayment(t, firm, {
    ...body,
    payment_type: 'trust',
    amount,
    trust_account_id: trustAccountId,
  });
  if (res.status !== 201) throw new Error(`deposit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.payment.id;
}

/** The movements of one account (or of one payment), oldest first. */
export async function movementsOf(t: TestApp, where: { accountId?: number; paymentId?: number }) {
  const conditions = [];
  if (where.accountId !== undefined) conditions.push(eq(accountMovements.bankAccountId, where.accountId));
  if (where.paymentId !== undefined) conditions.push(eq(accountMovements.paymentId, where.paymentId));
  return t.services.db
    .select()
    .from(accountMovements)
    .where(and(...conditions))
    .orderBy(asc(accountMovements.id));
}

/** Sum of an account's movements in cents (its balance less the starting balance). */
export async function movedCents(t: TestApp, accountId: number): Promise<number> {
  const rows = await movementsOf(t, { accountId });
  return rows.reduce((sum, row) => sum + row.amountCents, 0);
}

export async function paidCentsOf(t: TestApp, invoiceId: number): Promise<number> {
  const [row] = await t.services.db
    .select({ paidCents: invoices.paidCents })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row!.paidCents;
}

/** Every row a payment writes for a firm: compare before and after a refused call. */
export async function paymentTables(t: TestApp, lawFirmId: number) {
  const { db } = t.services;
  const [paymentRows, eventRows, movementRows, invoiceRows, audits] = await Promise.all([
    db.select().from(payments).where(eq(payments.lawFirmId, lawFirmId)).orderBy(payments.id),
    db
      .select({ event: paymentEvents })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.lawFirmId, lawFirmId))
      .orderBy(paymentEvents.id),
    db.select().from(accountMovements).where(eq(accountMovements.lawFirmId, lawFirmId)).orderBy(accountMovements.id),
    db
      .select({ id: invoices.id, paidCents: invoices.paidCents, updatedAt: invoices.updatedAt })
      .from(invoices)
      .where(eq(invoices.lawFirmId, lawFirmId))
      .orderBy(invoices.id),
    db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, lawFirmId), eq(auditLog.entityType, 'payment'))),
  ]);
  return {
    payments: paymentRows,
    events: eventRows,
    movements: movementRows,
    invoices: invoiceRows,
    audits: audits[0]!.n,
  };
}

/** The audit rows of one payment, oldest first. */
export async function paymentAudits(t: TestApp, paymentId: number) {
  return t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, String(paymentId))))
    .orderBy(auditLog.id);
}
