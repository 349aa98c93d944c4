/**
 * One payment as the API answers it, with its audit trail, and an invoice's payments as the invoice
 * screen shows them. Kept apart from views.ts so billing's invoice read can use it without a cycle.
 */
import { centsToAmount, type InvoicePayment, type Payment } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

function trailOf(events: readonly repo.PaymentEventRow[]): Payment['audit_trail'] {
  return events.map((event) => ({
    action_type: event.actionType,
    amount: centsToAmount(event.amountCents),
    created_at: event.createdAt.toISOString(),
    description: event.description,
  }));
}

export function paymentOut(row: repo.PaymentRow, events: readonly repo.PaymentEventRow[]): Payment {
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    client_id: row.clientId,
    case_id: row.caseId,
    amount: centsToAmount(row.amountCents),
    status: row.status as Payment['status'],
    payment_type: row.paymentType as Payment['payment_type'],
    payment_date: row.paymentDate,
    description: row.description,
    level: row.level as Payment['level'],
    trust_account_level: row.trustAccountLevel as Payment['trust_account_level'],
    trust_account_id: row.trustAccountId,
    office_account_id: row.officeAccountId,
    audit_trail: trailOf(events),
    created_at: row.createdAt.toISOString(),
  };
}

/** One payment with its trail (read inside the transaction that changed it). */
export async function readPayment(db: DbOrTx, lawFirmId: number, id: number): Promise<Payment> {
  const row = found(await repo.findPayment(db, lawFirmId, id), 'Payment');
  return paymentOut(row, await repo.eventsOf(db, [id]));
}

/** The payments of an invoice as invoiceSchema carries them, canceled ones included, in two queries. */
export async function invoicePayments(db: DbOrTx, lawFirmId: number, invoiceId: number): Promise<InvoicePayment[]> {
  const rows = await repo.paymentsOfInvoice(db, lawFirmId, invoiceId);
  const events = await repo.eventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { id, amount, status, payment_type, payment_date, description, audit_trail } = paymentOut(
      row,
      events.filter((event) => event.paymentId === row.id),
    );
    return { id, amount, status, payment_type, payment_date, description, audit_trail };
  });
}
