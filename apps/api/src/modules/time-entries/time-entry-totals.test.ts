/**
 * The list totals read from time_entry_totals (filters on the employee and the flags only) must equal
 * the entries summed one by one (any other filter), after every kind of write: created and edited
 * through the API, written straight into the table, invoiced, deleted, for several firms at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeEntries, timeEntryTotals } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addClient, addEntry, markInvoiced, READS_CLIENTS_AND_CASES } from '../../test/kits/time-entries.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nadia: TestUser;
let clientId: number;

/** A date range wide enough to hold every entry: it makes the API sum the entries themselves. */
const EVERY_DAY = { from: '2000-01-01', to: '2100-01-01' };

async function totals(query: Record<string, string>, token = firm.admin.token) {
  const res = await t.call('GET', `/api/time_entry/all/${firm.lawFirmId}?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  return res.body.totals as { count: number; duration: number; amount: number };
}

/** The same filter answered from the totals table and from the entries: the two must agree. */
async function expectAgreement(query: Record<string, string> = {}) {
  const fromTable = await totals(query);
  expect(fromTable).toEqual(await totals({ ...query, ...EVERY_DAY }));
  return fromTable;
}

const create = (body: Record<string, unknown>, token = firm.admin.token) =>
  t.call('POST', `/api/time_entry/create/${firm.lawFirmId}`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Totals Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  nadia = await addEmployee(t, firm, { fullName: 'Nadia Attorney', rules: READS_CLIENTS_AND_CASES });
  clientId = await addClient(t, firm, 'Maria', 'Gomez');
  // The other firm's entries share no totals row with this firm's.
  await addEntry(t, otherFirm, { userId: otherFirm.admin.id, rateCents: 99_900, seconds: 7200 });
});
afterAll(() => t.close());

describe('time entry totals', () => {
  it('start at zero for a firm without entries', async () => {
    expect(await expectAgreement()).toEqual({ count: 0, duration: 0, amount: 0 });
  });

  it('follow entries created, edited and deleted through the API', async () => {
    const start = '2025-03-10T15:00:00Z';
    const created = await create({
      client_id: clientId,
      hourly_rate: 100,
      start_time: start,
      end_time: start,
      duration: 5400,
    });
    expect(created.status).toBe(201);
    // 0.18 cents an hour for 10 seconds: half a cent, rounded up as the row shows it.
    await create({ client_id: clientId, hourly_rate: 1.8, start_time: start, end_time: start, duration: 10 });
    const mine = await create(
      { client_id: clientId, hourly_rate: 250, start_time: start, end_time: start, duration: 3600, billable: false },
      nadia.token,
    );
    expect(await expectAgreement()).toEqual({ count: 3, duration: 9010, amount: 400.01 });

    const id = created.body.time_entry.id as number;
    const edited = await t.call('PUT', `/api/time_entry/${id}`, {
      token: firm.admin.token,
      body: { client_id: clientId, hourly_rate: 120, start_time: start, end_time: start, duration: 1800 },
    });
    expect(edited.status).toBe(200);
    expect(await expectAgreement()).toEqual({ count: 3, duration: 5410, amount: 310.01 });

    const removed = await t.call('DELETE', `/api/time_entry/${mine.body.time_entry.id}`, { token: nadia.token });
    expect(removed.status).toBe(200);
    expect(await expectAgreement()).toEqual({ count: 2, duration: 1810, amount: 60.01 });
  });

  it('follow entries written straight into the table, invoiced, and running timers', async () => {
    const direct = await addEntry(t, firm, { userId: nadia.id, clientId, rateCents: 33_333, seconds: 100 });
    await addEntry(t, firm, { userId: nadia.id, clientId, rateCents: 20_000, seconds: 0, running: true });
    await markInvoiced(t, direct);
    await t.services.db.update(timeEntries).set({ billable: false }).where(eq(timeEntries.userId, nadia.id));

    const all = await expectAgreement();
    expect(all.count).toBe(4);
    const filters: Record<string, string>[] = [
      { running: 'false' },
      { running: 'true' },
      { invoiced: 'true' },
      { invoiced: 'false', billable: 'true' },
      { billable: 'false' },
      { user_id: String(nadia.id) },
      { user_id: String(nadia.id), invoiced: 'true', running: 'false' },
    ];
    for (const query of filters) await expectAgreement(query);
    expect(await totals({ invoiced: 'true' })).toEqual({ count: 1, duration: 100, amount: 9.26 });
  });

  it('keep no row for another firm’s entries under this firm', async () => {
    const rows = await t.services.db
      .select()
      .from(timeEntryTotals)
      .where(eq(timeEntryTotals.lawFirmId, otherFirm.lawFirmId));
    expect(rows).toEqual([
      expect.objectContaining({ userId: otherFirm.admin.id, entries: 1, durationSeconds: 7200, amountCents: 199_800 }),
    ]);
    expect((await totals({})).count).toBe(4);
  });
});
