/**
 * Refunds made at the card processor: the refund is made through the official client against the Stripe sandbox,
 * its signed events are posted to the webhook, and the refund is booked on the payment as the payments module books
 * one (its 'refunded' event, a 'refund' movement out of the account the money landed in, the invoice owed again, an
 * audit row), once per refund whatever the events' order or number, and the books pass check-ledger.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, onlinePaymentRefunds, payments } from '../../db/schema/index.js';
import { checkLedger } from '../../ops/ledger-checks.js';
import type { TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addClient,
  addTrustInvoice,
  type CardTestApp,
  checkPay,
  confirmInBrowser,
  createCardPaymentsTestApp,
  movementsOf,
  paidCentsOf,
  paymentTables,
  payTokenOf,
  postWebhook,
  refundAtProvider,
  signedEvent,
  startedPay,
} from '../../test/kits/online-payments.js';

let card: CardTestApp;
let t: TestApp;
let firm: TestFirm;
let other: TestFirm;
let office: number;
let trust: number;

beforeAll(async () => {
  card = await createCardPaymentsTestApp();
  t = card.t;
  firm = await registerFirm(t, 'Refunding Firm LLP');
  other = await registerFirm(t, 'Bystander Firm LLP');
  office = await addBankAccount(t, firm, 'OFFICE');
  trust = await addBankAccount(t, firm, 'TRUST');
  await addBankAccount(t, other, 'OFFICE');
});
afterAll(() => t.close());

/** A bill invoice (or trust invoice) of `amount` paid in full by card and settled; answers its ids. */
async function paidByCard(amount: number, type: 'bill' | 'trust' = 'bill', owner = firm) {
  const client = await addClient(t, owner, 'Omar', 'Khalil');
  const invoiceId =
    type === 'bill'
      ? await addBillInvoice(t, owner, client, { amount: amount.toFixed(2) })
      : await addTrustInvoice(t, owner, client, { amount: amount.toFixed(2) });
  const token = await payTokenOf(t, owner.admin, invoiceId);
  const intent = await startedPay(t, token, amount);
  expect((await confirmInBrowser(card.origin, intent, 'pm_card_visa')).body.status).toBe('succeeded');
  return { client, invoiceId, token, intentId: intent.intent_id };
}

const settle = async (paid: { token: string; intentId: string }) =>
  expect((await checkPay(t, paid.token, paid.intentId)).body.status).toBe('completed');

const paymentOf = async (invoiceId: number) => {
  const [row] = await t.services.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  return row!;
};

/** Posts the processor's events of a refund: charge.refunded names the intent through its charge. */
const chargeRefunded = (intentId: string, options: { id?: string } = {}) =>
  postWebhook(
    t,
    signedEvent(t, 'charge.refunded', { id: 'ch_any', object: 'charge', payment_intent: intentId }, options),
  );
const refundCreated = (refund: { id: string; payment_intent: unknown; amount: number }) =>
  postWebhook(t, signedEvent(t, 'refund.created', { object: 'refund', ...refund }));

const ledgerClean = async () =>
  expect((await checkLedger(t.services.db)).filter((check) => check.broken > 0)).toEqual([]);

describe('a refund made at the processor', () => {
  it('books a full refund as a refund of the payment: the invoice is owed again, the office account pays it back', async () => {
    const paid = await paidByCard(120);
    await settle(paid);
    const before = await movementsOf(t, { accountId: office });
    await refundAtProvider(card, firm, paid.intentId);
    expect((await chargeRefunded(paid.intentId)).statusCode).toBe(200);

    const payment = await paymentOf(paid.invoiceId);
    expect(payment).toMatchObject({ status: 'completed', amountCents: 12_000, refundedCents: 12_000 });
    expect(await paidCentsOf(t, paid.invoiceId)).toBe(0);
    const added = (await movementsOf(t, { accountId: office })).slice(before.length);
    expect(added.map((m) => [m.kind, m.amountCents, m.paymentId])).toEqual([['refund', -12_000, payment.id]]);

    const invoice = await t.call('GET', `/api/invoice/${paid.invoiceId}`, { token: firm.admin.token });
    expect(invoice.status).toBe(200);
    const trail = JSON.stringify(invoice.body);
    expect(trail).toContain('"action_type":"refunded"');
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, String(payment.id))));
    expect(audits.map((a) => a.action)).toContain('payment.refunded_at_processor');
    await ledgerClean();
  });

  it('books partial refunds once each: only the newly refunded part, whatever the replays', async () => {
    const paid = await paidByCard(200);
    await settle(paid);
    const first = await refundAtProvider(card, firm, paid.intentId, 5_000);
    const event = signedEvent(t, 'charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: paid.intentId });
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    expect((await paymentOf(paid.invoiceId)).refundedCents).toBe(5_000);
    // The same refund told again by its own event and by a new delivery of the charge's: nothing more.
    await refundCreated(first);
    await chargeRefunded(paid.intentId);
    expect((await paymentOf(paid.invoiceId)).refundedCents).toBe(5_000);

    await refundAtProvider(card, firm, paid.intentId, 2_000);
    await chargeRefunded(paid.intentId);
    await chargeRefunded(paid.intentId);
    const payment = await paymentOf(paid.invoiceId);
    expect(payment.refundedCents).toBe(7_000);
    expect(await paidCentsOf(t, paid.invoiceId)).toBe(13_000);
    const refunds = (await movementsOf(t, { paymentId: payment.id })).filter((m) => m.kind === 'refund');
    expect(refunds.map((m) => m.amountCents)).toEqual([-5_000, -2_000]);
    const rows = await t.services.db
      .select()
      .from(onlinePaymentRefunds)
      .where(eq(onlinePaymentRefunds.lawFirmId, firm.lawFirmId));
    expect(
      rows
        .filter((r) => r.paymentCents > 0)
        .map((r) => r.paymentCents)
        .slice(-2),
    ).toEqual([5_000, 2_000]);
    await ledgerClean();
  });

  it('settles the payment first when the refund is told before the payment was (events out of order)', async () => {
    const paid = await paidByCard(80);
    // Nobody told the API of the success yet: the refund's event comes first.
    const refund = await refundAtProvider(card, firm, paid.intentId, 3_000);
    expect((await refundCreated(refund)).statusCode).toBe(200);
    const payment = await paymentOf(paid.invoiceId);
    expect(payment).toMatchObject({ amountCents: 8_000, refundedCents: 3_000 });
    // Then the success and the charge's refund event, late: nothing more is booked.
    const object = { id: paid.intentId, object: 'payment_intent' };
    expect((await postWebhook(t, signedEvent(t, 'payment_intent.succeeded', object))).statusCode).toBe(200);
    await chargeRefunded(paid.intentId);
    expect(await t.services.db.select().from(payments).where(eq(payments.invoiceId, paid.invoiceId))).toHaveLength(1);
    expect((await paymentOf(paid.invoiceId)).refundedCents).toBe(3_000);
    expect(await paidCentsOf(t, paid.invoiceId)).toBe(5_000);
    await ledgerClean();
  });

  it('takes a trust invoice’s refund out of trust, and books no more trust money than the client has', async () => {
    const paid = await paidByCard(300, 'trust');
    await settle(paid);
    await refundAtProvider(card, firm, paid.intentId, 10_000);
    await chargeRefunded(paid.intentId);
    const payment = await paymentOf(paid.invoiceId);
    expect(payment.refundedCents).toBe(10_000);
    const refunds = (await movementsOf(t, { paymentId: payment.id })).filter((m) => m.kind === 'refund');
    expect(refunds.map((m) => [m.bankAccountId, m.amountCents, m.clientId])).toEqual([[trust, -10_000, paid.client]]);

    // The rest of the client's trust money is spent on a bill; a refund of all of it then books nothing more.
    const bill = await addBillInvoice(t, firm, paid.client, { amount: '200.00' });
    const spent = await t.call('POST', '/api/payment/create-record-payment', {
      token: firm.admin.token,
      body: {
        invoice_id: bill,
        payment_type: 'trust',
        amount: 200,
        payment_date: '2025-03-10',
        trust_account_id: trust,
        office_account_id: office,
      },
    });
    expect(spent.status, JSON.stringify(spent.body)).toBe(201);
    await refundAtProvider(card, firm, paid.intentId);
    await chargeRefunded(paid.intentId);
    expect((await paymentOf(paid.invoiceId)).refundedCents).toBe(10_000);
    const [, last] = await t.services.db
      .select()
      .from(onlinePaymentRefunds)
      .where(eq(onlinePaymentRefunds.lawFirmId, firm.lawFirmId))
      .orderBy(onlinePaymentRefunds.id)
      .then((rows) => rows.slice(-2));
    expect(last).toMatchObject({ amountCents: 20_000, paymentCents: 0, unbookedCents: 20_000 });
    await ledgerClean();
  });

  it('never touches another firm’s payment, whatever the event claims', async () => {
    const theirs = await paidByCard(90, 'bill', other);
    await settle(theirs);
    const before = await paymentTables(t, other.lawFirmId);
    const payment = await paymentOf(theirs.invoiceId);
    // Events naming their payment and charge, with forged amounts, but no refund at the processor: nothing moves.
    await postWebhook(
      t,
      signedEvent(t, 'charge.refunded', {
        id: 'ch_forged',
        object: 'charge',
        payment_intent: theirs.intentId,
        amount_refunded: 9_000,
        refunded: true,
        metadata: { payment_id: String(payment.id), law_firm_id: String(firm.lawFirmId) },
      }),
    );
    await refundCreated({ id: 're_forged', payment_intent: theirs.intentId, amount: 9_000 });
    // A refund of our firm's own intent whose event names their payment books on ours alone.
    const ours = await paidByCard(40);
    await settle(ours);
    await refundAtProvider(card, firm, ours.intentId, 1_000);
    await postWebhook(
      t,
      signedEvent(t, 'refund.created', {
        id: 're_other',
        object: 'refund',
        payment_intent: ours.intentId,
        metadata: { payment_id: String(payment.id) },
      }),
    );
    expect(await paymentTables(t, other.lawFirmId)).toEqual(before);
    expect((await paymentOf(ours.invoiceId)).refundedCents).toBe(1_000);
    await ledgerClean();
  });
});
