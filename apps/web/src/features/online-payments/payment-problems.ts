/**
 * Why a payment failed, in the page's language: the card provider's codes the page knows (card_declined,
 * insufficient_funds...) and the pay link's own refusals are translated; anything else is shown in the provider's
 * own words. The server reports a failed payment by its message alone, so Stripe's usual English sentences are read
 * back to their codes too.
 */
import { ONLINE_PAYMENT_ERRORS } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api';
import { ProviderError } from './card-outcome';

export interface PaymentProblem {
  code: string | null;
  message: string;
}

const CARD_CODES = [
  'card_declined',
  'generic_decline',
  'insufficient_funds',
  'lost_card',
  'stolen_card',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'payment_intent_authentication_failure',
  'authentication_required',
] as const;

const KNOWN_CODES = new Set<string>([
  ...CARD_CODES,
  ONLINE_PAYMENT_ERRORS.amountExceedsOutstanding,
  ONLINE_PAYMENT_ERRORS.nothingOutstanding,
  ONLINE_PAYMENT_ERRORS.cardPaymentsUnavailable,
  ONLINE_PAYMENT_ERRORS.payLinkNotFound,
]);

/** Stripe's own sentences for its common card codes, lower case, without the final stop. */
const STRIPE_SENTENCES: Record<string, (typeof CARD_CODES)[number]> = {
  'your card was declined': 'card_declined',
  'your card has insufficient funds': 'insufficient_funds',
  'your card has expired': 'expired_card',
  "your card's security code is incorrect": 'incorrect_cvc',
  'your card number is incorrect': 'incorrect_number',
  'an error occurred while processing your card. try again in a little bit': 'processing_error',
  'we are unable to authenticate your payment method. please choose a different payment method and try again':
    'payment_intent_authentication_failure',
};

function knownCode(problem: PaymentProblem): string | null {
  if (problem.code && KNOWN_CODES.has(problem.code)) return problem.code;
  const said = problem.message.trim();
  if (KNOWN_CODES.has(said)) return said;
  return STRIPE_SENTENCES[said.toLowerCase().replace(/[’]/g, "'").replace(/\.$/, '')] ?? null;
}

/** What a failed call or refusal says about the payment. */
export function problemOf(error: unknown): PaymentProblem {
  if (error instanceof ProviderError) return { code: error.code, message: error.message };
  if (isApiError(error)) return { code: error.code, message: '' };
  return { code: null, message: '' };
}

export function problemText(t: TFunction, problem: PaymentProblem): string {
  const code = knownCode(problem);
  if (code) return t(`failed.codes.${code}`);
  return problem.message || t('failed.generic');
}
