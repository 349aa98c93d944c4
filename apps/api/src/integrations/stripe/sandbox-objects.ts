/**
 * The Stripe objects the sandbox answers, in Stripe's shapes (docs.stripe.com/api: customers, payment methods,
 * errors) as far as the app and the official client read them.
 */
import { randomBytes } from 'node:crypto';
import type { StripeTestCard } from '@counsel/domain';
import type { StripeObject } from './sandbox-repository.js';

/** Stripe-like ids (`cus_` and 14 letters or digits): short enough never to look like a secret in a log. */
export function sandboxId(prefix: 'cus' | 'pm' | 'pi' | 'ch' | 'txn' | 'evt' | 're'): string {
  const letters = randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 14);
  return `${prefix}_${letters}`;
}

export function customerObject(form: Record<string, string>, now: Date): StripeObject {
  const metadata = Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => /^metadata\[[^\]]+\]$/.test(key))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
  return {
    id: sandboxId('cus'),
    object: 'customer',
    created: Math.floor(now.getTime() / 1000),
    email: form.email ?? null,
    name: form.name ?? null,
    livemode: false,
    metadata,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
  };
}

/**
 * A card payment method made from a test card, with the holder's name when one was given. Stripe's fixed test
 * tokens carry a future expiry; the sandbox's is December three years on. `sandbox_declined` and
 * `sandbox_charge_fails` are the sandbox's own notes, never sent.
 */
export function paymentMethodObject(card: StripeTestCard, now: Date, holder: string | null = null): StripeObject {
  return {
    id: sandboxId('pm'),
    object: 'payment_method',
    type: 'card',
    created: Math.floor(now.getTime() / 1000),
    customer: null,
    livemode: false,
    metadata: {},
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: holder,
      phone: null,
    },
    card: {
      brand: card.brand,
      display_brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: now.getUTCFullYear() + 3,
      funding: 'credit',
      country: 'US',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    sandbox_declined: card.declined,
    sandbox_charge_fails: card.chargeFails ?? false,
  };
}

/** What the client is sent: the object without the sandbox's own notes. */
export function shown(object: StripeObject): StripeObject {
  const { sandbox_declined: _declined, sandbox_charge_fails: _chargeFails, ...rest } = object;
  return rest as StripeObject;
}

export interface StripeErrorBody {
  status: number;
  error: { type: string; code?: string; decline_code?: string; message: string; param?: string };
}

export const noSuch = (what: 'customer' | 'token' | 'payment_method', id: string, param?: string): StripeErrorBody => ({
  status: what === 'token' || param ? 400 : 404,
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what === 'payment_method' ? 'PaymentMethod' : what}: '${id}'`,
    ...(param ? { param } : {}),
  },
});

export const invalidRequest = (message: string, param?: string): StripeErrorBody => ({
  status: 400,
  error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
});

export const CARD_DECLINED: StripeErrorBody = {
  status: 402,
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
};
