/**
 * Learning what became of a card payment and recording it once. Three things may tell: the provider's webhook (a
 * pg-boss job), the pay page's own check, and the reconciliation job; each asks the provider for the intent and hands
 * it here, in any order and at the same time. Settling takes the online payment's row lock first (before the
 * invoice's: the lock order of db/locks.ts), and a row already completed is left alone, so exactly one of them
 * records the payment.
 *
 * Settling records, in one transaction: the payment on the invoice through the payments module (its movements, the
 * invoice's paid sum and status, the audit entry): a bill invoice's into the office account, a trust invoice's in
 * full into trust (the client's or the matter's, as the invoice's case says); the processor's fee as an expense of
 * the office account (never taken from trust); a bill invoice's surcharge into the office account, apart from the
 * payment (the invoice is credited with the amount only). A card payment that finds less owed than it paid (two paid
 * at once) credits the invoice with what it owed and keeps the rest as the client's money (unapplied office credit,
 * or trust). The receipt mail follows the commit (payment.recorded) when the invoice's settings send receipts.
 */

import type { recordPaymentRequest } from '@counsel/domain';
import { dayIn, type OnlinePaymentStatus } from '@counsel/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { findInvoiceToPay } from '../../db/invoice-to-pay.js';
import { lockInvoice } from '../../db/locks.js';
import type { ProviderIntent, StripePayments } from '../../integrations/stripe/payment-intents.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { addMovement, firstAccountOf } from '../banking/ledger.js';
import { publishRecordedPayment, recordPaymentInTransaction } from '../payments/record.js';
import { atCardProvider } from './provider-errors.js';
import * as repo from './repository.js';

type PaymentBody = z.output<typeof recordPaymentRequest>;

export interface SettleDeps {
  db: Db;
  stripe: StripePayments;
  jobs: JobQueue | null;
  log: { error(obj: unknown, msg?: string): void };
  now?: () => Date;
}

export interface Outcome {
  status: OnlinePaymentStatus | 'open';
  message: string | null;
}

const STILL_CONFIRMING = ['processing', 'requires_action', 'requires_capture'];

/** The accounts a firm's card payments go to: its chosen ones, else its first of each type. */
export async function depositAccounts(db: Db | Tx, lawFirmId: number) {
  const settings = await repo.findSettings(db, lawFirmId);
  return {
    office: settings?.officeAccountId ?? (await firstAccountOf(db, lawFirmId, 'OFFICE')),
    trust: settings?.trustAccountId ?? (await firstAccountOf(db, lawFirmId, 'TRUST')),
  };
}

/** Asks the provider for the intent and acts on what it says. */
export async function syncOnlinePayment(deps: SettleDeps, row: repo.OnlinePaymentRow): Promise<Outcome> {
  if (!row.intentId || row.status === 'completed') return outcomeOf(row);
  const intentId = row.intentId;
  const intent = await atCardProvider(() => deps.stripe.retrieveIntent(row.lawFirmId, intentId));
  return applyIntent(deps, row, intent);
}

export async function applyIntent(
  deps: SettleDeps,
  row: repo.OnlinePaymentRow,
  intent: ProviderIntent,
): Promise<Outcome> {
  if (intent.status === 'succeeded') return settle(deps, row, intent);
  if (STILL_CONFIRMING.includes(intent.status)) return markPending(deps.db, row);
  if (intent.status === 'canceled') return markFailed(deps.db, row, 'The payment was canceled.');
  if (intent.status === 'requires_payment_method' && intent.lastError) {
    return markFailed(deps.db, row, intent.lastError.message);
  }
  return outcomeOf(row);
}

const outcomeOf = (row: Pick<repo.OnlinePaymentRow, 'status' | 'failureMessage'>): Outcome => ({
  status: row.status as Outcome['status'],
  message: row.status === 'failed' ? row.failureMessage : null,
});

/** Confirmed by the client, not yet settled: the amount is reserved on the invoice from now on. */
async function markPending(db: Db, row: repo.OnlinePaymentRow): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockOnlinePayment(tx, row.lawFirmId, row.id);
    if (locked?.status !== 'open') return outcomeOf(locked ?? row);
    await repo.updateOnlinePayment(tx, row.lawFirmId, row.id, { status: 'pending' });
    return { status: 'pending', message: null };
  });
}

/** Refused or abandoned: nothing is recorded and the reservation ends. A completed payment stays completed. */
export async function markFailed(db: Db, row: repo.OnlinePaymentRow, message: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockOnlinePayment(tx, row.lawFirmId, row.id);
    if (!locked || locked.status === 'completed') return outcomeOf(locked ?? row);
    await repo.updateOnlinePayment(tx, row.lawFirmId, row.id, { status: 'failed', failureMessage: message });
    return { status: 'failed', message };
  });
}

async function settle(deps: SettleDeps, row: repo.OnlinePaymentRow, intent: ProviderIntent): Promise<Outcome> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  if (intent.amountCents !== row.amountCents + row.surchargeCents) {
    deps.log.error(
      { online_payment_id: row.id, intent_id: intent.id, intent_amount: intent.amountCents },
      'the card payment’s intent is not of the amount asked for',
    );
  }
  const settled = await db.transaction(async (tx) => {
    // First in the lock order: of two settlements at once, the second waits here and then finds it completed.
    const locked = await repo.lockOnlinePayment(tx, row.lawFirmId, row.id);
    if (!locked || locked.status === 'completed') return null;
    const { lawFirmId, invoiceId } = locked;
    const invoiceRow = await lockInvoice(tx, lawFirmId, invoiceId);
    const invoice = await findInvoiceToPay(tx, lawFirmId, invoiceId);
    if (!invoiceRow || !invoice) throw new Error(`online payment ${locked.id}: its invoice is gone`);
    const accounts = await depositAccounts(tx, lawFirmId);
    const isTrust = invoiceRow.type === 'TRUST';
    const deposit = isTrust ? accounts.trust : accounts.office;
    if (deposit === null || accounts.office === null) {
      throw new Error(`online payment ${locked.id}: the firm has no account to record it in`);
    }
    const owed = Math.max(0, invoiceRow.totalCents - invoiceRow.paidCents);
    const applied = Math.min(locked.amountCents, owed);
    const excess = locked.amountCents - applied;
    const feeCents = intent.feeCents;
    const paymentDate = dayIn(invoice.firm.timeZone, now);
    const context = {
      lawFirmId,
      userId: null,
      auditAction: 'payment.recorded_online',
      auditDetails: {
        online_payment_id: locked.id,
        intent_id: intent.id,
        surcharge_cents: locked.surchargeCents,
        fee_cents: feeCents,
      },
    };
    const account = isTrust ? { trust_account_id: deposit } : { office_account_id: deposit };
    const base = { payment_type: isTrust ? 'trust' : 'direct', payment_date: paymentDate, ...account } as const;

    let paymentId: number | null = null;
    let sendsReceipt = false;
    if (applied > 0) {
      const body: PaymentBody = {
        ...base,
        invoice_id: invoiceId,
        amount: applied / 100,
        description: `Paid online by card (invoice ${invoice.invoiceNumber})`,
      };
      const recorded = await recordPaymentInTransaction(tx, context, body);
      paymentId = recorded.payment.id;
      sendsReceipt = recorded.sendsReceipt;
    }
    let excessPaymentId: number | null = null;
    if (excess > 0) {
      // More than the invoice still owed (another payment came first): the client's money all the same.
      const body: PaymentBody = {
        ...base,
        client_id: invoiceRow.clientId,
        case_id: invoiceRow.caseId,
        level: invoiceRow.caseId === null ? 'CLIENT' : 'MATTER',
        amount: excess / 100,
        description: `Paid online by card beyond what invoice ${invoice.invoiceNumber} owed`,
      };
      excessPaymentId = (await recordPaymentInTransaction(tx, context, body)).payment.id;
    }
    const movement = { lawFirmId, bankAccountId: accounts.office, clientId: invoiceRow.clientId, caseId: null };
    const feeMovementId =
      feeCents && feeCents > 0
        ? await addMovement(tx, { ...movement, kind: 'processor_fee', amountCents: -feeCents })
        : null;
    const surchargeMovementId =
      locked.surchargeCents > 0
        ? await addMovement(tx, { ...movement, kind: 'card_surcharge', amountCents: locked.surchargeCents })
        : null;
    await repo.updateOnlinePayment(tx, lawFirmId, locked.id, {
      status: 'completed',
      paymentId,
      excessPaymentId,
      feeCents,
      depositAccountId: deposit,
      feeMovementId,
      surchargeMovementId,
      failureMessage: null,
      settledAt: now,
    });
    return { paymentId, sendsReceipt };
  });
  if (settled?.paymentId && settled.sendsReceipt) {
    await publishRecordedPayment({ jobs: deps.jobs, log: deps.log }, settled.paymentId);
  }
  return { status: 'completed', message: null };
}
