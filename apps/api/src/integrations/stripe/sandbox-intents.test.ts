import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { listeningTestApp } from '../../test/kits/google-drive.js';
import { stripeSdk } from './client.js';
import { STRIPE_SANDBOX_PATH, stripeSandboxKey } from './index.js';
import { stripeSandboxWebhookSecret, verifiedWebhookEvent, webhookSignature } from './payment-intents.js';

let t: TestApp;
let origin: string;
let connection: Parameters<typeof stripeSdk>[1];
beforeAll(async () => {
  ({ t, origin } = await listeningTestApp({ env: { APP_URL: 'http://127.0.0.1:9' } }));
  const { port } = t.app.server.address() as AddressInfo;
  connection = { host: '127.0.0.1', port, protocol: 'http', pathPrefix: STRIPE_SANDBOX_PATH };
});
afterAll(() => t.close());

const asFirm = (firmId: number) => stripeSdk(stripeSandboxKey(t.services.secrets, firmId), connection);

/** Stripe.js's confirm from the browser: the client secret is the only credential. */
const confirm = async (intent: Stripe.PaymentIntent, paymentMethod: string, secret = intent.client_secret!) => {
  const response = await fetch(`${origin}${STRIPE_SANDBOX_PATH}/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: secret, payment_method: paymentMethod }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: Record<string, unknown> } & Record<string, unknown>,
  };
};

describe('the Stripe sandbox’s payment intents, through the official client over HTTP', () => {
  it('makes an intent once per idempotency key, confirms a test card and reads the fee of its charge', async () => {
    const stripe = asFirm(9101);
    const params = {
      amount: 10_000,
      currency: 'usd',
      metadata: { law_firm_id: '9101', invoice_id: '7' },
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const },
    };
    const intent = await stripe.paymentIntents.create(params, { idempotencyKey: 'op-1' });
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount: 10_000 });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect((await stripe.paymentIntents.create(params, { idempotencyKey: 'op-1' })).id).toBe(intent.id);
    expect((await confirm(intent, 'pm_card_visa')).body).toMatchObject({
      status: 'succeeded',
      amount_received: 10_000,
    });
    const read = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge.balance_transaction'] });
    const charge = read.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', amount: 10_000, paid: true, payment_intent: intent.id });
    // 2.9% + 30¢, as Stripe's US card price.
    expect(charge.balance_transaction).toMatchObject({ fee: 320, net: 9680 });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 2500 });
    expect(refund).toMatchObject({ object: 'refund', amount: 2500, status: 'succeeded' });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 9000 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('declines the decline card with 402 and asks for 3-D Secure on the authentication card', async () => {
    const stripe = asFirm(9102);
    const declined = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const refusal = await confirm(declined, 'pm_card_chargeDeclined');
    expect(refusal.status).toBe(402);
    expect(refusal.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect((await stripe.paymentIntents.retrieve(declined.id)).last_payment_error).toMatchObject({
      code: 'card_declined',
    });
    const secure = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
    expect((await confirm(secure, 'tok_threeDSecure2Required')).body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });
    const canceled = await stripe.paymentIntents.cancel(secure.id);
    expect(canceled.status).toBe('canceled');
    expect((await confirm(secure, 'pm_card_visa')).status).toBe(400);
  });

  it('keeps each intent to its firm and its client secret', async () => {
    const owner = asFirm(9103);
    const intent = await owner.paymentIntents.create({ amount: 5000, currency: 'usd' });
    await expect(asFirm(9104).paymentIntents.retrieve(intent.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    expect((await confirm(intent, 'pm_card_visa', `${intent.id}_secret_wrong`)).status).toBe(404);
    await expect(owner.paymentIntents.create({ amount: 20, currency: 'usd' })).rejects.toMatchObject({
      code: 'amount_too_small',
    });
  });

  it('signs webhook events as Stripe does, which the official client verifies', () => {
    const secret = stripeSandboxWebhookSecret(t.services.secrets);
    expect(secret).toMatch(/^whsec_/);
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: {} });
    const header = webhookSignature(payload, secret);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifiedWebhookEvent(payload, header, secret)?.id).toBe('evt_1');
    expect(verifiedWebhookEvent(`${payload} `, header, secret)).toBeNull();
    expect(verifiedWebhookEvent(payload, webhookSignature(payload, secret, 1_000_000), secret)).toBeNull();
  });
});
