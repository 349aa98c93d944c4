import { invoiceResponse } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addCase, addClient, billBody, billingTables, setInvoicesLevel } from '../../test/kits/billing.js';
import { addBankAccount, FAR_DUE_DATE, movementsOf, paidCentsOf, recordPayment } from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let asylum: number;
let omar: number;
let omarCase: number;
let trust: number;
let office: number;
let readOnly: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Trust Invoices LLP');
  otherFirm = await registerFirm(t, 'Other Firm LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  asylum = await addCase(t, firm, maria, 'Asylum application');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  omarCase = await addCase(t, firm, omar, 'Work visa');
  trust = await addBankAccount(t, firm, 'TRUST');
  office = await addBankAccount(t, firm, 'OFFICE', 100_000);
  readOnly = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
});
afterAll(() => t.close());

/** A trust invoice body: $250.10 at 16% tax, no discount, client level. */
function trustBody(extra: Record<string, unknown> = {}) {
  const { charges: _charges, ...settings } = billBody();
  return { ...settings, title: null, type: 'TRUST', amount: '250.10', total: 999, due_date: FAR_DUE_DATE, ...extra };
}

const create = (clientId: number, body: Record<string, unknown>, token = firm.admin.token) =>
  t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, { token, body });
const update = (invoiceId: number, body: Record<string, unknown>, token = firm.admin.token) =>
  t.call('PUT', `/api/invoice/update_invoice/${invoiceId}`, { token, body });
const get = (invoiceId: number) => t.call('GET', `/api/invoice/${invoiceId}`, { token: firm.admin.token });

describe('creating and editing a trust invoice', () => {
  it('stores the base amount and the totals the server computes, ignoring the screen total', async () => {
    const res = await create(maria, trustBody());
    expect(res.status).toBe(201);
    const { invoice } = invoiceResponse.parse(res.body);
    // 16% of 250.10 = 40.016 → 40.02
    expect(invoice).toMatchObject({
      type: 'TRUST',
      title: 'Trust Invoice',
      amount: 250.1,
      total: 290.12,
      case_id: null,
    });
    expect(invoice.amount_details).toMatchObject({ subtotal: 250.1, tax: 40.02, discount: 0, total: 290.12 });
    expect(invoice.payment_details).toEqual({ outstanding_amount: 290.12, total_paid: 0, status: 'unpaid' });
    const [row] = await t.services.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ amountCents: 25_010, generalTaxCents: 4002, totalCents: 29_012 });
  });

  it('round-trips the base amount exactly with tax and discount, and takes a discount off', async () => {
    const body = trustBody({
      amount: '333.33',
      tax_rate: 7.25,
      include_discount: true,
      discount_type: 'PERCENTAGE',
      discount_amount: 10,
      discount_description: 'Loyal client',
    });
    const created = invoiceResponse.parse((await create(maria, body)).body).invoice;
    // tax 7.25% of 333.33 = 24.166 → 24.17; discount 10% = 33.333 → 33.33; total 324.17
    expect(created).toMatchObject({ amount: 333.33, total: 324.17, discount: { amount: 33.33 } });
    const read = invoiceResponse.parse((await get(created.id)).body).invoice;
    expect(read.amount).toBe(333.33);

    const edited = await update(created.id, { ...body, amount: 100, include_discount: false, discount_amount: null });
    expect(edited.status).toBe(200);
    expect(edited.body.invoice).toMatchObject({ amount: 100, total: 107.25 });
  });

  it('keeps the matter at Matter level, drops it at Client level, and needs it at Matter level', async () => {
    const matter = await create(maria, trustBody({ level: 'MATTER', case_id: asylum }));
    expect(matter.status).toBe(201);
    expect(matter.body.invoice.case_id).toBe(asylum);
    expect(matter.body.invoice.case).toEqual([{ id: asylum, client_id: maria, title: 'Asylum application' }]);

    const before = await billingTables(t, firm.lawFirmId);
    const missing = await create(maria, trustBody({ level: 'MATTER', case_id: null }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('case_id');
    const otherClients = await create(maria, trustBody({ level: 'MATTER', case_id: omarCase }));
    expect(otherClients.status).toBe(422);
    expect(otherClients.body.code).toBe('case_of_other_client');
    expect(await billingTables(t, firm.lawFirmId)).toEqual(before);

    const toClient = await update(matter.body.invoice.id, trustBody({ level: 'CLIENT', case_id: asylum }));
    expect(toClient.body.invoice.case_id).toBeNull();
  });

  it.each([0, '-1', '12.345', 'ten'])('refuses the amount %j with "please enter valid amount"', async (amount) => {
    const res = await create(maria, trustBody({ amount }));
    expect(res.status).toBe(400);
    expect(res.body.fields.amount).toBe('please enter valid amount');
  });

  it('will not update a bill invoice with a trust body, nor a trust invoice with a bill body', async () => {
    const bill = (await create(maria, billBody())).body.invoice.id;
    const asTrust = await update(bill, trustBody());
    expect(asTrust.status).toBe(400);
    expect(asTrust.body.fields).toHaveProperty('type');
    const trustId = (await create(maria, trustBody())).body.invoice.id;
    const asBill = await update(trustId, billBody());
    expect(asBill.status).toBe(400);
    expect((await get(trustId)).body.invoice.amount).toBe(250.1);
  });
});

describe('who may save a trust invoice', () => {
  it("answers 404 for another firm's client or invoice", async () => {
    const theirClient = await addClient(t, otherFirm, 'Far', 'Away');
    expect((await create(theirClient, trustBody())).status).toBe(404);
    const theirs = (await create(theirClient, trustBody(), otherFirm.admin.token)).body.invoice.id;
    expect((await update(theirs, trustBody())).status).toBe(404);
  });

  it('needs create on invoices (403) and the plan FULL_ACCESS', async () => {
    const denied = await create(maria, trustBody(), readOnly.token);
    expect(denied.status).toBe(403);
    await setInvoicesLevel(t, firm, 'READ_ONLY');
    try {
      const plan = await create(maria, trustBody());
      expect(plan.status).toBe(403);
      expect(plan.body.code).toBe('plan_upgrade_required');
    } finally {
      await setInvoicesLevel(t, firm, 'FULL_ACCESS');
    }
  });
});

describe('paying a trust invoice', () => {
  const balances = async (clientId: number) =>
    (await t.call('GET', `/api/trust/balances/client/${clientId}`, { token: firm.admin.token })).body;

  it('deposits into client trust and raises the client trust balance', async () => {
    const invoiceId = (await create(omar, trustBody({ amount: '100.00', include_tax_rate: false }))).body.invoice.id;
    const before = (await balances(omar)).client_balance;
    const res = await recordPayment(t, firm, {
      invoice_id: invoiceId,
      invoice_type: 'trust',
      payment_type: 'trust',
      amount: 60,
      trust_account_id: trust,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.payment).toMatchObject({ payment_type: 'trust', trust_account_level: 'CLIENT_TRUST' });
    expect(res.body.data.payment_details).toMatchObject({ outstanding_amount: 40, total_paid: 60, status: 'partial' });
    const movements = await movementsOf(t, { paymentId: res.body.data.payment.id });
    expect(movements).toEqual([
      expect.objectContaining({ bankAccountId: trust, kind: 'deposit', amountCents: 6000, caseId: null }),
    ]);
    expect((await balances(omar)).client_balance).toBe(before + 60);
  });

  it('deposits into matter trust when the invoice has a matter', async () => {
    const body = trustBody({ amount: '80.00', include_tax_rate: false, level: 'MATTER', case_id: omarCase });
    const invoiceId = (await create(omar, body)).body.invoice.id;
    const res = await recordPayment(t, firm, {
      invoice_id: invoiceId,
      payment_type: 'trust',
      amount: 80,
      trust_account_id: trust,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.payment_details.status).toBe('paid');
    const after = await balances(omar);
    expect(after.matters).toEqual([expect.objectContaining({ case_id: omarCase, balance: 80 })]);
  });

  it('needs a trust account, and refuses more than the outstanding amount', async () => {
    const invoiceId = (await create(omar, trustBody({ amount: '50.00', include_tax_rate: false }))).body.invoice.id;
    const noTrust = await recordPayment(t, firm, {
      invoice_id: invoiceId,
      payment_type: 'trust',
      amount: 10,
      office_account_id: office,
    });
    expect(noTrust.status).toBe(400);
    expect(noTrust.body.details.fields).toEqual(['trust_account_id']);
    const officeAsTrust = await recordPayment(t, firm, {
      invoice_id: invoiceId,
      payment_type: 'trust',
      amount: 10,
      trust_account_id: office,
    });
    expect(officeAsTrust.status).toBe(400);
    const pay = (amount: number) =>
      recordPayment(t, firm, { invoice_id: invoiceId, payment_type: 'trust', amount, trust_account_id: trust });
    expect((await pay(30)).status).toBe(201);
    const over = await pay(20.01);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('invalid_payment_amount');
    expect(await paidCentsOf(t, invoiceId)).toBe(3000);
  });
});
