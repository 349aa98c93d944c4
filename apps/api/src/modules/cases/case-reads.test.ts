import type { CaseStatus } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, caseTeamLeads } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addClient, type TestClient } from '../../test/kits/cases.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: TestClient;
let omar: TestClient;
let quiet: TestClient;
let theirClient: TestClient;
let nadia: TestUser;
let reader: TestUser;
let nobody: TestUser;
const ids: Record<string, number> = {};
let theirCase: number;

const insertCase = async (
  lawFirmId: number,
  client: TestClient,
  title: string,
  status: CaseStatus,
  createdAt: string,
  caseType: 'STANDARD' | 'FOIA' = 'STANDARD',
) => {
  const [row] = await t.services.db
    .insert(cases)
    .values({
      lawFirmId,
      clientId: client.clientId,
      contactId: client.contactId,
      title,
      status,
      caseType,
      createdAt: new Date(createdAt),
    })
    .returning({ id: cases.id });
  return row!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, { firstName: 'Maria', middleName: 'Luisa', lastName: 'Gomez' });
  omar = await addClient(t, firm, { firstName: 'Omar', lastName: 'Haddad', email: 'omar@client.example' });
  quiet = await addClient(t, firm, { firstName: 'Quiet', lastName: 'Client' });
  theirClient = await addClient(t, otherFirm, { firstName: 'Other', lastName: 'Person' });
  nadia = await addEmployee(t, firm, { position: 'attorney', fullName: 'Nadia Attorney' });
  reader = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'read' }] });
  nobody = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'manage' }] });

  ids.asylum = await insertCase(firm.lawFirmId, maria, 'Asylum application', 'OPEN', '2026-01-05T10:00:00Z');
  ids.visa = await insertCase(firm.lawFirmId, omar, 'H-1B petition', 'CLOSED', '2026-01-07T10:00:00Z');
  ids.family = await insertCase(firm.lawFirmId, maria, 'Family petition', 'PENDING', '2026-01-03T10:00:00Z');
  ids.foia = await insertCase(
    firm.lawFirmId,
    maria,
    'FOIA: 100% of the A-file',
    'PENDING',
    '2026-01-09T10:00:00Z',
    'FOIA',
  );
  for (let i = 0; i < 13; i++) {
    await insertCase(
      firm.lawFirmId,
      omar,
      `Bulk matter ${i}`,
      'IN_PROGRESS',
      `2025-06-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
    );
  }
  await t.services.db.insert(caseTeamLeads).values([
    { caseId: ids.asylum, userId: nadia.id },
    { caseId: ids.asylum, userId: firm.admin.id },
  ]);
  theirCase = await insertCase(
    otherFirm.lawFirmId,
    theirClient,
    'Asylum application (theirs)',
    'OPEN',
    '2026-02-01T10:00:00Z',
  );
});
afterAll(() => t.close());

const get = (url: string, token = firm.admin.token) => t.call('GET', url, { token });

describe('GET /api/client/:id/cases', () => {
  it('lists the client’s cases, newest first, with status, type and team leads', async () => {
    const res = await get(`/api/client/${maria.clientId}/cases`);
    expect(res.status).toBe(200);
    expect(res.body.cases.map((c: { id: number }) => c.id)).toEqual([ids.foia, ids.asylum, ids.family]);
    const asylum = res.body.cases[1];
    expect(asylum).toMatchObject({
      title: 'Asylum application',
      status: 'OPEN',
      case_type: 'STANDARD',
      client_id: maria.clientId,
      created_at: '2026-01-05T10:00:00.000Z',
    });
    expect(asylum.team_leads).toHaveLength(2);
    expect(asylum.team_leads[0]).toMatchObject({ id: firm.admin.id, full_name: 'Alex Admin', image: null });
    expect(asylum.team_leads[1]).toEqual({
      id: nadia.id,
      full_name: 'Nadia Attorney',
      image: null,
      position: 'attorney',
    });
    expect(res.body.cases[0]).toMatchObject({ case_type: 'FOIA', team_leads: [] });
  });

  it('answers an empty list for a client without cases', async () => {
    expect((await get(`/api/client/${quiet.clientId}/cases`)).body).toEqual({ cases: [] });
  });

  it('lists the light version as [{id, title}]', async () => {
    const res = await get(`/api/client/${maria.clientId}/cases/light`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: ids.foia, title: 'FOIA: 100% of the A-file' },
      { id: ids.asylum, title: 'Asylum application' },
      { id: ids.family, title: 'Family petition' },
    ]);
  });

  it.each(['/cases', '/cases/light'])(
    'answers 404 for another firm’s client or an unknown one (%s)',
    async (suffix) => {
      for (const id of [theirClient.clientId, 99_999_999]) {
        const res = await get(`/api/client/${id}${suffix}`);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    },
  );

  it.each(['/cases', '/cases/light'])('answers 403 without VIEW_CASES and 400 for a bad id (%s)', async (suffix) => {
    expect((await get(`/api/client/${maria.clientId}${suffix}`, nobody.token)).status).toBe(403);
    expect((await get(`/api/client/${maria.clientId}${suffix}`, reader.token)).status).toBe(200);
    const bad = await get(`/api/client/abc${suffix}`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });
});

describe('GET /api/law-firm/:lawFirmId/cases', () => {
  const list = (query = '', token = firm.admin.token, firmId = firm.lawFirmId) =>
    get(`/api/law-firm/${firmId}/cases${query}`, token);

  it('pages the firm’s cases, newest first, 12 by default, with the client’s name', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, page_size: 12, total: 17 });
    expect(first.body.cases).toHaveLength(12);
    expect(first.body.cases[0]).toEqual({
      id: ids.foia,
      title: 'FOIA: 100% of the A-file',
      client_id: maria.clientId,
      status: 'PENDING',
      client_name: 'Maria Luisa Gomez',
      case_type: 'FOIA',
      created_at: '2026-01-09T10:00:00.000Z',
    });
    const second = await list('?page=2');
    expect(second.body.cases).toHaveLength(5);
    const all = [...first.body.cases, ...second.body.cases].map((c: { id: number }) => c.id);
    expect(new Set(all).size).toBe(17);
    expect(all).not.toContain(theirCase);
  });

  it('searches titles and client names, case-insensitively', async () => {
    const byTitle = await list('?q=PETITION');
    expect(byTitle.body.cases.map((c: { id: number }) => c.id)).toEqual([ids.visa, ids.family]);
    const byClient = await list('?q=luisa%20gomez');
    expect(byClient.body.total).toBe(3);
    const none = await list('?q=asylum%20application%20(theirs)');
    expect(none.body).toMatchObject({ cases: [], total: 0 });
  });

  it('takes % and _ in the search literally', async () => {
    const res = await list('?q=100%25');
    expect(res.body.cases.map((c: { id: number }) => c.id)).toEqual([ids.foia]);
    expect((await list('?q=_')).body.total).toBe(0);
  });

  it('filters by status and by client', async () => {
    const pending = await list('?status=PENDING');
    expect(pending.body.cases.map((c: { id: number }) => c.id)).toEqual([ids.foia, ids.family]);
    const omars = await list(`?client_id=${omar.clientId}&page_size=50`);
    expect(omars.body.total).toBe(14);
    const both = await list(`?client_id=${omar.clientId}&status=CLOSED`);
    expect(both.body.cases.map((c: { id: number }) => c.id)).toEqual([ids.visa]);
    expect((await list(`?client_id=${theirClient.clientId}`)).body.total).toBe(0);
  });

  it('lists only the cases not closed with open=true, the dashboard’s open count', async () => {
    const all = await list('?page_size=100');
    const open = await list('?open=true&page_size=100');
    const notClosed = all.body.cases.filter((c: { status: string }) => c.status !== 'CLOSED');
    expect(notClosed.length).toBeLessThan(all.body.total);
    expect(open.body.total).toBe(notClosed.length);
    expect(open.body.cases.map((c: { id: number }) => c.id)).toEqual(notClosed.map((c: { id: number }) => c.id));
    expect((await list('?open=false&page_size=100')).body.total).toBe(all.body.total);
  });

  it('answers 404 for another firm’s id, 403 without VIEW_CASES', async () => {
    expect((await list('', firm.admin.token, otherFirm.lawFirmId)).status).toBe(404);
    expect((await list('', nobody.token)).status).toBe(403);
    expect((await list('', reader.token)).status).toBe(200);
  });

  it.each([
    ['an unknown status', '?status=DONE', 'status'],
    ['page 0', '?page=0', 'page'],
    ['a page size over 100', '?page_size=101', 'page_size'],
    ['a client id that is not a number', '?client_id=x', 'client_id'],
    ['an open flag that is not true or false', '?open=yes', 'open'],
  ])('refuses %s with 400', async (_name, query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });
});

describe('GET /api/case/:id', () => {
  it('answers the case profile: the case, its client, its contact and its team leads', async () => {
    const res = await get(`/api/case/${ids.asylum}`, reader.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.asylum,
      title: 'Asylum application',
      status: 'OPEN',
      case_type: 'STANDARD',
      client_id: maria.clientId,
      contact_id: maria.contactId,
      client: { id: maria.clientId, first_name: 'Maria', middle_name: 'Luisa', last_name: 'Gomez' },
      contact: { id: maria.contactId, name: 'Maria Luisa Gomez', contact_type: 'individual' },
    });
    expect(res.body.team_leads.map((l: { id: number }) => l.id)).toEqual([firm.admin.id, nadia.id]);
  });

  it('answers 404 for another firm’s case, 403 without VIEW_CASES', async () => {
    expect((await get(`/api/case/${theirCase}`)).status).toBe(404);
    expect((await get('/api/case/99999999')).status).toBe(404);
    expect((await get(`/api/case/${ids.asylum}`, nobody.token)).status).toBe(403);
  });
});
