import { PAID_PLANS, type Subscription } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const MANAGER = makeMe({ rules: [{ subject: 'payment_cards', action: 'manage' }] });
const READER = makeMe({ rules: [{ subject: 'payment_cards', action: 'update' }] });
const PLANS = { plans: PAID_PLANS.map(({ price, ...plan }) => ({ ...plan, price: { ...price } })) };
const DAY = 24 * 60 * 60 * 1000;
// The page computes the proration from the clock: it stands still, so a slow run cannot move the amounts by a cent.
const NOW = new Date('2026-12-01T12:00:00.000Z');
const start = new Date(NOW.getTime() - 10 * DAY);
const end = new Date(start.getTime() + 30 * DAY);
const professional = PAID_PLANS[1];

const ON_TRIAL: Subscription = {
  plan: { ...MANAGER.plan, trial_ends_at: '2026-06-01T00:00:00.000Z' },
  trial_days_left: 9,
  usage: { used_documents_services: 0, used_uscis_queries: 0 },
  active_users: 2,
  predefined_workflows_used: 0,
  customer_id: 'cus_Demo0000000001',
  cards: [],
  sandbox: true,
  publishable_key: null,
  paid_subscription: null,
};
const ON_PROFESSIONAL: Subscription = {
  ...ON_TRIAL,
  plan: {
    ...ON_TRIAL.plan,
    code: 'professional',
    name: 'Professional',
    max_users: professional.max_users,
    trial_ends_at: null,
  },
  trial_days_left: null,
  paid_subscription: {
    plan_code: 'professional',
    status: 'active',
    current_period_start: start.toISOString(),
    current_period_end: end.toISOString(),
    cancel_at_period_end: false,
    grace_ends_at: null,
    read_only_since: null,
  },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
  notifications.cleanQueue();
});

function serve(subscription: Subscription, me = MANAGER, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/subscription': { body: subscription },
    'GET /api/subscription/plans': { body: PLANS },
    ...extra,
  });
}

describe('the plans side by side', () => {
  it('shows each plan’s price and limits, marks the firm’s, and offers upgrades from the trial', async () => {
    serve(ON_TRIAL);
    renderApp('/settings/plans');
    const card = await screen.findByRole('article', { name: 'Professional' });
    expect(within(card).getByText('$79.00 / month')).toBeInTheDocument();
    expect(within(card).getByText('Maximum users').nextSibling).toHaveTextContent('10');
    expect(within(card).getByRole('button', { name: 'Upgrade to Professional' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Starter' })).toBeInTheDocument();
  });

  it('marks the current paid plan with Cancel, and the others Upgrade or Downgrade', async () => {
    serve(ON_PROFESSIONAL);
    renderApp('/settings/plans');
    const current = await screen.findByRole('article', { name: 'Professional' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByText('Your plan')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Cancel plan: Professional' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downgrade to Starter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Business' })).toBeInTheDocument();
  });

  it('shows no buttons without the manage-payment-card permission', async () => {
    serve(ON_PROFESSIONAL, READER);
    renderApp('/settings/plans');
    await screen.findByRole('article', { name: 'Business' });
    expect(screen.queryByRole('button', { name: /Upgrade|Downgrade|Cancel the/ })).toBeNull();
  });
});

describe('changing plan', () => {
  it('says the proration, asks first, keeps focus in the dialog and gives it back on Escape', async () => {
    const { calls } = serve(ON_PROFESSIONAL);
    const { user } = renderApp('/settings/plans');
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Business' });
    upgrade.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Business?' });
    // 20 of 30 days left: $199 × 2/3 − $79 × 2/3 = $80.00.
    expect(within(dialog).getByText(/will include \$80\.00 for the rest of this period/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Then \$199\.00 a month\./)).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(upgrade).toHaveFocus());
  });

  it('sends the plan code and shows the new plan', async () => {
    const moved = { ...ON_PROFESSIONAL, plan: { ...ON_PROFESSIONAL.plan, code: 'business', name: 'Business' } };
    const { calls } = serve(ON_PROFESSIONAL, MANAGER, {
      'PUT /api/subscription/plan': { body: { ...moved, proration_amount: 8000 } },
    });
    const { user } = renderApp('/settings/plans');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Business?' });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Your firm is now on the Business plan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ plan_code: 'business' });
    expect(await screen.findByRole('heading', { name: 'Current plan: Business' })).toBeInTheDocument();
  });

  it('shows the server’s refusal translated, in the dialog', async () => {
    serve(ON_PROFESSIONAL, MANAGER, {
      'PUT /api/subscription/plan': {
        status: 400,
        body: {
          code: 'plan_users_exceeded',
          message: 'This plan allows 3 users and your firm has 5 active users. Remove users before you downgrade.',
          details: { max_users: 3, active_users: 5 },
        },
      },
    });
    const { user } = renderApp('/settings/plans');
    await user.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This plan allows 3 users and your firm has 5 active users. Remove users before you downgrade.',
    );
  });

  it('cancels at the period’s end after asking, and shows the notice', async () => {
    const cancelled = {
      ...ON_PROFESSIONAL,
      paid_subscription: { ...ON_PROFESSIONAL.paid_subscription!, cancel_at_period_end: true },
    };
    serve(ON_PROFESSIONAL, MANAGER, { 'DELETE /api/subscription/plan': { body: cancelled } });
    const { user } = renderApp('/settings/plans');
    await user.click(await screen.findByRole('button', { name: 'Cancel plan: Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the Professional plan?' });
    expect(within(dialog).getByText(/keeps the Professional plan until then/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(
      await screen.findByText(/Your subscription is cancelled: your firm keeps the Professional plan/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep plan: Professional' })).toBeInTheDocument();
  });
});

describe('the subscription’s notices', () => {
  it('warns of a failed payment with the grace’s end, and offers to pay', async () => {
    const graceEnd = new Date(Date.now() + 5 * DAY).toISOString();
    serve({
      ...ON_PROFESSIONAL,
      paid_subscription: { ...ON_PROFESSIONAL.paid_subscription!, status: 'past_due', grace_ends_at: graceEnd },
    });
    const { user } = renderApp('/settings/plans');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(graceEnd));
    expect(
      await screen.findByText(
        `Your last payment failed. Pay by ${date} with your default card, or invoices become read-only.`,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: 'Pay what is owed now?' })).toBeInTheDocument();
  });

  it('shows the page’s new texts in Arabic', async () => {
    serve(ON_PROFESSIONAL, makeMe({ locale: 'ar', rules: [{ subject: 'payment_cards', action: 'manage' }] }));
    renderApp('/ar/settings/plans');
    expect(await screen.findByRole('article', { name: 'الأعمال' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ترقية إلى الأعمال' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الخطة: الاحترافية' })).toBeInTheDocument();
  });
});
