/**
 * Clients paying a firm's invoices by card (DESIGN §5): payment intents made on the firm's account, read back with
 * the charge's fee, cancelled when abandoned, and the webhook's signing secret. The official `stripe` client talks
 * to Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) or to the API's own sandbox with the firm's signed key, as
 * the cards' provider does (index.ts). The card itself goes from the browser to the provider: this side never sees it.
 */
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { selfBaseUrl } from '../plaid/index.js';
import { type StripeConnection, sdkPerFirm, translated } from './client.js';
import { sandboxConnection, stripeSandboxKey } from './index.js';
import { StripeProviderError } from './provider.js';

/** Stripe's states of a payment intent (docs.stripe.com/payments/paymentintents/lifecycle). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  clientSecret: string | null;
  metadata: Record<string, string>;
  /** The last attempt's refusal (a declined card, a failed authentication). */
  lastError: { code: string | null; message: string } | null;
  /** The processor's fee on the charge (its balance transaction), once it succeeded. */
  feeCents: number | null;
}

/** A refund of an intent's charge, made at the provider (the firm's dashboard, or its API). */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  /** pending, requires_action, succeeded, failed, canceled: only a succeeded one moved money. */
  status: string;
  created: number;
}

export interface NewIntent {
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** Stripe's Idempotency-Key: the same key answers the same intent, never a second one. */
  idempotencyKey: string;
}

export interface StripePayments {
  readonly sandbox: boolean;
  /** The browser's key for Stripe Elements; null in the sandbox. */
  readonly publishableKey: string | null;
  /** The secret the webhook's Stripe-Signature is checked with; null when none is set up. */
  readonly webhookSecret: string | null;
  createIntent(firmId: number, intent: NewIntent): Promise<ProviderIntent>;
  /** The intent as the provider has it now, with the fee of its charge when it succeeded. */
  retrieveIntent(firmId: number, intentId: string): Promise<ProviderIntent>;
  cancelIntent(firmId: number, intentId: string): Promise<ProviderIntent>;
  /** Every refund of the intent's charges, oldest first. */
  listRefunds(firmId: number, intentId: string): Promise<ProviderRefund[]>;
}

const SANDBOX_WEBHOOK_PURPOSE = 'stripe-sandbox-webhook-secret';

/** The sandbox's webhook signing secret: derived from this server's key, written nowhere. */
export const stripeSandboxWebhookSecret = (secrets: SecretBox): string =>
  `whsec_${secrets.mac(SANDBOX_WEBHOOK_PURPOSE, 'v1')}`;

export function createStripePayments(
  config: Config,
  secrets: SecretBox,
  sandboxServer: string = selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, ''),
): StripePayments {
  if (config.stripe) {
    const { secretKey, publishableKey } = config.stripe;
    return paymentsClient({
      keyFor: () => secretKey,
      publishableKey,
      webhookSecret: config.stripeWebhookSecret ?? null,
      sandbox: false,
    });
  }
  if (!config.sandboxes) return unconfiguredPayments();
  return paymentsClient({
    keyFor: (firmId) => stripeSandboxKey(secrets, firmId),
    publishableKey: null,
    webhookSecret: stripeSandboxWebhookSecret(secrets),
    sandbox: true,
    connection: sandboxConnection(sandboxServer),
  });
}

interface PaymentsClientOptions {
  keyFor: (firmId: number) => string;
  publishableKey: string | null;
  webhookSecret: string | null;
  sandbox: boolean;
  connection?: StripeConnection;
}

function paymentsClient(options: PaymentsClientOptions): StripePayments {
  const clientFor = sdkPerFirm(options.keyFor, options.connection);
  return {
    sandbox: options.sandbox,
    publishableKey: options.publishableKey,
    webhookSecret: options.webhookSecret,
    createIntent: (firmId, intent) =>
      translated(async () => {
        const created = await clientFor(firmId).paymentIntents.create(
          {
            amount: intent.amountCents,
            currency: intent.currency,
            description: intent.description,
            metadata: intent.metadata,
            // Cards only, and never a redirect away from the pay page.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: intent.idempotencyKey },
        );
        return intentOf(created);
      }),
    retrieveIntent: (firmId, intentId) =>
      translated(async () =>
        intentOf(
          await clientFor(firmId).paymentIntents.retrieve(intentId, {
            expand: ['latest_charge.balance_transaction'],
          }),
        ),
      ),
    cancelIntent: (firmId, intentId) =>
      translated(async () => intentOf(await clientFor(firmId).paymentIntents.cancel(intentId))),
    listRefunds: (firmId, intentId) =>
      translated(async () => {
        const refunds: ProviderRefund[] = [];
        // The client's auto-pagination reads every page (a charge has few refunds).
        for await (const refund of clientFor(firmId).refunds.list({ payment_intent: intentId, limit: 100 })) {
          refunds.push({
            id: refund.id,
            amountCents: refund.amount,
            status: refund.status ?? 'pending',
            created: refund.created,
          });
        }
        return refunds.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
      }),
  };
}

function intentOf(intent: Stripe.PaymentIntent): ProviderIntent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const balance = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    metadata: { ...intent.metadata },
    lastError: error ? { code: error.code ?? null, message: error.message ?? 'The payment failed.' } : null,
    feeCents: balance ? balance.fee : null,
  };
}

/** Neither Stripe nor the sandbox: each call fails alike, answered 503. */
function unconfiguredPayments(): StripePayments {
  const fail = async (): Promise<never> => {
    throw new StripeProviderError('not_configured', null, 'Card payments are not set up on this server.');
  };
  return {
    sandbox: false,
    publishableKey: null,
    webhookSecret: null,
    createIntent: fail,
    retrieveIntent: fail,
    cancelIntent: fail,
    listRefunds: fail,
  };
}

/**
 * The event a webhook body is, checked with the official client against the secret (its Stripe-Signature:
 * t=...,v1=HMAC-SHA256(secret, t + '.' + body), within Stripe's five minutes' tolerance); null when it does not verify.
 */
export function verifiedWebhookEvent(body: Buffer | string, signature: string, secret: string): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    return null;
  }
}

/** The Stripe-Signature header of a body, as Stripe signs its webhooks (the sandbox's deliveries, tests). */
export const webhookSignature = (payload: string, secret: string, timestamp?: number): string =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
