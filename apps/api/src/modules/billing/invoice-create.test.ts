import {
  CHARGES_REQUIRED_MESSAGE,
  DEFAULT_BILL_INVOICE_TITLE,
  INVOICE_NUMBER_TAKEN_MESSAGE,
  invoiceSchema,
} from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  storeLogo,
} from '../../test/kits/billing.js';
import { LOGO_NOT_FOUND } from '../firm/logo-names.js';
import { CLIENT_MISMATCH_MESSAGE, DUE_BEFORE_ISSUED_MESSAGE } from './invoice-service.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let omar: number;
let mariaCase: number;
let theirClient: number;
let creator: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  mariaCase = await addCase(t, firm, maria, 'Asylum application');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  creator = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'create' }] });
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
});
afterAll(() => t.close());

const create = (clientId: number, body: unknown, token = firm.admin.token) =>
  t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, { token, body });

/** A refused call answers `status` and `code` and leaves every billing table as it was. */
async function expectRefused(send: () => Promise<CallResult>, status: number, code: string) {
  const before = await billingTables(t, firm.lawFirmId);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(await billingTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('POST /api/invoice/create_invoice/client/:clientId', () => {
  it('computes the totals itself: the worked example, whatever total the browser sent', async () => {
    const res = await create(
      maria,
      billBody({
        charges: [
          chargeLine({ description: 'Consultation', amount: '100.00', type: 'Service' }),
          chargeLine({ description: 'Courier', amount: 50, type: 'Expense', taxable: true, taxRate: 10 }),
        ],
        include_tax_rate: true,
        tax_rate: 16,
        include_discount: true,
        discount_type: 'PERCENTAGE',
        discount_amount: 10,
        discount_description: 'Loyal client',
        total: 999.99,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const invoice = invoiceSchema.parse(res.body.invoice);
    expect(invoice.amount_details).toEqual({
      subtotal: 150,
      item_tax: 5,
      general_tax: 24,
      tax: 29,
      discount: 15,
      total: 164,
    });
    expect(invoice.total).toBe(164);
    expect(invoice.discount_amount).toBe(15);
    expect(invoice.discount).toEqual({ amount: 15 });
    expect(invoice.payment_details).toMatchObject({ outstanding_amount: 164, total_paid: 0 });
    expect(invoice.charges.map((c) => [c.description, c.amount, c.type, c.taxable, c.taxRate])).toEqual([
      ['Consultation', '100.00', 'Service', false, 0],
      ['Courier', '50.00', 'Expense', true, 10],
    ]);

    // Stored as computed: the lists read the same numbers.
    const { invoices } = await billingTables(t, firm.lawFirmId);
    expect(invoices.find((row) => row.id === invoice.id)).toMatchObject({
      subtotalCents: 15000,
      itemTaxCents: 500,
      generalTaxCents: 2400,
      discountCents: 1500,
      totalCents: 16400,
      paidCents: 0,
    });
    const fetched = await t.call('GET', `/api/invoice/${invoice.id}`, { token: firm.admin.token });
    expect(fetched.body.invoice.total).toBe(164);
  });

  it('draws the next number, titles it, takes the author from the session and keeps its own settings', async () => {
    const res = await create(
      maria,
      billBody({ title: '', invoice_number: null, created_by_user_id: 999_999, footer_text: 'Thank you' }),
      creator.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { invoice } = res.body;
    expect(invoice.invoice_number).toMatch(/^INV-\d{5}$/);
    expect(invoice.title).toBe(DEFAULT_BILL_INVOICE_TITLE);
    expect(invoice.created_by_user_id).toBe(creator.id);
    expect(invoice).toMatchObject({ type: 'BILL', client_id: maria, law_firm_id: firm.lawFirmId, case_id: null });
    expect(invoice.invoice_settings).toMatchObject({
      invoice_id: invoice.id,
      law_firm_id: firm.lawFirmId,
      tax_rate: 16,
      include_tax_rate: true,
      footer_text: 'Thank you',
      due_date: '2025-04-04',
      date_issued: '2025-03-05',
    });
    // One Service line of $100 with 16% general tax.
    expect(invoice.total).toBe(116);

    const audits = await invoiceAudits(t, invoice.id);
    expect(audits.map((a) => a.action)).toEqual(['invoice.created']);
    expect(audits[0]!.userId).toBe(creator.id);
    expect(audits[0]!.details).toMatchObject({ total_cents: 11600, subtotal_cents: 10000, general_tax_cents: 1600 });
  });

  it('never taxes Service lines and gives untaxed lines rate 0', async () => {
    const res = await create(
      maria,
      billBody({
        include_tax_rate: false,
        charges: [
          chargeLine({ type: 'Service', taxable: true, taxRate: 20 }),
          chargeLine({ type: 'Expense', amount: '10.00', taxable: false, taxRate: 20 }),
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.invoice.charges.map((c: { taxable: boolean; taxRate: number }) => [c.taxable, c.taxRate])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    expect(res.body.invoice.total).toBe(110);
  });

  it('puts the lines of an invoice for a matter on that matter and names the matter', async () => {
    const res = await create(
      maria,
      billBody({ case_id: mariaCase, charges: [chargeLine({ case_id: null }), chargeLine({ case_id: mariaCase })] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { invoice } = res.body;
    expect(invoice.case_id).toBe(mariaCase);
    expect(invoice.charges.map((c: { case_id: number; matterName: string }) => [c.case_id, c.matterName])).toEqual([
      [mariaCase, 'Asylum application'],
      [mariaCase, 'Asylum application'],
    ]);
    expect(invoice.case).toEqual([{ id: mariaCase, client_id: maria, title: 'Asylum application' }]);
  });

  it('accepts a logo the firm uploaded and refuses a name it does not have', async () => {
    const logo = await storeLogo(t, firm.lawFirmId, 'hamdan.png');
    const ok = await create(maria, billBody({ include_logo: true, logo }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.invoice.invoice_settings).toMatchObject({ include_logo: true, logo: 'hamdan.png' });

    // Another firm's logo is not this firm's, even under the same name.
    const theirs = await storeLogo(t, otherFirm.lawFirmId, 'elsewhere.png');
    for (const name of [theirs, 'missing.png', '../1/hamdan.png']) {
      const res = await expectRefused(
        () => create(maria, billBody({ include_logo: true, logo: name })),
        400,
        'validation_failed',
      );
      expect(res.body.fields).toEqual({ logo: LOGO_NOT_FOUND });
    }
  });

  it('keeps the number it was given, and refuses one another invoice has (409) writing nothing', async () => {
    const first = await create(maria, billBody({ invoice_number: 'HL-2025-001' }));
    expect(first.status).toBe(201);
    expect(first.body.invoice.invoice_number).toBe('HL-2025-001');
    const res = await expectRefused(
      () => create(omar, billBody({ invoice_number: 'HL-2025-001' })),
      409,
      'invoice_number_taken',
    );
    expect(res.body.message).toBe(INVOICE_NUMBER_TAKEN_MESSAGE);
    // Numbers are per firm: another firm may use the same one.
    const theirs = await create(theirClient, billBody({ invoice_number: 'HL-2025-001' }), otherFirm.admin.token);
    expect(theirs.status).toBe(201);
  });

  it('two saves racing for one number: one wins, the other answers 409', async () => {
    const [a, b] = await Promise.all([
      create(maria, billBody({ invoice_number: 'RACE-1' })),
      create(omar, billBody({ invoice_number: 'RACE-1' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.code).toBe('invoice_number_taken');
  });

  describe('refuses, changing nothing', () => {
    it('an invoice without charges (422 charges_required)', async () => {
      const res = await expectRefused(() => create(maria, billBody({ charges: [] })), 422, 'charges_required');
      expect(res.body.message).toBe(CHARGES_REQUIRED_MESSAGE);
    });

    it('a due date before the date issued (422)', async () => {
      const res = await expectRefused(
        () => create(maria, billBody({ date_issued: '2025-03-05', due_date: '2025-03-04' })),
        422,
        'due_date_before_date_issued',
      );
      expect(res.body.message).toBe(DUE_BEFORE_ISSUED_MESSAGE);
      // The same day is fine.
      expect((await create(maria, billBody({ date_issued: '2025-03-05', due_date: '2025-03-05' }))).status).toBe(201);
    });

    it('a discount larger than the subtotal (422)', async () => {
      await expectRefused(
        () =>
          create(
            maria,
            billBody({
              include_discount: true,
              discount_type: 'FIXED',
              discount_amount: 100.01,
              discount_description: 'Too much',
            }),
          ),
        422,
        'discount_exceeds_subtotal',
      );
    });

    it('a Trust Payment line that names no payment (400)', async () => {
      const res = await expectRefused(
        () => create(maria, billBody({ charges: [chargeLine({ type: 'Trust Payment' })] })),
        400,
        'validation_failed',
      );
      expect(res.body.fields).toHaveProperty(['charges.0.payment_id']);
    });

    it('settings that break the rules (400 with every field)', async () => {
      const res = await expectRefused(
        () =>
          create(
            maria,
            billBody({
              include_discount: true,
              discount_amount: null,
              include_footer: true,
              footer_text: '  ',
              include_installment: true,
              installment_amount: 500,
              installment_start_date: null,
              include_logo: true,
              logo: null,
            }),
          ),
        400,
        'validation_failed',
      );
      expect(res.body.fields).toEqual({
        discount_amount: 'Enter the discount amount',
        discount_description: 'Enter the discount name',
        footer_text: 'Enter the footer text',
        logo: 'Upload a logo or turn the logo off',
        installment_amount: 'The installment amount cannot be more than the invoice total',
        installment_start_date: 'Choose the first payment date',
      });
    });

    it('a body without a language (400)', async () => {
      const res = await expectRefused(() => create(maria, billBody({ language: undefined })), 400, 'validation_failed');
      expect(Object.keys(res.body.fields)).toContain('language');
    });

    it("a body naming another client than the path's (400)", async () => {
      const res = await expectRefused(() => create(maria, billBody({ client_id: omar })), 400, 'validation_failed');
      expect(res.body.fields).toEqual({ client_id: CLIENT_MISMATCH_MESSAGE });
      expect((await create(maria, billBody({ client_id: maria, law_firm_id: firm.lawFirmId }))).status).toBe(201);
    });

    it("another client's matter (422 case_of_other_client), for the invoice and for a line", async () => {
      await expectRefused(() => create(omar, billBody({ case_id: mariaCase })), 422, 'case_of_other_client');
      await expectRefused(
        () => create(omar, billBody({ charges: [chargeLine({ case_id: mariaCase })] })),
        422,
        'case_of_other_client',
      );
    });

    it("a line on another matter than the invoice's (422 charge_outside_invoice_case)", async () => {
      const otherCase = await addCase(t, firm, maria, 'Work permit');
      await expectRefused(
        () => create(maria, billBody({ case_id: mariaCase, charges: [chargeLine({ case_id: otherCase })] })),
        422,
        'charge_outside_invoice_case',
      );
    });

    it("another firm's client, matter or firm (404)", async () => {
      await expectRefused(() => create(theirClient, billBody()), 404, 'not_found');
      const theirCase = await addCase(t, otherFirm, theirClient, 'Their matter');
      await expectRefused(() => create(maria, billBody({ case_id: theirCase })), 404, 'not_found');
      await expectRefused(
        () => create(maria, billBody({ charges: [chargeLine({ case_id: theirCase })] })),
        404,
        'not_found',
      );
      await expectRefused(() => create(maria, billBody({ law_firm_id: otherFirm.lawFirmId })), 404, 'not_found');
      await expectRefused(() => create(999_999, billBody()), 404, 'not_found');
    });

    it('an employee without create on invoices (403 forbidden)', async () => {
      await expectRefused(() => create(maria, billBody(), reader.token), 403, 'forbidden');
    });

    it('a plan without FULL_ACCESS (403 plan_upgrade_required), even for the admin', async () => {
      const limited = await registerFirm(t, 'Read Only Law');
      const client = await addClient(t, limited, 'Rania', 'Saleh');
      await setInvoicesLevel(t, limited, 'READ_ONLY');
      const before = await billingTables(t, limited.lawFirmId);
      const res = await create(client, billBody(), limited.admin.token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'plan_upgrade_required',
        message: 'Upgrade your plan to create invoices',
      });
      expect(await billingTables(t, limited.lawFirmId)).toEqual(before);
      await setInvoicesLevel(t, limited, 'FULL_ACCESS');
      expect((await create(client, billBody(), limited.admin.token)).status).toBe(201);
    });
  });
});
