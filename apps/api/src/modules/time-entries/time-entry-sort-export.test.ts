import { TIME_ENTRY_SORT_COLUMNS } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { expectCsvDownload } from '../../test/csv.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addCase, addClient, addEntry } from '../../test/kits/time-entries.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let lee: TestUser;
let maria: number;
let theirClient: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Sorted Time');
  otherFirm = await registerFirm(t, 'Elsewhere Time');
  lee = await addEmployee(t, firm);
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  const omar = await addClient(t, firm, 'Omar', 'Haddad');
  const asylum = await addCase(t, firm, maria, 'Asylum');
  const bail = await addCase(t, firm, maria, 'Bail');
  const admin = firm.admin.id;
  // e1 and e4 share the day, rate, duration and total: the id breaks those ties.
  await addEntry(t, firm, { userId: admin, clientId: maria, caseId: asylum, description: 'e1' });
  await addEntry(t, firm, {
    userId: lee.id,
    clientId: omar,
    description: 'e2',
    rateCents: 10000,
    seconds: 7200,
    start: '2025-03-11T15:00:00Z',
    billable: false,
  });
  await addEntry(t, firm, {
    userId: admin,
    clientId: omar,
    description: 'e3',
    rateCents: 30000,
    seconds: 1800,
    start: '2025-03-09T15:00:00Z',
    invoiced: true,
  });
  await addEntry(t, firm, { userId: lee.id, clientId: maria, caseId: bail, description: '=e4' });
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  await addEntry(t, otherFirm, { userId: otherFirm.admin.id, clientId: theirClient, description: 'Foreign work' });
});
afterAll(() => t.close());

const get = (path: string, token = firm.admin.token) => t.call('GET', `/api/time_entry/${path}`, { token });
const descriptions = (body: { time_entries: Array<{ description: string | null }> }) =>
  body.time_entries.map((entry) => entry.description);

const EXPECTED: Record<(typeof TIME_ENTRY_SORT_COLUMNS)[number], string[]> = {
  employee_name: ['e1', 'e3', 'e2', '=e4'],
  client_name: ['e1', '=e4', 'e2', 'e3'],
  // Entries without a case come after those with one going up, before them going down.
  case_name: ['e1', '=e4', 'e2', 'e3'],
  date_recorded: ['e3', 'e1', '=e4', 'e2'],
  hourly_rate: ['e2', 'e1', '=e4', 'e3'],
  duration: ['e3', 'e1', '=e4', 'e2'],
  total: ['e3', 'e1', 'e2', '=e4'],
  billable: ['e2', 'e1', 'e3', '=e4'],
  invoiced: ['e1', 'e2', '=e4', 'e3'],
};

describe('GET /api/time_entry/all/{lawFirmId} sorted', () => {
  it.each(TIME_ENTRY_SORT_COLUMNS)('sorts by %s both ways, ties broken by id in the same direction', async (column) => {
    const up = await get(`all/${firm.lawFirmId}?sort=${column}&order=asc`);
    expect(up.status).toBe(200);
    expect(descriptions(up.body)).toEqual(EXPECTED[column]);
    const down = await get(`all/${firm.lawFirmId}?sort=${column}&order=desc`);
    expect(descriptions(down.body)).toEqual([...EXPECTED[column]].reverse());
  });

  it('keeps newest first by default and pages a sorted list without repeating a row', async () => {
    expect(descriptions((await get(`all/${firm.lawFirmId}`)).body)).toEqual(['e2', '=e4', 'e1', 'e3']);
    const first = await get(`all/${firm.lawFirmId}?sort=total&page=1&page_size=3`);
    const second = await get(`all/${firm.lawFirmId}?sort=total&page=2&page_size=3`);
    expect([...descriptions(first.body), ...descriptions(second.body)]).toEqual(EXPECTED.total);
    expect(first.body.totals.count).toBe(4);
  });

  it('refuses a column outside the list with 400 naming the field', async () => {
    const res = await get(`client/${maria}?sort=hourly_rate_cents`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('sort');
  });
});

describe('GET /api/time_entry/{all|client|case}/{id}/export', () => {
  it('answers every entry of the filter in the list’s order, hours and amounts as decimals', async () => {
    const res = await get(`all/${firm.lawFirmId}/export?sort=hourly_rate&order=asc`);
    expectCsvDownload(res, 'time-entries.csv', [
      'Employee,Client,Case,Date,Description,Hourly rate,Hours,Total,Billable,Invoiced',
      'Lee Limited,Omar Haddad,,2025-03-11,e2,100.00,2.00,200.00,no,no',
      'Alex Admin,Maria Gomez,Asylum,2025-03-10,e1,200.00,1.00,200.00,yes,no',
      "Lee Limited,Maria Gomez,Bail,2025-03-10,'=e4,200.00,1.00,200.00,yes,no",
      'Alex Admin,Omar Haddad,,2025-03-09,e3,300.00,0.50,150.00,yes,yes',
    ]);
  });

  it('keeps the scope and the filters, and titles the columns in Arabic when asked', async () => {
    const res = await get(`client/${maria}/export?billable=true&locale=ar`);
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFالموظف,العميل,القضية,التاريخ,الوصف')).toBe(true);
    expect(lines.slice(1, -1).map((line) => line.split(',')[4])).toEqual(["'=e4", 'e1']);
  });

  it('shows one without the time entries rule only their own entries, and never another firm’s', async () => {
    const own = await get(`all/${firm.lawFirmId}/export`, lee.token);
    expect(own.status).toBe(200);
    expect(
      (own.body as string)
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[4]),
    ).toEqual(['e2', "'=e4"]);
    expect((await get(`all/${otherFirm.lawFirmId}/export`)).status).toBe(404);
    expect((await get(`client/${theirClient}/export`)).status).toBe(404);
    expect((await get(`all/${firm.lawFirmId}/export`)).body as string).not.toContain('Foreign');
    expect((await get(`all/${firm.lawFirmId}/export?order=sideways`)).status).toBe(400);
  });
});
