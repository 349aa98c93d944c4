import { dayIn, invoicesPage } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addCase, addClient, billBody, chargeLine } from '../../test/kits/billing.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let omar: number;
let asylum: number;
let theirClient: number;
let theirCase: number;
let reader: TestUser;
let nobody: TestUser;
/** Invoice ids by name. */
const ids: Record<string, number> = {};

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  asylum = await addCase(t, firm, maria, 'Asylum application');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  theirCase = await addCase(t, otherFirm, theirClient, 'Their matter');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
  nobody = await addEmployee(t, firm);

  const today = dayIn('America/New_York');
  const save = async (name: string, clientId: number, body: Record<string, unknown>, owner = firm) => {
    const res = await t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, {
      token: owner.admin.token,
      body: billBody(body),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids[name] = res.body.invoice.id;
  };
  // Each one $116.00 (one $100 line and 16% tax), unless it says otherwise.
  // Due today where the firm is: not overdue yet.
  await save('dueToday', omar, { invoice_number: 'HL-000', date_issued: '2025-01-05', due_date: today });
  await save('janMaria', maria, { invoice_number: 'HL-001', date_issued: '2025-01-10', due_date: '2025-02-10' });
  await save('febOmar', omar, { invoice_number: 'HL-002', date_issued: '2025-02-10', due_date: shift(today, 5) });
  await save('febMariaCase', maria, {
    invoice_number: 'HL-003',
    title: 'Asylum 50% retainer',
    case_id: asylum,
    date_issued: '2025-02-10',
    due_date: shift(today, 5),
  });
  await save('marPaid', omar, { invoice_number: 'HL-004', date_issued: '2025-03-01', due_date: '2025-03-31' });
  await save('marPartial', maria, {
    invoice_number: 'HL-005',
    date_issued: '2025-03-15',
    due_date: shift(today, 30),
    charges: [chargeLine({ amount: '200.00' })],
    include_tax_rate: false,
  });
  await save(
    'theirs',
    theirClient,
    { invoice_number: 'HL-006', date_issued: '2025-03-20', due_date: '2025-04-20' },
    otherFirm,
  );
  await t.services.db.update(invoices).set({ paidCents: 11600 }).where(eq(invoices.id, ids.marPaid!));
  await t.services.db.update(invoices).set({ paidCents: 5000 }).where(eq(invoices.id, ids.marPartial!));
});
afterAll(() => t.close());

const list = async (path: string, query: Record<string, string | number> = {}, token = firm.admin.token) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.call('GET', `/api/invoice/${path}?${params.toString()}`, { token });
};
const firmList = (query: Record<string, string | number> = {}) => list(`all/${firm.lawFirmId}`, query);
const names = (items: Array<{ id: number }>) =>
  items.map((item) => Object.keys(ids).find((name) => ids[name] === item.id));

describe('GET /api/invoice/all/:lawFirmId', () => {
  it("lists the firm's invoices, newest issued first, with names, totals and status", async () => {
    const res = await firmList();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = invoicesPage.parse(res.body);
    expect(page).toMatchObject({ page: 1, page_size: 12, total: 6 });
    // Same day issued: the newer id first.
    expect(names(page.items)).toEqual(['marPartial', 'marPaid', 'febMariaCase', 'febOmar', 'janMaria', 'dueToday']);
    expect(page.items.find((i) => i.id === ids.febMariaCase)).toEqual({
      id: ids.febMariaCase,
      invoice_number: 'HL-003',
      title: 'Asylum 50% retainer',
      type: 'BILL',
      client_id: maria,
      client_name: 'Maria Gomez',
      case_id: asylum,
      case_title: 'Asylum application',
      matter_id: asylum,
      matter_title: 'Asylum application',
      date_issued: '2025-02-10',
      due_date: shift(dayIn('America/New_York'), 5),
      total: 116,
      total_paid: 0,
      outstanding_amount: 116,
      status: 'unpaid',
    });
    expect(page.items.find((i) => i.id === ids.marPartial)).toMatchObject({
      total: 200,
      total_paid: 50,
      outstanding_amount: 150,
      status: 'partial',
    });
  });

  it('filters by status the way the invoice itself computes it', async () => {
    const byStatus = async (status: string) => names((await firmList({ status })).body.items);
    expect(await byStatus('overdue')).toEqual(['janMaria']);
    expect(await byStatus('paid')).toEqual(['marPaid']);
    expect(await byStatus('partial')).toEqual(['marPartial']);
    expect(await byStatus('unpaid')).toEqual(['febMariaCase', 'febOmar', 'dueToday']);
    for (const name of ['janMaria', 'marPaid', 'marPartial', 'febOmar', 'dueToday']) {
      const one = await t.call('GET', `/api/invoice/${ids[name]}`, { token: firm.admin.token });
      const listed = (await firmList()).body.items.find((i: { id: number }) => i.id === ids[name]);
      expect(listed.status).toBe(one.body.invoice.payment_details.status);
    }
  });

  it('searches the number, the title and the client name, ignoring case and taking % literally', async () => {
    const search = async (text: string) => names((await firmList({ search: text })).body.items);
    expect(await search('hl-004')).toEqual(['marPaid']);
    expect(await search('retainer')).toEqual(['febMariaCase']);
    expect(await search('50%')).toEqual(['febMariaCase']);
    expect(await search('haddad')).toEqual(['marPaid', 'febOmar', 'dueToday']);
    expect(await search('maria gomez')).toEqual(['marPartial', 'febMariaCase', 'janMaria']);
    expect(await search('nobody')).toEqual([]);
  });

  it('filters by type and by the dates issued (inclusive), and pages', async () => {
    expect((await firmList({ type: 'TRUST' })).body.total).toBe(0);
    expect((await firmList({ type: 'BILL' })).body.total).toBe(6);
    const range = await firmList({ date_from: '2025-02-10', date_to: '2025-03-01' });
    expect(names(range.body.items)).toEqual(['marPaid', 'febMariaCase', 'febOmar']);
    const first = await firmList({ page_size: 2 });
    const third = await firmList({ page_size: 2, page: 3 });
    expect(first.body).toMatchObject({ page: 1, page_size: 2, total: 6 });
    expect(names(first.body.items)).toEqual(['marPartial', 'marPaid']);
    expect(names(third.body.items)).toEqual(['janMaria', 'dueToday']);
    const bad = await firmList({ status: 'late' });
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another firm's id and 403 without read on invoices", async () => {
    expect((await list(`all/${otherFirm.lawFirmId}`)).status).toBe(404);
    expect((await list(`all/${firm.lawFirmId}`, {}, reader.token)).body.total).toBe(6);
    expect((await list(`all/${firm.lawFirmId}`, {}, nobody.token)).status).toBe(403);
  });
});

describe('GET /api/invoice/client/:clientId and /api/invoice/case/:caseId', () => {
  it("list one client's invoices, and the invoices of one matter", async () => {
    const mine = await list(`client/${omar}`);
    expect(names(mine.body.items)).toEqual(['marPaid', 'febOmar', 'dueToday']);
    expect(names((await list(`client/${maria}`, { status: 'overdue' })).body.items)).toEqual(['janMaria']);
    const matter = await list(`case/${asylum}`);
    expect(matter.body).toMatchObject({ total: 1, page_size: 12 });
    expect(names(matter.body.items)).toEqual(['febMariaCase']);
  });

  it("answer 404 for another firm's client or case, and 403 without read on invoices", async () => {
    expect((await list(`client/${theirClient}`)).status).toBe(404);
    expect((await list(`case/${theirCase}`)).status).toBe(404);
    expect((await list(`client/${maria}`, {}, nobody.token)).status).toBe(403);
    expect((await list(`case/${asylum}`, {}, nobody.token)).status).toBe(403);
    expect((await list(`client/${maria}`, {}, reader.token)).status).toBe(200);
  });
});

describe('the matter of a listed invoice', () => {
  it('is the case every line belongs to, the invoice’s own case, or none when the lines are of several or none', async () => {
    const client = await addClient(t, firm, 'Lina', 'Matters');
    const visa = await addCase(t, firm, client, 'Student visa');
    const appeal = await addCase(t, firm, client, 'Appeal');
    const save = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', `/api/invoice/create_invoice/client/${client}`, {
        token: firm.admin.token,
        body: billBody(body),
      });
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.invoice.id as number;
    };
    const oneMatter = await save({
      title: 'One matter',
      charges: [chargeLine({ case_id: visa }), chargeLine({ case_id: visa, description: 'Filing' })],
    });
    const twoMatters = await save({
      title: 'Two matters',
      charges: [chargeLine({ case_id: visa }), chargeLine({ case_id: appeal })],
    });
    const partly = await save({ title: 'Partly', charges: [chargeLine({ case_id: visa }), chargeLine()] });
    const ownCase = await save({ title: 'Own case', case_id: appeal, charges: [chargeLine({ case_id: appeal })] });

    const res = await t.call('GET', `/api/invoice/client/${client}`, { token: firm.admin.token });
    expect(res.status).toBe(200);
    const page = invoicesPage.parse(res.body);
    const matterOf = (id: number) => {
      const item = page.items.find((invoice) => invoice.id === id)!;
      return [item.matter_id, item.matter_title];
    };
    expect(matterOf(oneMatter)).toEqual([visa, 'Student visa']);
    expect(matterOf(twoMatters)).toEqual([null, null]);
    expect(matterOf(partly)).toEqual([null, null]);
    expect(matterOf(ownCase)).toEqual([appeal, 'Appeal']);
    // The invoice's own case stays what it was: none for a client invoice whose lines share one.
    expect(page.items.find((invoice) => invoice.id === oneMatter)!.case_id).toBeNull();
  });
});
