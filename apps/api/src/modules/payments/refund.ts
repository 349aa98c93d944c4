/**
 * Refunding part of a payment: money that went back to the client (a refund made at the card processor). Inside the
 * caller's transaction, in record.ts's lock order (payment → invoice → trust account → office account → client), it
 * writes the payment's 'refunded' event, a 'refund' movement taking the money back out of the account it landed in,
 * the payment's refunded sum, the invoice's paid sum (so the invoice is owed again) and the audit row.
 *
 * What already happened at the processor cannot be refused, only booked as far as the books allow: never more than
 * what of the payment is left (not refunded, not applied to other invoices), nothing of a canceled payment, and never
 * more trust money than the client (or the matter) still has. The caller learns what was booked and books the rest
 * as unbooked for a person to look at.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lockInvoice } from '../../db/locks.js';
import { payments } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import { addMovements, findAccount, lockClientTrust, type TrustLevel, trustBalanceCents } from '../banking/ledger.js';
import * as repo from './repository.js';
import type { TrustWithdrawnJob } from './trust-withdrawn-job.js';
import { appliedCentsOf, isUnappliedSource } from './unapplied-repository.js';

export interface RefundRequest {
  paymentId: number;
  /** The most to book, in cents. */
  amountCents: number;
  description: string;
}

export interface RefundContext {
  lawFirmId: number;
  userId: number | null;
  auditAction?: string;
  auditDetails?: Record<string, unknown>;
}

/** What was booked, and why not all of it when not (`canceled`, `nothing_left`, `trust_spent`). */
export interface RefundOutcome {
  refundedCents: number;
  /** The trust balance the refund took money from, for `trust.withdrawn` once committed. */
  trustWithdrawal?: TrustWithdrawnJob;
  shortfall: 'canceled' | 'nothing_left' | 'trust_spent' | null;
}

/**
 * Locks the payments in id order, first after the online payment in the lock order: a caller that refunds more
 * than one payment in a transaction takes them all here before any invoice, account or client.
 */
export async function lockPaymentsForRefund(tx: Tx, lawFirmId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.lawFirmId, lawFirmId), inArray(payments.id, [...ids])))
    .orderBy(payments.id)
    .for('update');
}

export async function refundPaymentInTransaction(
  tx: Tx,
  context: RefundContext,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const { lawFirmId } = context;
  const payment = await repo.lockPayment(tx, lawFirmId, request.paymentId);
  if (!payment || payment.status === 'canceled') return { refundedCents: 0, shortfall: 'canceled' };
  if (payment.invoiceId !== null) await lockInvoice(tx, lawFirmId, payment.invoiceId);
  if (payment.trustAccountId !== null) await findAccount(tx, lawFirmId, payment.trustAccountId, 'TRUST');
  if (payment.officeAccountId !== null) await findAccount(tx, lawFirmId, payment.officeAccountId, 'OFFICE');

  const applied = isUnappliedSource(payment) ? await appliedCentsOf(tx, lawFirmId, payment.id) : 0;
  const left = payment.amountCents - payment.refundedCents - applied;
  let cents = Math.min(request.amountCents, Math.max(0, left));
  let shortfall: RefundOutcome['shortfall'] = cents < request.amountCents ? 'nothing_left' : null;

  // Where the money landed: the trust account for a deposit into trust, else the office account.
  const intoTrust = payment.category === 'trust_deposit';
  const movements = await repo.originalMovementsOf(tx, lawFirmId, payment.id);
  const landed = movements.find((m) => m.amountCents > 0 && m.kind !== 'refund');
  if (!landed) return { refundedCents: 0, shortfall: 'nothing_left' };
  if (intoTrust && cents > 0) {
    await lockClientTrust(tx, lawFirmId, payment.clientId);
    const available = await trustBalanceCents(tx, {
      lawFirmId,
      clientId: payment.clientId,
      caseId: landed.caseId,
      level: (landed.trustAccountLevel ?? 'CLIENT_TRUST') as TrustLevel,
    });
    if (available < cents) {
      cents = Math.max(0, available);
      shortfall = 'trust_spent';
    }
  }
  if (cents === 0) return { refundedCents: 0, shortfall };

  await addMovements(tx, [
    {
      lawFirmId,
      bankAccountId: landed.bankAccountId,
      clientId: landed.clientId,
      caseId: landed.caseId,
      trustAccountLevel: landed.trustAccountLevel,
      paymentId: payment.id,
      kind: 'refund',
      amountCents: -cents,
    },
  ]);
  await repo.addRefunded(tx, lawFirmId, payment.id, cents);
  await repo.insertEvent(tx, {
    paymentId: payment.id,
    actionType: 'refunded',
    amountCents: cents,
    description: request.description,
    userId: context.userId,
  });
  if (payment.invoiceId !== null) await repo.recomputeInvoicePaid(tx, lawFirmId, payment.invoiceId);
  await recordAudit(tx, {
    lawFirmId,
    userId: context.userId,
    action: context.auditAction ?? 'payment.refunded',
    entityType: 'payment',
    entityId: payment.id,
    details: {
      amount_cents: cents,
      invoice_id: payment.invoiceId,
      client_id: payment.clientId,
      category: payment.category,
      bank_account_id: landed.bankAccountId,
      ...context.auditDetails,
    },
  });
  const trustWithdrawal = intoTrust
    ? { law_firm_id: lawFirmId, client_id: payment.clientId, case_id: landed.caseId }
    : undefined;
  return { refundedCents: cents, shortfall, ...(trustWithdrawal ? { trustWithdrawal } : {}) };
}
