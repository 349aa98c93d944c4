import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentCards } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';
import {
  addCard,
  addTestCard,
  createCardsTestApp,
  sandboxObject,
  storedCards,
  subscriptionOf,
} from '../../test/kits/subscription.js';

let t: TestApp;
// Sign-up is rate limited per address, so the suite shares two firms; each test starts the firm with no cards.
let firm: TestFirm;
let other: TestFirm;
beforeAll(async () => {
  t = await createCardsTestApp();
  firm = await registerFirm(t);
  other = await registerFirm(t);
});
beforeEach(async () => {
  for (const { lawFirmId } of [firm, other]) {
    await t.services.db.delete(paymentCards).where(eq(paymentCards.lawFirmId, lawFirmId));
  }
});
afterAll(() => t.close());

const cardManager = (firm: TestFirm) =>
  addEmployee(t, firm, { rules: [{ subject: 'payment_cards', action: 'manage' }] });
const defaults = async (firm: TestFirm) =>
  (await storedCards(t, firm.lawFirmId)).filter((c) => c.isDefault).map((c) => c.id);

describe('the subscription page data', () => {
  it('answers the plan, usage, trial days, a customer made once at the provider and no cards', async () => {
    const fresh = await registerFirm(t);
    const employee = await addEmployee(t, fresh);
    const first = await subscriptionOf(t, employee);
    expect(first).toMatchObject({
      plan: { code: 'trial', max_users: 10, documents_services: 50, uscis_queries: 100, predefined_workflows: 10 },
      trial_days_left: 14,
      usage: { used_documents_services: 0, used_uscis_queries: 0 },
      active_users: 2,
      predefined_workflows_used: 0,
      cards: [],
      sandbox: true,
      publishable_key: null,
    });
    expect(first.customer_id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(await sandboxObject(t, first.customer_id)).toMatchObject({ object: 'customer', name: expect.any(String) });
    expect((await subscriptionOf(t, fresh.admin)).customer_id).toBe(first.customer_id);
  });
});

describe('POST /api/subscription/cards', () => {
  it('saves the card of a test token with the spec’s body: 201, the first card the default', async () => {
    const { customer_id } = await subscriptionOf(t, firm.admin);
    const res = await addCard(t, firm.admin, { customer_id, card_token: 'tok_visa' });
    expect(res.status).toBe(201);
    const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
    expect(res.body).toEqual({
      message: 'Card added successfully',
      card: {
        id: expect.any(Number),
        last4: '4242',
        cardHolder: null,
        cardExpiry: `12/${year}`,
        cardType: 'visa',
        default: true,
      },
    });
    const [row] = await storedCards(t, firm.lawFirmId);
    expect(await sandboxObject(t, row!.providerId)).toMatchObject({ customer: customer_id });
    expect(await sandboxObject(t, customer_id)).toMatchObject({
      invoice_settings: { default_payment_method: row!.providerId },
    });
    expect((await subscriptionOf(t, firm.admin)).cards).toEqual([res.body.card]);
  });

  it('takes Stripe’s test payment methods and names each brand as §3 does', async () => {
    const amex = await addTestCard(t, firm.admin, 'pm_card_amex');
    const mastercard = await addTestCard(t, firm.admin, 'tok_mastercard');
    expect([amex.cardType, amex.last4, amex.default]).toEqual(['amex', '0005', true]);
    expect([mastercard.cardType, mastercard.last4, mastercard.default]).toEqual(['mastercard', '4444', false]);
  });

  it('answers a declined card with the provider’s message and saves nothing', async () => {
    const { customer_id } = await subscriptionOf(t, firm.admin);
    const res = await addCard(t, firm.admin, { customer_id, card_token: 'tok_chargeDeclined' });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'card_refused',
      message: 'Your card was declined.',
      details: { provider_code: 'card_declined' },
    });
    expect(await storedCards(t, firm.lawFirmId)).toEqual([]);
  });

  it('answers a token the provider does not know with its message, saving nothing', async () => {
    const { customer_id } = await subscriptionOf(t, firm.admin);
    const res = await addCard(t, firm.admin, { customer_id, card_token: 'tok_unknown' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'card_invalid', message: "No such token: 'tok_unknown'" });
    expect(await storedCards(t, firm.lawFirmId)).toEqual([]);
  });

  it.each([
    ['no body fields', {}],
    ['a missing token', { customer_id: 'cus_x' }],
    ['an empty token', { customer_id: 'cus_x', card_token: '' }],
    ['a number as the customer', { customer_id: 12, card_token: 'tok_visa' }],
    [
      'a field the spec does not name',
      { customer_id: 'cus_x', card_token: 'tok_visa', card_number: '4242424242424242' },
    ],
  ])('refuses %s with 400 and saves nothing', async (_name, body: Record<string, unknown>) => {
    const { customer_id } = await subscriptionOf(t, firm.admin);
    // The firm's own customer wherever the body names one as text, so only the flaw named is wrong.
    const res = await addCard(t, firm.admin, {
      ...body,
      ...(typeof body.customer_id === 'string' ? { customer_id } : {}),
    });
    expect(res.status).toBe(400);
    expect(await storedCards(t, firm.lawFirmId)).toEqual([]);
  });

  it('answers 404 for another firm’s customer, and for a customer never made, saving nothing', async () => {
    await subscriptionOf(t, firm.admin);
    const { customer_id: othersCustomer } = await subscriptionOf(t, other.admin);
    const res = await addCard(t, firm.admin, { customer_id: othersCustomer, card_token: 'tok_visa' });
    expect(res.status).toBe(404);
    const fresh = await registerFirm(t);
    expect((await addCard(t, fresh.admin, { customer_id: othersCustomer, card_token: 'tok_visa' })).status).toBe(404);
    expect(await storedCards(t, firm.lawFirmId)).toEqual([]);
    expect(await storedCards(t, other.lawFirmId)).toEqual([]);
  });

  it('needs the manage-payment-card permission (403, nothing saved); with it an employee adds cards', async () => {
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'payment_cards', action: 'update' }] });
    const { customer_id } = await subscriptionOf(t, reader);
    expect((await addCard(t, reader, { customer_id, card_token: 'tok_visa' })).status).toBe(403);
    expect(await storedCards(t, firm.lawFirmId)).toEqual([]);
    const manager = await cardManager(firm);
    expect((await addCard(t, manager, { customer_id, card_token: 'tok_visa' })).status).toBe(201);
  });
});

describe('the default card', () => {
  it('moves to the card made default, leaving exactly one, at the provider too', async () => {
    const first = await addTestCard(t, firm.admin, 'tok_visa');
    const second = await addTestCard(t, firm.admin, 'tok_amex');
    expect(await defaults(firm)).toEqual([first.id]);
    const res = await t.call('PUT', `/api/subscription/cards/${second.id}/default`, { token: firm.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.cards.map((c: { id: number; default: boolean }) => [c.id, c.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await defaults(firm)).toEqual([second.id]);
    const { customer_id } = await subscriptionOf(t, firm.admin);
    const secondRow = (await storedCards(t, firm.lawFirmId)).find((c) => c.id === second.id)!;
    expect(await sandboxObject(t, customer_id)).toMatchObject({
      invoice_settings: { default_payment_method: secondRow.providerId },
    });
  });

  it('passes to the most recent card left when the default is deleted', async () => {
    const first = await addTestCard(t, firm.admin, 'tok_visa');
    const second = await addTestCard(t, firm.admin, 'tok_mastercard');
    const third = await addTestCard(t, firm.admin, 'tok_discover');
    const firstRow = (await storedCards(t, firm.lawFirmId))[0]!;
    const res = await t.call('DELETE', `/api/subscription/cards/${first.id}`, { token: firm.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.cards.map((c: { id: number }) => c.id)).toEqual([third.id, second.id]);
    expect(await defaults(firm)).toEqual([third.id]);
    expect(await sandboxObject(t, firstRow.providerId)).toMatchObject({ customer: null });
  });

  it('keeps the default when another card is deleted, and none is left after the last', async () => {
    const first = await addTestCard(t, firm.admin, 'tok_visa');
    const second = await addTestCard(t, firm.admin, 'tok_jcb');
    await t.call('DELETE', `/api/subscription/cards/${second.id}`, { token: firm.admin.token });
    expect(await defaults(firm)).toEqual([first.id]);
    await t.call('DELETE', `/api/subscription/cards/${first.id}`, { token: firm.admin.token });
    expect(await storedCards(t, firm.lawFirmId)).toEqual([]);
    const again = await addTestCard(t, firm.admin, 'tok_diners');
    expect(again.default).toBe(true);
  });

  it('needs the permission to make default or delete (403, nothing changed)', async () => {
    const first = await addTestCard(t, firm.admin);
    const second = await addTestCard(t, firm.admin, 'tok_amex');
    const employee = await addEmployee(t, firm);
    expect((await subscriptionOf(t, employee)).cards).toHaveLength(2);
    const put = await t.call('PUT', `/api/subscription/cards/${second.id}/default`, { token: employee.token });
    const del = await t.call('DELETE', `/api/subscription/cards/${first.id}`, { token: employee.token });
    expect([put.status, del.status]).toEqual([403, 403]);
    expect(await defaults(firm)).toEqual([first.id]);
    expect(await storedCards(t, firm.lawFirmId)).toHaveLength(2);
  });

  it('answers 404 for another firm’s card, changing nothing', async () => {
    await addTestCard(t, firm.admin);
    const othersFirst = await addTestCard(t, other.admin);
    const othersSecond = await addTestCard(t, other.admin, 'tok_amex');
    const put = await t.call('PUT', `/api/subscription/cards/${othersSecond.id}/default`, { token: firm.admin.token });
    const del = await t.call('DELETE', `/api/subscription/cards/${othersFirst.id}`, { token: firm.admin.token });
    expect([put.status, del.status]).toEqual([404, 404]);
    expect(await defaults(other)).toEqual([othersFirst.id]);
    expect(await storedCards(t, other.lawFirmId)).toHaveLength(2);
  });

  it('refuses an id that is not a number with 400', async () => {
    const res = await t.call('PUT', '/api/subscription/cards/abc/default', { token: firm.admin.token });
    expect(res.status).toBe(400);
  });
});

describe('without a card provider', () => {
  it('answers 503 when neither Stripe nor the sandbox is there', async () => {
    const off = await createTestApp({ env: { SANDBOXES: 'off' } });
    try {
      const offFirm = await registerFirm(off);
      const res = await off.call('GET', '/api/subscription', { token: offFirm.admin.token });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('service_not_configured');
    } finally {
      await off.close();
    }
  });
});
