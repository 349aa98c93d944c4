import { CASE_SORT_COLUMNS, type CaseStatus } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { expectCsvDownload } from '../../test/csv.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addClient, type TestClient } from '../../test/kits/cases.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Case Sorting Firm');
  otherFirm = await registerFirm(t, 'Other Cases LLP');
  nobody = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'manage' }] });
  const ann = await addClient(t, firm, { firstName: 'Ann', lastName: 'Zed' });
  const bea = await addClient(t, firm, { firstName: 'Bea', lastName: 'Adel' });
  const add = async (
    client: TestClient,
    title: string,
    status: CaseStatus,
    createdAt: string,
    lawFirmId = firm.lawFirmId,
  ) =>
    t.services.db.insert(cases).values({
      lawFirmId,
      clientId: client.clientId,
      contactId: client.contactId,
      title,
      status,
      createdAt: new Date(createdAt),
    });
  // Asylum and Visa share a creation time: the id breaks the tie.
  await add(ann, 'Asylum', 'OPEN', '2025-02-01T00:00:00Z');
  await add(ann, 'Visa', 'CLOSED', '2025-02-01T00:00:00Z');
  await add(bea, 'Divorce', 'PENDING', '2025-01-01T00:00:00Z');
  await add(bea, '=Estate', 'ON_HOLD', '2025-03-01T00:00:00Z');
  const theirs = await addClient(t, otherFirm, { firstName: 'Foreign', lastName: 'Aaron' });
  await add(theirs, 'Foreign matter', 'OPEN', '2025-04-01T00:00:00Z', otherFirm.lawFirmId);
});
afterAll(() => t.close());

const list = (query: string, token = firm.admin.token) =>
  t.call('GET', `/api/law-firm/${firm.lawFirmId}/cases${query}`, { token });
const titles = (body: { cases: Array<{ title: string }> }) => body.cases.map((c) => c.title);

const EXPECTED: Record<(typeof CASE_SORT_COLUMNS)[number], string[]> = {
  title: ['=Estate', 'Asylum', 'Divorce', 'Visa'],
  client_name: ['Divorce', '=Estate', 'Asylum', 'Visa'],
  status: ['Visa', '=Estate', 'Asylum', 'Divorce'],
  created_at: ['Divorce', 'Asylum', 'Visa', '=Estate'],
};

describe('GET /api/law-firm/{lawFirmId}/cases sorted', () => {
  it.each(CASE_SORT_COLUMNS)('sorts by %s both ways, ties broken by id in the same direction', async (column) => {
    const up = await list(`?sort=${column}&order=asc`);
    expect(up.status).toBe(200);
    expect(titles(up.body)).toEqual(EXPECTED[column]);
    const down = await list(`?sort=${column}&order=desc`);
    expect(titles(down.body)).toEqual([...EXPECTED[column]].reverse());
  });

  it('keeps newest first by default, and pages a sorted list without repeating a row', async () => {
    expect(titles((await list('')).body)).toEqual(['=Estate', 'Visa', 'Asylum', 'Divorce']);
    const first = await list('?sort=status&page=1&page_size=3');
    const second = await list('?sort=status&page=2&page_size=3');
    expect([...titles(first.body), ...titles(second.body)]).toEqual(EXPECTED.status);
  });

  it('refuses a column outside the list with 400 naming the field', async () => {
    for (const query of ['?sort=law_firm_id', '?sort=title&order=up']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([query.includes('order') ? 'order' : 'sort']);
    }
  });
});

describe('GET /api/law-firm/{lawFirmId}/cases/export', () => {
  const exportCsv = (query: string, token = firm.admin.token, lawFirmId = firm.lawFirmId) =>
    t.call('GET', `/api/law-firm/${lawFirmId}/cases/export${query}`, { token });

  it('answers every case of the filter in the list’s order, formula cells guarded', async () => {
    const res = await exportCsv('?sort=title&order=asc&q=a');
    expectCsvDownload(res, 'cases.csv', [
      'Case,Client,Status,Type,Opened',
      "'=Estate,Bea Adel,ON_HOLD,STANDARD,2025-03-01",
      'Asylum,Ann Zed,OPEN,STANDARD,2025-02-01',
      'Divorce,Bea Adel,PENDING,STANDARD,2025-01-01',
      'Visa,Ann Zed,CLOSED,STANDARD,2025-02-01',
    ]);
  });

  it('keeps the status filter and titles the columns in Arabic when asked', async () => {
    const res = await exportCsv('?status=OPEN&locale=ar');
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('\uFEFFالقضية,العميل,الحالة,النوع,تاريخ الفتح');
    expect(lines.slice(1, -1)).toEqual(['Asylum,Ann Zed,OPEN,STANDARD,2025-02-01']);
  });

  it('needs VIEW_CASES (403), answers 404 for another firm and never lists its cases, 400 for a bad sort', async () => {
    expect((await exportCsv('', nobody.token)).status).toBe(403);
    const foreign = await exportCsv('', firm.admin.token, otherFirm.lawFirmId);
    expect(foreign.status).toBe(404);
    expect((await exportCsv('')).body as string).not.toContain('Foreign');
    const bad = await exportCsv('?sort=secret');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('sort');
  });
});
