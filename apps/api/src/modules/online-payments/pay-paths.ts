/**
 * The pay pages of a firm's invoices for the client portal's list (billing's portal invoices): a path only while
 * something is owed and the firm can take the card payment now, which the pay page's intent would otherwise refuse:
 * a card provider on this server (Stripe with the browser's publishable key, or the sandbox) and the account the
 * money goes to (the office account; for a trust invoice the trust account too). Each invoice's link is the one the
 * staff's copy button and the invoice mails hand out, made on first need.
 */
import { payLinkPath } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { StripePayments } from '../../integrations/stripe/payment-intents.js';
import type { SecretBox } from '../../platform/secrets.js';
import { payLinkToken } from './pay-links.js';
import { depositAccounts } from './settle.js';

export interface PayPathDeps {
  db: Db;
  secrets: SecretBox;
  publicOrigin: string;
  stripe: Pick<StripePayments, 'sandbox' | 'publishableKey'>;
}

export interface OwedInvoice {
  id: number;
  type: 'BILL' | 'TRUST';
  owedCents: number;
}

/** Whether a client's browser can pay by card here: the sandbox's form, or Stripe Elements with its key. */
export const cardPaymentsOffered = (stripe: PayPathDeps['stripe']): boolean =>
  stripe.sandbox || stripe.publishableKey !== null;

/** The pay page's path of each invoice that can be paid by card now, by invoice id. The invoices are the firm's. */
export async function payPathsFor(
  deps: PayPathDeps,
  lawFirmId: number,
  invoices: readonly OwedInvoice[],
): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  const owed = invoices.filter((invoice) => invoice.owedCents > 0);
  if (owed.length === 0 || !cardPaymentsOffered(deps.stripe)) return paths;
  const accounts = await depositAccounts(deps.db, lawFirmId);
  if (accounts.office === null) return paths;
  for (const invoice of owed) {
    if (invoice.type === 'TRUST' && accounts.trust === null) continue;
    paths.set(invoice.id, payLinkPath(await payLinkToken(deps, lawFirmId, invoice.id)));
  }
  return paths;
}
