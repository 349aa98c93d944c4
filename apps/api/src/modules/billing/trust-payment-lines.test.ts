/**
 * Trust Payment lines on bill invoices: picked from the client's payments (GET /payment/make-payments),
 * they list a payment with its own amount and date and are never billed.
 */
import { makePaymentsResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addCase, addClient, billBody, billingTables, chargeLine } from '../../test/kits/billing.js';
import {
  addBankAccount,
  addBillInvoice,
  deletePayment,
  depositTrust,
  FAR_DUE_DATE,
  recordPayment,
} from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let asylum: number;
let omar: number;
let trust: number;
let office: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  asylum = await addCase(t, firm, maria, 'Asylum application');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  trust = await addBankAccount(t, firm, 'TRUST');
  office = await addBankAccount(t, firm, 'OFFICE');
});
afterAll(() => t.close());

/** A Trust Payment line as the select-payments modal makes it (its amount is the screen's copy). */
const listed = (paymentId: number, extra: Record<string, unknown> = {}) =>
  chargeLine({ type: 'Trust Payment', payment_id: paymentId, description: 'Retainer received', ...extra });

/** A bill invoice body with one $100 Service line, tax off, and `lines` after it. */
const bodyWith = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  billBody({
    charges: [chargeLine(), ...lines],
    include_tax_rate: false,
    tax_rate: null,
    total: null,
    due_date: FAR_DUE_DATE,
    ...extra,
  });

const create = (clientId: number, body: unknown, token = firm.admin.token) =>
  t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, { token, body });
const update = (invoiceId: number, body: unknown) =>
  t.call('PUT', `/api/invoice/update_invoice/${invoiceId}`, { token: firm.admin.token, body });

async function refused(call: () => Promise<CallResult>, status: number, code: string) {
  const before = await billingTables(t, firm.lawFirmId);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(await billingTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('Trust Payment lines', () => {
  it('take the payment’s amount, date and matter, and leave the totals alone', async () => {
    const payment = await depositTrust(t, firm, trust, 750, { caseId: asylum });
    const res = await create(maria, bodyWith([listed(payment, { amount: '1.00', date: '2020-01-01' })]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { invoice } = res.body;
    expect(invoice.charges[1]).toMatchObject({
      type: 'Trust Payment',
      description: 'Retainer received',
      amount: '750.00',
      date: '2025-03-10',
      case_id: asylum,
      payment_id: payment,
      payment_status: 'completed',
      taxable: false,
    });
    expect(invoice.amount_details).toMatchObject({ subtotal: 100, total: 100 });
    expect(invoice.payment_details).toMatchObject({ outstanding_amount: 100, total_paid: 0 });
  });

  it('are never taxed nor discounted', async () => {
    const payment = await depositTrust(t, firm, trust, 40, { clientId: maria });
    const res = await create(
      maria,
      bodyWith([listed(payment, { taxable: true, taxRate: 10 })], {
        include_tax_rate: true,
        tax_rate: 10,
        include_discount: true,
        discount_type: 'PERCENTAGE',
        discount_amount: 50,
        discount_description: 'Half',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.invoice.charges[1]).toMatchObject({ taxable: false, taxRate: 0, case_id: null });
    // $100 − 50% = $50, plus 10% general tax on the $100 subtotal.
    expect(res.body.invoice.amount_details).toMatchObject({ subtotal: 100, discount: 50, total: 60 });
  });

  it('refuse a line naming no payment, or the same payment twice (400)', async () => {
    const payment = await depositTrust(t, firm, trust, 10, { clientId: maria });
    const missing = await refused(
      () => create(maria, bodyWith([listed(payment, { payment_id: null })])),
      400,
      'validation_failed',
    );
    expect(missing.body.fields).toHaveProperty(['charges.1.payment_id']);
    const twice = await refused(
      () => create(maria, bodyWith([listed(payment), listed(payment)])),
      400,
      'validation_failed',
    );
    expect(twice.body.fields).toHaveProperty(['charges.2.payment_id']);
  });

  it('refuse another firm’s payment (404) and another client’s (422)', async () => {
    const theirClient = await addClient(t, otherFirm, 'Far', 'Away');
    const theirTrust = await addBankAccount(t, otherFirm, 'TRUST');
    const theirs = await depositTrust(t, otherFirm, theirTrust, 10, { clientId: theirClient });
    await refused(() => create(maria, bodyWith([listed(theirs)])), 404, 'not_found');
    // Named on a line of another type, it is still another firm's id: 404, not dropped without a word.
    await refused(() => create(maria, bodyWith([chargeLine({ payment_id: theirs })])), 404, 'not_found');
    await refused(() => create(maria, bodyWith([chargeLine({ payment_id: 999_999 })])), 404, 'not_found');
    const omars = await depositTrust(t, firm, trust, 10, { clientId: omar });
    await refused(() => create(maria, bodyWith([listed(omars)])), 422, 'payment_of_other_client');
  });

  it('refuse a canceled payment, but keep a line listed before its payment was canceled', async () => {
    const canceled = await depositTrust(t, firm, trust, 15, { clientId: maria });
    expect((await deletePayment(t, firm, canceled)).status).toBe(200);
    await refused(() => create(maria, bodyWith([listed(canceled)])), 422, 'payment_canceled');

    const later = await depositTrust(t, firm, trust, 20, { clientId: maria });
    const saved = await create(maria, bodyWith([listed(later)]));
    expect(saved.status).toBe(201);
    expect((await deletePayment(t, firm, later)).status).toBe(200);
    const again = await update(
      saved.body.invoice.id,
      bodyWith([listed(later, { id: saved.body.invoice.charges[1].id })]),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.invoice.charges[1]).toMatchObject({ payment_id: later, payment_status: 'canceled' });
  });

  it('refuse a payment of this very invoice (422) and one another invoice lists (409)', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria, { amount: '300.00' });
    const paid = await recordPayment(t, firm, {
      invoice_id: invoiceId,
      payment_type: 'direct',
      amount: 50,
      office_account_id: office,
    });
    expect(paid.status).toBe(201);
    await refused(
      () => update(invoiceId, bodyWith([listed(paid.body.data.payment.id)])),
      422,
      'payment_on_this_invoice',
    );

    const deposit = await depositTrust(t, firm, trust, 25, { clientId: maria });
    expect((await create(maria, bodyWith([listed(deposit)]))).status).toBe(201);
    const res = await refused(() => create(maria, bodyWith([listed(deposit)])), 409, 'payment_listed');
    expect(res.body.details).toEqual({ payment_id: deposit });
  });

  it('let one of two invoices racing to list one payment win; the other answers 409', async () => {
    const deposit = await depositTrust(t, firm, trust, 30, { clientId: maria });
    const answers = await Promise.all([1, 2, 3, 4].map(() => create(maria, bodyWith([listed(deposit)]))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'payment_listed')).toBe(true);
  });

  it('free the payment when the line is dropped', async () => {
    const deposit = await depositTrust(t, firm, trust, 35, { clientId: maria });
    const first = await create(maria, bodyWith([listed(deposit)]));
    expect((await update(first.body.invoice.id, bodyWith([]))).status).toBe(200);
    expect((await create(maria, bodyWith([listed(deposit)]))).status).toBe(201);
  });
});

describe('GET /api/payment/make-payments for an invoice', () => {
  const picker = (query: string, token = firm.admin.token) =>
    t.call('GET', `/api/payment/make-payments?law_firm_id=${firm.lawFirmId}&${query}`, { token });

  it('offers the client’s payments no other invoice lists, without the invoice’s own payments', async () => {
    const lina = await addClient(t, firm, 'Lina', 'Saleh');
    const free = await depositTrust(t, firm, trust, 11, { clientId: lina });
    const elsewhere = await depositTrust(t, firm, trust, 12, { clientId: lina });
    const mine = await depositTrust(t, firm, trust, 13, { clientId: lina });
    expect((await create(lina, bodyWith([listed(elsewhere)]))).status).toBe(201);
    const invoice = await create(lina, bodyWith([listed(mine)]));
    const invoiceId = invoice.body.invoice.id;
    const ownPayment = await recordPayment(t, firm, {
      invoice_id: invoiceId,
      payment_type: 'direct',
      amount: 5,
      office_account_id: office,
    });
    expect(ownPayment.status).toBe(201);

    const forInvoice = makePaymentsResponse.parse((await picker(`client_id=${lina}&invoice_id=${invoiceId}`)).body);
    expect(forInvoice.payments.map((p) => p.id).sort()).toEqual([free, mine].sort());
    const forNew = makePaymentsResponse.parse((await picker(`client_id=${lina}`)).body);
    expect(forNew.payments.map((p) => p.id).sort()).toEqual([free, ownPayment.body.data.payment.id].sort());
  });

  it('answers 404 for another firm’s invoice', async () => {
    const theirClient = await addClient(t, otherFirm, 'Nadia', 'Far');
    const theirs = await addBillInvoice(t, otherFirm, theirClient);
    const res = await picker(`client_id=${maria}&invoice_id=${theirs}`);
    expect(res.status).toBe(404);
  });
});
