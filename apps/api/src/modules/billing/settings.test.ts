import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettingsInput } from '@counsel/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoiceSettings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { billingTables, storeLogo } from '../../test/kits/billing.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const path = (lawFirmId: number) => `/api/invoice/invoice-settings/${lawFirmId}`;
const getSettings = (caller: TestUser, lawFirmId: number) => t.call('GET', path(lawFirmId), { token: caller.token });
const putSettings = (caller: TestUser, lawFirmId: number, body: Partial<InvoiceSettingsInput> | object) =>
  t.call('PUT', path(lawFirmId), { token: caller.token, body: { ...DEFAULT_INVOICE_SETTINGS, ...body } });

const defaultRows = (lawFirmId: number) =>
  t.services.db
    .select()
    .from(invoiceSettings)
    .where(and(eq(invoiceSettings.lawFirmId, lawFirmId), isNull(invoiceSettings.invoiceId)));

/** A PUT that must be refused: its status, and proof that it changed nothing. */
async function refused(caller: TestUser, lawFirmId: number, body: object) {
  const before = await billingTables(t, firm.lawFirmId);
  const res = await putSettings(caller, lawFirmId, body);
  expect(await billingTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('GET /invoice/invoice-settings/:lawFirmId', () => {
  it('answers the spec’s defaults to a firm that never saved any', async () => {
    const fresh = await registerFirm(t);
    const res = await getSettings(fresh.admin, fresh.lawFirmId);
    expect(res.status).toBe(200);
    expect(res.body.invoice_settings).toEqual({
      id: null,
      law_firm_id: fresh.lawFirmId,
      invoice_id: null,
      ...DEFAULT_INVOICE_SETTINGS,
      due_date: null,
      date_issued: null,
      created_at: null,
      updated_at: null,
    });
    expect(res.body.invoice_settings).toMatchObject({
      discount_type: 'FIXED',
      late_fee_type: 'FIXED',
      installment_frequency: 'DAILY',
      color_scheme: 'Black',
      language: 'English',
      include_tax_rate: true,
    });
    expect(await defaultRows(fresh.lawFirmId)).toEqual([]);
  });

  it('answers 404 for another firm, and 403 without VIEW_INVOICES', async () => {
    expect((await getSettings(firm.admin, otherFirm.lawFirmId)).status).toBe(404);
    const noInvoices = await addEmployee(t, firm, { rules: [{ subject: 'settings', action: 'manage' }] });
    const res = await getSettings(noInvoices, firm.lawFirmId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
    expect((await getSettings(reader, firm.lawFirmId)).status).toBe(200);
  });
});

describe('PUT /invoice/invoice-settings/:lawFirmId', () => {
  it('saves the firm’s defaults, reads them back, and keeps one row however often it is saved', async () => {
    const owner = await registerFirm(t);
    const logo = await storeLogo(t, owner.lawFirmId);
    const first = await putSettings(owner.admin, owner.lawFirmId, {
      include_logo: true,
      logo,
      include_footer: true,
      footer_text: '  Thank you for your business.  ',
      include_discount: true,
      discount_type: 'PERCENTAGE',
      discount_amount: 12.5,
      discount_description: 'Loyal client',
      include_tax_rate: true,
      tax_rate: 8.25,
      include_late_fee: true,
      late_fee_type: 'FIXED',
      late_fee_amount: 35,
      late_fee_description: 'Late payment fee',
      include_installment: true,
      installment_amount: 500,
      installment_frequency: 'MONTHLY',
      installment_start_date: '2026-05-01',
      color_scheme: 'Primary',
      language: 'Arabic',
      send_invoice_reminders: true,
      include_phone: false,
    });
    expect(first.status).toBe(200);
    const saved = first.body.invoice_settings;
    expect(saved).toMatchObject({
      law_firm_id: owner.lawFirmId,
      invoice_id: null,
      logo,
      footer_text: 'Thank you for your business.',
      discount_type: 'PERCENTAGE',
      discount_amount: 12.5,
      tax_rate: 8.25,
      late_fee_amount: 35,
      installment_amount: 500,
      installment_frequency: 'MONTHLY',
      installment_start_date: '2026-05-01',
      color_scheme: 'Primary',
      language: 'Arabic',
      send_invoice_reminders: true,
      include_phone: false,
      include_email: true,
    });
    expect(saved.id).toEqual(expect.any(Number));
    expect((await getSettings(owner.admin, owner.lawFirmId)).body.invoice_settings).toEqual(saved);
    const [row] = await defaultRows(owner.lawFirmId);
    // Percentages and amounts are stored as integers: 12.5% and $35.00.
    expect(row).toMatchObject({ discountValue: 1250, taxRateHundredths: 825, lateFeeValue: 3500 });

    // Turning sections off clears them; the same row is updated.
    const second = await putSettings(owner.admin, owner.lawFirmId, { language: 'English', include_tax_rate: false });
    expect(second.status).toBe(200);
    expect(second.body.invoice_settings).toMatchObject({
      id: saved.id,
      include_logo: false,
      logo: null,
      discount_amount: null,
      include_tax_rate: false,
      language: 'English',
    });
    const rows = await defaultRows(owner.lawFirmId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(saved.id);

    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, owner.lawFirmId), eq(auditLog.entityType, 'invoice_settings')))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['invoice_settings.created', 'invoice_settings.updated']);
    expect(audits[1]).toMatchObject({ userId: owner.admin.id, entityId: String(saved.id) });
    expect((audits[1]!.details as { changed: string[] }).changed).toEqual(
      expect.arrayContaining(['include_logo', 'logo', 'language', 'include_tax_rate']),
    );
    expect((audits[1]!.details as { changed: string[] }).changed).not.toContain('include_email');
  });

  it('keeps one row when two saves arrive at once', async () => {
    const owner = await registerFirm(t);
    const results = await Promise.all(
      ['Black', 'Primary', 'Black', 'Primary'].map((color_scheme) =>
        putSettings(owner.admin, owner.lawFirmId, { color_scheme }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await defaultRows(owner.lawFirmId)).toHaveLength(1);
  });

  it('answers every broken §5 rule at once as field errors, and saves nothing', async () => {
    const res = await refused(firm.admin, firm.lawFirmId, {
      include_installment: true,
      installment_amount: null,
      installment_start_date: null,
      include_discount: true,
      discount_amount: null,
      discount_description: ' ',
      include_late_fee: true,
      late_fee_amount: null,
      late_fee_description: null,
      include_footer: true,
      footer_text: '',
      include_logo: true,
      logo: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toEqual({
      discount_amount: 'Enter the discount amount',
      discount_description: 'Enter the discount name',
      late_fee_amount: 'Enter the late fee amount',
      late_fee_description: 'Enter the late fee description',
      footer_text: 'Enter the footer text',
      logo: 'Upload a logo or turn the logo off',
      installment_amount: 'Enter the installment amount',
      installment_start_date: 'Choose the first payment date',
    });
  });

  it.each([
    [
      'a percentage discount over 100',
      { include_discount: true, discount_type: 'PERCENTAGE', discount_amount: 100.5, discount_description: 'x' },
      { discount_amount: 'A percentage discount cannot be more than 100' },
    ],
    [
      'a percentage late fee over 100',
      { include_late_fee: true, late_fee_type: 'PERCENTAGE', late_fee_amount: 150, late_fee_description: 'x' },
      { late_fee_amount: 'A percentage late fee cannot be more than 100' },
    ],
    [
      'an installment amount of 0',
      { include_installment: true, installment_amount: 0, installment_start_date: '2026-05-01' },
      { installment_amount: 'Enter the installment amount' },
    ],
  ])('refuses %s with its field error', async (_name, body, fields) => {
    const res = await refused(firm.admin, firm.lawFirmId, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields });
  });

  it.each([
    ['a tax rate over 100', { tax_rate: 100.01 }, 'tax_rate'],
    ['a negative tax rate', { tax_rate: -1 }, 'tax_rate'],
    ['a tax rate with three decimals', { tax_rate: 8.875 }, 'tax_rate'],
    ['no language', { language: undefined }, 'language'],
    ['an unknown language', { language: 'French' }, 'language'],
    ['an unknown discount type', { discount_type: 'HALF' }, 'discount_type'],
    ['an unknown frequency', { installment_frequency: 'YEARLY' }, 'installment_frequency'],
    ['an impossible start date', { installment_start_date: '2026-02-30' }, 'installment_start_date'],
    ['a month 13 start date', { installment_start_date: '2026-13-01' }, 'installment_start_date'],
  ])('refuses %s as a field error of the body', async (_name, body, field) => {
    const res = await refused(firm.admin, firm.lawFirmId, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('refuses a logo that is not stored for this firm: unknown, another firm’s, or a path', async () => {
    const othersLogo = await storeLogo(t, otherFirm.lawFirmId, 'other-logo.png');
    for (const logo of ['never-uploaded.png', othersLogo, `../${otherFirm.lawFirmId}/${othersLogo}`]) {
      const res = await refused(firm.admin, firm.lawFirmId, { include_logo: true, logo });
      expect(res.status, logo).toBe(400);
      expect(res.body.fields, logo).toEqual({ logo: 'This logo was not found; upload it again' });
    }
    // The same name stored for this firm is fine.
    await storeLogo(t, firm.lawFirmId, 'other-logo.png');
    expect((await putSettings(firm.admin, firm.lawFirmId, { include_logo: true, logo: othersLogo })).status).toBe(200);
  });

  it('answers 404 for another firm’s settings, changing nothing there', async () => {
    const before = await billingTables(t, otherFirm.lawFirmId);
    const res = await putSettings(firm.admin, otherFirm.lawFirmId, { color_scheme: 'Primary' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect(await billingTables(t, otherFirm.lawFirmId)).toEqual(before);
  });

  it('needs update on invoices and VIEW_SETTINGS (403 otherwise)', async () => {
    const readsInvoices = await addEmployee(t, firm, {
      rules: [
        { subject: 'invoices', action: 'read' },
        { subject: 'settings', action: 'manage' },
      ],
    });
    const noSettings = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'manage' }] });
    const allowed = await addEmployee(t, firm, {
      rules: [
        { subject: 'invoices', action: 'update' },
        { subject: 'settings', action: 'read' },
      ],
    });
    for (const caller of [readsInvoices, noSettings]) {
      const res = await refused(caller, firm.lawFirmId, { color_scheme: 'Primary' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    const ok = await putSettings(allowed, firm.lawFirmId, { color_scheme: 'Primary' });
    expect(ok.status).toBe(200);
    expect(ok.body.invoice_settings.color_scheme).toBe('Primary');
  });
});
