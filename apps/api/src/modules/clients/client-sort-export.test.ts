import { CLIENT_SORT_COLUMNS } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { expectCsvDownload } from '../../test/csv.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nobody: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Sorting Firm');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  nobody = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'manage' }] });
  const add = async (name: string, values: Partial<typeof clients.$inferInsert>, lawFirmId = firm.lawFirmId) => {
    const [row] = await t.services.db
      .insert(clients)
      .values({ lawFirmId, firstName: name, lastName: 'Client', ...values })
      .returning({ id: clients.id });
    ids[name] = row!.id;
  };
  // Bea and Cid share a last name, city and creation time: the id breaks the tie.
  const sameTime = new Date('2025-03-01T10:00:00Z');
  await add('Ann', {
    lastName: 'Zed',
    email: 'c@x.example',
    phoneNumber: '+1300',
    city: 'Austin',
    country: 'US',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  await add('Bea', {
    lastName: 'Moss',
    email: 'a@x.example',
    phoneNumber: '+1200',
    city: 'Cairo',
    country: 'EG',
    createdAt: sameTime,
  });
  await add('Cid', {
    lastName: 'Moss',
    email: 'b@x.example',
    phoneNumber: '+1100',
    city: 'Cairo',
    country: 'EG',
    createdAt: sameTime,
  });
  await add('Dua', {
    lastName: 'Adel',
    email: '=cmd@x.example',
    phoneNumber: '+1400',
    city: 'Amman, Old Town',
    country: 'JO',
    createdAt: new Date('2025-06-01T00:00:00Z'),
  });
  await add('ليلى', {
    lastName: 'حداد',
    email: 'd@x.example',
    phoneNumber: '+1500',
    city: 'الرياض',
    country: 'SA',
    createdAt: new Date('2025-07-01T00:00:00Z'),
  });
  await add('Foreign', { lastName: 'Aaron' }, otherFirm.lawFirmId);
});
afterAll(() => t.close());

const list = (query: string, token = firm.admin.token) =>
  t.call('GET', `/api/law-firm/${firm.lawFirmId}/client${query}`, { token });
const names = (body: { clients: Array<{ first_name: string }> }) => body.clients.map((c) => c.first_name);

const EXPECTED: Record<(typeof CLIENT_SORT_COLUMNS)[number], string[]> = {
  name: ['Dua', 'Bea', 'Cid', 'Ann', 'ليلى'],
  email: ['Dua', 'Bea', 'Cid', 'Ann', 'ليلى'],
  phone_number: ['Cid', 'Bea', 'Ann', 'Dua', 'ليلى'],
  location: ['Dua', 'Ann', 'Bea', 'Cid', 'ليلى'],
  created_at: ['Ann', 'Bea', 'Cid', 'Dua', 'ليلى'],
};

describe('GET /api/law-firm/{lawFirmId}/client sorted', () => {
  it.each(CLIENT_SORT_COLUMNS)('sorts by %s both ways, ties broken by id in the same direction', async (column) => {
    const up = await list(`?sort=${column}&order=asc`);
    expect(up.status).toBe(200);
    expect(names(up.body)).toEqual(EXPECTED[column]);
    const down = await list(`?sort=${column}&order=desc`);
    expect(names(down.body)).toEqual([...EXPECTED[column]].reverse());
  });

  it('pages a sorted list without repeating or skipping a row', async () => {
    const first = await list('?sort=created_at&order=desc&page=1&page_size=2');
    const second = await list('?sort=created_at&order=desc&page=2&page_size=2');
    const third = await list('?sort=created_at&order=desc&page=3&page_size=2');
    expect([...names(first.body), ...names(second.body), ...names(third.body)]).toEqual([
      'ليلى',
      'Dua',
      'Cid',
      'Bea',
      'Ann',
    ]);
  });

  it('refuses a column outside the list and an unknown order with 400', async () => {
    for (const query of ['?sort=password_hash', '?sort=law_firm_id', '?sort=name&order=sideways', '?sort=name;drop']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/law-firm/{lawFirmId}/client/export', () => {
  const exportCsv = (query: string, token = firm.admin.token, lawFirmId = firm.lawFirmId) =>
    t.call('GET', `/api/law-firm/${lawFirmId}/client/export${query}`, { token });

  it('answers every client of the filter in the list’s order as a UTF-8 CSV download with a header row', async () => {
    const res = await exportCsv('?sort=created_at&order=desc');
    expectCsvDownload(res, 'clients.csv', [
      'Name,Email,Phone,City,Country,Client since',
      "ليلى حداد,d@x.example,'+1500,الرياض,SA,2025-07-01",
      'Dua Adel,\'=cmd@x.example,\'+1400,"Amman, Old Town",JO,2025-06-01',
      "Cid Moss,b@x.example,'+1100,Cairo,EG,2025-03-01",
      "Bea Moss,a@x.example,'+1200,Cairo,EG,2025-03-01",
      "Ann Zed,c@x.example,'+1300,Austin,US,2025-01-01",
    ]);
  });

  it('keeps the search, takes every page, and titles the columns in Arabic when asked', async () => {
    const res = await exportCsv('?q=moss&locale=ar');
    expect(res.status).toBe(200);
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('\uFEFFالاسم,البريد الإلكتروني,الهاتف,المدينة,الدولة,عميل منذ');
    expect(lines.slice(1, -1).map((line: string) => line.split(',')[0])).toEqual(['Bea Moss', 'Cid Moss']);
  });

  it('needs VIEW_CLIENTS (403), answers 404 for another firm, 400 for a bad sort', async () => {
    expect((await exportCsv('', nobody.token)).status).toBe(403);
    const foreign = await exportCsv('', firm.admin.token, otherFirm.lawFirmId);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Foreign');
    expect((await exportCsv('?sort=secret')).status).toBe(400);
  });
});
