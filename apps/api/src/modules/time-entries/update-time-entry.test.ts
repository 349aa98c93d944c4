import { TIME_ENTRY_INVOICED, TIME_ENTRY_INVOICED_MESSAGE } from '@counsel/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addCase,
  addClient,
  addEntry,
  auditsOf,
  markInvoiced,
  READS_CLIENTS_AND_CASES,
  timeTables,
} from '../../test/kits/time-entries.js';
import { CASE_OF_OTHER_CLIENT, CLIENT_REQUIRED, END_BEFORE_START, ZERO_LENGTH } from './service.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nadia: TestUser;
let paul: TestUser;
let reader: TestUser;
let editor: TestUser;
let manager: TestUser;
let maria: number;
let omar: number;
let mariaCase: number;
let omarCase: number;
let theirClient: number;
let theirEntry: number;
let entry: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  nadia = await addEmployee(t, firm, { fullName: 'Nadia Attorney', rules: READS_CLIENTS_AND_CASES });
  paul = await addEmployee(t, firm, { fullName: 'Paul Paralegal', rules: READS_CLIENTS_AND_CASES });
  reader = await addEmployee(t, firm, {
    rules: [{ subject: 'time_entries', action: 'read' }, ...READS_CLIENTS_AND_CASES],
  });
  editor = await addEmployee(t, firm, {
    rules: [{ subject: 'time_entries', action: 'update' }, ...READS_CLIENTS_AND_CASES],
  });
  manager = await addEmployee(t, firm, {
    rules: [{ subject: 'time_entries', action: 'manage' }, ...READS_CLIENTS_AND_CASES],
  });
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  mariaCase = await addCase(t, firm, maria, 'Asylum application');
  omarCase = await addCase(t, firm, omar, 'H-1B petition');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  const theirUser = await addEmployee(t, otherFirm);
  theirEntry = await addEntry(t, otherFirm, { userId: theirUser.id, clientId: theirClient });
});
beforeEach(async () => {
  entry = await addEntry(t, firm, {
    userId: nadia.id,
    clientId: maria,
    caseId: mariaCase,
    description: 'Client interview',
    rateCents: 30000,
    seconds: 3600,
    start: '2025-03-10T15:00:00Z',
  });
});
afterAll(() => t.close());

const put = (id: number, body: Record<string, unknown>, token = nadia.token) =>
  t.call('PUT', `/api/time_entry/${id}`, { token, body });
const del = (id: number, token = nadia.token) => t.call('DELETE', `/api/time_entry/${id}`, { token });

/** What the spec's time record modal sends. */
const record = (extra: Record<string, unknown> = {}) => ({
  client_id: maria,
  case_id: mariaCase,
  description: 'Client interview',
  billable: true,
  invoiced: false,
  hourly_rate: 300,
  duration: 3600,
  start_time: '2025-03-10T15:00:00.000Z',
  end_time: '2025-03-10T16:00:00.000Z',
  ...extra,
});

async function expectRefused(send: Promise<CallResult>, status: number) {
  const before = await timeTables(t, firm.lawFirmId);
  const res = await send;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await timeTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('PUT /api/time_entry/:id', () => {
  it('saves the record and answers {time_entry}, auditing what changed in money', async () => {
    const res = await put(
      entry,
      record({ client_id: omar, case_id: omarCase, hourly_rate: 250.5, duration: 5400, billable: false }),
    );
    expect(res.status).toBe(200);
    expect(res.body.time_entry).toMatchObject({
      id: entry,
      client_id: omar,
      client_name: 'Omar Haddad',
      case_id: omarCase,
      case_name: 'H-1B petition',
      hourly_rate: 250.5,
      duration: 5400,
      billable: false,
      total: 375.75,
      employee_name: 'Nadia Attorney',
    });
    const [audit] = await auditsOf(t, entry);
    expect(audit).toMatchObject({ action: 'time_entry.updated', userId: nadia.id });
    expect(audit!.details).toMatchObject({
      owner_id: nadia.id,
      changes: { hourly_rate_cents: [30000, 25050], duration_seconds: [3600, 5400], client_id: [maria, omar] },
    });
  });

  it('takes end − start when the duration is left out, and accepts times without the Z', async () => {
    const { duration: _, ...withoutDuration } = record({
      start_time: '2025-03-10T15:00:00',
      end_time: '2025-03-10T15:45:30',
    });
    const res = await put(entry, withoutDuration);
    expect(res.status).toBe(200);
    expect(res.body.time_entry).toMatchObject({
      duration: 2730,
      start_time: '2025-03-10T15:00:00.000Z',
      end_time: '2025-03-10T15:45:30.000Z',
    });
  });

  it('keeps the rate, billable flag and description when they are left out', async () => {
    const res = await put(entry, {
      client_id: maria,
      start_time: '2025-03-10T15:00:00Z',
      end_time: '2025-03-10T15:30:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.body.time_entry).toMatchObject({
      hourly_rate: 300,
      billable: true,
      description: 'Client interview',
      case_id: mariaCase,
      duration: 1800,
    });
  });

  it('stops a running timer when saved without running, and keeps it running when told so', async () => {
    const timer = await addEntry(t, firm, { userId: nadia.id, running: true, seconds: 0 });
    const still = await put(timer, {
      start_time: '2025-03-10T15:00:00Z',
      end_time: '2025-03-10T15:00:00Z',
      running: true,
    });
    expect(still.status).toBe(200);
    expect(still.body.time_entry).toMatchObject({ running: true, client_id: null });
    // Stopped at once, it must say how long it ran.
    const empty = await expectRefused(put(timer, record({ duration: 0 })), 400);
    expect(empty.body.fields).toEqual({ duration: ZERO_LENGTH });
    const stopped = await put(timer, record({ duration: 65 }));
    expect(stopped.status).toBe(200);
    expect(stopped.body.time_entry).toMatchObject({ running: false, duration: 65, client_id: maria });
  });

  it('ignores the invoiced flag callers send', async () => {
    const res = await put(entry, record({ invoiced: true }));
    expect(res.body.time_entry.invoiced).toBe(false);
  });

  it('refuses bad records and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ duration: -60 }, { duration: expect.any(String) }],
      [{ duration: 0 }, { duration: ZERO_LENGTH }],
      [{ hourly_rate: -1 }, { hourly_rate: expect.any(String) }],
      [{ hourly_rate: 99.999 }, { hourly_rate: expect.any(String) }],
      [{ end_time: '2025-03-10T14:00:00Z' }, { end_time: END_BEFORE_START }],
      [{ start_time: '10/03/2025 15:00' }, { start_time: expect.any(String) }],
      [{ client_id: null, case_id: null }, { client_id: CLIENT_REQUIRED }],
      [{ case_id: omarCase }, { case_id: CASE_OF_OTHER_CLIENT }],
    ];
    for (const [extra, fields] of cases) {
      const res = await expectRefused(put(entry, record(extra)), 400);
      expect(res.body).toMatchObject({ code: 'validation_failed', fields });
    }
  });

  it('answers 404 for unknown or another firm’s entries, clients and cases', async () => {
    await expectRefused(put(999_999, record()), 404);
    await expectRefused(put(theirEntry, record(), firm.admin.token), 404);
    await expectRefused(put(entry, record({ client_id: theirClient, case_id: null })), 404);
    await expectRefused(put(entry, record({ case_id: 999_999 })), 404);
  });

  it('answers 404 for a client or case its owner may not read, and keeps the ones the entry has', async () => {
    const blind = await addEmployee(t, firm, { fullName: 'Blind Timekeeper' });
    const own = await addEntry(t, firm, { userId: blind.id, clientId: maria, caseId: mariaCase, seconds: 600 });
    const moved = await expectRefused(put(own, record({ client_id: omar, case_id: null }), blind.token), 404);
    expect(moved.body).toEqual({ code: 'not_found', message: 'Client not found' });
    expect(JSON.stringify(moved.body)).not.toContain('Omar');
    await expectRefused(put(own, record({ case_id: omarCase, client_id: null }), blind.token), 404);
    // Its own client and case, sent back unchanged, are not a new disclosure.
    const kept = await put(own, record({ description: 'Filed the motion' }), blind.token);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });

  it('lets no one change the amount, client or case of an invoiced entry: 409, the description may change', async () => {
    await markInvoiced(t, entry);
    for (const extra of [
      { hourly_rate: 301 },
      { duration: 3601 },
      { client_id: omar, case_id: omarCase },
      { case_id: null },
    ]) {
      const res = await expectRefused(put(entry, record(extra), firm.admin.token), 409);
      expect(res.body).toEqual({ code: TIME_ENTRY_INVOICED, message: TIME_ENTRY_INVOICED_MESSAGE });
    }
    const res = await put(entry, record({ description: 'Client interview (corrected notes)' }));
    expect(res.status).toBe(200);
    expect(res.body.time_entry).toMatchObject({ description: 'Client interview (corrected notes)', invoiced: true });
  });

  describe('other people’s entries', () => {
    it('hides them (404) from an employee who may not read others’ entries', async () => {
      await expectRefused(put(entry, record({ hourly_rate: 1 }), paul.token), 404);
    });

    it('forbids them (403) to an employee who may only read others’ entries', async () => {
      await expectRefused(put(entry, record({ hourly_rate: 1 }), reader.token), 403);
    });

    it('lets time_entries update edit them, keeping the owner and their rate when none is sent', async () => {
      const { hourly_rate: _, ...withoutRate } = record({ description: 'Reviewed by the partner' });
      const res = await put(entry, withoutRate, editor.token);
      expect(res.status).toBe(200);
      expect(res.body.time_entry).toMatchObject({
        user_id: nadia.id,
        hourly_rate: 300,
        description: 'Reviewed by the partner',
      });
      const audits = await auditsOf(t, entry);
      expect(audits.at(-1)).toMatchObject({ userId: editor.id, details: { owner_id: nadia.id } });
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('PUT', `/api/time_entry/${entry}`, { body: record() })).status).toBe(401);
  });
});

describe('DELETE /api/time_entry/:id', () => {
  it('deletes one’s own entry and audits it', async () => {
    const res = await del(entry);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect((await timeTables(t, firm.lawFirmId)).rows.some((row) => row.id === entry)).toBe(false);
    const audits = await auditsOf(t, entry);
    expect(audits.at(-1)).toMatchObject({
      action: 'time_entry.deleted',
      details: { owner_id: nadia.id, hourly_rate_cents: 30000, duration_seconds: 3600 },
    });
  });

  it('refuses to delete an invoiced entry: 409, even for an admin', async () => {
    await markInvoiced(t, entry);
    const res = await expectRefused(del(entry, firm.admin.token), 409);
    expect(res.body.code).toBe(TIME_ENTRY_INVOICED);
  });

  it('hides others’ entries (404) without read, forbids them (403) without manage, lets manage delete them', async () => {
    await expectRefused(del(entry, paul.token), 404);
    await expectRefused(del(entry, reader.token), 403);
    await expectRefused(del(entry, editor.token), 403);
    expect((await del(entry, manager.token)).status).toBe(200);
  });

  it('answers 404 for unknown or another firm’s entries, and 401 without a session', async () => {
    await expectRefused(del(999_999), 404);
    await expectRefused(del(theirEntry, firm.admin.token), 404);
    expect((await t.call('DELETE', `/api/time_entry/${entry}`)).status).toBe(401);
  });
});
