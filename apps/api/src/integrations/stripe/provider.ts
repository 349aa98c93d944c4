/**
 * What the app needs from the card payment provider, Stripe (DESIGN §5; billing.md §7 POST /subscription/cards): a
 * customer per firm, and the firm's cards as payment methods attached to it. The real client (client.ts) uses the
 * official `stripe` package against Stripe, or against the sandbox the API serves itself at /api/sandbox/stripe.
 * Each call names the firm it acts for: Stripe ignores it (the firm's customer is ours to check), the sandbox keys
 * every call to that firm, so no firm's call reaches another firm's objects there.
 */

import type { StripeSubscriptions } from './subscriptions.js';

/** A card as the provider tells of it: never its number. */
export interface ProviderCard {
  /** The payment method's id (pm_...). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string | null;
}

export interface StripeFirm {
  id: number;
  name: string;
  email: string | null;
}

export interface StripeProvider extends StripeSubscriptions {
  /** True when talking to the API's own sandbox rather than Stripe. */
  readonly sandbox: boolean;
  /** The publishable key the browser's card form uses (Stripe Elements); null in the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(firm: StripeFirm): Promise<string>;
  /**
   * Turns a token from the browser (tok_... or pm_...) into a card attached to the customer. `holder` names the
   * card's holder when a tok_... becomes a payment method (a pm_... carries its own).
   */
  attachCard(firmId: number, customerId: string, cardToken: string, holder?: string): Promise<ProviderCard>;
  /** The card the customer's invoices and subscription are charged to. */
  setDefaultCard(firmId: number, customerId: string, cardId: string): Promise<void>;
  detachCard(firmId: number, cardId: string): Promise<void>;
}

export { StripeProviderError } from './errors.js';
