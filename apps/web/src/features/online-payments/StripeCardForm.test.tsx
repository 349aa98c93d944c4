/**
 * The pay page with a real Stripe key: Stripe Elements' card field and Stripe.js confirming the intent. Stripe.js
 * cannot load here, so its two packages are stood in for; the sandbox page must never load them.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { payIntent, payView } from '../../test/online-payments-test-data';
import { renderApp } from '../../test/render-app';
import { stripeDouble as stripe } from '../../test/stripe-double';

vi.mock('@stripe/stripe-js/pure', async () => (await import('../../test/stripe-double')).stripeJsPure);
vi.mock('@stripe/react-stripe-js', async () => (await import('../../test/stripe-double')).reactStripeJs);

let TOKEN = '';
let API = '';
let count = 0;
beforeEach(() => {
  count += 1;
  TOKEN = `stripe-${count}-abcdefghijklmnopqrstuvwxyz0123`;
  API = `/api/pay/${TOKEN}`;
});
afterEach(() => vi.clearAllMocks());

const LIVE = { card: { sandbox: false, publishable_key: 'pk_test_51Counsel' } };

describe('paying through Stripe', () => {
  it('confirms the intent with Stripe.js and the card field, then polls the server to the receipt', async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_3PayTest0001', status: 'succeeded' },
    });
    const server = fakeApi({
      [`GET ${API}`]: { body: payView(LIVE) },
      [`POST ${API}/intents`]: { status: 201, body: payIntent({ amount: 1000, charged: 1000 }) },
      [`GET ${API}/intents/pi_3PayTest0001`]: { body: { status: 'completed', message: null, outstanding: 0 } },
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_51Counsel');
    // No test card form with a real key.
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(stripe.instance.confirmCardPayment).toHaveBeenCalledWith('pi_3PayTest0001_secret_abc', {
      payment_method: { card: stripe.card },
    });
    expect(server.calls.some((call) => call.path.startsWith('/api/sandbox/'))).toBe(false);
  });

  it('shows Stripe’s refusal translated', async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Declined' },
    });
    fakeApi({
      [`GET ${API}`]: { body: payView(LIVE) },
      [`POST ${API}/intents`]: { status: 201, body: payIntent({ amount: 1000, charged: 1000 }) },
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    await screen.findByTestId('stripe-card-element');
    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
  });

  it('never loads Stripe.js on a sandbox page', async () => {
    fakeApi({ [`GET ${API}`]: { body: payView() } });
    renderApp(`/pay/${TOKEN}`, { token: null });
    expect(await screen.findByRole('textbox', { name: /^Card number/ })).toBeInTheDocument();
    expect(screen.queryByTestId('stripe-card-element')).toBeNull();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
