/**
 * The Stripe sandbox's payment intents (DESIGN §5), in Stripe's shapes: what the API calls with a firm's secret key
 * (create, retrieve with the charge's balance transaction expanded, cancel, refunds) and what Stripe.js does from
 * the browser with the intent's client secret alone (confirm with a test payment method, and the 3-D Secure
 * challenge's outcome). Stripe's test cards behave as at Stripe: pm_card_visa succeeds, pm_card_chargeDeclined is
 * declined (402 card_error), pm_card_threeDSecure2Required asks for authentication (requires_action). The fee is
 * Stripe's US card price, 2.9 % + 30¢. Each change of an intent (and each refund) is delivered as a signed webhook
 * event to this app's own /api/webhooks/stripe, after the answer, never to any other host.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  percentOf,
  SANDBOX_CARD_FEE,
  STRIPE_TEST_CARDS,
  type StripeTestCard,
  stripeTestCardOfId,
} from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sandboxStripeObjects } from '../../db/schema/index.js';
import type { SecretBox } from '../../platform/secrets.js';
import { stripeSandboxWebhookSecret, webhookSignature } from './payment-intents.js';
import { accountOrRefuse, formOf, keyAccountOf, sendStripeError } from './sandbox-http.js';
import {
  CARD_DECLINED,
  invalidRequest,
  noSuch,
  paymentMethodObject,
  type StripeErrorBody,
  sandboxId,
  shown,
} from './sandbox-objects.js';
import { findObject, insertObject, listObjects, type StripeObject, updateObject } from './sandbox-repository.js';

export interface StripeIntentSandboxDeps {
  db: Db;
  secrets: SecretBox;
  /** Where the app itself is reached: webhook events go to its /api/webhooks/stripe only. */
  config?: { publicOrigin: string };
  now?: () => Date;
}

type Params = { id: string };
const DELIVERY_TIMEOUT_MS = 10_000;
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'];
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const letters = (n: number) =>
  randomBytes(n * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, n);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe's processing fee of a charge in the sandbox. */
export const sandboxFeeCents = (amountCents: number) =>
  percentOf(amountCents, SANDBOX_CARD_FEE.percentHundredths) + SANDBOX_CARD_FEE.fixedCents;

/** `metadata[key]` fields of a form as Stripe's metadata object. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => /^metadata\[[^\]]+\]$/.test(key))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}

function sameSecret(expected: unknown, given: unknown): boolean {
  if (typeof expected !== 'string' || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const stripeIntentSandboxRoutes =
  (deps: StripeIntentSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, secrets } = deps;
    const now = () => deps.now?.() ?? new Date();
    const options = { config: { public: true }, schema: { hide: true } };
    const base = '/sandbox/stripe/v1';

    const fail = sendStripeError;
    const keyAccount = (request: FastifyRequest) => keyAccountOf(secrets, request);
    const accountOf = (request: FastifyRequest, reply: FastifyReply) => accountOrRefuse(secrets, request, reply);

    /** An intent and its account, found by id alone (the browser's calls name no account: the secret decides). */
    async function anyIntent(id: string): Promise<{ account: number; intent: StripeObject } | null> {
      const [row] = await db
        .select({ account: sandboxStripeObjects.account, data: sandboxStripeObjects.data })
        .from(sandboxStripeObjects)
        .where(and(eq(sandboxStripeObjects.id, id), eq(sandboxStripeObjects.kind, 'payment_intent')))
        .limit(1);
      return row ? { account: row.account, intent: row.data as StripeObject } : null;
    }

    /**
     * The intent a browser call names, when the call is allowed: by the account's secret key, or by the intent's
     * client_secret (what Stripe.js holds). Anything else is Stripe's "No such payment_intent", already answered.
     */
    async function reachableIntent(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, secret: unknown) {
      const found = await anyIntent(request.params.id);
      const byKey = found !== null && keyAccount(request) === found.account;
      if (!found || !(byKey || sameSecret(found.intent.client_secret, secret))) {
        void fail(reply, noSuchIntent(request.params.id));
        return null;
      }
      return found;
    }

    /** Sends the event to the app's own webhook after the answer; a failed delivery is Stripe's to retry, not ours. */
    function deliver(type: string, object: StripeObject) {
      const origin = deps.config?.publicOrigin;
      if (!origin) return;
      const event = {
        id: sandboxId('evt'),
        object: 'event',
        api_version: null,
        created: seconds(now()),
        data: { object: shown(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const payload = JSON.stringify(event);
      const signature = webhookSignature(payload, stripeSandboxWebhookSecret(secrets));
      setImmediate(() => {
        fetch(new URL('/api/webhooks/stripe', origin), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        })
          .then((response) => response.body?.cancel())
          .catch(() => undefined);
      });
    }

    /** The charge and its balance transaction (with the fee) of an intent that succeeds, and the intent's new state. */
    async function succeed(account: number, intent: StripeObject, method: StripeObject) {
      const amount = intent.amount as number;
      const created = seconds(now());
      const charge: StripeObject = {
        id: sandboxId('ch'),
        object: 'charge',
        amount,
        amount_captured: amount,
        amount_refunded: 0,
        balance_transaction: null,
        captured: true,
        created,
        currency: intent.currency,
        livemode: false,
        metadata: intent.metadata,
        outcome: { network_status: 'approved_by_network', type: 'authorized', seller_message: 'Payment complete.' },
        paid: true,
        payment_intent: intent.id,
        payment_method: method.id,
        payment_method_details: { type: 'card', card: method.card },
        refunded: false,
        status: 'succeeded',
      };
      const fee = sandboxFeeCents(amount);
      const balance: StripeObject = {
        id: sandboxId('txn'),
        object: 'balance_transaction',
        amount,
        created,
        currency: intent.currency,
        fee,
        fee_details: [
          { amount: fee, currency: intent.currency, description: 'Stripe processing fees', type: 'stripe_fee' },
        ],
        net: amount - fee,
        reporting_category: 'charge',
        source: charge.id,
        status: 'pending',
        type: 'charge',
      };
      charge.balance_transaction = balance.id;
      await insertObject(db, account, 'balance_transaction', balance);
      await insertObject(db, account, 'charge', charge);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: amount,
        latest_charge: charge.id,
        last_payment_error: null,
        next_action: null,
        payment_method: method.id,
      });
      await updateObject(db, account, intent);
      deliver('payment_intent.succeeded', intent);
    }

    /** The intent as answered: `latest_charge` (and its balance transaction) expanded when asked for. */
    async function expanded(account: number, intent: StripeObject, expand: string[]): Promise<StripeObject> {
      const answer = shown(intent);
      const wantsCharge = expand.some((path) => path === 'latest_charge' || path.startsWith('latest_charge.'));
      if (!wantsCharge || typeof intent.latest_charge !== 'string') return answer;
      const charge = await findObject(db, account, 'charge', intent.latest_charge);
      if (
        charge &&
        expand.includes('latest_charge.balance_transaction') &&
        typeof charge.balance_transaction === 'string'
      ) {
        charge.balance_transaction = await findObject(db, account, 'balance_transaction', charge.balance_transaction);
      }
      return { ...answer, latest_charge: charge };
    }

    app.post(`${base}/payment_intents`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const form = formOf(request);
      const idempotencyKey = request.headers['idempotency-key'];
      const keyId =
        typeof idempotencyKey === 'string' && idempotencyKey
          ? `idem_${account}_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`
          : null;
      if (keyId) {
        const earlier = await findObject(db, account, 'idempotency_key', keyId);
        const intent = earlier && (await findObject(db, account, 'payment_intent', String(earlier.intent)));
        if (intent) return shown(intent);
      }
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return fail(reply, invalidRequest('Invalid integer: amount', 'amount'));
      }
      const currency = (form.currency ?? '').toLowerCase();
      if (!/^[a-z]{3}$/.test(currency)) return fail(reply, invalidRequest('Invalid currency', 'currency'));
      if (currency === 'usd' && amount < 50) {
        return fail(reply, {
          status: 400,
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            message: 'Amount must be at least $0.50 usd',
            param: 'amount',
          },
        });
      }
      const id = sandboxId('pi');
      const intent: StripeObject = {
        id,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        automatic_payment_methods:
          form['automatic_payment_methods[enabled]'] === 'true'
            ? { enabled: true, allow_redirects: form['automatic_payment_methods[allow_redirects]'] ?? 'always' }
            : null,
        canceled_at: null,
        cancellation_reason: null,
        capture_method: 'automatic',
        client_secret: `${id}_secret_${letters(24)}`,
        confirmation_method: 'automatic',
        created: seconds(now()),
        currency,
        customer: null,
        description: form.description ?? null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: metadataOf(form),
        next_action: null,
        payment_method: null,
        payment_method_types: ['card'],
        status: 'requires_payment_method',
      };
      await insertObject(db, account, 'payment_intent', intent);
      if (keyId) await insertObject(db, account, 'idempotency_key', { id: keyId, intent: id });
      return shown(intent);
    });

    app.get<{ Params: Params; Querystring: Record<string, string> }>(
      `${base}/payment_intents/:id`,
      options,
      async (request, reply) => {
        const found = await reachableIntent(request, reply, request.query.client_secret);
        if (!found) return reply;
        const expand = Object.entries(request.query)
          .filter(([key]) => key === 'expand' || key.startsWith('expand['))
          .map(([, value]) => value);
        return expanded(found.account, found.intent, expand);
      },
    );

    // Stripe.js's confirmCardPayment / confirmPayment: the browser's card (a test payment method) with the secret.
    app.post<{ Params: Params }>(`${base}/payment_intents/:id/confirm`, options, async (request, reply) => {
      const form = formOf(request);
      const found = await reachableIntent(request, reply, form.client_secret);
      if (!found) return reply;
      const { account, intent } = found;
      if (!CONFIRMABLE.includes(String(intent.status))) {
        return fail(reply, unexpectedState(intent, 'confirm'));
      }
      const methodId = form.payment_method ?? '';
      if (!methodId) {
        return fail(
          reply,
          invalidRequest(
            'You cannot confirm this PaymentIntent because it’s missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.',
            'payment_method',
          ),
        );
      }
      const testCard = /^(pm_card_|tok_)/.test(methodId) ? stripeTestCardOfId(methodId) : undefined;
      let method: StripeObject | null;
      if (testCard) {
        method = paymentMethodObject(testCard, now());
        await insertObject(db, account, 'payment_method', method);
      } else {
        method = await findObject(db, account, 'payment_method', methodId);
      }
      if (!method) return fail(reply, noSuch('payment_method', methodId, 'payment_method'));
      const card = testCard ?? cardOfMethod(method);
      if (card?.declined || method.sandbox_declined) {
        const error = { ...CARD_DECLINED.error, payment_method: shown(method) };
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: error,
          payment_method: null,
          next_action: null,
        });
        await updateObject(db, account, intent);
        deliver('payment_intent.payment_failed', intent);
        return fail(reply, CARD_DECLINED, { payment_intent: shown(intent) });
      }
      if (card?.threeDSecure) {
        Object.assign(intent, {
          status: 'requires_action',
          payment_method: method.id,
          last_payment_error: null,
          next_action: {
            type: 'use_stripe_sdk',
            use_stripe_sdk: {
              type: 'three_d_secure_redirect',
              stripe_js: `${base}/payment_intents/${intent.id}/authenticate`,
              source: method.id,
            },
          },
        });
        await updateObject(db, account, intent);
        deliver('payment_intent.requires_action', intent);
        return shown(intent);
      }
      await succeed(account, intent, method);
      return shown(intent);
    });

    // The 3-D Secure challenge's outcome, as the cardholder's bank would give it (the sandbox's own call).
    app.post<{ Params: Params }>(`${base}/payment_intents/:id/authenticate`, options, async (request, reply) => {
      const form = formOf(request);
      const found = await reachableIntent(request, reply, form.client_secret);
      if (!found) return reply;
      const { account, intent } = found;
      if (intent.status !== 'requires_action') return fail(reply, unexpectedState(intent, 'authenticate'));
      if (form.outcome !== 'approve' && form.outcome !== 'fail') {
        return fail(reply, invalidRequest('outcome must be approve or fail', 'outcome'));
      }
      const method = await findObject(db, account, 'payment_method', String(intent.payment_method));
      if (form.outcome === 'approve' && method) {
        await succeed(account, intent, method);
        return shown(intent);
      }
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        payment_method: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILED,
          ...(method ? { payment_method: shown(method) } : {}),
        },
      });
      await updateObject(db, account, intent);
      deliver('payment_intent.payment_failed', intent);
      return shown(intent);
    });

    app.post<{ Params: Params }>(`${base}/payment_intents/:id/cancel`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const intent = await findObject(db, account, 'payment_intent', request.params.id);
      if (!intent) return fail(reply, noSuchIntent(request.params.id));
      if (!CANCELABLE.includes(String(intent.status))) return fail(reply, unexpectedState(intent, 'cancel'));
      Object.assign(intent, {
        status: 'canceled',
        canceled_at: seconds(now()),
        cancellation_reason: formOf(request).cancellation_reason ?? null,
        next_action: null,
      });
      await updateObject(db, account, intent);
      deliver('payment_intent.canceled', intent);
      return shown(intent);
    });

    app.post(`${base}/refunds`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const form = formOf(request);
      const intentId = form.payment_intent ?? '';
      const intent = await findObject(db, account, 'payment_intent', intentId);
      if (!intent) return fail(reply, noSuchIntent(intentId, 'payment_intent'));
      const charge =
        typeof intent.latest_charge === 'string' ? await findObject(db, account, 'charge', intent.latest_charge) : null;
      if (intent.status !== 'succeeded' || !charge) {
        return fail(
          reply,
          invalidRequest(
            `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
            'payment_intent',
          ),
        );
      }
      const left = (charge.amount as number) - (charge.amount_refunded as number);
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        return fail(
          reply,
          invalidRequest(
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            'amount',
          ),
        );
      }
      const refund: StripeObject = {
        id: sandboxId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        created: seconds(now()),
        currency: charge.currency,
        metadata: metadataOf(form),
        payment_intent: intent.id,
        reason: form.reason ?? null,
        status: 'succeeded',
      };
      await insertObject(db, account, 'refund', refund);
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      await updateObject(db, account, charge);
      deliver('refund.created', refund);
      deliver('charge.refunded', charge);
      return refund;
    });

    app.get(`${base}/refunds`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const query = (request.query ?? {}) as Record<string, string>;
      const all = await listObjects(db, account, 'refund');
      const data = all.filter((refund) => !query.payment_intent || refund.payment_intent === query.payment_intent);
      return { object: 'list', data, has_more: false, url: '/v1/refunds' };
    });
  };

/** The test card a stored payment method was made from (the sandbox knows its own by brand and last four). */
function cardOfMethod(method: StripeObject): StripeTestCard | undefined {
  const card = method.card as { brand?: string; last4?: string } | undefined;
  return STRIPE_TEST_CARDS.find((c) => c.brand === card?.brand && c.last4 === card?.last4);
}

const noSuchIntent = (id: string, param?: string): StripeErrorBody => ({
  status: param ? 400 : 404,
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such payment_intent: '${id}'`,
    ...(param ? { param } : {}),
  },
});

const unexpectedState = (intent: StripeObject, action: string): StripeErrorBody => ({
  status: 400,
  error: {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${action} this PaymentIntent because it has a status of ${String(intent.status)}.`,
  },
});
