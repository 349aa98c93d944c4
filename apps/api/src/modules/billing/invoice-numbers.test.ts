import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, billBody, billingTables, setInvoicesLevel } from '../../test/kits/billing.js';
import { formatInvoiceNumber } from './invoice-numbers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generate = (token: string) => t.call('GET', '/api/invoice/generate-invoice-number', { token });
const numberOf = async (firm: TestFirm) => {
  const res = await generate(firm.admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.invoice_number as string;
};

describe('GET /api/invoice/generate-invoice-number', () => {
  it('formats INV- and five digits', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-00001');
    expect(formatInvoiceNumber(42)).toBe('INV-00042');
    expect(formatInvoiceNumber(123456)).toBe('INV-123456');
  });

  it('shows the next number per firm without taking it: opening screens uses up no number', async () => {
    const firm = await registerFirm(t);
    const other = await registerFirm(t);
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    expect(await numberOf(firm)).toBe('INV-00001');
    expect(await numberOf(firm)).toBe('INV-00001');
    expect(await numberOf(other)).toBe('INV-00001');
    const saved = await t.call('POST', `/api/invoice/create_invoice/client/${client}`, {
      token: firm.admin.token,
      body: billBody({ invoice_number: null }),
    });
    expect(saved.body.invoice.invoice_number).toBe('INV-00001');
    expect(await numberOf(firm)).toBe('INV-00002');
    expect(await numberOf(other)).toBe('INV-00001');
  });

  it('gives ten saves at once ten consecutive numbers, with no gap', async () => {
    const firm = await registerFirm(t);
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    for (let i = 0; i < 5; i++) await numberOf(firm);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', `/api/invoice/create_invoice/client/${client}`, {
          token: firm.admin.token,
          body: billBody({ invoice_number: null }),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const numbers = results.map((r) => r.body.invoice.invoice_number as string);
    expect([...numbers].sort()).toEqual(Array.from({ length: 10 }, (_, i) => formatInvoiceNumber(i + 1)));
    expect(await numberOf(firm)).toBe('INV-00011');
  });

  it('skips numbers typed by hand on an invoice, and a save without a number draws one too', async () => {
    const firm = await registerFirm(t);
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    const save = (invoiceNumber: string | null) =>
      t.call('POST', `/api/invoice/create_invoice/client/${client}`, {
        token: firm.admin.token,
        body: billBody({ invoice_number: invoiceNumber }),
      });
    expect((await save('INV-00002')).status).toBe(201);
    expect(await numberOf(firm)).toBe('INV-00001');
    expect((await save(null)).body.invoice.invoice_number).toBe('INV-00001');
    // INV-00002 was typed by hand: the next one shown and drawn is INV-00003.
    expect(await numberOf(firm)).toBe('INV-00003');
    expect((await save(null)).body.invoice.invoice_number).toBe('INV-00003');
  });

  it('needs create on invoices (403) and a plan with FULL_ACCESS (403 plan_upgrade_required)', async () => {
    const firm = await registerFirm(t);
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
    const creator = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'create' }] });
    const before = await billingTables(t, firm.lawFirmId);
    expect((await generate(reader.token)).body.code).toBe('forbidden');
    await setInvoicesLevel(t, firm, 'READ_ONLY');
    const refused = await generate(creator.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'plan_upgrade_required',
      message: 'Upgrade your plan to create invoices',
    });
    expect(await billingTables(t, firm.lawFirmId)).toEqual(before);
    await setInvoicesLevel(t, firm, 'FULL_ACCESS');
    expect((await generate(creator.token)).body.invoice_number).toBe('INV-00001');
  });
});
