import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { listeningTestApp } from '../../test/kits/google-drive.js';
import { stripeSdk } from './client.js';
import { STRIPE_SANDBOX_PATH, stripeSandboxKey } from './index.js';

let t: TestApp;
let connection: Parameters<typeof stripeSdk>[1];
beforeAll(async () => {
  ({ t } = await listeningTestApp());
  const { port } = t.app.server.address() as AddressInfo;
  connection = { host: '127.0.0.1', port, protocol: 'http', pathPrefix: STRIPE_SANDBOX_PATH };
});
afterAll(() => t.close());

/** The official client with the sandbox key of one firm (the sandbox needs no firm row: a key is an account). */
const asFirm = (firmId: number) => stripeSdk(stripeSandboxKey(t.services.secrets, firmId), connection);

describe('the Stripe sandbox, through the official client over HTTP', () => {
  it('makes and reads customers, attaches test cards and keeps the default card', async () => {
    const stripe = asFirm(9001);
    const customer = await stripe.customers.create({ name: 'Hale & Partners', metadata: { law_firm_id: '9001' } });
    expect(customer).toMatchObject({ object: 'customer', name: 'Hale & Partners', metadata: { law_firm_id: '9001' } });
    const fromToken = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    const attached = await stripe.paymentMethods.attach(fromToken.id, { customer: customer.id });
    expect(attached).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242', exp_month: 12 } });
    expect(attached).not.toHaveProperty('sandbox_declined');
    const fromTestMethod = await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    expect(fromTestMethod.id).toMatch(/^pm_[A-Za-z0-9]{14}$/);
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: fromTestMethod.id } });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: fromTestMethod.id },
    });
    await stripe.paymentMethods.detach(fromTestMethod.id);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
  });

  it('declines tok_chargeDeclined on attach with Stripe’s card error', async () => {
    const stripe = asFirm(9002);
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeDeclined' } });
    const refusal = await stripe.paymentMethods.attach(method.id, { customer: customer.id }).catch((e) => e);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(refusal).toMatchObject({ statusCode: 402, code: 'card_declined', message: 'Your card was declined.' });
  });

  it('keeps every object to the firm whose key made it', async () => {
    const owner = asFirm(9003);
    const intruder = asFirm(9004);
    const customer = await owner.customers.create({ name: 'Owner' });
    const card = await owner.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const theirs = await intruder.customers.create({ name: 'Intruder' });
    for (const attempt of [
      () => intruder.customers.retrieve(customer.id),
      () => intruder.customers.update(customer.id, { name: 'Taken' }),
      () => intruder.paymentMethods.attach('pm_card_visa', { customer: customer.id }),
      () => intruder.paymentMethods.detach(card.id),
      () => intruder.customers.update(theirs.id, { invoice_settings: { default_payment_method: card.id } }),
    ]) {
      await expect(attempt()).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    }
    expect(await owner.customers.retrieve(customer.id)).toMatchObject({ name: 'Owner' });
    expect((await owner.paymentMethods.detach(card.id)).customer).toBeNull();
  });

  it('refuses a key this server did not sign', async () => {
    const forged = stripeSdk('sk_test_counsel_9003.not-a-signature', connection);
    await expect(forged.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
