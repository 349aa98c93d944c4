/**
 * The firm's subscription (billing.md screen 14, §3 Payment card, §7 POST /subscription/cards): its plan and
 * usage as the plans page shows them, and the payment cards kept at the card provider. Card numbers never
 * reach the API: the browser hands the provider the card and posts only the token the provider issued.
 */
import { z } from 'zod';
import { planSchema, usageSchema } from './plans.js';

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
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const SUBSCRIPTION_ERRORS = {
  /** The provider refused the card (declined, expired, wrong CVC...): its message is the answer's. */
  cardRefused: 'card_refused',
  /** The provider refused the request itself (an unknown or used token): its message is the answer's. */
  cardInvalid: 'card_invalid',
  providerUnavailable: 'payment_provider_unavailable',
} as const;

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
