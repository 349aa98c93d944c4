import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawFirms, onlinePayments, payments, sandboxStripeObjects } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addCase,
  addClient,
  addTrustInvoice,
  authenticateInBrowser,
  checkPay,
  confirmInBrowser,
  createCardPaymentsTestApp,
  movementsOf,
  onlinePaymentsOf,
  paidCentsOf,
  paymentTables,
  payTokenOf,
  postWebhook,
  setClientPlace,
  signedEvent,
  startedPay,
  startPay,
  viewPay,
} from '../../test/kits/online-payments.js';
import { onlinePaymentDeps } from './routes.js';
import { createPayIntent } from './service.js';
import { RECONCILE_AFTER_MS, reconcile } from './webhook.js';

let t: TestApp;
let origin: string;
let firm: TestFirm;
let other: TestFirm;
let office: number;
let trust: number;
let reader: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  ({ t, origin } = await createCardPaymentsTestApp());
  firm = await registerFirm(t, 'Card Payments LLP');
  other = await registerFirm(t, 'Other Firm LLP');
  office = await addBankAccount(t, firm, 'OFFICE');
  trust = await addBankAccount(t, firm, 'TRUST');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
  nobody = await addEmployee(t, firm);
});
afterAll(() => t.close());

/** A client with a bill invoice of `amount` and its pay link's token. */
async function billToPay(amount = '100.00', name = 'Maria') {
  const client = await addClient(t, firm, name, 'Gomez');
  const invoiceId = await addBillInvoice(t, firm, client, { amount });
  return { client, invoiceId, token: await payTokenOf(t, firm.admin, invoiceId) };
}

const deps = () => onlinePaymentDeps(t.services, { error: () => {} });
const completedPayments = (invoiceId: number) =>
  t.services.db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'completed')));

describe('pay links (staff)', () => {
  it('answers one link per invoice, made on first need, under APP_URL', async () => {
    const client = await addClient(t, firm, 'Lina', 'Haddad');
    const invoiceId = await addBillInvoice(t, firm, client);
    const first = await t.call('GET', `/api/invoice/${invoiceId}/pay-link`, { token: reader.token });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^http:\/\/127\.0\.0\.1:9\/pay\/[A-Za-z0-9_-]{43}$/);
    const again = await t.call('GET', `/api/invoice/${invoiceId}/pay-link`, { token: firm.admin.token });
    expect(again.body.url).toBe(first.body.url);
  });

  it('is 404 for another firm’s invoice and 403 without read on invoices', async () => {
    const { invoiceId } = await billToPay();
    const theirs = await t.call('GET', `/api/invoice/${invoiceId}/pay-link`, { token: other.admin.token });
    expect(theirs.status).toBe(404);
    const denied = await t.call('GET', `/api/invoice/${invoiceId}/pay-link`, { token: nobody.token });
    expect(denied.status).toBe(403);
    const revokeDenied = await t.call('DELETE', `/api/invoice/${invoiceId}/pay-link`, { token: reader.token });
    expect(revokeDenied.status).toBe(403);
    const revokeTheirs = await t.call('DELETE', `/api/invoice/${invoiceId}/pay-link`, { token: other.admin.token });
    expect(revokeTheirs.status).toBe(404);
  });

  it('revokes a link: its token opens nothing, and the next link is new', async () => {
    const { invoiceId, token } = await billToPay();
    expect((await viewPay(t, token)).status).toBe(200);
    expect((await t.call('DELETE', `/api/invoice/${invoiceId}/pay-link`, { token: firm.admin.token })).status).toBe(
      204,
    );
    const dead = await viewPay(t, token);
    expect(dead.status).toBe(404);
    expect(dead.body.code).toBe('pay_link_not_found');
    const fresh = await payTokenOf(t, firm.admin, invoiceId);
    expect(fresh).not.toBe(token);
    expect((await viewPay(t, fresh)).status).toBe(200);
  });
});

describe('the pay page', () => {
  it('shows the invoice, what may be paid and the sandbox card form', async () => {
    const { token } = await billToPay('120.50');
    const res = await viewPay(t, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firm: { name: 'Card Payments LLP', email: expect.any(String), phone: null },
      client: { name: 'Maria Gomez' },
      invoice: expect.objectContaining({
        type: 'bill',
        language: 'en',
        currency: 'USD',
        total: 120.5,
        paid: 0,
        outstanding: 120.5,
      }),
      pending: 0,
      payable: 120.5,
      installment_amount: null,
      surcharge_percent: 0,
      card: { sandbox: true, publishable_key: null },
    });
  });

  it('says the currency of the firm’s books, which the amounts are in', async () => {
    const euros = await registerFirm(t, 'Euro Chambers');
    await t.services.db.update(lawFirms).set({ currency: 'EUR' }).where(eq(lawFirms.id, euros.lawFirmId));
    const client = await addClient(t, euros, 'Anna', 'Weber');
    const token = await payTokenOf(t, euros.admin, await addBillInvoice(t, euros, client));
    expect((await viewPay(t, token)).body.invoice).toMatchObject({ currency: 'EUR', total: 100 });
  });

  it('charges the card in the currency of the firm’s books', async () => {
    const { token } = await billToPay('80.00', 'Pounds');
    await t.services.db.update(lawFirms).set({ currency: 'GBP' }).where(eq(lawFirms.id, firm.lawFirmId));
    try {
      // Through the service: the suite's other tests use up the address's 20 starts a minute.
      const intent = await createPayIntent(deps(), token, 80);
      const [stored] = await t.services.db
        .select({ data: sandboxStripeObjects.data })
        .from(sandboxStripeObjects)
        .where(eq(sandboxStripeObjects.id, intent.intent_id));
      expect(stored?.data).toMatchObject({ amount: 8000, currency: 'gbp' });
    } finally {
      await t.services.db.update(lawFirms).set({ currency: 'USD' }).where(eq(lawFirms.id, firm.lawFirmId));
    }
  });

  it('answers an unknown token 404 pay_link_not_found', async () => {
    for (const token of ['x'.repeat(43), 'short']) {
      const res = await viewPay(t, token);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('pay_link_not_found');
    }
  });

  it('refuses more than is owed (400) and anything once nothing is left (409)', async () => {
    const { token } = await billToPay('50.00');
    const tooMuch = await startPay(t, token, 50.01);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'amount_exceeds_outstanding', details: { payable: 50 } });
    const intent = await startedPay(t, token, 50);
    expect(intent).toMatchObject({ amount: 50, surcharge: 0, charged: 50 });
    expect((await confirmInBrowser(origin, intent, 'pm_card_visa')).status).toBe(200);
    expect((await checkPay(t, token, intent.intent_id)).body.status).toBe('completed');
    const nothing = await startPay(t, token, 1);
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('nothing_outstanding');
  });
});

describe('paying a bill invoice by card', () => {
  it('records the payment once the page checks: office account, invoice paid, the fee an office expense', async () => {
    const { client, invoiceId, token } = await billToPay('100.00');
    const intent = await startedPay(t, token, 60);
    const confirmed = await confirmInBrowser(origin, intent, 'pm_card_visa');
    expect(confirmed.body).toMatchObject({ id: intent.intent_id, status: 'succeeded', amount: 6000 });
    const check = await checkPay(t, token, intent.intent_id);
    expect(check.body).toEqual({ status: 'completed', message: null, outstanding: 40 });
    expect(await paidCentsOf(t, invoiceId)).toBe(6000);
    const [payment] = await completedPayments(invoiceId);
    expect(payment).toMatchObject({ amountCents: 6000, officeAccountId: office, category: 'direct', clientId: client });
    expect(await movementsOf(t, { paymentId: payment!.id })).toMatchObject([
      { bankAccountId: office, kind: 'payment', amountCents: 6000 },
    ]);
    const [row] = await onlinePaymentsOf(t, invoiceId);
    // Stripe's US price in the sandbox: 2.9% of 60.00 + 0.30 = 2.04.
    expect(row).toMatchObject({ status: 'completed', paymentId: payment!.id, feeCents: 204, depositAccountId: office });
    const fee = (await movementsOf(t, { accountId: office })).find((m) => m.id === row!.feeMovementId);
    expect(fee).toMatchObject({ kind: 'processor_fee', amountCents: -204, paymentId: null });
    // A second check changes nothing.
    expect((await checkPay(t, token, intent.intent_id)).body.status).toBe('completed');
    expect(await completedPayments(invoiceId)).toHaveLength(1);
  });

  it('leaves nothing recorded when the card is declined', async () => {
    const { invoiceId, token } = await billToPay();
    const before = await paymentTables(t, firm.lawFirmId);
    const intent = await startedPay(t, token, 100);
    const declined = await confirmInBrowser(origin, intent, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const check = await checkPay(t, token, intent.intent_id);
    expect(check.body).toEqual({ status: 'failed', message: 'Your card was declined.', outstanding: 100 });
    expect(await paymentTables(t, firm.lawFirmId)).toEqual(before);
    expect((await viewPay(t, token)).body).toMatchObject({ pending: 0, payable: 100 });
    expect(await paidCentsOf(t, invoiceId)).toBe(0);
  });

  it('reserves a payment waiting for 3-D Secure, then records it once authenticated', async () => {
    const { invoiceId, token } = await billToPay('80.00');
    const intent = await startedPay(t, token, 30);
    const confirmed = await confirmInBrowser(origin, intent, 'pm_card_threeDSecure2Required');
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    expect((await checkPay(t, token, intent.intent_id)).body).toEqual({
      status: 'pending',
      message: null,
      outstanding: 80,
    });
    expect((await viewPay(t, token)).body).toMatchObject({ pending: 30, payable: 50 });
    expect((await startPay(t, token, 50.01)).body.code).toBe('amount_exceeds_outstanding');
    expect((await authenticateInBrowser(origin, intent, 'approve')).body.status).toBe('succeeded');
    expect((await checkPay(t, token, intent.intent_id)).body).toMatchObject({ status: 'completed', outstanding: 50 });
    expect((await viewPay(t, token)).body).toMatchObject({ pending: 0, payable: 50 });
    expect(await paidCentsOf(t, invoiceId)).toBe(3000);
  });

  it('frees the reservation when 3-D Secure fails', async () => {
    const { invoiceId, token } = await billToPay('80.00');
    const intent = await startedPay(t, token, 30);
    await confirmInBrowser(origin, intent, 'pm_card_threeDSecure2Required');
    await checkPay(t, token, intent.intent_id);
    const failed = await authenticateInBrowser(origin, intent, 'fail');
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect((await checkPay(t, token, intent.intent_id)).body.status).toBe('failed');
    expect((await viewPay(t, token)).body).toMatchObject({ pending: 0, payable: 80 });
    expect(await paidCentsOf(t, invoiceId)).toBe(0);
  });

  it('keeps what two card payments paid beyond the balance as the client’s credit, never overpaying the invoice', async () => {
    const { client, invoiceId, token } = await billToPay('50.00');
    // Two tabs start a payment of the whole balance before either confirms.
    const first = await startedPay(t, token, 50);
    const second = await startedPay(t, token, 50);
    await confirmInBrowser(origin, first, 'pm_card_visa');
    await confirmInBrowser(origin, second, 'pm_card_visa');
    expect((await checkPay(t, token, first.intent_id)).body).toMatchObject({ status: 'completed', outstanding: 0 });
    expect((await checkPay(t, token, second.intent_id)).body).toMatchObject({ status: 'completed', outstanding: 0 });
    expect(await paidCentsOf(t, invoiceId)).toBe(5000);
    const [, extra] = await onlinePaymentsOf(t, invoiceId);
    expect(extra).toMatchObject({ status: 'completed', paymentId: null, excessPaymentId: expect.any(Number) });
    const [credit] = await t.services.db.select().from(payments).where(eq(payments.id, extra!.excessPaymentId!));
    expect(credit).toMatchObject({ invoiceId: null, clientId: client, amountCents: 5000, category: 'direct' });
  });

  it('never lets one invoice’s token read another invoice’s intent', async () => {
    const a = await billToPay();
    const b = await billToPay();
    const intentOfB = await startedPay(t, b.token, 10);
    const res = await checkPay(t, a.token, intentOfB.intent_id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('pay_link_not_found');
    expect((await checkPay(t, a.token, 'pi_unknown')).status).toBe(404);
  });
});

describe('the webhook', () => {
  it('refuses a body whose signature does not verify, and keeps nothing', async () => {
    const { token } = await billToPay();
    const intent = await startedPay(t, token, 10);
    const forged = signedEvent(
      t,
      'payment_intent.succeeded',
      { id: intent.intent_id, object: 'payment_intent' },
      {
        secret: 'whsec_not_ours',
      },
    );
    const res = await postWebhook(t, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'webhook_signature_invalid' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('settles once however often and in whatever order the events come', async () => {
    const { invoiceId, token } = await billToPay('90.00');
    const intent = await startedPay(t, token, 90);
    await confirmInBrowser(origin, intent, 'pm_card_threeDSecure2Required');
    const object = { id: intent.intent_id, object: 'payment_intent' };
    const late = signedEvent(t, 'payment_intent.requires_action', object);
    await authenticateInBrowser(origin, intent, 'approve');
    const succeeded = signedEvent(t, 'payment_intent.succeeded', object);
    expect((await postWebhook(t, succeeded)).statusCode).toBe(200);
    expect((await postWebhook(t, succeeded)).statusCode).toBe(200);
    // The older event arrives last: the intent is asked about again and is still succeeded.
    expect((await postWebhook(t, late)).statusCode).toBe(200);
    expect(await completedPayments(invoiceId)).toHaveLength(1);
    expect(await paidCentsOf(t, invoiceId)).toBe(9000);
    expect((await checkPay(t, token, intent.intent_id)).body.status).toBe('completed');
    expect(await completedPayments(invoiceId)).toHaveLength(1);
  });

  it('records one payment when the page’s check and the webhook race', async () => {
    const { invoiceId, token } = await billToPay('70.00');
    const intent = await startedPay(t, token, 70);
    await confirmInBrowser(origin, intent, 'pm_card_visa');
    const event = signedEvent(t, 'payment_intent.succeeded', { id: intent.intent_id, object: 'payment_intent' });
    const [check, hook] = await Promise.all([checkPay(t, token, intent.intent_id), postWebhook(t, event)]);
    expect(check.body.status).toBe('completed');
    expect(hook.statusCode).toBe(200);
    expect(await completedPayments(invoiceId)).toHaveLength(1);
    expect(await paidCentsOf(t, invoiceId)).toBe(7000);
  });

  it('ignores an intent that is no card payment of ours', async () => {
    const event = signedEvent(t, 'payment_intent.succeeded', { id: 'pi_elsewhere', object: 'payment_intent' });
    expect((await postWebhook(t, event)).statusCode).toBe(200);
  });
});

describe('the reconciliation', () => {
  it('settles a payment still pending after an hour and cancels an abandoned one', async () => {
    const { invoiceId, token } = await billToPay('100.00');
    const paid = await startedPay(t, token, 40);
    await confirmInBrowser(origin, paid, 'pm_card_threeDSecure2Required');
    await checkPay(t, token, paid.intent_id);
    // Authenticated, but neither the webhook (none is delivered here) nor the page told the API.
    await authenticateInBrowser(origin, paid, 'approve');
    const abandoned = await startedPay(t, token, 10);
    const { db } = t.services;
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
    expect(await reconcile(deps(), new Date(Date.now() - 1000))).toBe(0);
    expect(await reconcile(deps(), later)).toBe(1);
    const rows = await onlinePaymentsOf(t, invoiceId);
    expect(rows.map((r) => [r.intentId, r.status])).toEqual([
      [paid.intent_id, 'completed'],
      [abandoned.intent_id, 'failed'],
    ]);
    expect(await paidCentsOf(t, invoiceId)).toBe(4000);
    expect(await completedPayments(invoiceId)).toHaveLength(1);
    // The abandoned intent can no longer be paid.
    expect((await confirmInBrowser(origin, abandoned, 'pm_card_visa')).status).toBe(400);
    const [again] = await db.select().from(onlinePayments).where(eq(onlinePayments.intentId, abandoned.intent_id));
    expect(again!.status).toBe('failed');
  });
});

describe('trust invoices', () => {
  it('deposit the whole amount in trust (the matter’s) and take the fee from the operating account', async () => {
    const client = await addClient(t, firm, 'Omar', 'Haddad');
    const matter = await addCase(t, firm, client, 'Work visa');
    const invoiceId = await addTrustInvoice(t, firm, client, { amount: '500.00', caseId: matter });
    const token = await payTokenOf(t, firm.admin, invoiceId);
    expect((await viewPay(t, token)).body).toMatchObject({ invoice: { type: 'trust' }, surcharge_percent: 0 });
    const intent = await startedPay(t, token, 500);
    expect(intent).toMatchObject({ surcharge: 0, charged: 500 });
    await confirmInBrowser(origin, intent, 'pm_card_visa');
    expect((await checkPay(t, token, intent.intent_id)).body.status).toBe('completed');
    const [payment] = await completedPayments(invoiceId);
    expect(payment).toMatchObject({ category: 'trust_deposit', trustAccountId: trust, amountCents: 50_000 });
    expect(await movementsOf(t, { paymentId: payment!.id })).toMatchObject([
      { bankAccountId: trust, kind: 'deposit', amountCents: 50_000, caseId: matter, trustAccountLevel: 'MATTER_TRUST' },
    ]);
    const [row] = await onlinePaymentsOf(t, invoiceId);
    // 2.9% of 500.00 + 0.30 = 14.80, on the office account, nothing taken from trust.
    expect(row).toMatchObject({ feeCents: 1480, depositAccountId: trust });
    const trustMoves = await movementsOf(t, { accountId: trust });
    expect(trustMoves.filter((m) => m.kind !== 'deposit')).toEqual([]);
    const fee = (await movementsOf(t, { accountId: office })).find((m) => m.id === row!.feeMovementId);
    expect(fee).toMatchObject({ kind: 'processor_fee', amountCents: -1480 });
  });
});

describe('card surcharges', () => {
  const setSurcharge = (percent: number, token = firm.admin.token) =>
    t.call('PUT', '/api/online-payments/settings', { token, body: { card_surcharge_percent: percent } });

  it('are refused above 3 percent with a clear message, and need update on settings', async () => {
    const res = await setSurcharge(3.5);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'surcharge_too_high',
      message: 'The card surcharge cannot be more than 3%',
      fields: { card_surcharge_percent: 'The card surcharge cannot be more than 3%' },
    });
    expect((await setSurcharge(2, reader.token)).status).toBe(403);
    expect((await t.call('GET', '/api/online-payments/settings', { token: nobody.token })).status).toBe(403);
    expect((await t.call('GET', '/api/online-payments/settings', { token: reader.token })).body).toEqual({
      card_surcharge_percent: 0,
      office_account_id: null,
      trust_account_id: null,
    });
  });

  it('are charged on bill invoices and kept apart: the invoice is credited with the amount only', async () => {
    expect((await setSurcharge(3)).body).toMatchObject({ card_surcharge_percent: 3 });
    try {
      const { invoiceId, token } = await billToPay('100.00', 'Sara');
      expect((await viewPay(t, token)).body.surcharge_percent).toBe(3);
      const intent = await startedPay(t, token, 100);
      expect(intent).toMatchObject({ amount: 100, surcharge: 3, charged: 103 });
      await confirmInBrowser(origin, intent, 'pm_card_visa');
      expect((await checkPay(t, token, intent.intent_id)).body).toMatchObject({ status: 'completed', outstanding: 0 });
      expect(await paidCentsOf(t, invoiceId)).toBe(10_000);
      const [row] = await onlinePaymentsOf(t, invoiceId);
      // The fee is on the whole charge: 2.9% of 103.00 + 0.30 = 3.29.
      expect(row).toMatchObject({ surchargeCents: 300, feeCents: 329 });
      const officeMoves = await movementsOf(t, { accountId: office });
      expect(officeMoves.find((m) => m.id === row!.surchargeMovementId)).toMatchObject({
        kind: 'card_surcharge',
        amountCents: 300,
        paymentId: null,
      });

      // None for a client in Massachusetts, nor on a trust invoice.
      const inMa = await billToPay('100.00', 'Nora');
      await setClientPlace(t, inMa.client, { stateId: 'MA', countryId: 'US' });
      expect((await viewPay(t, inMa.token)).body.surcharge_percent).toBe(0);
      expect(await startedPay(t, inMa.token, 100)).toMatchObject({ surcharge: 0, charged: 100 });
      const trustClient = await addClient(t, firm, 'Tariq', 'Aziz');
      const trustInvoice = await addTrustInvoice(t, firm, trustClient, { amount: '200.00' });
      const trustToken = await payTokenOf(t, firm.admin, trustInvoice);
      expect((await viewPay(t, trustToken)).body.surcharge_percent).toBe(0);
      expect(await startedPay(t, trustToken, 200)).toMatchObject({ surcharge: 0, charged: 200 });
    } finally {
      await setSurcharge(0);
    }
  });
});
