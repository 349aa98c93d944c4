import { deletePaymentResponse, invoiceSchema } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addClient,
  deletePayment,
  depositTrust,
  movedCents,
  movementsOf,
  paidCentsOf,
  paymentAudits,
  paymentTables,
  recordPayment,
  setInvoicesLevel,
} from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let trust: number;
let office: number;
let deleter: TestUser;
let recorder: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  trust = await addBankAccount(t, firm, 'TRUST');
  office = await addBankAccount(t, firm, 'OFFICE', 100_000);
  deleter = await addEmployee(t, firm, { rules: [{ subject: 'payments', action: 'manage' }] });
  recorder = await addEmployee(t, firm, { rules: [{ subject: 'payments', action: 'update' }] });
});
afterAll(() => t.close());

async function refused(call: () => Promise<CallResult>, lawFirmId = firm.lawFirmId) {
  const before = await paymentTables(t, lawFirmId);
  const res = await call();
  expect(await paymentTables(t, lawFirmId)).toEqual(before);
  return res;
}

const pay = async (invoiceId: number, amount: number, extra: Record<string, unknown> = {}) => {
  const res = await recordPayment(t, firm, {
    invoice_id: invoiceId,
    payment_type: 'direct',
    amount,
    office_account_id: office,
    ...extra,
  });
  if (res.status !== 201) throw new Error(`payment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.payment.id as number;
};

describe('DELETE /api/payment/delete-record-payment/:paymentId', () => {
  it('cancels a direct payment: outstanding restored, ledger reversed, trail and audit kept', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria, { amount: '100.00' });
    const kept = await pay(invoiceId, 30);
    const paymentId = await pay(invoiceId, 70);
    expect(await paidCentsOf(t, invoiceId)).toBe(10_000);
    const officeBefore = await movedCents(t, office);

    const res = await deletePayment(t, firm, paymentId, deleter.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = deletePaymentResponse.parse(res.body);
    expect(body.code).toBe('payment_canceled');
    expect(body.data.payment).toMatchObject({ id: paymentId, status: 'canceled', amount: 70 });
    expect(body.data.payment.audit_trail.map((e) => [e.action_type, e.amount])).toEqual([
      ['recorded', 70],
      ['canceled', 70],
    ]);
    expect(body.data.payment_details).toEqual({ outstanding_amount: 70, total_paid: 30, status: 'partial' });
    expect(await paidCentsOf(t, invoiceId)).toBe(3000);
    expect(await movedCents(t, office)).toBe(officeBefore - 7000);
    const moves = await movementsOf(t, { paymentId });
    expect(moves.map((m) => [m.kind, m.amountCents])).toEqual([
      ['payment', 7000],
      ['reversal', -7000],
    ]);
    expect((await paymentAudits(t, paymentId)).map((a) => a.action)).toEqual(['payment.recorded', 'payment.canceled']);

    // Still shown on the invoice, canceled, with its whole trail; the other payment is untouched.
    const read = await t.call('GET', `/api/invoice/${invoiceId}`, { token: firm.admin.token });
    const invoice = invoiceSchema.parse(read.body.invoice);
    expect(invoice.payments.map((p) => [p.id, p.status])).toEqual([
      [kept, 'completed'],
      [paymentId, 'canceled'],
    ]);
    expect(invoice.payments[1]!.audit_trail.map((e) => e.action_type)).toEqual(['recorded', 'canceled']);
    expect(invoice.payment_details).toEqual({ outstanding_amount: 70, total_paid: 30, status: 'partial' });

    // The amount freed can be paid again.
    await pay(invoiceId, 70);
    expect(await paidCentsOf(t, invoiceId)).toBe(10_000);
  });

  it('answers 409 payment_already_canceled the second time, changing nothing', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria);
    const paymentId = await pay(invoiceId, 10);
    expect((await deletePayment(t, firm, paymentId)).status).toBe(200);
    const again = await refused(() => deletePayment(t, firm, paymentId));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payment_already_canceled');
  });

  it("cancels a trust transfer, giving the money back to the client's trust", async () => {
    const client = await addClient(t, firm, 'Omar', 'Haddad');
    await depositTrust(t, firm, trust, 50, { clientId: client });
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '80.00' });
    const transfer = await pay(invoiceId, 50, {
      payment_type: 'trust',
      trust_account_level: 'CLIENT_TRUST',
      trust_account_id: trust,
    });
    expect((await deletePayment(t, firm, transfer)).status).toBe(200);
    expect(
      (await movementsOf(t, { paymentId: transfer })).map((m) => [m.bankAccountId, m.kind, m.amountCents]),
    ).toEqual([
      [trust, 'transfer_to_office', -5000],
      [office, 'transfer_from_trust', 5000],
      [trust, 'reversal', 5000],
      [office, 'reversal', -5000],
    ]);
    // The 50 is back in trust and can be transferred again.
    await pay(invoiceId, 50, { payment_type: 'trust', trust_account_level: 'CLIENT_TRUST', trust_account_id: trust });
  });

  it('refuses to cancel a deposit already spent (insufficient_trust_funds), changing nothing', async () => {
    const client = await addClient(t, firm, 'Lina', 'Saleh');
    const depositId = await depositTrust(t, firm, trust, 60, { clientId: client });
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '40.00' });
    await pay(invoiceId, 40, { payment_type: 'trust', trust_account_level: 'CLIENT_TRUST', trust_account_id: trust });
    const res = await refused(() => deletePayment(t, firm, depositId));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'insufficient_trust_funds', details: { available: 20 } });
  });

  it('cancels an unspent deposit, taking it back out of trust', async () => {
    const client = await addClient(t, firm, 'Sami', 'Nasser');
    const depositId = await depositTrust(t, firm, trust, 25, { clientId: client });
    const res = await deletePayment(t, firm, depositId);
    expect(res.status).toBe(200);
    expect(res.body.data.payment_details).toBeNull();
    const invoiceId = await addBillInvoice(t, firm, client);
    const spend = await recordPayment(t, firm, {
      invoice_id: invoiceId,
      payment_type: 'trust',
      amount: 0.01,
      trust_account_level: 'CLIENT_TRUST',
      trust_account_id: trust,
      office_account_id: office,
    });
    expect(spend.body).toMatchObject({ code: 'insufficient_trust_funds', details: { available: 0 } });
  });

  it("answers 404 for another firm's payment, 403 without DELETE_PAYMENT or the plan", async () => {
    const invoiceId = await addBillInvoice(t, firm, maria);
    const paymentId = await pay(invoiceId, 10);
    const foreign = await refused(async () => {
      const other = await deletePayment(t, otherFirm, paymentId);
      return other;
    });
    expect(foreign.status).toBe(404);

    const denied = await refused(() => deletePayment(t, firm, paymentId, recorder.token));
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');

    await setInvoicesLevel(t, firm, 'READ_ONLY');
    try {
      const plan = await refused(() => deletePayment(t, firm, paymentId, deleter.token));
      expect(plan.status).toBe(403);
      expect(plan.body.code).toBe('plan_upgrade_required');
    } finally {
      await setInvoicesLevel(t, firm, 'FULL_ACCESS');
    }
    expect((await deletePayment(t, firm, paymentId, deleter.token)).status).toBe(200);
  });
});
