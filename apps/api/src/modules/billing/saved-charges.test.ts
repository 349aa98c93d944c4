import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, savedCharges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addClient, addSavedCharge, billingTables, setInvoicesLevel } from '../../test/kits/billing.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const charge = (extra: Record<string, unknown> = {}) => ({
  description: 'USCIS filing fee (I-485)',
  amount: 1440,
  type: 'Expense',
  date: '2026-03-02T15:00:00.000Z',
  law_firm_id: firm.lawFirmId,
  created_by_user_id: firm.admin.id,
  invoice_id: null,
  ...extra,
});
const create = (caller: TestUser, body: object) =>
  t.call('POST', '/api/invoice/create-saved-charge', { token: caller.token, body });
const list = (caller: TestUser, lawFirmId: number) =>
  t.call('GET', `/api/invoice/get_saved_charges/${lawFirmId}`, { token: caller.token });

/** An invoice of the firm, written straight into the table (invoices have their own suites). */
async function addInvoice(owner: TestFirm, number: string): Promise<number> {
  const clientId = await addClient(t, owner, 'Maya', `Haddad${number}`);
  const [row] = await t.services.db
    .insert(invoices)
    .values({
      lawFirmId: owner.lawFirmId,
      clientId,
      title: 'Invoice',
      invoiceNumber: number,
      dueDate: '2026-04-01',
      dateIssued: '2026-03-01',
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** A create that must be refused: its answer, and proof that it changed nothing in either firm. */
async function refusedCreate(caller: TestUser, body: object) {
  const before = [await billingTables(t, firm.lawFirmId), await billingTables(t, otherFirm.lawFirmId)];
  const res = await create(caller, body);
  expect([await billingTables(t, firm.lawFirmId), await billingTables(t, otherFirm.lawFirmId)]).toEqual(before);
  return res;
}

describe('POST /invoice/create-saved-charge', () => {
  it('creates a charge in cents, by the signed-in user, and audits it', async () => {
    const employee = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'create' }] });
    const res = await create(employee, charge({ amount: 12.5, created_by_user_id: firm.admin.id }));
    expect(res.status).toBe(201);
    expect(res.body.charge).toEqual({
      id: expect.any(Number),
      description: 'USCIS filing fee (I-485)',
      type: 'Expense',
      amount: '12.50',
      date: '2026-03-02',
      invoice_id: null,
      // The body named the admin; the author is who is signed in.
      created_by_user_id: employee.id,
      created_at: expect.any(String),
    });
    const [row] = await t.services.db.select().from(savedCharges).where(eq(savedCharges.id, res.body.charge.id));
    expect(row).toMatchObject({ lawFirmId: firm.lawFirmId, amountCents: 1250, createdByUserId: employee.id });
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'saved_charge'), eq(auditLog.entityId, String(res.body.charge.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'saved_charge.created', userId: employee.id });
  });

  it('defaults to a Service and needs no law_firm_id in the body', async () => {
    const { law_firm_id: _, type: __, ...body } = charge({ description: 'Consultation', amount: 250 });
    const res = await create(firm.admin, body);
    expect(res.status).toBe(201);
    expect(res.body.charge).toMatchObject({ type: 'Service', amount: '250.00' });
  });

  it('keeps the invoice it was made for, when that invoice is the firm’s', async () => {
    const invoiceId = await addInvoice(firm, 'INV-90001');
    const res = await create(firm.admin, charge({ invoice_id: invoiceId }));
    expect(res.status).toBe(201);
    expect(res.body.charge.invoice_id).toBe(invoiceId);
  });

  it('answers 404 for another firm’s law_firm_id or invoice, changing nothing', async () => {
    const othersInvoice = await addInvoice(otherFirm, 'INV-90002');
    for (const body of [charge({ law_firm_id: otherFirm.lawFirmId }), charge({ invoice_id: othersInvoice })]) {
      const res = await refusedCreate(firm.admin, body);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await refusedCreate(firm.admin, charge({ invoice_id: 999_999 }))).status).toBe(404);
  });

  it.each([
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -5 }, 'amount'],
    ['three decimals', { amount: 12.345 }, 'amount'],
    ['an amount as text', { amount: '12.50' }, 'amount'],
    ['no description', { description: '   ' }, 'description'],
    ['no date', { date: undefined }, 'date'],
    ['a bad date', { date: '2026-02-30' }, 'date'],
    ['a Trust Payment', { type: 'Trust Payment' }, 'type'],
  ])('refuses %s with a field error, changing nothing', async (_name, extra, field) => {
    const res = await refusedCreate(firm.admin, charge(extra));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('needs the plan’s FULL_ACCESS: 403 plan_upgrade_required otherwise, while the list still reads', async () => {
    const owner = await registerFirm(t);
    await addSavedCharge(t, owner, { description: 'Courier' });
    for (const level of ['READ_ONLY', 'NONE'] as const) {
      await setInvoicesLevel(t, owner, level);
      const before = await billingTables(t, owner.lawFirmId);
      const res = await create(owner.admin, charge({ law_firm_id: owner.lawFirmId }));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'plan_upgrade_required',
        message: 'Upgrade your plan to create invoices',
      });
      expect(await billingTables(t, owner.lawFirmId)).toEqual(before);
      expect((await list(owner.admin, owner.lawFirmId)).body.charges).toHaveLength(1);
    }
    await setInvoicesLevel(t, owner, 'FULL_ACCESS');
    expect((await create(owner.admin, charge({ law_firm_id: owner.lawFirmId }))).status).toBe(201);
  });

  it('needs create on invoices (403 otherwise)', async () => {
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
    const res = await refusedCreate(reader, charge());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });
});

describe('GET /invoice/get_saved_charges/:lawFirmId', () => {
  it('lists only the firm’s charges no invoice has picked, newest first', async () => {
    const owner = await registerFirm(t);
    const invoiceId = await addInvoice(owner, 'INV-90003');
    const older = await addSavedCharge(t, owner, { description: 'Translation of birth certificate' });
    await addSavedCharge(t, owner, { description: 'Already billed', invoiceId });
    const newer = await create(owner.admin, charge({ law_firm_id: owner.lawFirmId, description: 'FedEx courier' }));
    await addSavedCharge(t, otherFirm, { description: 'Another firm’s fee' });

    const res = await list(owner.admin, owner.lawFirmId);
    expect(res.status).toBe(200);
    expect(res.body.charges.map((c: { id: number }) => c.id)).toEqual([newer.body.charge.id, older]);
    expect(res.body.charges[1]).toMatchObject({
      description: 'Translation of birth certificate',
      type: 'Expense',
      amount: '45.00',
      date: '2025-03-01',
      invoice_id: null,
    });
  });

  it('answers an empty list to a firm without saved charges', async () => {
    const owner = await registerFirm(t);
    expect((await list(owner.admin, owner.lawFirmId)).body).toEqual({ charges: [] });
  });

  it('answers 404 for another firm, and 403 without VIEW_INVOICES', async () => {
    const res = await list(firm.admin, otherFirm.lawFirmId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    const noInvoices = await addEmployee(t, firm, { rules: [{ subject: 'time_entries', action: 'manage' }] });
    expect((await list(noInvoices, firm.lawFirmId)).status).toBe(403);
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
    expect((await list(reader, firm.lawFirmId)).status).toBe(200);
  });
});
