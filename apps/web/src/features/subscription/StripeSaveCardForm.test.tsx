/**
 * The plans page's add card form with a real Stripe key: the name on the card and Stripe Elements' card field, Stripe.js
 * making the payment method. Stripe.js cannot load here, so its two packages are stood in for.
 */
import type { Subscription } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stripeDouble as stripe } from '../../test/stripe-double';

vi.mock('@stripe/stripe-js/pure', async () => (await import('../../test/stripe-double')).stripeJsPure);
vi.mock('@stripe/react-stripe-js', async () => (await import('../../test/stripe-double')).reactStripeJs);

const MANAGER = makeMe({ rules: [{ subject: 'payment_cards', action: 'manage' }] });
const LIVE: Subscription = {
  plan: { ...MANAGER.plan, trial_ends_at: '2026-06-01T00:00:00.000Z' },
  trial_days_left: 9,
  usage: { used_documents_services: 0, used_uscis_queries: 0 },
  active_users: 1,
  predefined_workflows_used: 0,
  customer_id: 'cus_Live0000000001',
  cards: [],
  sandbox: false,
  publishable_key: 'pk_test_51Counsel',
  paid_subscription: null,
};

afterEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  notifications.cleanQueue();
});

async function openModal(extra: Parameters<typeof fakeApi>[0] = {}, subscription = LIVE) {
  const api = fakeApi({
    'GET /api/auth/me': { body: MANAGER },
    'GET /api/subscription': { body: subscription },
    ...extra,
  });
  const rendered = renderApp('/settings/plans');
  await rendered.user.click(await screen.findByRole('button', { name: 'Add card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment methods' });
  return { ...api, ...rendered, dialog };
}

describe('adding a card through Stripe', () => {
  it('makes a payment method of the card with the name on it, and posts only its id as the card token', async () => {
    stripe.instance.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1LiveCard0001' } });
    const { dialog, user, calls } = await openModal({
      'POST /api/subscription/cards': {
        status: 201,
        body: {
          message: 'Card added successfully',
          card: {
            id: 1,
            last4: '4242',
            cardHolder: 'Layla Hamdan',
            cardExpiry: '12/30',
            cardType: 'visa',
            default: true,
          },
        },
      },
    });
    expect(await within(dialog).findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_51Counsel');
    expect(within(dialog).queryByRole('textbox', { name: /Card number/ })).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), '  Layla Hamdan ');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card added successfully')).toBeInTheDocument();
    expect(stripe.instance.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.card,
      billing_details: { name: 'Layla Hamdan' },
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      customer_id: 'cus_Live0000000001',
      card_token: 'pm_1LiveCard0001',
    });
  });

  it('asks for the name on the card before calling Stripe', async () => {
    const { dialog, user, calls } = await openModal();
    await within(dialog).findByTestId('stripe-card-element');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Enter the name on the card.')).toBeInTheDocument();
    expect(stripe.instance.createPaymentMethod).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows Stripe’s own message when it refuses the card, and posts nothing', async () => {
    stripe.instance.createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    const { dialog, user, calls } = await openModal();
    await within(dialog).findByTestId('stripe-card-element');
    await user.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Layla Hamdan');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('never loads Stripe.js for a sandbox server', async () => {
    const { dialog } = await openModal({}, { ...LIVE, sandbox: true, publishable_key: null });
    expect(await within(dialog).findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    await waitFor(() => expect(stripe.loadStripe).not.toHaveBeenCalled());
  });
});
