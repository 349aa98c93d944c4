/**
 * Stripe.js and React Stripe.js stood in for (they cannot load in tests): the card field is a marked div, and
 * `stripeDouble.instance` is the Stripe object the forms get, whose calls a test programs. A test file mocks both
 * packages with these modules:
 *   vi.mock('@stripe/stripe-js/pure', async () => (await import('../../test/stripe-double')).stripeJsPure);
 *   vi.mock('@stripe/react-stripe-js', async () => (await import('../../test/stripe-double')).reactStripeJs);
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';

const card = { kind: 'card-element' };
const instance = { confirmCardPayment: vi.fn(), createPaymentMethod: vi.fn() };

export const stripeDouble = { card, instance, loadStripe: vi.fn(async () => instance) };

export const stripeJsPure = { loadStripe: stripeDouble.loadStripe };

export const reactStripeJs = {
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => instance,
  useElements: () => ({ getElement: () => card }),
};
