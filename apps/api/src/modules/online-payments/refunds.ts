/**
 * A refund made at the processor (the firm's Stripe dashboard, or its API) of a client's card payment, booked here
 * as the payments module books a refund: the webhook's refund events (charge.refunded, refund.created,
 * refund.updated) only say which intent to ask about; the provider's own list of the intent's refunds says what was
 * refunded, and each succeeded refund is booked once, by its id, under the online payment's row lock (first in the
 * lock order of db/locks.ts), so replays and events in any order book each refund once. A refund that arrives before
 * its payment was settled here settles it first.
 *
 * A refund goes back first from the invoice's payment, then from the excess payment (what was paid beyond the
 * invoice), then from the surcharge (the office's); what cannot be booked (the payment canceled here, its trust
 * money already spent) is kept as unbooked on the refund's row and named in its audit entry and the log.
 */
import type { Tx } from '../../db/client.js';
import type { ProviderRefund } from '../../integrations/stripe/payment-intents.js';
import { recordAudit } from '../../platform/audit.js';
import { addMovement } from '../banking/ledger.js';
import { lockPaymentsForRefund, type RefundOutcome, refundPaymentInTransaction } from '../payments/refund.js';
import { publishTrustWithdrawn, type TrustWithdrawnJob } from '../payments/trust-withdrawn-job.js';
import { atCardProvider } from './provider-errors.js';
import * as repo from './repository.js';
import { type SettleDeps, syncOnlinePayment } from './settle.js';

/** The provider's word on the intent's refunds, each succeeded one booked once. Answers how many were new. */
export async function bookProviderRefunds(deps: SettleDeps, row: repo.OnlinePaymentRow): Promise<number> {
  if (!row.intentId) return 0;
  const intentId = row.intentId;
  await syncOnlinePayment(deps, row);
  const refunds = await atCardProvider(() => deps.stripe.listRefunds(row.lawFirmId, intentId));
  let booked = 0;
  for (const refund of refunds.filter((r) => r.status === 'succeeded' && r.amountCents > 0)) {
    const outcome = await deps.db.transaction((tx) => bookRefund(tx, row, refund));
    if (!outcome) continue;
    booked += 1;
    for (const job of outcome.withdrawn) await publishTrustWithdrawn(deps, job);
    if (outcome.unbookedCents > 0) {
      deps.log.error(
        { online_payment_id: row.id, refund_id: refund.id, unbooked_cents: outcome.unbookedCents },
        'a refund made at the card processor could not be booked in full',
      );
    }
  }
  return booked;
}

async function bookRefund(tx: Tx, row: repo.OnlinePaymentRow, refund: ProviderRefund) {
  const { lawFirmId } = row;
  const locked = await repo.lockOnlinePayment(tx, lawFirmId, row.id);
  if (locked?.status !== 'completed') return null;
  const earlier = await repo.refundsOf(tx, lawFirmId, locked.id);
  if (earlier.some((r) => r.providerRefundId === refund.id)) return null;
  const surchargeLeft = locked.surchargeCents - earlier.reduce((sum, r) => sum + r.surchargeCents, 0);

  await lockPaymentsForRefund(
    tx,
    lawFirmId,
    [locked.paymentId, locked.excessPaymentId].filter((id): id is number => id !== null),
  );
  const context = {
    lawFirmId,
    userId: null,
    auditAction: 'payment.refunded_at_processor',
    auditDetails: { online_payment_id: locked.id, refund_id: refund.id },
  };
  const description = `Refunded by card (refund ${refund.id})`;
  let left = refund.amountCents;
  const shortfalls: RefundOutcome['shortfall'][] = [];
  const withdrawn: TrustWithdrawnJob[] = [];
  const fromPayment = async (paymentId: number | null) => {
    if (paymentId === null || left === 0) return 0;
    const outcome = await refundPaymentInTransaction(tx, context, { paymentId, amountCents: left, description });
    if (outcome.shortfall) shortfalls.push(outcome.shortfall);
    if (outcome.trustWithdrawal) withdrawn.push(outcome.trustWithdrawal);
    left -= outcome.refundedCents;
    return outcome.refundedCents;
  };
  const paymentCents = await fromPayment(locked.paymentId);
  const excessCents = await fromPayment(locked.excessPaymentId);
  const surchargeCents = Math.min(left, Math.max(0, surchargeLeft));
  left -= surchargeCents;
  const officeAccountId = surchargeAccountOf(locked);
  const surchargeMovementId =
    surchargeCents > 0 && officeAccountId !== null
      ? await addMovement(tx, {
          lawFirmId,
          bankAccountId: officeAccountId,
          clientId: locked.clientId,
          caseId: null,
          kind: 'refund',
          amountCents: -surchargeCents,
        })
      : null;
  const values = {
    lawFirmId,
    onlinePaymentId: locked.id,
    providerRefundId: refund.id,
    amountCents: refund.amountCents,
    paymentCents,
    excessCents,
    surchargeCents: surchargeMovementId === null ? 0 : surchargeCents,
    unbookedCents: left + (surchargeMovementId === null ? surchargeCents : 0),
    surchargeMovementId,
  };
  const saved = await repo.insertRefund(tx, values);
  await recordAudit(tx, {
    lawFirmId,
    userId: null,
    action: 'online_payment.refunded',
    entityType: 'online_payment',
    entityId: locked.id,
    details: {
      refund_id: refund.id,
      amount_cents: saved.amountCents,
      payment_cents: saved.paymentCents,
      excess_cents: saved.excessCents,
      surcharge_cents: saved.surchargeCents,
      unbooked_cents: saved.unbookedCents,
      shortfalls,
    },
  });
  return { ...saved, withdrawn };
}

/** The office account the surcharge went to: a bill invoice's deposit account (a trust invoice has no surcharge). */
function surchargeAccountOf(locked: repo.OnlinePaymentRow): number | null {
  return locked.surchargeMovementId === null ? null : locked.depositAccountId;
}
