import { clientFundsResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addClient,
  deletePayment,
  movedCents,
  movementsOf,
  paidCentsOf,
  paymentAudits,
  paymentTables,
  recordPayment,
} from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let omar: number;
let office: number;
let trust: number;
let reader: TestUser;
let clerk: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  office = await addBankAccount(t, firm, 'OFFICE');
  trust = await addBankAccount(t, firm, 'TRUST');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
  clerk = await addEmployee(t, firm, { rules: [{ subject: 'payments', action: 'create' }] });
});
afterAll(() => t.close());

const funds = (clientId: number, token = firm.admin.token, query = '') =>
  t.call('GET', `/api/client/${clientId}/unapplied-funds${query}`, { token });
const apply = (paymentId: number, body: Record<string, unknown>, token = firm.admin.token) =>
  t.call('POST', `/api/payment/${paymentId}/apply`, { token, body: { payment_date: '2025-03-11', ...body } });

async function directPayment(clientId: number, amount: number): Promise<number> {
  const res = await recordPayment(t, firm, {
    level: 'CLIENT',
    client_id: clientId,
    payment_type: 'direct',
    amount,
    office_account_id: office,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.payment.id;
}

async function refused(call: () => Promise<CallResult>) {
  const before = await paymentTables(t, firm.lawFirmId);
  const res = await call();
  expect(await paymentTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('unapplied client funds', () => {
  it('keeps an overpayment without an invoice as the client’s unapplied credit, shown with what the client owes', async () => {
    const invoice = await addBillInvoice(t, firm, maria, { amount: '1710.50' });
    const paymentId = await directPayment(maria, 99_999);
    const res = await funds(maria);
    expect(res.status).toBe(200);
    const body = clientFundsResponse.parse(res.body);
    expect(body).toMatchObject({ unapplied_total: 99_999, owed_total: 1710.5 });
    expect(body.payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        amount: 99_999,
        applied: 0,
        unapplied: 99_999,
        office_account_id: office,
      }),
    ]);
    expect(body.open_invoices).toEqual([expect.objectContaining({ id: invoice, outstanding: 1710.5, total: 1710.5 })]);
    // The reader may see the funds too (VIEW_INVOICES).
    expect((await funds(maria, reader.token)).status).toBe(200);
  });

  it('applies funds to an open invoice: the invoice is paid, the credit shrinks, no money moves, the audit log has it', async () => {
    const invoice = await addBillInvoice(t, firm, omar, { amount: '300.00' });
    const paymentId = await directPayment(omar, 500);
    const officeBefore = await movedCents(t, office);

    const partial = await apply(paymentId, { invoice_id: invoice, amount: 120 });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body.code).toBe('payment_applied');
    expect(partial.body.data.payment_details).toEqual({ outstanding_amount: 180, total_paid: 120, status: 'partial' });
    expect(partial.body.data.payment).toMatchObject({ invoice_id: invoice, client_id: omar, amount: 120 });
    const full = await apply(paymentId, { invoice_id: invoice, amount: 180 });
    expect(full.body.data.payment_details).toMatchObject({ outstanding_amount: 0, status: 'paid' });

    expect(await paidCentsOf(t, invoice)).toBe(30_000);
    expect(await movedCents(t, office)).toBe(officeBefore);
    expect(await movementsOf(t, { paymentId: full.body.data.payment.id })).toEqual([]);
    const audits = await paymentAudits(t, full.body.data.payment.id);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'payment.applied',
        details: expect.objectContaining({ source_payment_id: paymentId, amount_cents: 18_000 }),
      }),
    ]);
    const after = clientFundsResponse.parse((await funds(omar)).body);
    expect(after).toMatchObject({ unapplied_total: 200, owed_total: 0, open_invoices: [] });
    expect(after.payments).toEqual([expect.objectContaining({ id: paymentId, applied: 300, unapplied: 200 })]);
  });

  it('never applies more than the invoice’s outstanding nor more than what is unapplied', async () => {
    const client = await addClient(t, firm, 'Lina', 'Nasser');
    const big = await addBillInvoice(t, firm, client, { amount: '900.00' });
    const small = await addBillInvoice(t, firm, client, { amount: '50.00' });
    const paymentId = await directPayment(client, 100);

    const overInvoice = await refused(() => apply(paymentId, { invoice_id: small, amount: 50.01 }));
    expect(overInvoice.status).toBe(422);
    expect(overInvoice.body).toMatchObject({
      code: 'invalid_payment_amount',
      details: { reason: 'amount_must_match_outstanding' },
    });
    const overFunds = await refused(() => apply(paymentId, { invoice_id: big, amount: 100.01 }));
    expect(overFunds.status).toBe(422);
    expect(overFunds.body).toMatchObject({
      code: 'invalid_payment_amount',
      details: { reason: 'amount_exceeds_unapplied', available: 100 },
    });
  });

  it('serialises concurrent applications of one payment: together they never exceed it', async () => {
    const client = await addClient(t, firm, 'Sami', 'Aziz');
    const first = await addBillInvoice(t, firm, client, { amount: '80.00' });
    const second = await addBillInvoice(t, firm, client, { amount: '80.00' });
    const paymentId = await directPayment(client, 100);
    const results = await Promise.all([
      apply(paymentId, { invoice_id: first, amount: 80 }),
      apply(paymentId, { invoice_id: second, amount: 80 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const body = clientFundsResponse.parse((await funds(client)).body);
    expect(body.unapplied_total).toBe(20);
  });

  it('refuses another client’s invoice, a payment tied to an invoice and a trust deposit', async () => {
    const client = await addClient(t, firm, 'Hana', 'Saleh');
    const paymentId = await directPayment(client, 100);
    const othersInvoice = await addBillInvoice(t, firm, maria, { amount: '10.00' });
    const notTheirs = await refused(() => apply(paymentId, { invoice_id: othersInvoice, amount: 5 }));
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.body.code).toBe('invoice_not_applicable');

    const invoice = await addBillInvoice(t, firm, client, { amount: '40.00' });
    const invoicePayment = await recordPayment(t, firm, {
      invoice_id: invoice,
      payment_type: 'direct',
      amount: 10,
      office_account_id: office,
    });
    const notLoose = await refused(() =>
      apply(invoicePayment.body.data.payment.id, { invoice_id: invoice, amount: 5 }),
    );
    expect(notLoose.status).toBe(422);
    expect(notLoose.body.code).toBe('payment_not_unapplied');

    const deposit = await recordPayment(t, firm, {
      level: 'CLIENT',
      client_id: client,
      payment_type: 'trust',
      amount: 30,
      trust_account_id: trust,
    });
    const fromTrust = await refused(() => apply(deposit.body.data.payment.id, { invoice_id: invoice, amount: 5 }));
    expect(fromTrust.body.code).toBe('payment_not_unapplied');
  });

  it('cancels an application (the credit comes back) and then the payment itself, never the payment first', async () => {
    const client = await addClient(t, firm, 'Rami', 'Khoury');
    const invoice = await addBillInvoice(t, firm, client, { amount: '60.00' });
    const paymentId = await directPayment(client, 100);
    const applied = await apply(paymentId, { invoice_id: invoice, amount: 60 });

    const early = await refused(() => deletePayment(t, firm, paymentId));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('payment_has_applications');

    const undo = await deletePayment(t, firm, applied.body.data.payment.id);
    expect(undo.status).toBe(200);
    expect(undo.body.data.payment_details).toMatchObject({ outstanding_amount: 60, status: 'unpaid' });
    expect(clientFundsResponse.parse((await funds(client)).body).unapplied_total).toBe(100);

    const officeBefore = await movedCents(t, office);
    const cancel = await deletePayment(t, firm, paymentId);
    expect(cancel.status).toBe(200);
    expect(await movedCents(t, office)).toBe(officeBefore - 10_000);
    expect(clientFundsResponse.parse((await funds(client)).body)).toMatchObject({ unapplied_total: 0, payments: [] });
  });

  it('pages the unapplied payments like the other lists, the totals over every page', async () => {
    const client = await addClient(t, firm, 'Paged', 'Funds');
    const ids = [];
    for (const amount of [10, 20, 30]) ids.push(await directPayment(client, amount));
    const first = clientFundsResponse.parse((await funds(client, firm.admin.token, '?page=1&page_size=2')).body);
    expect(first).toMatchObject({ page: 1, page_size: 2, total: 3, unapplied_total: 60 });
    const second = clientFundsResponse.parse((await funds(client, firm.admin.token, '?page=2&page_size=2')).body);
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 3, unapplied_total: 60 });
    expect([...first.payments, ...second.payments].map((p) => p.id)).toEqual(ids);
    const whole = clientFundsResponse.parse((await funds(client)).body);
    expect(whole).toMatchObject({ page: 1, page_size: 10, total: 3 });
    const bad = await funds(client, firm.admin.token, '?page_size=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('page_size');
  });

  it('answers 404 for another firm’s payment, invoice or client, and 403 without the permission', async () => {
    const paymentId = await directPayment(maria, 10);
    const theirClient = await addClient(t, otherFirm, 'Far', 'Away');
    const theirInvoice = await addBillInvoice(t, otherFirm, theirClient, { amount: '10.00' });
    const mine = await addBillInvoice(t, firm, maria, { amount: '10.00' });

    expect((await funds(theirClient)).status).toBe(404);
    expect((await refused(() => apply(paymentId, { invoice_id: theirInvoice, amount: 1 }))).status).toBe(404);
    expect((await apply(paymentId, { invoice_id: mine, amount: 1 }, otherFirm.admin.token)).status).toBe(404);
    expect((await refused(() => apply(paymentId, { invoice_id: mine, amount: 1 }, reader.token))).status).toBe(403);
    expect((await funds(maria, clerk.token)).status).toBe(403);
  });
});
