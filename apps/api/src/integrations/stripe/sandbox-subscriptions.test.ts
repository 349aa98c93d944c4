import type { AddressInfo } from 'node:net';
import { proration } from '@counsel/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { listeningTestApp } from '../../test/kits/google-drive.js';
import { stripeSdk } from './client.js';
import { STRIPE_SANDBOX_PATH, stripeSandboxKey } from './index.js';

const DAY = 24 * 60 * 60;
let t: TestApp;
let clock = new Date('2026-01-31T12:00:00Z');
let connection: Parameters<typeof stripeSdk>[1];
beforeAll(async () => {
  ({ t } = await listeningTestApp({ now: () => clock }));
  const { port } = t.app.server.address() as AddressInfo;
  connection = { host: '127.0.0.1', port, protocol: 'http', pathPrefix: STRIPE_SANDBOX_PATH };
});
afterAll(() => t.close());

const asFirm = (firmId: number) => stripeSdk(stripeSandboxKey(t.services.secrets, firmId), connection);

async function customerWith(stripe: Stripe, paymentMethod: string) {
  const customer = await stripe.customers.create({});
  const card = await stripe.paymentMethods.attach(paymentMethod, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
  return customer.id;
}
const monthly = (stripe: Stripe, amount: number, key: string) =>
  stripe.prices.create({
    unit_amount: amount,
    currency: 'usd',
    recurring: { interval: 'month' },
    product_data: { name: key },
    lookup_key: key,
  });

describe('the Stripe sandbox’s subscriptions, through the official client over HTTP', () => {
  it('finds prices by lookup key, and charges a subscription’s first month to the default card', async () => {
    const stripe = asFirm(9101);
    const price = await monthly(stripe, 2900, 'starter_9101');
    expect((await stripe.prices.list({ lookup_keys: ['starter_9101'] })).data.map((p) => p.id)).toEqual([price.id]);
    expect((await asFirm(9102).prices.list({ lookup_keys: ['starter_9101'] })).data).toEqual([]);
    const customer = await customerWith(stripe, 'pm_card_visa');
    const subscription = await stripe.subscriptions.create({
      customer,
      items: [{ price: price.id }],
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', cancel_at_period_end: false });
    expect(subscription.id).toMatch(/^sub_/);
    const item = subscription.items.data[0]!;
    // A month from the 31st of January ends on the last day of February, as at Stripe.
    expect(new Date(item.current_period_end * 1000).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 2900 });
  });

  it('refuses a subscription on a card whose charges fail, keeping none', async () => {
    const stripe = asFirm(9103);
    const price = await monthly(stripe, 2900, 'starter_9103');
    const customer = await customerWith(stripe, 'pm_card_chargeCustomerFail');
    const refusal = await stripe.subscriptions
      .create({ customer, items: [{ price: price.id }], payment_behavior: 'error_if_incomplete' })
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(refusal).toMatchObject({ statusCode: 402, code: 'card_declined', message: 'Your card was declined.' });
  });

  it('prorates a price change by the seconds left, bills it with the renewal, and goes past_due on a refusal', async () => {
    const stripe = asFirm(9104);
    const starter = await monthly(stripe, 2900, 'starter_9104');
    const business = await monthly(stripe, 19900, 'business_9104');
    const customer = await customerWith(stripe, 'pm_card_visa');
    const created = await stripe.subscriptions.create({ customer, items: [{ price: starter.id }] });
    const item = created.items.data[0]!;
    const at = item.current_period_start + 9 * DAY;
    await stripe.subscriptions.update(created.id, {
      items: [{ id: item.id, price: business.id }],
      proration_behavior: 'create_prorations',
      proration_date: at,
    });
    const pending = (await stripe.invoiceItems.list({ customer, pending: true })).data;
    const expected = proration(2900, 19900, item.current_period_start, item.current_period_end, at);
    expect(pending.map((ii) => [ii.amount, ii.proration, ii.period.start])).toEqual([
      [expected.credit, true, at],
      [expected.charge, true, at],
    ]);
    expect(pending[0]!.parent?.subscription_details?.subscription).toBe(created.id);

    // The renewal charges the new price and the prorations to the default card: a failing card makes it past_due.
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer });
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: failing.id } });
    clock = new Date((item.current_period_end + 60) * 1000);
    const renewed = await stripe.subscriptions.retrieve(created.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('past_due');
    expect(renewed.items.data[0]!.current_period_start).toBe(item.current_period_end);
    expect(renewed.latest_invoice).toMatchObject({ status: 'open', amount_due: 19900 + expected.net });
    expect((await stripe.invoiceItems.list({ customer, pending: true })).data).toEqual([]);

    const visa = await stripe.paymentMethods.attach('pm_card_visa', { customer });
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: visa.id } });
    const invoiceId = (renewed.latest_invoice as Stripe.Invoice).id!;
    expect(await stripe.invoices.pay(invoiceId)).toMatchObject({ status: 'paid' });
    expect((await stripe.subscriptions.retrieve(created.id)).status).toBe('active');

    // Cancelled at the period's end, it ends there.
    await stripe.subscriptions.update(created.id, { cancel_at_period_end: true });
    clock = new Date((renewed.items.data[0]!.current_period_end + 60) * 1000);
    expect(await stripe.subscriptions.retrieve(created.id)).toMatchObject({ status: 'canceled' });
  });
});
