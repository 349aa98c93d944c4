/**
 * The provider's webhook (POST /api/webhooks/stripe) and the jobs that act on it: the event's signature is checked
 * with the official client, the event is kept by its id (a replay adds nothing and queues nothing), and a pg-boss job
 * asks the provider about the intent it names and settles it (settle.ts), or books its refunds (refunds.ts). The
 * event's own copy of the intent (or refund) is never trusted for money: only which intent to ask about. Beside it, the reconciliation: every ten minutes, each card
 * payment still open or pending after an hour is asked about and settled, failed, or (abandoned) cancelled.
 */
import { ONLINE_PAYMENT_ERRORS } from '@counsel/domain';
import type Stripe from 'stripe';
import { verifiedWebhookEvent } from '../../integrations/stripe/payment-intents.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { atCardProvider } from './provider-errors.js';
import { bookProviderRefunds } from './refunds.js';
import * as repo from './repository.js';
import { applyIntent, markFailed, type SettleDeps, syncOnlinePayment } from './settle.js';

export const SETTLE_JOB = 'online-payments.settle';
export const RECONCILE_JOB = 'online-payments.reconcile';
export const RECONCILE_CRON = '*/10 * * * *';
/** A card payment not settled after this long is asked about by the reconciliation. */
export const RECONCILE_AFTER_MS = 60 * 60 * 1000;
const RECONCILE_BATCH = 200;

export interface SettleJob {
  event_id: string;
  intent_id: string;
  /** Set for a refund's event: the intent's refunds are booked after it is settled. */
  refunds?: boolean;
}

/** A refund made at the provider: its charge's and its own events (refunds.ts). */
const REFUND_EVENTS = new Set(['charge.refunded', 'refund.created', 'refund.updated']);

/** The events that may change a card payment; others are kept and left alone. */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
  'payment_intent.requires_action',
]);

function intentIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  return typeof object.payment_intent === 'string' ? object.payment_intent : null;
}

export interface WebhookDeps extends SettleDeps {
  jobs: JobQueue | null;
}

/** Checks and keeps one delivery; queues its settlement (or, without a job queue, settles it now). */
export async function receiveWebhook(deps: WebhookDeps, body: Buffer, signature: string | undefined): Promise<void> {
  const secret = deps.stripe.webhookSecret;
  if (!secret) {
    throw new AppError(
      503,
      ONLINE_PAYMENT_ERRORS.cardPaymentsUnavailable,
      'Card payments are not set up on this server.',
    );
  }
  const event = signature ? verifiedWebhookEvent(body, signature, secret) : null;
  if (!event) {
    throw new AppError(400, ONLINE_PAYMENT_ERRORS.webhookSignatureInvalid, 'The webhook signature does not verify.');
  }
  const intentId = intentIdOf(event);
  const isNew = await repo.insertEvent(deps.db, {
    id: event.id,
    type: event.type,
    intentId,
    payload: event as unknown as Record<string, unknown>,
  });
  const refunds = REFUND_EVENTS.has(event.type);
  if (!isNew || !intentId || !(INTENT_EVENTS.has(event.type) || refunds)) return;
  const job: SettleJob = { event_id: event.id, intent_id: intentId, ...(refunds ? { refunds } : {}) };
  if (deps.jobs) await deps.jobs.send(SETTLE_JOB, job, { singletonKey: `settle-${event.id}` });
  else await settleFromEvent(deps, job);
}

/** The job: asks the provider about the event's intent and acts on the answer. */
export async function settleFromEvent(deps: SettleDeps, job: SettleJob): Promise<void> {
  const row = await repo.findByIntent(deps.db, job.intent_id);
  // An intent that is no card payment of ours (another use of the same Stripe account) changes nothing here. The
  // firm is the row's, found by the provider's intent id: nothing in the event names a firm or a payment of ours.
  if (row && job.refunds) await bookProviderRefunds(deps, row);
  else if (row) await syncOnlinePayment(deps, row);
  await repo.markEventProcessed(deps.db, job.event_id);
}

const ABANDONED = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Each card payment still open or pending after an hour: settled, failed, or cancelled at the provider when abandoned. */
export async function reconcile(deps: SettleDeps, now = deps.now?.() ?? new Date()): Promise<number> {
  const rows = await repo.unsettledBefore(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS), RECONCILE_BATCH);
  let settled = 0;
  for (const row of rows) {
    try {
      if (!row.intentId) {
        // Its intent was never made (the server stopped between the two): nothing was charged.
        await markFailed(deps.db, row, 'The payment was not started.');
        continue;
      }
      const intentId = row.intentId;
      let intent = await atCardProvider(() => deps.stripe.retrieveIntent(row.lawFirmId, intentId));
      if (ABANDONED.includes(intent.status)) {
        // An hour without a card that went through: the client left. The intent is cancelled so it never can.
        intent = await atCardProvider(() => deps.stripe.cancelIntent(row.lawFirmId, intentId));
      }
      const outcome = await applyIntent(deps, row, intent);
      if (outcome.status === 'completed') settled += 1;
    } catch (error) {
      deps.log.error({ err: error, online_payment_id: row.id }, 'could not reconcile a card payment');
    }
  }
  return settled;
}

export async function registerOnlinePaymentJobs(deps: SettleDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work<SettleJob>(SETTLE_JOB, (job) => settleFromEvent(deps, job));
  await deps.jobs.work(RECONCILE_JOB, async () => {
    await reconcile(deps);
  });
  // pg-boss keeps one schedule per name across every API process.
  await deps.jobs.schedule(RECONCILE_JOB, RECONCILE_CRON);
}
