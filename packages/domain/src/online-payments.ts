/**
 * Clients paying invoices online (beyond the spec; issue "payment cards, plans and clients paying online"): each
 * sent invoice has a pay link, a secret URL `/pay/{token}` that opens a public page where the client pays by card in
 * the invoice's language. The card goes from the browser to the card provider (Stripe Elements, or the API's Stripe
 * sandbox with its test card form); the API only creates the payment intent and learns the outcome from the
 * provider (a signed webhook, the page's own check, or the reconciliation job), and records it once.
 *
 * Money in these answers is in the invoice's currency units with two decimals, as everywhere in the API.
 */
import { z } from 'zod';
import { MAX_INVOICE_AMOUNT } from './invoice-settings.js';
import { money } from './primitives.js';

/** The pay link's page on the web app; the token is the only thing that opens it. */
export const payLinkPath = (token: string) => `/pay/${encodeURIComponent(token)}`;

export const ONLINE_PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** Card surcharges a firm may turn on: never above 3 %, never on trust money, never where the law forbids them. */
export const MAX_CARD_SURCHARGE_PERCENT = 3;
/** US states and territories that forbid card surcharges (two-letter codes of the client's address). */
export const SURCHARGE_FORBIDDEN_STATES = ['CT', 'MA', 'ME', 'PR'] as const;

export const ONLINE_PAYMENT_ERRORS = {
  /** Unknown, revoked or another firm's token: the same 404 for each. */
  payLinkNotFound: 'pay_link_not_found',
  /** Nothing is left to pay on the invoice (or every remaining cent is already in a pending card payment). */
  nothingOutstanding: 'nothing_outstanding',
  /** The amount asked for is more than the outstanding balance less what is pending. */
  amountExceedsOutstanding: 'amount_exceeds_outstanding',
  /** Neither Stripe nor the sandbox is set up on this server. */
  cardPaymentsUnavailable: 'card_payments_unavailable',
  /** A webhook whose Stripe-Signature does not verify. */
  webhookSignatureInvalid: 'webhook_signature_invalid',
  /** The firm has no bank account of the kind the payment goes to (an office account; a trust account for trust). */
  accountMissing: 'online_payment_account_missing',
  /** A surcharge above MAX_CARD_SURCHARGE_PERCENT. */
  surchargeTooHigh: 'surcharge_too_high',
} as const;

/** Stripe's smallest charge in US dollars: a card payment (with its surcharge) below it is refused. */
export const MIN_CARD_PAYMENT = 0.5;

/** The processor's fee in the API's Stripe sandbox: 2.9 % of the charge plus 30 cents, as Stripe's US card price. */
export const SANDBOX_CARD_FEE = { percentHundredths: 290, fixedCents: 30 } as const;

/**
 * Whether a card surcharge may be added for this invoice and client: never on a trust invoice (clients' money is
 * deposited whole), never for a client whose address is in a state or territory that forbids surcharges. The
 * address's state is its picked code (`state_id`, e.g. MA) or its typed name; Puerto Rico is also a country of its own.
 */
export function surchargeAllowed(input: {
  invoiceType: 'bill' | 'trust' | 'BILL' | 'TRUST';
  stateId: string | null;
  state: string | null;
  countryId: string | null;
}): boolean {
  if (input.invoiceType.toLowerCase() === 'trust') return false;
  if (input.countryId?.toUpperCase() === 'PR') return false;
  const forbidden = new Set<string>(SURCHARGE_FORBIDDEN_STATES);
  // The forbidden places are US states: a client abroad is under no US state's rule.
  if (input.countryId && input.countryId.toUpperCase() !== 'US') return true;
  const code = input.stateId?.trim().toUpperCase();
  if (code && forbidden.has(code)) return false;
  const typed = input.state?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed && (forbidden.has(typed.toUpperCase()) || FORBIDDEN_STATE_NAMES.has(typed))) return false;
  return true;
}
const FORBIDDEN_STATE_NAMES = new Set(['connecticut', 'massachusetts', 'maine', 'puerto rico']);

/** GET /api/online-payments/settings (read on invoices): the firm's card payment settings. */
export const onlinePaymentSettingsSchema = z.object({
  /** Percent added to a card payment on bill invoices (0 = off), at most MAX_CARD_SURCHARGE_PERCENT. */
  card_surcharge_percent: z.number(),
  /** The office account bill invoices' card payments and the processor's fees go to; null = the firm's first. */
  office_account_id: z.number().int().nullable(),
  /** The trust account trust invoices' card payments are deposited into; null = the firm's first. */
  trust_account_id: z.number().int().nullable(),
});
export type OnlinePaymentSettings = z.infer<typeof onlinePaymentSettingsSchema>;

export const SURCHARGE_TOO_HIGH_MESSAGE = `The card surcharge cannot be more than ${MAX_CARD_SURCHARGE_PERCENT}%`;

/** PUT /api/online-payments/settings (update on settings). */
export const updateOnlinePaymentSettingsRequest = z
  .object({
    card_surcharge_percent: z
      .number()
      .min(0, 'The card surcharge cannot be negative')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'At most two decimals'),
    office_account_id: z.number().int().positive().nullable().optional(),
    trust_account_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type UpdateOnlinePaymentSettingsRequest = z.infer<typeof updateOnlinePaymentSettingsRequest>;

/** GET /api/pay/{token}: what the pay page shows. Public (the token is the credential), rate limited. */
export const payLinkViewSchema = z.object({
  firm: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  client: z.object({ name: z.string() }),
  invoice: z.object({
    invoice_number: z.string(),
    type: z.enum(['bill', 'trust']),
    /** The invoice's language: the page opens in it (the client can switch). */
    language: z.enum(['en', 'ar']),
    /** ISO 4217 code the amounts are in: the firm's books' currency (an invoice has none of its own). */
    currency: z.string(),
    date_issued: z.string().nullable(),
    due_date: z.string().nullable(),
    total: z.number(),
    paid: z.number(),
    outstanding: z.number(),
    status: z.enum(['paid', 'partial', 'overdue', 'unpaid']),
  }),
  /** The sum of card payments confirmed by the client and not yet settled by the processor. */
  pending: z.number(),
  /** What may be paid now: outstanding less pending. */
  payable: z.number(),
  /** The next installment's amount when the invoice has a payment plan, else null (the page offers it first). */
  installment_amount: z.number().nullable(),
  /** The surcharge this payment would carry, in percent (0 when off, on trust invoices and where forbidden). */
  surcharge_percent: z.number(),
  card: z.object({
    /** True when the card goes to the API's own Stripe sandbox (its test card form) rather than Stripe. */
    sandbox: z.boolean(),
    /** Stripe's publishable key for Elements; null in the sandbox. */
    publishable_key: z.string().nullable(),
  }),
});
export type PayLinkView = z.infer<typeof payLinkViewSchema>;

/** POST /api/pay/{token}/intents: the amount the client chose (at most `payable`). */
export const createPayIntentRequest = z.object({ amount: money(MAX_INVOICE_AMOUNT) }).strict();
export type CreatePayIntentRequest = z.infer<typeof createPayIntentRequest>;

/** 201: the intent the browser confirms with the provider. `charged` = amount + surcharge. */
export const payIntentSchema = z.object({
  intent_id: z.string(),
  client_secret: z.string(),
  amount: z.number(),
  surcharge: z.number(),
  charged: z.number(),
});
export type PayIntent = z.infer<typeof payIntentSchema>;

/**
 * GET /api/pay/{token}/intents/{intentId}: the payment's state, after the server asked the provider (so the page
 * learns the outcome even before the webhook arrives). `message` is the provider's reason when it failed.
 */
export const payIntentStatusSchema = z.object({
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  message: z.string().nullable(),
  /** The invoice as it stands now. */
  outstanding: z.number(),
});
export type PayIntentStatus = z.infer<typeof payIntentStatusSchema>;

/** GET /api/invoice/{invoiceId}/pay-link (staff, read on invoices): the link, made the first time it is asked for. */
export const invoicePayLinkSchema = z.object({ url: z.string() });
export type InvoicePayLink = z.infer<typeof invoicePayLinkSchema>;
