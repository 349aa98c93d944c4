/**
 * The total of an unfiltered invoice list is read from invoice_counts (kept by triggers): it must
 * equal the invoices counted one by one (any filter that keeps them all) after invoices are created
 * through the API, of both types, written straight into the table, and deleted, for two firms at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounts, invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, billBody } from '../../test/kits/billing.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let clientId: number;

/** Issued on any day at all: it makes the API count the invoices themselves. */
const EVERY_DAY = { date_from: '2000-01-01', date_to: '2100-01-01' };

async function total(query: Record<string, string> = {}) {
  const res = await t.call('GET', `/api/invoice/all/${firm.lawFirmId}?${new URLSearchParams(query)}`, {
    token: firm.admin.token,
  });
  expect(res.status).toBe(200);
  return res.body.total as number;
}

/** The same list's total from invoice_counts and from counting: the two must agree. */
async function expectAgreement(query: Record<string, string> = {}) {
  const fromCounts = await total(query);
  expect(fromCounts).toBe(await total({ ...query, ...EVERY_DAY }));
  return fromCounts;
}

async function create(owner: TestFirm, client: number, body: Record<string, unknown>) {
  const res = await t.call('POST', `/api/invoice/create_invoice/client/${client}`, { token: owner.admin.token, body });
  expect(res.status).toBe(201);
  return res.body.invoice.id as number;
}

function trustBody() {
  const { charges: _charges, ...settings } = billBody();
  return { ...settings, type: 'TRUST', amount: '250.00' };
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Counting Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  clientId = await addClient(t, firm, 'Maria', 'Gomez');
  await create(otherFirm, await addClient(t, otherFirm, 'Their', 'Client'), billBody());
});
afterAll(() => t.close());

describe('invoice list totals', () => {
  it('are zero for a firm without invoices', async () => {
    expect(await expectAgreement()).toBe(0);
  });

  it('follow invoices created through the API, of both types', async () => {
    await create(firm, clientId, billBody());
    await create(firm, clientId, billBody({ invoice_number: 'HL-77' }));
    await create(firm, clientId, trustBody());
    expect(await expectAgreement()).toBe(3);
    expect(await expectAgreement({ type: 'BILL' })).toBe(2);
    expect(await expectAgreement({ type: 'TRUST' })).toBe(1);
  });

  it('follow invoices written straight into the table and deleted', async () => {
    const [row] = await t.services.db
      .insert(invoices)
      .values({
        lawFirmId: firm.lawFirmId,
        clientId,
        title: 'Imported',
        invoiceNumber: 'OLD-1',
        dueDate: '2024-02-01',
        dateIssued: '2024-01-01',
      })
      .returning({ id: invoices.id });
    expect(await expectAgreement()).toBe(4);
    await t.services.db.delete(invoices).where(eq(invoices.id, row!.id));
    expect(await expectAgreement()).toBe(3);
    expect(await expectAgreement({ type: 'BILL' })).toBe(2);
  });

  it('follow an invoice whose type is changed in the table, and stay put when other columns change', async () => {
    const invoiceId = await create(firm, clientId, billBody({ invoice_number: 'HL-MOVE' }));
    expect(await expectAgreement({ type: 'BILL' })).toBe(3);
    await t.services.db.update(invoices).set({ type: 'TRUST' }).where(eq(invoices.id, invoiceId));
    expect(await expectAgreement({ type: 'BILL' })).toBe(2);
    expect(await expectAgreement({ type: 'TRUST' })).toBe(2);
    await t.services.db.update(invoices).set({ title: 'Renamed', paidCents: 100 }).where(eq(invoices.id, invoiceId));
    expect(await expectAgreement({ type: 'TRUST' })).toBe(2);
    await t.services.db.update(invoices).set({ type: 'BILL' }).where(eq(invoices.id, invoiceId));
    expect(await expectAgreement()).toBe(4);
    expect(await expectAgreement({ type: 'BILL' })).toBe(3);
  });

  it('keep each firm’s count apart', async () => {
    const rows = await t.services.db
      .select()
      .from(invoiceCounts)
      .where(eq(invoiceCounts.lawFirmId, otherFirm.lawFirmId));
    expect(rows).toEqual([{ lawFirmId: otherFirm.lawFirmId, type: 'BILL', invoices: 1 }]);
  });
});
