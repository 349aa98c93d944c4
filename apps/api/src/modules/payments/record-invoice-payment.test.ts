import { recordPaymentResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addCase,
  addClient,
  depositTrust,
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
let asylum: number;
let trust: number;
let office: number;
let otherOffice: number;
let otherTrust: number;
let recorder: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  asylum = await addCase(t, firm, maria, 'Asylum application');
  trust = await addBankAccount(t, firm, 'TRUST');
  office = await addBankAccount(t, firm, 'OFFICE', 500_000);
  otherOffice = await addBankAccount(t, otherFirm, 'OFFICE');
  otherTrust = await addBankAccount(t, otherFirm, 'TRUST');
  recorder = await addEmployee(t, firm, {
    rules: [
      { subject: 'payments', action: 'create' },
      { subject: 'invoices', action: 'read' },
    ],
  });
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'manage' }] });
});
afterAll(() => t.close());

const direct = (invoiceId: number, amount: number, extra: Record<string, unknown> = {}) => ({
  invoice_id: invoiceId,
  invoice_type: 'bill',
  payment_type: 'direct',
  amount,
  office_account_id: office,
  ...extra,
});
const fromTrust = (invoiceId: number, amount: number, extra: Record<string, unknown> = {}) => ({
  invoice_id: invoiceId,
  invoice_type: 'bill',
  payment_type: 'trust',
  amount,
  trust_account_level: 'CLIENT_TRUST',
  trust_account_id: trust,
  office_account_id: office,
  ...extra,
});

/** Runs a call that must be refused and proves it changed nothing. */
async function refused(call: () => Promise<CallResult>) {
  const before = await paymentTables(t, firm.lawFirmId);
  const res = await call();
  expect(await paymentTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('direct payments on a bill invoice', () => {
  it('goes to the office account; the invoice turns partial then paid', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria, { amount: '100.00', caseId: asylum });
    const first = await recordPayment(t, firm, direct(invoiceId, 40, { description: 'First part' }), recorder.token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const body = recordPaymentResponse.parse(first.body);
    expect(body.code).toBe('payment_recorded');
    expect(body.data.payment).toMatchObject({
      invoice_id: invoiceId,
      client_id: maria,
      case_id: asylum,
      amount: 40,
      status: 'completed',
      payment_type: 'direct',
      payment_date: '2025-03-10',
      description: 'First part',
      level: 'MATTER',
      trust_account_id: null,
      office_account_id: office,
    });
    expect(body.data.payment.audit_trail).toEqual([
      expect.objectContaining({ action_type: 'recorded', amount: 40, description: 'First part' }),
    ]);
    expect(body.data.payment_details).toEqual({ outstanding_amount: 60, total_paid: 40, status: 'partial' });
    expect(await paidCentsOf(t, invoiceId)).toBe(4000);
    const moves = await movementsOf(t, { paymentId: body.data.payment.id });
    expect(moves).toEqual([
      expect.objectContaining({ bankAccountId: office, kind: 'payment', amountCents: 4000, clientId: maria }),
    ]);
    const audits = await paymentAudits(t, body.data.payment.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'payment.recorded', userId: recorder.id });
    expect(audits[0]!.details).toMatchObject({ amount_cents: 4000, invoice_id: invoiceId, category: 'direct' });

    const second = await recordPayment(t, firm, direct(invoiceId, 60));
    expect(second.status).toBe(201);
    expect(second.body.data.payment_details).toEqual({ outstanding_amount: 0, total_paid: 100, status: 'paid' });

    const invoice = await t.call('GET', `/api/invoice/${invoiceId}`, { token: firm.admin.token });
    expect(invoice.body.invoice.payment_details).toEqual({ outstanding_amount: 0, total_paid: 100, status: 'paid' });
    expect(invoice.body.invoice.payments.map((p: { amount: number }) => p.amount)).toEqual([40, 60]);
    expect(invoice.body.invoice.payments[0].audit_trail[0]).toMatchObject({ action_type: 'recorded', amount: 40 });
  });

  it('refuses more than the total, then more than the outstanding, changing nothing', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria, { amount: '100.00' });
    const overTotal = await refused(() => recordPayment(t, firm, direct(invoiceId, 100.01)));
    expect(overTotal.status).toBe(422);
    expect(overTotal.body).toMatchObject({
      code: 'invalid_payment_amount',
      details: { reason: 'amount_exceeds_invoice_total' },
    });
    expect((await recordPayment(t, firm, direct(invoiceId, 30))).status).toBe(201);
    const overOutstanding = await refused(() => recordPayment(t, firm, direct(invoiceId, 70.01)));
    expect(overOutstanding.status).toBe(422);
    expect(overOutstanding.body).toMatchObject({
      code: 'invalid_payment_amount',
      details: { reason: 'amount_must_match_outstanding' },
    });
    expect(await paidCentsOf(t, invoiceId)).toBe(3000);
  });

  it('needs an office account of the firm, of the office type', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria);
    const missing = await refused(() => recordPayment(t, firm, direct(invoiceId, 10, { office_account_id: null })));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'missing_required_fields',
      details: { fields: ['office_account_id'] },
    });
    const foreign = await refused(() =>
      recordPayment(t, firm, direct(invoiceId, 10, { office_account_id: otherOffice })),
    );
    expect(foreign.status).toBe(404);
    const wrongType = await refused(() => recordPayment(t, firm, direct(invoiceId, 10, { office_account_id: trust })));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({
      code: 'validation_failed',
      fields: { office_account_id: 'Choose an office account' },
    });
  });
});

describe('trust payments on a bill invoice', () => {
  it("moves money from the client's trust to the office, never more than the trust holds", async () => {
    const client = await addClient(t, firm, 'Omar', 'Haddad');
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '300.00' });
    const broke = await refused(() => recordPayment(t, firm, fromTrust(invoiceId, 50)));
    expect(broke.status).toBe(422);
    expect(broke.body).toMatchObject({ code: 'insufficient_trust_funds', details: { available: 0 } });

    await depositTrust(t, firm, trust, 120, { clientId: client });
    const tooMuch = await refused(() => recordPayment(t, firm, fromTrust(invoiceId, 120.01)));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ code: 'insufficient_trust_funds', details: { available: 120 } });

    const ok = await recordPayment(t, firm, fromTrust(invoiceId, 120));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.payment).toMatchObject({
      payment_type: 'trust',
      trust_account_level: 'CLIENT_TRUST',
      trust_account_id: trust,
      office_account_id: office,
    });
    expect(ok.body.data.payment_details).toEqual({ outstanding_amount: 180, total_paid: 120, status: 'partial' });
    const moves = await movementsOf(t, { paymentId: ok.body.data.payment.id });
    expect(moves.map((m) => [m.bankAccountId, m.kind, m.amountCents, m.trustAccountLevel, m.caseId])).toEqual([
      [trust, 'transfer_to_office', -12000, 'CLIENT_TRUST', null],
      [office, 'transfer_from_trust', 12000, null, null],
    ]);
    const balances = await t.call('GET', `/api/invoice/${invoiceId}`, { token: firm.admin.token });
    expect(balances.body.invoice.payments).toHaveLength(1);
    // The client's trust is spent: one cent more is refused.
    const empty = await refused(() => recordPayment(t, firm, fromTrust(invoiceId, 0.01)));
    expect(empty.body).toMatchObject({ code: 'insufficient_trust_funds', details: { available: 0 } });
  });

  it("keeps client and matter trust apart; MATTER_TRUST takes the invoice's matter", async () => {
    const client = await addClient(t, firm, 'Lina', 'Saleh');
    const matter = await addCase(t, firm, client, 'Naturalisation');
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '200.00', caseId: matter });
    await depositTrust(t, firm, trust, 80, { clientId: client });
    const matterLevel = fromTrust(invoiceId, 50, { trust_account_level: 'MATTER_TRUST' });
    const none = await refused(() => recordPayment(t, firm, matterLevel));
    expect(none.body).toMatchObject({ code: 'insufficient_trust_funds', details: { available: 0 } });

    await depositTrust(t, firm, trust, 50, { caseId: matter });
    const ok = await recordPayment(t, firm, matterLevel);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const [out] = await movementsOf(t, { paymentId: ok.body.data.payment.id });
    expect(out).toMatchObject({ caseId: matter, trustAccountLevel: 'MATTER_TRUST', amountCents: -5000 });
    // The client-level money is still there.
    expect((await recordPayment(t, firm, fromTrust(invoiceId, 80))).status).toBe(201);
  });

  it('MATTER_TRUST on an invoice without a matter needs a case_id of the client', async () => {
    const client = await addClient(t, firm, 'Sami', 'Nasser');
    const invoiceId = await addBillInvoice(t, firm, client);
    const body = fromTrust(invoiceId, 10, { trust_account_level: 'MATTER_TRUST' });
    const missing = await refused(() => recordPayment(t, firm, body));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'missing_required_fields', details: { fields: ['case_id'] } });
    const othersCase = await refused(() => recordPayment(t, firm, { ...body, case_id: asylum }));
    expect(othersCase.status).toBe(404);
  });

  it('needs both accounts, each the firm’s own', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria);
    const missing = await refused(() =>
      recordPayment(t, firm, fromTrust(invoiceId, 10, { trust_account_id: null, office_account_id: null })),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual({ fields: ['trust_account_id', 'office_account_id'] });
    const foreignTrust = await refused(() =>
      recordPayment(t, firm, fromTrust(invoiceId, 10, { trust_account_id: otherTrust })),
    );
    expect(foreignTrust.status).toBe(404);
    const officeAsTrust = await refused(() =>
      recordPayment(t, firm, fromTrust(invoiceId, 10, { trust_account_id: office })),
    );
    expect(officeAsTrust.status).toBe(400);
    expect(officeAsTrust.body.fields).toEqual({ trust_account_id: 'Choose a trust account' });
  });
});

describe('who may record a payment on which invoice', () => {
  it("answers 404 for another firm's invoice", async () => {
    const otherClient = await addClient(t, otherFirm, 'Far', 'Away');
    const theirs = await addBillInvoice(t, otherFirm, otherClient);
    const res = await refused(() => recordPayment(t, firm, direct(theirs, 10)));
    expect(res.status).toBe(404);
    expect(await paidCentsOf(t, theirs)).toBe(0);
  });

  it('needs RECORD_PAYMENT (403) and the plan FULL_ACCESS (403 plan_upgrade_required)', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria);
    const denied = await refused(() => recordPayment(t, firm, direct(invoiceId, 10), reader.token));
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');

    await setInvoicesLevel(t, firm, 'READ_ONLY');
    try {
      const plan = await refused(() => recordPayment(t, firm, direct(invoiceId, 10)));
      expect(plan.status).toBe(403);
      expect(plan.body.code).toBe('plan_upgrade_required');
    } finally {
      await setInvoicesLevel(t, firm, 'FULL_ACCESS');
    }
    expect((await recordPayment(t, firm, direct(invoiceId, 10))).status).toBe(201);
  });

  it('refuses a body without an amount above zero', async () => {
    const invoiceId = await addBillInvoice(t, firm, maria);
    const res = await refused(() => recordPayment(t, firm, direct(invoiceId, 0)));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});
