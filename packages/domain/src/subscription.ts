/**
 * The firm's subscription (billing.md screen 14, §3 Payment card, §7 POST /subscription/cards): its plan and
 * usage as the plans page shows them, and the payment cards kept at the card provider. Card numbers never
 * reach the API: the browser hands the provider the card and posts only the token the provider issued.
 */
import { z } from 'zod';
import { PAID_PLAN_CODES, planSchema, usageSchema } from './plans.js';

export const CARD_TYPES = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unknown'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** §3 Payment card, with the spec's field names. */
export const paymentCardSchema = z.object({
  id: z.number().int(),
  last4: z.string(),
  cardHolder: z.string().nullable(),
  /** MM/YY */
  cardExpiry: z.string(),
  cardType: z.enum(CARD_TYPES),
  default: z.boolean(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

const providerId = z.string().trim().min(1).max(255);

/** §7: exactly the two fields the spec names. */
export const addCardRequest = z.object({ customer_id: providerId, card_token: providerId }).strict();
export type AddCardRequest = z.infer<typeof addCardRequest>;

export const CARD_ADDED_MESSAGE = 'Card added successfully';
export const addCardResponse = z.object({ message: z.string(), card: paymentCardSchema });
export const cardsResponse = z.object({ cards: z.array(paymentCardSchema) });

/** The firm's paid subscription as the provider last told of it (Stripe's statuses the app keeps). */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days a firm keeps its plan's invoices after a renewal payment failed, before they become read-only. */
export const PAST_DUE_GRACE_DAYS = 7;

export const paidSubscriptionSchema = z.object({
  plan_code: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string(),
  current_period_end: z.string(),
  /** Cancelled by the firm: it keeps its plan until current_period_end, then the subscription ends. */
  cancel_at_period_end: z.boolean(),
  /** While past_due: when invoices become read-only unless the firm pays. */
  grace_ends_at: z.string().nullable(),
  /** Since when the plan's invoices are read-only: the grace ended unpaid, or the subscription ended. */
  read_only_since: z.string().nullable(),
});
export type PaidSubscription = z.infer<typeof paidSubscriptionSchema>;

export const subscriptionSchema = z.object({
  plan: planSchema,
  /** Whole days until the trial ends (0 on its last day and after), or null when the plan is not a trial. */
  trial_days_left: z.number().int().nullable(),
  /** The caller's own counters (usage is counted per user). */
  usage: usageSchema,
  active_users: z.number().int(),
  predefined_workflows_used: z.number().int(),
  /** The firm's customer at the card provider, made the first time the page is read. */
  customer_id: z.string(),
  cards: z.array(paymentCardSchema),
  /** True when cards go to the API's own sandbox rather than the provider. */
  sandbox: z.boolean(),
  /** The provider's publishable key for the browser's card form; null in the sandbox. */
  publishable_key: z.string().nullable(),
  /** The firm's paid subscription at the provider, or null (on the trial, never subscribed). */
  paid_subscription: paidSubscriptionSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** One plan of the catalogue (GET /subscription/plans): its limits and monthly price. */
export const catalogPlanSchema = planSchema.omit({ id: true, trial_ends_at: true }).extend({
  price: z.object({ amount: z.number().int(), currency: z.string(), interval: z.literal('month') }),
});
export type CatalogPlan = z.infer<typeof catalogPlanSchema>;
export const plansResponse = z.object({ plans: z.array(catalogPlanSchema) });
export type PlansResponse = z.infer<typeof plansResponse>;

/** PUT /subscription/plan: the paid plan the firm moves to (or pays again, or keeps after a cancel). */
export const changePlanRequest = z.object({ plan_code: z.enum(PAID_PLAN_CODES) }).strict();
export type ChangePlanRequest = z.infer<typeof changePlanRequest>;

/** The subscription after a change, and the proration the change added to the next invoice (cents; null: none). */
export const changePlanResponse = subscriptionSchema.extend({ proration_amount: z.number().int().nullable() });
export type ChangePlanResponse = z.infer<typeof changePlanResponse>;

/**
 * Stripe's proration of a price change inside a period (docs.stripe.com/billing/subscriptions/prorations): the unused
 * time of the old price is credited and the remaining time of the new price charged, each by the seconds left in the
 * period and rounded to a cent on its own. Times in seconds, as Stripe gives them.
 */
export function proration(oldAmount: number, newAmount: number, periodStart: number, periodEnd: number, at: number) {
  const length = Math.max(1, periodEnd - periodStart);
  const left = Math.min(length, Math.max(0, periodEnd - at));
  const credit = -Math.round((oldAmount * left) / length);
  const charge = Math.round((newAmount * left) / length);
  return { credit, charge, net: credit + charge };
}

export const SUBSCRIPTION_ERRORS = {
  /** The provider refused the card (declined, expired, wrong CVC...): its message is the answer's. */
  cardRefused: 'card_refused',
  /** The provider refused the request itself (an unknown or used token): its message is the answer's. */
  cardInvalid: 'card_invalid',
  providerUnavailable: 'payment_provider_unavailable',
  /** 400: a plan change with no default card to charge. */
  noDefaultCard: 'no_default_card',
  /** 400: a plan allowing fewer users than the firm's active users. */
  tooManyUsers: 'plan_users_exceeded',
  /** 400: the plan the firm already pays for, with nothing to pay, resume or renew. */
  planUnchanged: 'plan_unchanged',
  /** 400: cancelling with no paid subscription running. */
  noSubscription: 'no_subscription',
} as const;

export const NO_DEFAULT_CARD_MESSAGE = 'Add a payment card and make it the default before you change your plan.';
export const PLAN_UNCHANGED_MESSAGE = 'Your firm is already on this plan.';
export const NO_SUBSCRIPTION_MESSAGE = 'Your firm has no paid subscription to cancel.';
export const tooManyUsersMessage = (maxUsers: number, activeUsers: number) =>
  `This plan allows ${maxUsers} users and your firm has ${activeUsers} active users. Remove users before you downgrade.`;

/** The provider's brand names (Stripe's card.brand, and its older display names) as §3's card types. */
export function cardTypeOf(brand: string | null | undefined): CardType {
  const key = (brand ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const known: Record<string, CardType> = {
    visa: 'visa',
    mastercard: 'mastercard',
    amex: 'amex',
    americanexpress: 'amex',
    discover: 'discover',
    diners: 'diners',
    dinersclub: 'diners',
    jcb: 'jcb',
  };
  return known[key] ?? 'unknown';
}

/** A card's expiry as §3's cardExpiry, MM/YY. */
export function cardExpiryOf(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left of a trial ending at `endsAt`: a part of a day counts as a day, an ended trial as 0. */
export function trialDaysLeft(endsAt: Date | null, now: Date): number | null {
  if (!endsAt) return null;
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}
