/**
 * The firm's plan as a Stripe subscription (DESIGN §4 plans, §5): one monthly price per paid plan, a subscription on
 * the firm's customer charged to its default card, a plan change with Stripe's prorations, a cancel at the period's
 * end, and the subscription read back as Stripe has it now (a renewal Stripe could not charge makes it past_due).
 * With Stripe each plan's price id comes from the settings (STRIPE_PRICE_<CODE>); the sandbox has none set, so a
 * price is looked up by its lookup key on the firm's sandbox account and made there the first time.
 */
import type { PaidPlan, PaidPlanCode } from '@counsel/domain';
import type Stripe from 'stripe';
import { StripeProviderError } from './errors.js';

export interface ProviderSubscription {
  id: string;
  /** Stripe's status: active, past_due, canceled, or another the app treats as not paid (incomplete, unpaid...). */
  status: string;
  /** The subscription's one item (the plan's price). */
  itemId: string;
  priceId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** What the firm's plan needs of Stripe's subscriptions; every call names the firm, as the card calls do. */
export interface StripeSubscriptions {
  /** The plan's monthly price id. */
  priceOf(firmId: number, plan: PaidPlan): Promise<string>;
  /**
   * A subscription to the price, its first invoice charged at once to the customer's default card: a refusal is a
   * card error and no subscription is left (payment_behavior error_if_incomplete).
   */
  createSubscription(firmId: number, customerId: string, priceId: string): Promise<ProviderSubscription>;
  /**
   * The subscription moved to another price with Stripe's prorations (create_prorations, at `at`), a pending
   * cancel withdrawn; answers it and the proration added to the next invoice (credit and charge, in cents).
   */
  changeSubscriptionPrice(
    firmId: number,
    customerId: string,
    subscription: ProviderSubscription,
    priceId: string,
    at: Date,
  ): Promise<{ subscription: ProviderSubscription; prorationAmount: number }>;
  /** Cancel at the period's end (true) or withdraw that cancel (false). */
  setCancelAtPeriodEnd(firmId: number, subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  retrieveSubscription(firmId: number, subscriptionId: string): Promise<ProviderSubscription>;
  /** Pays the subscription's latest invoice again with the customer's default card, if it is still open. */
  payLatestInvoice(firmId: number, subscriptionId: string): Promise<ProviderSubscription>;
}

/** The settings' price id of each paid plan (real Stripe), or null: look prices up by lookup key, making missing ones. */
export type PlanPriceIds = Partial<Record<PaidPlanCode, string>> | null;

export const planLookupKey = (code: string) => `counsel_${code}_monthly`;

export function subscriptionCalls(
  clientFor: (firmId: number) => Stripe,
  priceIds: PlanPriceIds,
  translated: <T>(call: () => Promise<T>) => Promise<T>,
): StripeSubscriptions {
  return {
    priceOf: (firmId, plan) =>
      translated(async () => {
        if (priceIds) {
          const id = priceIds[plan.code];
          if (!id) {
            throw new StripeProviderError('not_configured', null, `The ${plan.name} plan has no Stripe price set up.`);
          }
          return id;
        }
        const stripe = clientFor(firmId);
        const lookupKey = planLookupKey(plan.code);
        const [existing] = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data;
        if (existing) return existing.id;
        const price = await stripe.prices.create({
          unit_amount: plan.price.amount,
          currency: plan.price.currency,
          recurring: { interval: plan.price.interval },
          product_data: { name: `Counsel ${plan.name}` },
          lookup_key: lookupKey,
        });
        return price.id;
      }),
    createSubscription: (firmId, customerId, priceId) =>
      translated(async () =>
        subscriptionOf(
          await clientFor(firmId).subscriptions.create({
            customer: customerId,
            items: [{ price: priceId }],
            payment_behavior: 'error_if_incomplete',
          }),
        ),
      ),
    changeSubscriptionPrice: (firmId, customerId, current, priceId, at) =>
      translated(async () => {
        const stripe = clientFor(firmId);
        const prorationDate = Math.floor(at.getTime() / 1000);
        const updated = await stripe.subscriptions.update(current.id, {
          items: [{ id: current.itemId, price: priceId }],
          proration_behavior: 'create_prorations',
          proration_date: prorationDate,
          cancel_at_period_end: false,
        });
        // The prorations this change made wait for the next invoice, dated from the proration date.
        const pending = await stripe.invoiceItems.list({ customer: customerId, pending: true, limit: 100 });
        const prorationAmount = pending.data
          .filter(
            (item) =>
              item.proration &&
              item.period.start === prorationDate &&
              item.parent?.subscription_details?.subscription === current.id,
          )
          .reduce((sum, item) => sum + item.amount, 0);
        return { subscription: subscriptionOf(updated), prorationAmount };
      }),
    setCancelAtPeriodEnd: (firmId, subscriptionId, cancel) =>
      translated(async () =>
        subscriptionOf(await clientFor(firmId).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
      ),
    retrieveSubscription: (firmId, subscriptionId) =>
      translated(async () => subscriptionOf(await clientFor(firmId).subscriptions.retrieve(subscriptionId))),
    payLatestInvoice: (firmId, subscriptionId) =>
      translated(async () => {
        const stripe = clientFor(firmId);
        const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
        const invoice = subscription.latest_invoice;
        if (invoice && typeof invoice !== 'string' && invoice.status === 'open' && invoice.id) {
          await stripe.invoices.pay(invoice.id);
        }
        return subscriptionOf(await stripe.subscriptions.retrieve(subscriptionId));
      }),
  };
}

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new StripeProviderError('request', null, 'The subscription has no item.');
  return {
    id: subscription.id,
    status: subscription.status,
    itemId: item.id,
    priceId: item.price.id,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}
