/**
 * Stripe's documented test cards (docs.stripe.com/testing): the number typed in a card form, the fixed test token
 * and test payment method that stand for it, and what the card is. The API's Stripe sandbox accepts exactly these
 * tokens, and the web's sandbox card form turns a typed test number into its token in the browser, as Stripe.js
 * would turn a card into a token, so no card number is ever sent to the API.
 */
export interface StripeTestCard {
  /** Attaching it succeeds, but every charge of the customer with it fails with card_declined (4000 0000 0000 0341). */
  chargeFails?: boolean;
  number: string;
  token: string;
  paymentMethod: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb';
  last4: string;
  /** Attaching it to a customer (or paying with it) fails as Stripe fails it: card_declined. */
  declined: boolean;
  /** Paying with it needs the cardholder's 3-D Secure authentication first (the intent answers requires_action). */
  threeDSecure: boolean;
}

const card = (
  number: string,
  name: string,
  brand: StripeTestCard['brand'],
  kind: 'ok' | 'declined' | '3ds' = 'ok',
): StripeTestCard => ({
  number,
  token: `tok_${name}`,
  paymentMethod: `pm_card_${name}`,
  brand,
  last4: number.slice(-4),
  declined: kind === 'declined',
  threeDSecure: kind === '3ds',
});

export const STRIPE_TEST_CARDS: readonly StripeTestCard[] = [
  { ...card('4000000000000341', 'chargeCustomerFail', 'visa'), chargeFails: true },
  card('4242424242424242', 'visa', 'visa'),
  card('5555555555554444', 'mastercard', 'mastercard'),
  card('378282246310005', 'amex', 'amex'),
  card('6011111111111117', 'discover', 'discover'),
  card('3056930009020004', 'diners', 'diners'),
  card('3566002020360505', 'jcb', 'jcb'),
  card('4000000000000002', 'chargeDeclined', 'visa', 'declined'),
  card('4000002760003184', 'threeDSecure2Required', 'visa', '3ds'),
];

/** The test card of a typed number (blanks and dashes ignored), or undefined. */
export function stripeTestCardOfNumber(typed: string): StripeTestCard | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return STRIPE_TEST_CARDS.find((c) => c.number === digits);
}

/** The test card a fixed token or test payment method stands for, or undefined. */
export function stripeTestCardOfId(id: string): StripeTestCard | undefined {
  return STRIPE_TEST_CARDS.find((c) => c.token === id || c.paymentMethod === id);
}
