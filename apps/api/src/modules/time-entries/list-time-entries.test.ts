import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addCase, addClient, addEntry } from '../../test/kits/time-entries.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nadia: TestUser;
let paul: TestUser;
let reader: TestUser;
let maria: number;
let omar: number;
let mariaCase: number;
let mariaOtherCase: number;
let theirClient: number;
let theirCase: number;
/** Nadia's entries, newest first. */
const nadiaIds: number[] = [];
let paulEntry: number;
let paulTimer: number;
let nadiaTimer: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  nadia = await addEmployee(t, firm, { fullName: 'Nadia Attorney' });
  paul = await addEmployee(t, firm, { fullName: 'Paul Paralegal' });
  reader = await addEmployee(t, firm, { rules: [{ subject: 'time_entries', action: 'read' }] });
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  mariaCase = await addCase(t, firm, maria, 'Asylum application');
  mariaOtherCase = await addCase(t, firm, maria, 'Naturalization');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  theirCase = await addCase(t, otherFirm, theirClient, 'Their case');
  const theirUser = await addEmployee(t, otherFirm);
  await addEntry(t, otherFirm, { userId: theirUser.id, clientId: theirClient, caseId: theirCase });

  // 14 entries of Nadia's, one a day from March 1st at 15:00 UTC (10:00 in New York), each
  // an hour at 100.00, for Maria (even days, on the asylum case) or Omar (odd days).
  for (let day = 1; day <= 14; day++) {
    const even = day % 2 === 0;
    nadiaIds.unshift(
      await addEntry(t, firm, {
        userId: nadia.id,
        clientId: even ? maria : omar,
        caseId: even ? mariaCase : null,
        description: even ? 'Drafted the I-589 declaration' : 'مراجعة مستندات التأشيرة',
        rateCents: 10000,
        seconds: 3600,
        start: `2025-03-${String(day).padStart(2, '0')}T15:00:00Z`,
        billable: day !== 3,
        invoiced: day === 5,
      }),
    );
  }
  // Half a cent each: the totals add the rounded row totals (0.01 + 0.01), as the rows show them.
  paulEntry = await addEntry(t, firm, {
    userId: paul.id,
    clientId: maria,
    caseId: mariaOtherCase,
    description: '100% of the filing fee',
    rateCents: 1,
    seconds: 1800,
    start: '2025-03-20T03:30:00Z',
  });
  await addEntry(t, firm, {
    userId: paul.id,
    clientId: maria,
    rateCents: 1,
    seconds: 1800,
    start: '2025-03-20T03:45:00Z',
  });
  paulTimer = await addEntry(t, firm, { userId: paul.id, running: true, seconds: 0, start: '2025-03-21T12:00:00Z' });
  nadiaTimer = await addEntry(t, firm, { userId: nadia.id, running: true, seconds: 0, start: '2025-03-21T13:00:00Z' });
});
afterAll(() => t.close());

const list = (query = '', token = firm.admin.token, lawFirmId = firm.lawFirmId) =>
  t.call('GET', `/api/time_entry/all/${lawFirmId}${query ? `?${query}` : ''}`, { token });
const ids = (res: { body: { time_entries: Array<{ id: number }> } }) => res.body.time_entries.map((e) => e.id);

describe('GET /api/time_entry/all/:lawFirmId', () => {
  it('pages newest first, 12 a page, with totals over the whole filtered set', async () => {
    const first = await list(`running=false&user_id=${nadia.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      page: 1,
      page_size: 12,
      total: 14,
      totals: { count: 14, duration: 14 * 3600, amount: 1400 },
    });
    expect(ids(first)).toEqual(nadiaIds.slice(0, 12));
    const second = await list(`running=false&user_id=${nadia.id}&page=2`);
    expect(ids(second)).toEqual(nadiaIds.slice(12));
    expect(second.body.totals).toEqual(first.body.totals);
  });

  it('answers rows with names, the firm-day date and the total', async () => {
    const res = await list(`user_id=${paul.id}&running=false`);
    expect(res.body.time_entries[1]).toMatchObject({
      id: paulEntry,
      employee_name: 'Paul Paralegal',
      client_name: 'Maria Gomez',
      case_name: 'Naturalization',
      hourly_rate: 0.01,
      duration: 1800,
      total: 0.01,
      // 03:30 UTC on the 20th is the evening of the 19th in New York.
      dateRecorded: '2025-03-19',
    });
    expect(res.body.totals).toEqual({ count: 2, duration: 3600, amount: 0.02 });
  });

  it('filters by client, case, employee, billable, invoiced and running', async () => {
    expect((await list(`client_id=${omar}`)).body.total).toBe(7);
    expect((await list(`case_id=${mariaCase}`)).body.total).toBe(7);
    expect((await list(`client_id=${maria}&case_id=${mariaOtherCase}`)).body.total).toBe(1);
    expect((await list(`user_id=${paul.id}`)).body.total).toBe(3);
    expect((await list('billable=false')).body.total).toBe(1);
    expect(ids(await list('invoiced=true'))).toEqual([nadiaIds[9]]);
    expect(ids(await list('running=true'))).toEqual([nadiaTimer, paulTimer]);
    expect((await list('running=true&billable=false')).body.total).toBe(0);
  });

  it('filters by start day in the firm’s time zone, both ends included', async () => {
    const res = await list('from=2025-03-13&to=2025-03-19');
    // Nadia's 13th and 14th, and Paul's two entries started on the evening of the 19th in New York.
    expect(res.body.total).toBe(4);
    expect((await list('from=2025-03-20&to=2025-03-20')).body.total).toBe(0);
    expect((await list('to=2025-03-02')).body.total).toBe(2);
  });

  it('searches descriptions and client names, case-insensitively, with % taken literally', async () => {
    expect((await list('q=i-589')).body.total).toBe(7);
    expect((await list('q=HADDAD')).body.total).toBe(7);
    expect((await list(`q=${encodeURIComponent('التأشيرة')}`)).body.total).toBe(7);
    expect(ids(await list(`q=${encodeURIComponent('%')}`))).toEqual([paulEntry]);
    expect((await list('q=nobody')).body.totals).toEqual({ count: 0, duration: 0, amount: 0 });
  });

  it('shows an employee without the time_entries rule only their own entries, whatever the filter', async () => {
    const own = await list('', paul.token);
    expect(own.body.total).toBe(3);
    expect(own.body.time_entries.every((e: { user_id: number }) => e.user_id === paul.id)).toBe(true);
    const asked = await list(`user_id=${nadia.id}`, paul.token);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ total: 0, time_entries: [], totals: { count: 0 } });
  });

  it('shows everyone’s entries to time_entries read, and lets it filter by employee', async () => {
    expect((await list('', reader.token)).body.total).toBe(18);
    expect((await list(`user_id=${nadia.id}`, reader.token)).body.total).toBe(15);
  });

  it('refuses a bad query with field errors', async () => {
    for (const query of ['page_size=101', 'page=0', 'from=2025-13-01', 'billable=yes', 'client_id=abc']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('answers 404 for another firm and 401 without a session', async () => {
    expect((await list('', firm.admin.token, otherFirm.lawFirmId)).status).toBe(404);
    expect((await t.call('GET', `/api/time_entry/all/${firm.lawFirmId}`)).status).toBe(401);
  });
});

describe('GET /api/time_entry/client/:clientId and /case/:caseId', () => {
  it('lists a client’s entries with the same filters, paging and totals', async () => {
    const res = await t.call('GET', `/api/time_entry/client/${maria}?page_size=5`, { token: firm.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page_size: 5, total: 9, totals: { count: 9, duration: 7 * 3600 + 3600 } });
    expect(res.body.time_entries).toHaveLength(5);
    const billable = await t.call('GET', `/api/time_entry/client/${maria}?case_id=${mariaOtherCase}`, {
      token: firm.admin.token,
    });
    expect(ids(billable)).toEqual([paulEntry]);
    const clash = await t.call('GET', `/api/time_entry/client/${omar}?client_id=${maria}`, { token: firm.admin.token });
    expect(clash.body.total).toBe(0);
  });

  it('lists a case’s entries, only one’s own without the rule', async () => {
    const all = await t.call('GET', `/api/time_entry/case/${mariaCase}`, { token: firm.admin.token });
    expect(all.body).toMatchObject({ total: 7, totals: { amount: 700 } });
    const own = await t.call('GET', `/api/time_entry/case/${mariaOtherCase}`, { token: nadia.token });
    expect(own.body.total).toBe(0);
    const paulOwn = await t.call('GET', `/api/time_entry/case/${mariaOtherCase}`, { token: paul.token });
    expect(ids(paulOwn)).toEqual([paulEntry]);
  });

  it('answers 404 for unknown or another firm’s clients and cases, and 401 without a session', async () => {
    for (const path of [`client/${theirClient}`, 'client/999999', `case/${theirCase}`, 'case/999999']) {
      expect((await t.call('GET', `/api/time_entry/${path}`, { token: firm.admin.token })).status, path).toBe(404);
    }
    expect((await t.call('GET', `/api/time_entry/client/${maria}`)).status).toBe(401);
    expect((await t.call('GET', `/api/time_entry/case/${mariaCase}`)).status).toBe(401);
  });
});

describe('GET /api/time_entry/running', () => {
  it('answers the caller’s running timers only', async () => {
    const nadiaRes = await t.call('GET', '/api/time_entry/running', { token: nadia.token });
    expect(nadiaRes.status).toBe(200);
    expect(ids(nadiaRes)).toEqual([nadiaTimer]);
    expect(nadiaRes.body.time_entries[0]).toMatchObject({ running: true, client_id: null, user_id: nadia.id });
    expect(ids(await t.call('GET', '/api/time_entry/running', { token: reader.token }))).toEqual([]);
    expect((await t.call('GET', '/api/time_entry/running')).status).toBe(401);
  });
});
