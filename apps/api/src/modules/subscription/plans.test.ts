import { proration } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, firmSubscriptions, lawFirms } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { billBody } from '../../test/invoices.js';
import { addTestCard, createCardsTestApp, sandboxObject, subscriptionOf } from '../../test/kits/subscription.js';
import { addClient } from '../../test/kits/time-entries.js';
import { checkSubscriptions } from './plan-changes.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
/** The app's clock, which the sandbox's renewals follow too. */
let clock = new Date();
beforeAll(async () => {
  t = await createCardsTestApp({ now: () => clock });
});
afterAll(() => t.close());

const changePlan = (user: TestUser, plan_code: string) =>
  t.call('PUT', '/api/subscription/plan', { token: user.token, body: { plan_code } });
const cancelPlan = (user: TestUser) => t.call('DELETE', '/api/subscription/plan', { token: user.token });
const check = () => checkSubscriptions({ db: t.services.db, stripe: t.services.stripe, log: console }, clock);

async function storedSubscription(firm: TestFirm) {
  const [row] = await t.services.db
    .select()
    .from(firmSubscriptions)
    .where(eq(firmSubscriptions.lawFirmId, firm.lawFirmId));
  return row ?? null;
}
async function planCodeOf(firm: TestFirm) {
  return (await subscriptionOf(t, firm.admin)).plan.code as string;
}
/** A firm with its admin and `extra` employees, and a default card from the given test token. */
async function firmWithCard(cardToken = 'tok_visa', extra = 0) {
  const firm = await registerFirm(t);
  for (let i = 0; i < extra; i++) await addEmployee(t, firm);
  await addTestCard(t, firm.admin, cardToken);
  return firm;
}
async function makeDefault(user: TestUser, cardId: number) {
  const res = await t.call('PUT', `/api/subscription/cards/${cardId}/default`, { token: user.token });
  expect(res.status).toBe(200);
}

describe('GET /api/subscription/plans', () => {
  it('lists the paid plans with their limits and monthly price, to any staff member', async () => {
    const firm = await registerFirm(t);
    const employee = await addEmployee(t, firm);
    const res = await t.call('GET', '/api/subscription/plans', { token: employee.token });
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: { code: string }) => p.code)).toEqual(['starter', 'professional', 'business']);
    expect(res.body.plans[1]).toEqual({
      code: 'professional',
      name: 'Professional',
      invoices_permission_level: 'FULL_ACCESS',
      max_users: 10,
      documents_services: 100,
      uscis_queries: 200,
      predefined_workflows: 20,
      price: { amount: 7900, currency: 'usd', interval: 'month' },
    });
  });
});

describe('PUT /api/subscription/plan', () => {
  it('starts a subscription on the default card, moves the firm to the plan and its limits, with an audit row', async () => {
    const firm = await firmWithCard();
    const res = await changePlan(firm.admin, 'business');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      plan: { code: 'business', max_users: 50, documents_services: 500, uscis_queries: 1000, trial_ends_at: null },
      trial_days_left: null,
      proration_amount: null,
      paid_subscription: { plan_code: 'business', status: 'active', cancel_at_period_end: false, grace_ends_at: null },
    });
    const row = (await storedSubscription(firm))!;
    expect(await sandboxObject(t, row.providerId)).toMatchObject({
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      items: { data: [{ price: { unit_amount: 19900, recurring: { interval: 'month' } } }] },
    });
    // The firm's limits are the new plan's from the next request on.
    const me = await t.call('GET', '/api/auth/me', { token: firm.admin.token });
    expect(me.body.plan).toMatchObject({ code: 'business', max_users: 50 });
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.action, 'subscription.plan_changed')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ from: 'trial', to: 'business', subscription: row.providerId });
  });

  it('changes plan with Stripe’s proration: the old price’s unused time credited, the new one’s charged', async () => {
    const firm = await firmWithCard();
    expect((await changePlan(firm.admin, 'starter')).status).toBe(200);
    const row = (await storedSubscription(firm))!;
    clock = new Date(clock.getTime() + 10 * DAY);
    const res = await changePlan(firm.admin, 'professional');
    expect(res.status).toBe(200);
    const s = (d: Date) => Math.floor(d.getTime() / 1000);
    const expected = proration(2900, 7900, s(row.currentPeriodStart), s(row.currentPeriodEnd), s(clock));
    expect(expected.net).toBeGreaterThan(0);
    expect(res.body.proration_amount).toBe(expected.net);
    expect(res.body.plan).toMatchObject({
      code: 'professional',
      max_users: 10,
      invoices_permission_level: 'FULL_ACCESS',
    });
    expect((await storedSubscription(firm))!.providerId).toBe(row.providerId);
  });

  it('refuses a plan allowing fewer users than the firm’s active users, naming both numbers', async () => {
    const firm = await firmWithCard('tok_visa', 4);
    expect((await changePlan(firm.admin, 'professional')).status).toBe(200);
    const res = await changePlan(firm.admin, 'starter');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'plan_users_exceeded',
      message: 'This plan allows 3 users and your firm has 5 active users. Remove users before you downgrade.',
      details: { max_users: 3, active_users: 5 },
    });
    expect(await planCodeOf(firm)).toBe('professional');
    expect((await storedSubscription(firm))!.planCode).toBe('professional');
  });

  it('needs a default card (400), changing nothing', async () => {
    const firm = await registerFirm(t);
    const res = await changePlan(firm.admin, 'professional');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'no_default_card',
      message: 'Add a payment card and make it the default before you change your plan.',
    });
    expect(await planCodeOf(firm)).toBe('trial');
    expect(await storedSubscription(firm)).toBeNull();
  });

  it('answers a declined card with 402 and the provider’s message, changing nothing', async () => {
    const firm = await firmWithCard('tok_chargeCustomerFail');
    const res = await changePlan(firm.admin, 'professional');
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'card_refused',
      message: 'Your card was declined.',
      details: { provider_code: 'card_declined' },
    });
    expect(await planCodeOf(firm)).toBe('trial');
    expect(await storedSubscription(firm)).toBeNull();
  });

  it('refuses the plan the firm already pays for', async () => {
    const firm = await firmWithCard();
    expect((await changePlan(firm.admin, 'starter')).status).toBe(200);
    const res = await changePlan(firm.admin, 'starter');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('plan_unchanged');
  });

  it('refuses an unknown plan code with 400', async () => {
    const firm = await firmWithCard();
    expect((await changePlan(firm.admin, 'trial')).status).toBe(400);
    expect((await changePlan(firm.admin, 'platinum')).status).toBe(400);
    expect(await planCodeOf(firm)).toBe('trial');
  });
});

describe('DELETE /api/subscription/plan', () => {
  it('cancels at the period’s end: the firm keeps its plan until then, then the subscription ends', async () => {
    const firm = await firmWithCard();
    expect((await changePlan(firm.admin, 'professional')).status).toBe(200);
    const res = await cancelPlan(firm.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: { code: 'professional', invoices_permission_level: 'FULL_ACCESS' },
      paid_subscription: { status: 'active', cancel_at_period_end: true },
    });
    const row = (await storedSubscription(firm))!;
    expect(await sandboxObject(t, row.providerId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    // Choosing the same plan again withdraws the cancel.
    const kept = await changePlan(firm.admin, 'professional');
    expect(kept.body.paid_subscription).toMatchObject({ cancel_at_period_end: false });
    expect((await cancelPlan(firm.admin)).status).toBe(200);

    const saved = clock;
    try {
      clock = new Date(row.currentPeriodEnd.getTime() + 60_000);
      await check();
      const ended = await subscriptionOf(t, firm.admin);
      expect(ended.paid_subscription).toMatchObject({ status: 'canceled', read_only_since: clock.toISOString() });
      expect(ended.plan.invoices_permission_level).toBe('READ_ONLY');
      expect((await cancelPlan(firm.admin)).body.code).toBe('no_subscription');
    } finally {
      clock = saved;
    }
  });

  it('answers 400 when no subscription runs', async () => {
    const firm = await registerFirm(t);
    const res = await cancelPlan(firm.admin);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('no_subscription');
  });
});

describe('a renewal the card refuses', () => {
  it('gives 7 days of grace, then makes invoices read-only until the firm pays again', async () => {
    const saved = clock;
    try {
      const firm = await firmWithCard();
      const client = await addClient(t, firm, 'Rania', 'Saleh');
      const createInvoice = () =>
        t.call('POST', `/api/invoice/create_invoice/client/${client}`, { token: firm.admin.token, body: billBody() });
      expect((await changePlan(firm.admin, 'professional')).status).toBe(200);
      const failing = await addTestCard(t, firm.admin, 'tok_chargeCustomerFail');
      await makeDefault(firm.admin, failing.id);
      const row = (await storedSubscription(firm))!;

      clock = new Date(row.currentPeriodEnd.getTime() + 60 * 60 * 1000);
      await check();
      const pastDue = await subscriptionOf(t, firm.admin);
      expect(pastDue.paid_subscription).toMatchObject({
        status: 'past_due',
        grace_ends_at: new Date(clock.getTime() + 7 * DAY).toISOString(),
        read_only_since: null,
      });
      expect(pastDue.plan.invoices_permission_level).toBe('FULL_ACCESS');
      expect((await createInvoice()).status).toBe(201);

      // A check within the grace changes nothing; the one after it makes invoices read-only.
      clock = new Date(clock.getTime() + 6 * DAY);
      const withinGrace = await storedSubscription(firm);
      await check();
      expect(await storedSubscription(firm)).toEqual(withinGrace);
      clock = new Date(clock.getTime() + 1 * DAY + 60_000);
      await check();
      expect((await subscriptionOf(t, firm.admin)).plan.invoices_permission_level).toBe('READ_ONLY');
      const refused = await createInvoice();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'plan_upgrade_required',
        message: 'Upgrade your plan to create invoices',
      });

      // Paying again with the declining card is refused and changes nothing.
      const declined = await changePlan(firm.admin, 'professional');
      expect(declined.status).toBe(402);
      expect((await storedSubscription(firm))!.readOnlySince).not.toBeNull();

      // A new default card, then paying again, ends it.
      const visa = await addTestCard(t, firm.admin, 'tok_mastercard');
      await makeDefault(firm.admin, visa.id);
      const paid = await changePlan(firm.admin, 'professional');
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.paid_subscription).toMatchObject({
        status: 'active',
        grace_ends_at: null,
        read_only_since: null,
      });
      expect(paid.body.plan.invoices_permission_level).toBe('FULL_ACCESS');
      expect((await createInvoice()).status).toBe(201);
    } finally {
      clock = saved;
    }
  });
});

describe('who may change the plan', () => {
  it('needs the manage-payment-card permission (403, nothing changed)', async () => {
    const firm = await firmWithCard();
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'payment_cards', action: 'update' }] });
    expect((await changePlan(reader, 'professional')).status).toBe(403);
    expect(await planCodeOf(firm)).toBe('trial');
    expect((await changePlan(firm.admin, 'professional')).status).toBe(200);
    expect((await cancelPlan(reader)).status).toBe(403);
    expect((await storedSubscription(firm))!.cancelAtPeriodEnd).toBe(false);
    const manager = await addEmployee(t, firm, { rules: [{ subject: 'payment_cards', action: 'manage' }] });
    expect((await cancelPlan(manager)).status).toBe(200);
  });

  it('keeps each firm to its own subscription, here and at the provider', async () => {
    const owner = await firmWithCard();
    const intruder = await firmWithCard();
    expect((await changePlan(owner.admin, 'professional')).status).toBe(200);
    const ownerRow = (await storedSubscription(owner))!;
    expect((await cancelPlan(intruder.admin)).status).toBe(400);
    expect((await changePlan(intruder.admin, 'starter')).status).toBe(200);
    expect(await storedSubscription(owner)).toEqual(ownerRow);
    expect(await planCodeOf(owner)).toBe('professional');
    const [ownerFirm] = await t.services.db.select().from(lawFirms).where(eq(lawFirms.id, owner.lawFirmId));
    expect(ownerFirm!.trialEndsAt).toBeNull();
    // The intruder's provider key cannot reach the owner's subscription.
    await expect(t.services.stripe.retrieveSubscription(intruder.lawFirmId, ownerRow.providerId)).rejects.toMatchObject(
      { kind: 'request' },
    );
    await expect(
      t.services.stripe.setCancelAtPeriodEnd(intruder.lawFirmId, ownerRow.providerId, true),
    ).rejects.toMatchObject({ kind: 'request' });
    expect(await sandboxObject(t, ownerRow.providerId)).toMatchObject({ cancel_at_period_end: false });
  });
});
