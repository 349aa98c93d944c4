/**
 * The Stripe sandbox's prices, subscriptions, invoices and invoice items (DESIGN §5), in the shapes of the API
 * version the official client pins (the period on the subscription's item), as far as the firm's plan uses them:
 * - a price per plan, found by its lookup key;
 * - a subscription charges its first invoice at once to the customer's default card; with payment_behavior
 *   error_if_incomplete a refused card is Stripe's 402 card_declined and no subscription is kept;
 * - a price change with create_prorations (Stripe's default) adds two pending invoice items, the unused time of the
 *   old price credited and the remaining time of the new one charged, by the seconds left in the period
 *   (@counsel/domain `proration`), billed with the next invoice;
 * - time passes as the app's clock says: a subscription read after its period's end renews, its invoice (the price
 *   and the pending items) charged to the customer's default card: paid keeps it active, refused makes it past_due
 *   with the invoice open; one cancelled at the period's end is canceled instead;
 * - paying an open invoice again charges the default card, and a paid invoice makes its subscription active.
 * The test card 4000 0000 0000 0341 (tok_chargeCustomerFail) attaches, and every charge of it is refused.
 */
import { proration } from '@counsel/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { CARD_DECLINED, invalidRequest, type StripeErrorBody, sandboxId } from './sandbox-objects.js';
import { findObject, insertObject, listObjects, type StripeObject, updateObject } from './sandbox-repository.js';

export interface StripeSubscriptionSandboxDeps {
  db: Db;
  now?: () => Date;
  /** The sandbox's answer of a Stripe error, and the firm whose key signs a call (sandbox-routes.ts). */
  fail: (reply: FastifyReply, body: StripeErrorBody) => FastifyReply;
  accountOf: (request: FastifyRequest, reply: FastifyReply) => number | null;
}

type Params = { id: string };
type Form = Record<string, string>;
type Obj = Record<string, unknown>;

/** Stripe-like ids with another prefix than the cards' (sub_, si_, in_, ii_, price_, prod_). */
const idOf = (prefix: string) => `${prefix}_${sandboxId('pm').slice('pm_'.length)}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const MAX_RENEWALS = 36;

/** The end of the n-th monthly period from the anchor (Stripe keeps the anchor's day, or the month's last). */
export function monthsAfter(anchor: number, n: number): number {
  const start = new Date(anchor * 1000);
  const month = start.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(month);
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return seconds(end);
}

const noSuchObject = (what: string, id: string): StripeErrorBody => ({
  status: 404,
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
});

const NO_PAYMENT_METHOD: StripeErrorBody = {
  status: 400,
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message:
      'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
  },
};

/** `key[0]`, `key[1]`... (and `key[]`) of a form or query, in order. */
const listOf = (form: Form, key: string) =>
  Object.entries(form)
    .filter(([name]) => name.startsWith(`${key}[`) && /^\[\d*\]$/.test(name.slice(key.length)))
    .map(([, value]) => value);

const itemOf = (subscription: StripeObject) => (subscription.items as { data: Obj[] }).data[0]!;

export const stripeSubscriptionSandboxRoutes =
  (deps: StripeSubscriptionSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    const now = () => seconds(deps.now?.() ?? new Date());
    const options = { config: { public: true }, schema: { hide: true } };
    const base = '/sandbox/stripe/v1';

    const { fail, accountOf } = deps;
    const formOf = (request: FastifyRequest) => (request.body ?? {}) as Form;
    const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Form;

    app.post(`${base}/prices`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const form = formOf(request);
      const amount = Number(form.unit_amount);
      if (!Number.isInteger(amount) || amount < 0) return fail(reply, invalidRequest('Invalid integer', 'unit_amount'));
      const price = {
        id: idOf('price'),
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: now(),
        currency: form.currency ?? 'usd',
        livemode: false,
        lookup_key: form.lookup_key ?? null,
        metadata: {},
        nickname: null,
        product: idOf('prod'),
        recurring: {
          interval: form['recurring[interval]'] ?? 'month',
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        },
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: 'recurring',
        unit_amount: amount,
        unit_amount_decimal: String(amount),
        sandbox_product_name: form['product_data[name]'] ?? null,
      };
      await insertObject(db, account, 'price', price);
      return shownPrice(price);
    });

    app.get(`${base}/prices`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const keys = listOf(queryOf(request), 'lookup_keys');
      const prices = (await listObjects(db, account, 'price')).filter(
        (price) => keys.length === 0 || keys.includes(String(price.lookup_key)),
      );
      return { object: 'list', data: prices.map(shownPrice), has_more: false, url: '/v1/prices' };
    });

    app.post(`${base}/subscriptions`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const form = formOf(request);
      const customer = await findObject(db, account, 'customer', form.customer ?? '');
      if (!customer) return fail(reply, noSuchObject('customer', form.customer ?? ''));
      const price = await findObject(db, account, 'price', form['items[0][price]'] ?? '');
      if (!price) return fail(reply, noSuchObject('price', form['items[0][price]'] ?? ''));
      const start = now();
      const id = idOf('sub');
      const subscription: StripeObject = {
        id,
        object: 'subscription',
        billing_cycle_anchor: start,
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        collection_method: 'charge_automatically',
        created: start,
        currency: price.currency,
        customer: customer.id,
        default_payment_method: null,
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: idOf('si'),
              object: 'subscription_item',
              created: start,
              current_period_start: start,
              current_period_end: monthsAfter(start, 1),
              metadata: {},
              price: shownPrice(price),
              quantity: 1,
              subscription: id,
            },
          ],
          has_more: false,
          total_count: 1,
          url: `/v1/subscription_items?subscription=${id}`,
        },
        latest_invoice: null,
        livemode: false,
        metadata: {},
        start_date: start,
        status: 'active',
      };
      const invoice = invoiceObject(subscription, Number(price.unit_amount), 'subscription_create', start);
      const refusal = await charge(account, customer.id, invoice);
      if (refusal && form.payment_behavior === 'error_if_incomplete') return fail(reply, refusal);
      subscription.status = refusal ? 'incomplete' : 'active';
      subscription.latest_invoice = invoice.id;
      await insertObject(db, account, 'invoice', invoice);
      await insertObject(db, account, 'subscription', subscription);
      return withExpanded(account, subscription, queryOrForm(request));
    });

    app.get<{ Params: Params }>(`${base}/subscriptions/:id`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const subscription = await current(account, request.params.id);
      if (!subscription) return fail(reply, noSuchObject('subscription', request.params.id));
      return withExpanded(account, subscription, queryOrForm(request));
    });

    app.post<{ Params: Params }>(`${base}/subscriptions/:id`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const subscription = await current(account, request.params.id);
      if (!subscription) return fail(reply, noSuchObject('subscription', request.params.id));
      if (subscription.status === 'canceled') {
        return fail(
          reply,
          invalidRequest('A canceled subscription can only update its cancellation_details and metadata.'),
        );
      }
      const form = formOf(request);
      const item = itemOf(subscription);
      const newPriceId = form['items[0][price]'];
      if (newPriceId !== undefined) {
        if ((form['items[0][id]'] ?? item.id) !== item.id) {
          return fail(reply, invalidRequest(`Invalid subscription_item id: ${form['items[0][id]']}`, 'items[0][id]'));
        }
        const price = await findObject(db, account, 'price', newPriceId);
        if (!price) return fail(reply, noSuchObject('price', newPriceId));
        const old = item.price as Obj;
        const behavior = form.proration_behavior ?? 'create_prorations';
        if (old.id !== price.id && behavior !== 'none') {
          const at = form.proration_date ? Number(form.proration_date) : now();
          await addProrations(account, subscription, old, price, at);
        }
        item.price = shownPrice(price);
      }
      if (form.cancel_at_period_end !== undefined) {
        const cancel = form.cancel_at_period_end === 'true';
        subscription.cancel_at_period_end = cancel;
        subscription.cancel_at = cancel ? item.current_period_end : null;
        subscription.canceled_at = cancel ? now() : null;
      }
      await updateObject(db, account, subscription);
      return withExpanded(account, subscription, queryOrForm(request));
    });

    app.get(`${base}/invoiceitems`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const query = queryOf(request);
      const items = (await listObjects(db, account, 'invoiceitem')).filter(
        (item) =>
          (!query.customer || item.customer === query.customer) && (query.pending !== 'true' || item.invoice === null),
      );
      return { object: 'list', data: items, has_more: false, url: '/v1/invoiceitems' };
    });

    app.post<{ Params: Params }>(`${base}/invoices/:id/pay`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const invoice = await findObject(db, account, 'invoice', request.params.id);
      if (!invoice) return fail(reply, noSuchObject('invoice', request.params.id));
      if (invoice.status !== 'open') return fail(reply, invalidRequest('Invoice is already paid'));
      const refusal = await charge(account, String(invoice.customer), invoice);
      await updateObject(db, account, invoice);
      if (refusal) return fail(reply, refusal);
      const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
        .subscription;
      const subscription = await findObject(db, account, 'subscription', subscriptionId);
      if (subscription && subscription.latest_invoice === invoice.id && subscription.status !== 'canceled') {
        subscription.status = 'active';
        await updateObject(db, account, subscription);
      }
      return invoice;
    });

    /** The subscription as it is now: renewed (or ended) for every period's end the clock has passed. */
    async function current(account: number, id: string): Promise<StripeObject | null> {
      const subscription = await findObject(db, account, 'subscription', id);
      if (!subscription) return null;
      const at = now();
      let changed = false;
      for (let n = 0; n < MAX_RENEWALS; n++) {
        const item = itemOf(subscription);
        const periodEnd = Number(item.current_period_end);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete' || at < periodEnd) break;
        changed = true;
        if (subscription.cancel_at_period_end) {
          Object.assign(subscription, { status: 'canceled', ended_at: periodEnd, cancel_at_period_end: false });
          break;
        }
        item.current_period_start = periodEnd;
        item.current_period_end = nextPeriodEnd(Number(subscription.billing_cycle_anchor), periodEnd);
        const pending = (await listObjects(db, account, 'invoiceitem')).filter(
          (ii) =>
            ii.invoice === null &&
            (ii.parent as Obj & { subscription_details: Obj }).subscription_details.subscription === id,
        );
        const amount =
          Number((item.price as Obj).unit_amount) + pending.reduce((sum, ii) => sum + Number(ii.amount), 0);
        const invoice = invoiceObject(subscription, amount, 'subscription_cycle', periodEnd);
        const refusal = await charge(account, String(subscription.customer), invoice);
        await insertObject(db, account, 'invoice', invoice);
        for (const ii of pending) await updateObject(db, account, { ...ii, invoice: invoice.id });
        subscription.latest_invoice = invoice.id;
        subscription.status = refusal ? 'past_due' : 'active';
      }
      if (changed) await updateObject(db, account, subscription);
      return subscription;
    }

    /** Charges an invoice to the customer's default card: null when paid, else Stripe's refusal (the invoice open). */
    async function charge(account: number, customerId: string, invoice: StripeObject): Promise<StripeErrorBody | null> {
      invoice.attempt_count = Number(invoice.attempt_count) + 1;
      invoice.attempted = true;
      const amount = Number(invoice.amount_due);
      if (amount > 0) {
        const customer = await findObject(db, account, 'customer', customerId);
        const methodId = (customer?.invoice_settings as Obj | undefined)?.default_payment_method;
        const method = typeof methodId === 'string' ? await findObject(db, account, 'payment_method', methodId) : null;
        if (!method) return NO_PAYMENT_METHOD;
        if (method.sandbox_charge_fails || method.sandbox_declined) return CARD_DECLINED;
      }
      Object.assign(invoice, { status: 'paid', amount_paid: Math.max(0, amount), amount_remaining: 0 });
      return null;
    }

    async function addProrations(account: number, subscription: StripeObject, old: Obj, price: Obj, at: number) {
      const item = itemOf(subscription);
      const start = Number(item.current_period_start);
      const end = Number(item.current_period_end);
      const { credit, charge: debit } = proration(Number(old.unit_amount), Number(price.unit_amount), start, end, at);
      const line = (amount: number, description: string, linePrice: Obj) => ({
        id: idOf('ii'),
        object: 'invoiceitem',
        amount,
        currency: subscription.currency,
        customer: subscription.customer,
        date: at,
        description,
        discountable: false,
        invoice: null,
        livemode: false,
        metadata: {},
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscription.id, subscription_item: item.id },
        },
        period: { start: at, end },
        pricing: { type: 'price_details', price_details: { price: linePrice.id, product: linePrice.product } },
        proration: true,
        quantity: 1,
      });
      await insertObject(db, account, 'invoiceitem', line(credit, 'Unused time on the previous plan', old));
      await insertObject(db, account, 'invoiceitem', line(debit, 'Remaining time on the new plan', price));
    }

    async function withExpanded(account: number, subscription: StripeObject, params: Form) {
      if (!listOf(params, 'expand').includes('latest_invoice') || typeof subscription.latest_invoice !== 'string') {
        return subscription;
      }
      const invoice = await findObject(db, account, 'invoice', subscription.latest_invoice);
      return { ...subscription, latest_invoice: invoice };
    }
  };

/** The first monthly period end from the anchor after `periodEnd`. */
function nextPeriodEnd(anchor: number, periodEnd: number): number {
  let n = 1;
  while (monthsAfter(anchor, n) <= periodEnd) n++;
  return monthsAfter(anchor, n);
}

function queryOrForm(request: FastifyRequest): Form {
  return { ...((request.query ?? {}) as Form), ...((request.body ?? {}) as Form) };
}

function shownPrice(price: StripeObject): StripeObject {
  const { sandbox_product_name: _name, ...rest } = price;
  return rest as StripeObject;
}

function invoiceObject(subscription: StripeObject, amount: number, reason: string, at: number): StripeObject {
  const item = itemOf(subscription);
  return {
    id: idOf('in'),
    object: 'invoice',
    amount_due: Math.max(0, amount),
    amount_paid: 0,
    amount_remaining: Math.max(0, amount),
    attempt_count: 0,
    attempted: false,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: at,
    currency: subscription.currency,
    customer: subscription.customer,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: {}, subscription: subscription.id },
    },
    period_start: Number(item.current_period_start),
    period_end: Number(item.current_period_end),
    status: 'open',
    total: amount,
  };
}
