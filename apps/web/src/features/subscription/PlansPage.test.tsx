import type { PaymentCard, Subscription } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const MANAGER = makeMe({ rules: [{ subject: 'payment_cards', action: 'manage' }] });
const READER = makeMe({ rules: [{ subject: 'payment_cards', action: 'update' }] });
const VISA: PaymentCard = {
  id: 11,
  last4: '4242',
  cardHolder: 'Hamdan & Clarke Immigration Law',
  cardExpiry: '12/29',
  cardType: 'visa',
  default: true,
};
const MASTERCARD: PaymentCard = {
  id: 12,
  last4: '4444',
  cardHolder: null,
  cardExpiry: '12/29',
  cardType: 'mastercard',
  default: false,
};
const SUBSCRIPTION: Subscription = {
  // The trial plan every fixture firm is on, with the date its trial ends.
  plan: { ...MANAGER.plan, trial_ends_at: '2026-06-01T00:00:00.000Z' },

  trial_days_left: 9,
  usage: { used_documents_services: 12, used_uscis_queries: 3 },
  active_users: 4,
  predefined_workflows_used: 2,
  customer_id: 'cus_Demo0000000001',
  cards: [VISA, MASTERCARD],
  sandbox: true,
  publishable_key: null,
  paid_subscription: null,
};

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

function serve(me = MANAGER, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/auth/me': { body: me }, 'GET /api/subscription': { body: SUBSCRIPTION }, ...extra });
}

describe('the plans page', () => {
  it('shows the plan’s limits, the usage, the trial’s days left and the cards', async () => {
    serve();
    renderApp('/settings/plans');
    expect(await screen.findByRole('heading', { name: 'Current plan: Trial' })).toBeInTheDocument();
    expect(screen.getByText('9 days left in your trial')).toBeInTheDocument();
    expect(screen.getByText('Maximum users').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Full access')).toBeInTheDocument();
    expect(screen.getByText('12 of 50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Users' })).toHaveAttribute('aria-valuenow', '40');
    const visa = screen.getByRole('article', { name: 'Visa ending in 4242' });
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    expect(within(visa).getByText('Expires 12/29')).toBeInTheDocument();
    expect(within(visa).getByText('Hamdan & Clarke Immigration Law')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Mastercard ending in 4444' })).queryByText('Default'),
    ).toBeNull();
  });

  it('hides the card menu and the add button without the manage-payment-card permission', async () => {
    serve(READER);
    renderApp('/settings/plans');
    await screen.findByRole('article', { name: 'Visa ending in 4242' });
    expect(screen.queryByRole('button', { name: /Actions for card ending/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
  });

  it('makes a card the default from its menu with the keyboard', async () => {
    const { calls } = serve(MANAGER, {
      'PUT /api/subscription/cards/12/default': {
        body: {
          cards: [
            { ...MASTERCARD, default: true },
            { ...VISA, default: false },
          ],
        },
      },
    });
    const { user } = renderApp('/settings/plans');
    const menu = await screen.findByRole('button', { name: 'Actions for card ending 4444' });
    menu.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Make default' }));
    expect(await screen.findByText('Default card changed')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/subscription/cards/12/default')).toBe(true);
    const mastercard = screen.getByRole('article', { name: 'Mastercard ending in 4444' });
    await waitFor(() => expect(within(mastercard).getByText('Default')).toBeInTheDocument());
  });

  it('asks before deleting a card', async () => {
    const { calls } = serve(MANAGER, { 'DELETE /api/subscription/cards/12': { body: { cards: [VISA] } } });
    const { user } = renderApp('/settings/plans');
    await user.click(await screen.findByRole('button', { name: 'Actions for card ending 4444' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Card deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mastercard ending in 4444' })).toBeNull());
  });
});

describe('the payment methods modal', () => {
  async function openModal(me = MANAGER, extra: Parameters<typeof fakeApi>[0] = {}) {
    const api = serve(me, extra);
    const rendered = renderApp('/settings/plans');
    const opener = await screen.findByRole('button', { name: 'Add card' });
    await rendered.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Payment methods' });
    return { ...api, ...rendered, dialog, opener };
  }
  async function typeCard(user: Awaited<ReturnType<typeof openModal>>['user'], dialog: HTMLElement, number: string) {
    await user.type(within(dialog).getByLabelText(/Card number/), number);
    await user.type(within(dialog).getByLabelText(/Expiry/), '12/34');
    await user.type(within(dialog).getByLabelText(/CVC/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
  }

  it('lists the saved cards, starts on the card number, and turns a test number into its token', async () => {
    const { dialog, user, calls } = await openModal(MANAGER, {
      'POST /api/subscription/cards': { status: 201, body: { message: 'Card added successfully', card: MASTERCARD } },
    });
    expect(within(dialog).getByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/Card number/)).toHaveFocus());
    await typeCard(user, dialog, '4242 4242 4242 4242');
    expect(await screen.findByText('Card added successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    // Only the token and the customer travel: the number never leaves the browser.
    expect(post?.body).toEqual({ customer_id: 'cus_Demo0000000001', card_token: 'tok_visa' });
  });

  it('shows the provider’s message when the card is declined', async () => {
    const { dialog, user, calls } = await openModal(MANAGER, {
      'POST /api/subscription/cards': {
        status: 402,
        body: { code: 'card_refused', message: 'Your card was declined.', details: { provider_code: 'card_declined' } },
      },
    });
    await typeCard(user, dialog, '4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      customer_id: 'cus_Demo0000000001',
      card_token: 'tok_chargeDeclined',
    });
  });

  it('refuses a number that is not a Stripe test card without calling the API', async () => {
    const { dialog, user, calls } = await openModal();
    await typeCard(user, dialog, '4111111111111111');
    expect(
      await within(dialog).findByText('Use one of Stripe’s test card numbers in the sandbox.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('closes with Escape and gives the focus back to the Add card button', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment methods' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('in Arabic', () => {
  it('shows the page’s texts in Arabic', async () => {
    serve(makeMe({ locale: 'ar', rules: [{ subject: 'payment_cards', action: 'manage' }] }));
    renderApp('/ar/settings/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'الخطط وبطاقات الدفع' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إضافة بطاقة' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'فيزا المنتهية بـ 4242' })).toBeInTheDocument();
    expect(screen.getByText('الافتراضية')).toBeInTheDocument();
    // The plan's name is the catalogue's, by its code, not the English name stored with the plan.
    expect(screen.getByRole('heading', { name: 'الخطة الحالية: تجريبية' })).toBeInTheDocument();
  });
});
