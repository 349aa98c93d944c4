import { dayIn, INVOICE_SORT_COLUMNS } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { expectCsvDownload } from '../../test/csv.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addCase, addClient, billBody, chargeLine } from '../../test/kits/billing.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let asylum: number;
let theirClient: number;
let nobody: TestUser;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Sorted Billing');
  otherFirm = await registerFirm(t, 'Elsewhere Billing');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  const omar = await addClient(t, firm, 'Omar', 'Haddad');
  asylum = await addCase(t, firm, maria, 'Asylum application');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  nobody = await addEmployee(t, firm);
  const today = dayIn('America/New_York');
  const ids: Record<string, number> = {};
  const save = async (name: string, clientId: number, body: Record<string, unknown>, owner = firm) => {
    const res = await t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, {
      token: owner.admin.token,
      body: billBody(body),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids[name] = res.body.invoice.id;
  };
  // A: overdue; B: paid, issued the same day as C (the id breaks the tie); C: partial, on a case; D: unpaid.
  await save('A', maria, {
    invoice_number: 'INV-3',
    title: 'Retainer',
    date_issued: '2025-01-10',
    due_date: '2025-02-10',
  });
  await save('B', omar, {
    invoice_number: 'INV-1',
    title: '=Aaa',
    date_issued: '2025-02-10',
    due_date: shift(today, 5),
  });
  await save('C', maria, {
    invoice_number: 'INV-2',
    title: 'Asylum',
    case_id: asylum,
    date_issued: '2025-02-10',
    due_date: shift(today, 10),
    charges: [chargeLine({ amount: '200.00' })],
    include_tax_rate: false,
  });
  await save('D', omar, {
    invoice_number: 'INV-4',
    title: 'Bundle',
    date_issued: '2025-03-01',
    due_date: shift(today, 1),
  });
  await save('theirs', theirClient, { invoice_number: 'INV-9', title: 'Foreign' }, otherFirm);
  await t.services.db.update(invoices).set({ paidCents: 11600 }).where(eq(invoices.id, ids.B!));
  await t.services.db.update(invoices).set({ paidCents: 5000 }).where(eq(invoices.id, ids.C!));
});
afterAll(() => t.close());

const get = (path: string, token = firm.admin.token) => t.call('GET', `/api/invoice/${path}`, { token });
const numbers = (body: { items: Array<{ invoice_number: string }> }) => body.items.map((i) => i.invoice_number);
const A = 'INV-3';
const B = 'INV-1';
const C = 'INV-2';
const D = 'INV-4';

const EXPECTED: Record<(typeof INVOICE_SORT_COLUMNS)[number], string[]> = {
  invoice_number: [B, C, A, D],
  title: [B, C, D, A],
  client_name: [A, C, B, D],
  // Invoices without a case come after those with one going up, before them going down.
  case_title: [C, A, B, D],
  date_issued: [A, B, C, D],
  due_date: [A, D, B, C],
  total: [A, B, D, C],
  outstanding_amount: [B, A, D, C],
  status: [A, B, C, D],
};

describe('GET /api/invoice/all/{lawFirmId} sorted', () => {
  it.each(INVOICE_SORT_COLUMNS)('sorts by %s both ways, ties broken by id in the same direction', async (column) => {
    const up = await get(`all/${firm.lawFirmId}?sort=${column}&order=asc`);
    expect(up.status).toBe(200);
    expect(numbers(up.body)).toEqual(EXPECTED[column]);
    const down = await get(`all/${firm.lawFirmId}?sort=${column}&order=desc`);
    expect(numbers(down.body)).toEqual([...EXPECTED[column]].reverse());
  });

  it('sorts the client’s and the case’s lists too, newest first by default', async () => {
    expect(numbers((await get(`all/${firm.lawFirmId}`)).body)).toEqual([D, C, B, A]);
    expect(numbers((await get(`client/${maria}?sort=total&order=desc`)).body)).toEqual([C, A]);
    expect(numbers((await get(`case/${asylum}?sort=status`)).body)).toEqual([C]);
  });

  it('refuses a column outside the list with 400 naming the field', async () => {
    const res = await get(`client/${maria}?sort=paid_cents`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('sort');
  });
});

describe('GET /api/invoice/{all|client|case}/{id}/export', () => {
  it('answers every invoice of the filter in the list’s order, amounts as decimals, formulas guarded', async () => {
    const res = await get(`all/${firm.lawFirmId}/export?sort=invoice_number&order=asc`);
    const today = dayIn('America/New_York');
    expectCsvDownload(res, 'invoices.csv', [
      'Number,Title,Type,Client,Matter,Date issued,Due date,Total,Paid,Outstanding,Status',
      `INV-1,'=Aaa,BILL,Omar Haddad,,2025-02-10,${shift(today, 5)},116.00,116.00,0.00,paid`,
      `INV-2,Asylum,BILL,Maria Gomez,Asylum application,2025-02-10,${shift(today, 10)},200.00,50.00,150.00,partial`,
      'INV-3,Retainer,BILL,Maria Gomez,,2025-01-10,2025-02-10,116.00,0.00,116.00,overdue',
      `INV-4,Bundle,BILL,Omar Haddad,,2025-03-01,${shift(today, 1)},116.00,0.00,116.00,unpaid`,
    ]);
  });

  it('keeps the scope and the filters, and titles the columns in Arabic when asked', async () => {
    const res = await get(`client/${maria}/export?status=overdue&locale=ar`);
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFالرقم,العنوان,النوع,العميل,القضية')).toBe(true);
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([A]);
    const byCase = await get(`case/${asylum}/export`);
    expect(
      (byCase.body as string)
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual([C]);
  });

  it('needs VIEW_INVOICES (403), answers 404 for another firm’s list and never shows its invoices', async () => {
    expect((await get(`all/${firm.lawFirmId}/export`, nobody.token)).status).toBe(403);
    expect((await get(`client/${maria}/export`, nobody.token)).status).toBe(403);
    expect((await get(`all/${otherFirm.lawFirmId}/export`)).status).toBe(404);
    expect((await get(`client/${theirClient}/export`)).status).toBe(404);
    expect((await get(`all/${firm.lawFirmId}/export`)).body as string).not.toContain('Foreign');
    expect((await get(`all/${firm.lawFirmId}/export?sort=secret`)).status).toBe(400);
  });
});
