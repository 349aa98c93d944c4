import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addCase,
  addClient,
  billBody,
  billingTables,
  chargeLine,
  invoiceAudits,
  setInvoicesLevel,
} from '../../test/kits/billing.js';
import { CLIENT_MISMATCH_MESSAGE } from './invoice-service.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let omar: number;
let omarCase: number;
let theirClient: number;
let creator: TestUser;
let updater: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  omarCase = await addCase(t, firm, omar, 'H-1B petition');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  creator = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'create' }] });
  updater = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'update' }] });
});
afterAll(() => t.close());

const create = async (clientId: number, body: unknown, token = firm.admin.token) => {
  const res = await t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, { token, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.invoice;
};
const update = (id: number, body: unknown, token = firm.admin.token) =>
  t.call('PUT', `/api/invoice/update_invoice/${id}`, { token, body });

async function expectRefused(send: () => Promise<CallResult>, status: number, code: string) {
  const before = await billingTables(t, firm.lawFirmId);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(await billingTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

// biome-ignore lint/suspicious/noExplicitAny: the invoice as the API answered it
let invoice: any;
beforeEach(async () => {
  invoice = await create(
    maria,
    billBody({
      charges: [
        chargeLine({ description: 'Consultation', amount: '100.00' }),
        chargeLine({ description: 'Filing', amount: '40.00', type: 'Expense' }),
      ],
    }),
  );
});

describe('PUT /api/invoice/update_invoice/:invoiceId', () => {
  it('replaces the lines, keeps the ids of kept lines, recomputes and audits the totals', async () => {
    const [consultation] = invoice.charges;
    const res = await update(
      invoice.id,
      billBody({
        title: 'March services',
        invoice_number: invoice.invoice_number,
        include_tax_rate: false,
        charges: [
          { ...consultation, amount: '120.00' },
          chargeLine({ description: 'Translation', amount: '30.50', type: 'Expense', taxable: true, taxRate: 5 }),
        ],
        total: 1,
      }),
      updater.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = res.body.invoice;
    expect(updated.title).toBe('March services');
    expect(updated.charges.map((c: { description: string; amount: string }) => [c.description, c.amount])).toEqual([
      ['Consultation', '120.00'],
      ['Translation', '30.50'],
    ]);
    expect(updated.charges[0].id).toBe(consultation.id);
    expect(updated.charges[0].created_at).toBe(consultation.created_at);
    expect(updated.charges[1].id).not.toBe(invoice.charges[1].id);
    // 150.50 + 5% of 30.50 (1.525 → 1.53), no general tax.
    expect(updated.amount_details).toMatchObject({ subtotal: 150.5, item_tax: 1.53, general_tax: 0, total: 152.03 });
    expect(updated.invoice_settings).toMatchObject({ include_tax_rate: false, invoice_id: invoice.id });
    // The author stays the one who created it.
    expect(updated.created_by_user_id).toBe(firm.admin.id);

    const { charges, settings } = await billingTables(t, firm.lawFirmId);
    expect(charges.filter((c) => c.invoiceId === invoice.id)).toHaveLength(2);
    expect(settings.filter((s) => s.invoiceId === invoice.id)).toHaveLength(1);
    const audits = await invoiceAudits(t, invoice.id);
    expect(audits.map((a) => a.action)).toEqual(['invoice.created', 'invoice.updated']);
    expect(audits[1]!.details).toMatchObject({
      before: { total_cents: 16240 },
      after: { total_cents: 15203 },
    });
  });

  it('refuses a total below what has been paid (422), changing nothing', async () => {
    // Paid amounts come from payments; written directly here to test the invoice's own rule.
    await t.services.db.update(invoices).set({ paidCents: 15000 }).where(eq(invoices.id, invoice.id));
    const lower = billBody({ invoice_number: invoice.invoice_number, charges: [chargeLine({ amount: '100.00' })] });
    const res = await expectRefused(() => update(invoice.id, lower), 422, 'invoice_total_below_paid');
    expect(res.body.details).toEqual({ total: 116, total_paid: 150 });
    const enough = billBody({ invoice_number: invoice.invoice_number, charges: [chargeLine({ amount: '150.00' })] });
    const ok = await update(invoice.id, enough);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.invoice.payment_details).toMatchObject({ total_paid: 150, outstanding_amount: 24 });
  });

  it('keeps the number when the body has none, and takes a new free one', async () => {
    const kept = await update(invoice.id, billBody({ invoice_number: null }));
    expect(kept.body.invoice.invoice_number).toBe(invoice.invoice_number);
    const renamed = await update(invoice.id, billBody({ invoice_number: `${invoice.invoice_number}-A` }));
    expect(renamed.body.invoice.invoice_number).toBe(`${invoice.invoice_number}-A`);
  });

  it("refuses another invoice's number (409), changing nothing", async () => {
    const other = await create(omar, billBody());
    await expectRefused(
      () => update(invoice.id, billBody({ invoice_number: other.invoice_number })),
      409,
      'invoice_number_taken',
    );
  });

  it("a line id of another invoice of the firm becomes a new line; that invoice's line stays", async () => {
    const other = await create(omar, billBody());
    const res = await update(invoice.id, billBody({ charges: [{ ...other.charges[0], case_id: null }] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice.charges[0].id).not.toBe(other.charges[0].id);
    const again = await t.call('GET', `/api/invoice/${other.id}`, { token: firm.admin.token });
    expect(again.body.invoice.charges.map((c: { id: number }) => c.id)).toEqual([other.charges[0].id]);
  });

  describe('refuses, changing nothing', () => {
    it('no charges (422), a due date before the issue date (422)', async () => {
      await expectRefused(() => update(invoice.id, billBody({ charges: [] })), 422, 'charges_required');
      await expectRefused(
        () => update(invoice.id, billBody({ due_date: '2025-03-01' })),
        422,
        'due_date_before_date_issued',
      );
    });

    it("another client (400) or another client's matter (422)", async () => {
      const res = await expectRefused(
        () => update(invoice.id, billBody({ client_id: omar })),
        400,
        'validation_failed',
      );
      expect(res.body.fields).toEqual({ client_id: CLIENT_MISMATCH_MESSAGE });
      await expectRefused(() => update(invoice.id, billBody({ case_id: omarCase })), 422, 'case_of_other_client');
    });

    it("another firm's invoice, line or firm (404)", async () => {
      const theirs = await create(theirClient, billBody(), otherFirm.admin.token);
      await expectRefused(() => update(theirs.id, billBody()), 404, 'not_found');
      await expectRefused(() => update(invoice.id, billBody({ charges: [theirs.charges[0]] })), 404, 'not_found');
      await expectRefused(() => update(invoice.id, billBody({ law_firm_id: otherFirm.lawFirmId })), 404, 'not_found');
      await expectRefused(() => update(999_999, billBody()), 404, 'not_found');
    });

    it('an employee without update on invoices (403)', async () => {
      await expectRefused(() => update(invoice.id, billBody(), creator.token), 403, 'forbidden');
    });

    it('a plan without FULL_ACCESS (403 plan_upgrade_required)', async () => {
      await setInvoicesLevel(t, firm, 'READ_ONLY');
      try {
        const res = await expectRefused(() => update(invoice.id, billBody()), 403, 'plan_upgrade_required');
        expect(res.body.message).toBe('Upgrade your plan to create invoices');
      } finally {
        await setInvoicesLevel(t, firm, 'FULL_ACCESS');
      }
    });
  });
});
