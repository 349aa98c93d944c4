/** GET /portal/invoices: the signed-in client's invoices of their firm only, each owed one with its pay page. */
import { describe, expect, it } from 'vitest';
import { createStripePayments } from '../../integrations/stripe/payment-intents.js';
import type { TestApp } from '../../test/app.js';
import type { TestFirm } from '../../test/firms.js';
import { billBody } from '../../test/invoices.js';
import { addMailInvoice } from '../../test/kits/billing-mail.js';
import { addBankAccount, addBillInvoice, FAR_DUE_DATE, recordPayment } from '../../test/kits/payments.js';
import {
  accessPath,
  activate,
  insertClient,
  portalCall,
  portalSuite,
  setPasswordTokenFor,
} from '../../test/kits/portal.js';

const s = portalSuite();
const list = (cookie: string, query = '') => portalCall(s.t, cookie, 'GET', `/api/portal/invoices${query}`);

/** Invites the client to the firm's portal and signs them in; answers the session cookie. */
async function signedInClient(t: TestApp, firm: TestFirm, clientId: number, email: string): Promise<string> {
  const invited = await t.call('POST', accessPath(firm.lawFirmId, clientId), { token: firm.admin.token, body: {} });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  return activate(t, await setPasswordTokenFor(t, firm.lawFirmId, email));
}

/** A bill invoice of `amount` with tax off, issued on `dateIssued`; answers its id and number. */
async function invoiceFor(firm: TestFirm, clientId: number, amount: string, dateIssued: string) {
  const made = await addMailInvoice(s.t, firm, clientId, { date_issued: dateIssued, due_date: FAR_DUE_DATE }, amount);
  return { id: made.id, number: made.invoiceNumber };
}

const numbersOf = (body: { items: Array<{ invoice_number: string }> }) => body.items.map((i) => i.invoice_number);

describe('the client portal’s invoices', () => {
  it('lists only the client’s invoices of their firm, issued, newest first, each pay path opening its pay page', async () => {
    const { t, w } = s;
    const ranasCookie = await signedInClient(t, w.firm, w.clientId, 'rana@client.example');
    // Nothing to pay by card yet: the firm has no office account for the money.
    const older = await invoiceFor(w.firm, w.clientId, '80.00', '2025-01-10');
    const newer = await invoiceFor(w.firm, w.clientId, '120.00', '2025-02-20');
    const notYetIssued = await invoiceFor(w.firm, w.clientId, '60.00', '2099-01-01');
    const before = await list(ranasCookie);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ page: 1, page_size: 10, total: 2 });
    expect(numbersOf(before.body)).toEqual([newer.number, older.number]);
    expect(numbersOf(before.body)).not.toContain(notYetIssued.number);
    expect(before.body.items[0]).toEqual({
      id: newer.id,
      invoice_number: newer.number,
      type: 'bill',
      client_name: 'Rana Saleh',
      date_issued: '2025-02-20',
      due_date: FAR_DUE_DATE,
      total: 120,
      paid: 0,
      balance: 120,
      status: 'unpaid',
      currency: 'USD',
      pay_path: null,
    });

    const office = await addBankAccount(t, w.firm, 'OFFICE');
    const paid = await recordPayment(t, w.firm, {
      invoice_id: older.id,
      invoice_type: 'bill',
      payment_type: 'direct',
      amount: 80,
      office_account_id: office,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const partly = await recordPayment(t, w.firm, {
      invoice_id: newer.id,
      invoice_type: 'bill',
      payment_type: 'direct',
      amount: 20,
      office_account_id: office,
    });
    expect(partly.status).toBe(201);

    const after = (await list(ranasCookie)).body;
    const [owed, settled] = after.items;
    expect(owed).toMatchObject({ paid: 20, balance: 100, status: 'partial', pay_path: expect.any(String) });
    expect(settled).toMatchObject({ paid: 80, balance: 0, status: 'paid', pay_path: null });
    // The path is the invoice's one pay link, the same the staff's copy button hands out.
    const staffLink = await t.call('GET', `/api/invoice/${newer.id}/pay-link`, { token: w.firm.admin.token });
    expect(new URL(staffLink.body.url).pathname).toBe(owed.pay_path);
    const page = await t.call('GET', `/api/${owed.pay_path.replace(/^\//, '')}`);
    expect(page.status).toBe(200);
    expect(page.body.invoice).toMatchObject({ invoice_number: newer.number, outstanding: 100, currency: 'USD' });
    expect((await list(ranasCookie)).body.items[0].pay_path).toBe(owed.pay_path);
  });

  it('never shows another client’s invoices, of the same firm or of another firm', async () => {
    const { t, w } = s;
    const omar = await insertClient(t, w.firm.lawFirmId, 'Omar', 'omar@client.example');
    const omarsCookie = await signedInClient(t, w.firm, omar, 'omar@client.example');
    const omars = await invoiceFor(w.firm, omar, '40.00', '2025-03-01');
    const ranas = await invoiceFor(w.firm, w.clientId, '50.00', '2025-03-01');
    const theirs = await addBillInvoice(t, w.otherFirm, w.foreignClientId);
    // Rana is also the other firm's client, with that firm's own account.
    const ranaElsewhere = await signedInClient(t, w.otherFirm, w.foreignClientId, 'rana@client.example');

    const omarSees = (await list(omarsCookie)).body;
    expect(numbersOf(omarSees)).toEqual([omars.number]);
    expect(omarSees.total).toBe(1);

    const elsewhere = (await list(ranaElsewhere)).body;
    expect(elsewhere.items.map((i: { id: number }) => i.id)).toEqual([theirs]);
    expect(numbersOf(elsewhere)).not.toContain(ranas.number);

    // Access withdrawn: the list empties at once.
    expect((await t.call('DELETE', accessPath(w.firm.lawFirmId, omar), { token: w.firm.admin.token })).status).toBe(
      204,
    );
    expect((await list(omarsCookie)).body).toMatchObject({ items: [], total: 0 });
  });

  it('pages on the server', async () => {
    const { t, w } = s;
    const layla = await insertClient(t, w.firm.lawFirmId, 'Layla', 'layla@client.example');
    const cookie = await signedInClient(t, w.firm, layla, 'layla@client.example');
    const made = [];
    for (const day of ['2025-04-01', '2025-04-02', '2025-04-03'])
      made.push(await invoiceFor(w.firm, layla, '10.00', day));
    const second = await list(cookie, '?page=2&page_size=2');
    expect(second.body).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(numbersOf(second.body)).toEqual([made[0]!.number]);
    expect((await list(cookie, '?page_size=51')).status).toBe(400);
  });

  it('offers no pay path when the server takes no card payments, nor for a trust invoice without a trust account', async () => {
    const { t, w } = s;
    const sami = await insertClient(t, w.firm.lawFirmId, 'Sami', 'sami@client.example');
    const cookie = await signedInClient(t, w.firm, sami, 'sami@client.example');
    await invoiceFor(w.firm, sami, '30.00', '2025-05-01');
    const trust = await t.call('POST', `/api/invoice/create_invoice/client/${sami}`, {
      token: w.firm.admin.token,
      body: {
        ...billBody(),
        charges: undefined,
        title: null,
        type: 'TRUST',
        amount: '500.00',
        total: null,
        include_tax_rate: false,
        tax_rate: null,
        date_issued: '2025-05-02',
        due_date: FAR_DUE_DATE,
      },
    });
    expect(trust.status, JSON.stringify(trust.body)).toBe(201);
    const [trustRow, billRow] = (await list(cookie)).body.items;
    expect(trustRow).toMatchObject({ type: 'trust', balance: 500, pay_path: null });
    expect(billRow).toMatchObject({ type: 'bill', balance: 30, pay_path: expect.stringMatching(/^\/pay\//) });

    const served = t.services.stripePayments;
    t.services.stripePayments = createStripePayments(
      { ...t.services.config, stripe: undefined, sandboxes: false },
      t.services.secrets,
    );
    try {
      expect((await list(cookie)).body.items.map((i: { pay_path: string | null }) => i.pay_path)).toEqual([null, null]);
    } finally {
      t.services.stripePayments = served;
    }
  });

  it('answers 401 without a portal session, also to a staff token', async () => {
    const { t, w } = s;
    const none = await t.call('GET', '/api/portal/invoices');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('portal_signed_out');
    expect((await t.call('GET', '/api/portal/invoices', { token: w.firm.admin.token })).status).toBe(401);
    expect((await portalCall(t, 'x'.repeat(43), 'GET', '/api/portal/invoices')).status).toBe(401);
  });
});
