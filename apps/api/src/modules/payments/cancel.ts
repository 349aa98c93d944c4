/**
 * Deleting a payment (DESIGN §4): it is never erased. In one transaction it becomes canceled, gets a
 * 'canceled' event, its movements are reversed by negated copies, its invoice's paid sum is recomputed
 * and the audit row written. A reversal that would leave the client's trust money below zero (the
 * deposit was already spent) is refused with nothing changed. Locks follow record.ts's order.
 */
import { CLIENT_FUNDS_ERRORS, PAYMENT_ERRORS, type RecordPaymentResponse } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { lockInvoice } from '../../db/locks.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import { assertPermission } from '../../platform/permissions.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import { found } from '../../platform/tenancy.js';
import { addMovements, findAccount, lockClientTrust, type TrustLevel, trustBalanceCents } from '../banking/ledger.js';
import { readPayment } from './payment-out.js';
import { type AfterPayment, insufficientTrustFunds } from './record.js';
import * as repo from './repository.js';
import { publishTrustWithdrawn, type TrustWithdrawnJob } from './trust-withdrawn-job.js';
import { hasLiveApplications, isUnappliedSource } from './unapplied-repository.js';
import { type PaymentDetails, paymentDetailsOf } from './views.js';

export const PAYMENT_ALREADY_CANCELED_MESSAGE = 'This payment has already been canceled';

type DeletePaymentResponse = Omit<RecordPaymentResponse, 'code'> & { code: 'payment_canceled' };

export async function cancelPayment(
  db: Db,
  auth: AuthContext,
  paymentId: number,
  ip?: string,
  after?: AfterPayment,
): Promise<DeletePaymentResponse> {
  assertPermission(auth, 'DELETE_PAYMENT');
  assertInvoicesFullAccess(auth);
  const lawFirmId = auth.firm.id;
  const withdrawn: TrustWithdrawnJob[] = [];
  const answer = await db.transaction(async (tx) => {
    const payment = found(await repo.lockPayment(tx, lawFirmId, paymentId), 'Payment');
    if (payment.status === 'canceled') {
      throw new AppError(409, PAYMENT_ERRORS.paymentCanceled, PAYMENT_ALREADY_CANCELED_MESSAGE);
    }
    // Money applied to invoices stays paid on them: those applications are canceled first, each on its own.
    if (isUnappliedSource(payment) && (await hasLiveApplications(tx, lawFirmId, paymentId))) {
      throw new AppError(
        409,
        CLIENT_FUNDS_ERRORS.paymentHasApplications,
        'Part of this payment is applied to invoices: cancel those applications first',
      );
    }
    if (payment.invoiceId !== null) await lockInvoice(tx, lawFirmId, payment.invoiceId);
    // The accounts before the client, as when recording (the reversals' foreign keys need them).
    if (payment.trustAccountId !== null) await findAccount(tx, lawFirmId, payment.trustAccountId, 'TRUST');
    if (payment.officeAccountId !== null) await findAccount(tx, lawFirmId, payment.officeAccountId, 'OFFICE');

    const movements = await repo.originalMovementsOf(tx, lawFirmId, paymentId);
    // What the reversal takes out of trust, per balance: a deposit less what of it was refunded.
    const trustOut = new Map<string, { caseId: number | null; level: TrustLevel; cents: number }>();
    for (const m of movements.filter((m) => m.trustAccountLevel !== null)) {
      const key = `${m.trustAccountLevel}:${m.caseId}`;
      const entry = trustOut.get(key) ?? { caseId: m.caseId, level: m.trustAccountLevel as TrustLevel, cents: 0 };
      trustOut.set(key, { ...entry, cents: entry.cents + m.amountCents });
    }
    const takenOut = [...trustOut.values()].filter((entry) => entry.cents > 0);
    if (takenOut.length > 0) {
      await lockClientTrust(tx, lawFirmId, payment.clientId);
      for (const entry of takenOut) {
        const available = await trustBalanceCents(tx, {
          lawFirmId,
          clientId: payment.clientId,
          caseId: entry.caseId,
          level: entry.level,
        });
        if (available < entry.cents) throw insufficientTrustFunds(available);
        const caseId = entry.level === 'MATTER_TRUST' ? entry.caseId : null;
        withdrawn.push({ law_firm_id: lawFirmId, client_id: payment.clientId, case_id: caseId });
      }
    }

    await repo.cancelPayment(tx, lawFirmId, paymentId);
    await repo.insertEvent(tx, {
      paymentId,
      actionType: 'canceled',
      amountCents: payment.amountCents,
      description: null,
      userId: auth.user.id,
    });
    await addMovements(
      tx,
      movements.map((m) => ({
        lawFirmId,
        bankAccountId: m.bankAccountId,
        clientId: m.clientId,
        caseId: m.caseId,
        trustAccountLevel: m.trustAccountLevel,
        paymentId,
        kind: 'reversal',
        amountCents: -m.amountCents,
      })),
    );
    let paymentDetails: PaymentDetails = null;
    if (payment.invoiceId !== null) {
      paymentDetails = paymentDetailsOf(auth, await repo.recomputeInvoicePaid(tx, lawFirmId, payment.invoiceId));
    }
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'payment.canceled',
      entityType: 'payment',
      entityId: paymentId,
      details: {
        amount_cents: payment.amountCents,
        invoice_id: payment.invoiceId,
        client_id: payment.clientId,
        category: payment.category,
        reversed_movements: movements.length,
      },
      ...(ip ? { ip } : {}),
    });
    return {
      code: 'payment_canceled' as const,
      data: { payment: await readPayment(tx, lawFirmId, paymentId), payment_details: paymentDetails },
    };
  });
  // Once committed: a canceled deposit took money out of trust, which may leave a retainer under its floor.
  if (after) for (const job of withdrawn) await publishTrustWithdrawn(after, job);
  return answer;
}
