import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addCase,
  addClient,
  auditsOf,
  READS_CLIENTS_AND_CASES,
  setDefaultRate,
  timeTables,
} from '../../test/kits/time-entries.js';
import { CASE_OF_OTHER_CLIENT, CLIENT_REQUIRED, END_BEFORE_START, ZERO_LENGTH } from './service.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nadia: TestUser;
let maria: number;
let omar: number;
let mariaCase: number;
let omarCase: number;
let theirClient: number;
let theirCase: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  // No rules at all: recording one's own time needs none.
  nadia = await addEmployee(t, firm, { fullName: 'Nadia Attorney', rules: READS_CLIENTS_AND_CASES });
  await setDefaultRate(t, nadia.id, 27500);
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  mariaCase = await addCase(t, firm, maria, 'Asylum application');
  omarCase = await addCase(t, firm, omar, 'H-1B petition');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  theirCase = await addCase(t, otherFirm, theirClient, 'Their case');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = nadia.token, lawFirmId = firm.lawFirmId) =>
  t.call('POST', `/api/time_entry/create/${lawFirmId}`, { token, body });

const valid = {
  client_id: 0,
  case_id: 0,
  description: 'Drafted the I-589 declaration',
  billable: true,
  invoiced: false,
  hourly_rate: 300,
  start_time: '2025-03-10T15:00:00.000Z',
  end_time: '2025-03-10T16:30:00.000Z',
};
const body = (extra: Record<string, unknown> = {}) => ({ ...valid, client_id: maria, case_id: mariaCase, ...extra });

async function expectRefused(send: Record<string, unknown>, status: number, fields?: Record<string, unknown>) {
  const before = await timeTables(t, firm.lawFirmId);
  const res = await create(send);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (fields) expect(res.body).toMatchObject({ code: 'validation_failed', fields });
  expect(await timeTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('POST /api/time_entry/create/:lawFirmId', () => {
  it('records the caller’s time and answers the full row with its id, names and total', async () => {
    const res = await create(body());
    expect(res.status).toBe(201);
    expect(res.body.time_entry).toMatchObject({
      id: expect.any(Number),
      law_firm_id: firm.lawFirmId,
      user_id: nadia.id,
      employee_name: 'Nadia Attorney',
      client_id: maria,
      client_name: 'Maria Gomez',
      case_id: mariaCase,
      case_name: 'Asylum application',
      description: 'Drafted the I-589 declaration',
      billable: true,
      invoiced: false,
      hourly_rate: 300,
      duration: 5400,
      start_time: '2025-03-10T15:00:00.000Z',
      end_time: '2025-03-10T16:30:00.000Z',
      running: false,
      dateRecorded: '2025-03-10',
      total: 450,
    });
    // The answer is written by the insert's own statement; the case's list reads the same entry anew.
    const listed = await t.call('GET', `/api/time_entry/case/${mariaCase}`, { token: nadia.token });
    expect(listed.body.time_entries.find((e: { id: number }) => e.id === res.body.time_entry.id)).toEqual(
      res.body.time_entry,
    );
    const audits = await auditsOf(t, res.body.time_entry.id);
    expect(audits.map((a) => a.action)).toEqual(['time_entry.created']);
    expect(audits[0]!.details).toMatchObject({ hourly_rate_cents: 30000, duration_seconds: 5400 });
  });

  it('takes the caller’s default hourly rate when none is sent, and a sent duration over end − start', async () => {
    const { hourly_rate: _, ...withoutRate } = body({ duration: 1800 });
    const res = await create(withoutRate);
    expect(res.status).toBe(201);
    expect(res.body.time_entry).toMatchObject({ hourly_rate: 275, duration: 1800, total: 137.5 });
  });

  it('ignores the invoiced flag callers send: only invoices set it', async () => {
    const res = await create(body({ invoiced: true }));
    expect(res.status).toBe(201);
    expect(res.body.time_entry.invoiced).toBe(false);
  });

  it('accepts times without the trailing Z (UTC) and with an offset', async () => {
    const res = await create(body({ start_time: '2025-03-11T09:00:00', end_time: '2025-03-11T10:15:00+01:00' }));
    expect(res.status).toBe(201);
    expect(res.body.time_entry).toMatchObject({
      start_time: '2025-03-11T09:00:00.000Z',
      end_time: '2025-03-11T09:15:00.000Z',
      duration: 900,
    });
  });

  it('dates the record on the start day in the firm’s time zone', async () => {
    // Registered firms are in America/New_York: 02:00 UTC is still the evening before.
    const res = await create(body({ start_time: '2025-03-12T02:00:00Z', end_time: '2025-03-12T03:00:00Z' }));
    expect(res.body.time_entry.dateRecorded).toBe('2025-03-11');
  });

  it('starts a timer: start = end, running, no client yet, duration 0', async () => {
    const at = '2025-03-12T14:00:00.000Z';
    const res = await create({ start_time: at, end_time: at, running: true });
    expect(res.status).toBe(201);
    expect(res.body.time_entry).toMatchObject({
      running: true,
      client_id: null,
      client_name: null,
      case_id: null,
      case_name: null,
      duration: 0,
      total: 0,
      hourly_rate: 275,
      billable: true,
    });
  });

  it('takes the client from the case when only the case is sent', async () => {
    const res = await create(body({ client_id: undefined, case_id: omarCase }));
    expect(res.status).toBe(201);
    expect(res.body.time_entry).toMatchObject({ client_id: omar, case_id: omarCase });
  });

  it('rounds the total half away from zero to the cent', async () => {
    // 0.01 an hour for 30 minutes is half a cent: one cent.
    const res = await create(body({ hourly_rate: 0.01, duration: 1800 }));
    expect(res.body.time_entry.total).toBe(0.01);
  });

  it('refuses a stopped entry without a client', async () => {
    await expectRefused(body({ client_id: null, case_id: null }), 400, { client_id: CLIENT_REQUIRED });
  });

  it('refuses a stopped entry of no time, by its times or by its duration', async () => {
    await expectRefused(body({ end_time: valid.start_time }), 400, { duration: ZERO_LENGTH });
    await expectRefused(body({ duration: 0 }), 400, { duration: ZERO_LENGTH });
  });

  it('refuses an end before the start', async () => {
    await expectRefused(body({ end_time: '2025-03-10T14:59:59Z' }), 400, { end_time: END_BEFORE_START });
  });

  it('refuses an end more than 24 hours after the start without an explicit duration', async () => {
    await expectRefused(body({ end_time: '2025-03-11T15:00:01Z' }), 400, { end_time: expect.any(String) });
  });

  it.each([
    ['a negative duration', { duration: -1 }, 'duration'],
    ['a fractional duration', { duration: 1.5 }, 'duration'],
    ['a duration over 24 hours', { duration: 86_401 }, 'duration'],
    ['a rate below 0', { hourly_rate: -0.01 }, 'hourly_rate'],
    ['a rate with more than two decimals', { hourly_rate: 10.005 }, 'hourly_rate'],
    ['a rate as text', { hourly_rate: '300' }, 'hourly_rate'],
    ['a garbage start', { start_time: 'yesterday' }, 'start_time'],
    ['a missing end', { end_time: undefined }, 'end_time'],
    ['a client id of 0', { client_id: 0 }, 'client_id'],
  ])('refuses %s with a field error', async (_label, extra, field) => {
    await expectRefused(body(extra), 400, { [field]: expect.any(String) });
  });

  it('refuses a case of another client with a field error on case_id', async () => {
    await expectRefused(body({ case_id: omarCase }), 400, { case_id: CASE_OF_OTHER_CLIENT });
  });

  it('answers 404 for an unknown or another firm’s client or case, and for another firm’s id in the path', async () => {
    await expectRefused(body({ client_id: 999_999, case_id: null }), 404);
    await expectRefused(body({ client_id: theirClient, case_id: null }), 404);
    await expectRefused(body({ case_id: 999_999 }), 404);
    await expectRefused(body({ case_id: theirCase }), 404);
    // Beside the firm's own case, another firm's or an unknown client is still not found.
    await expectRefused(body({ client_id: theirClient }), 404);
    await expectRefused(body({ client_id: 999_999 }), 404);
    const before = await timeTables(t, otherFirm.lawFirmId);
    const res = await create(body(), nadia.token, otherFirm.lawFirmId);
    expect(res.status).toBe(404);
    expect(await timeTables(t, otherFirm.lawFirmId)).toEqual(before);
  });

  it('answers 404 for a client or case the employee may not read, and reveals no name', async () => {
    const blind = await addEmployee(t, firm, { fullName: 'Blind Timekeeper' });
    const casesOnly = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'read' }] });
    const clientsOnly = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
    const refusals = [
      { token: blind.token, send: body(), what: 'Client' },
      { token: blind.token, send: body({ client_id: null }), what: 'Case' },
      { token: blind.token, send: body({ case_id: null }), what: 'Client' },
      { token: casesOnly.token, send: body(), what: 'Client' },
      { token: clientsOnly.token, send: body(), what: 'Case' },
    ];
    for (const { token, send, what } of refusals) {
      const before = await timeTables(t, firm.lawFirmId);
      const res = await create(send, token);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      // The same answer as an id that does not exist: nothing tells the two apart.
      expect(res.body).toEqual({ code: 'not_found', message: `${what} not found` });
      expect(await timeTables(t, firm.lawFirmId)).toEqual(before);
    }
    // A timer without a client or case needs neither rule.
    const at = '2025-03-12T14:00:00.000Z';
    const timer = await create({ start_time: at, end_time: at, running: true }, blind.token);
    expect(timer.status, JSON.stringify(timer.body)).toBe(201);
  });

  it('answers 401 without a session', async () => {
    const res = await t.call('POST', `/api/time_entry/create/${firm.lawFirmId}`, { body: body() });
    expect(res.status).toBe(401);
  });
});
