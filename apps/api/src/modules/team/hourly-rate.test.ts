import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { READS_CLIENTS_AND_CASES } from '../../test/kits/time-entries.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nadia: TestUser;
let manager: TestUser;
let viewer: TestUser;
let theirs: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
  nadia = await addEmployee(t, firm, { fullName: 'Nadia Attorney', rules: READS_CLIENTS_AND_CASES });
  manager = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'update' }] });
  viewer = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'read' }] });
  theirs = await addEmployee(t, otherFirm);
});
afterAll(() => t.close());

const put = (caller: TestUser, id: number, body: unknown) =>
  t.call('PUT', `/api/law-firm/employee/${id}`, { token: caller.token, body });
const rateOf = async (id: number) =>
  (await t.services.db.select({ cents: users.defaultHourlyRateCents }).from(users).where(eq(users.id, id)))[0]!.cents;
const setRate = (id: number, cents: number) =>
  t.services.db.update(users).set({ defaultHourlyRateCents: cents }).where(eq(users.id, id));

describe('the default hourly rate of an employee', () => {
  it('is set by an admin, shown in the employee, the lists, and audited', async () => {
    const res = await put(firm.admin, nadia.id, { default_hourly_rate: 275.5 });
    expect(res.status).toBe(200);
    expect(res.body.employee.default_hourly_rate).toBe(275.5);
    expect(await rateOf(nadia.id)).toBe(27550);
    const one = await t.call('GET', `/api/law-firm/employee/${nadia.id}`, { token: viewer.token });
    expect(one.body.employee.default_hourly_rate).toBe(275.5);
    const list = await t.call('GET', `/api/law-firm/${firm.lawFirmId}/employees`, { token: viewer.token });
    expect(list.body.employees.find((e: { id: number }) => e.id === nadia.id).default_hourly_rate).toBe(275.5);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(nadia.id))));
    expect(audit!.details).toMatchObject({ hourly_rate_cents_before: 0, hourly_rate_cents_after: 27550 });
  });

  it('is used for new time entries when none is sent', async () => {
    await setRate(nadia.id, 12500);
    const at = '2025-03-10T15:00:00Z';
    const res = await t.call('POST', `/api/time_entry/create/${firm.lawFirmId}`, {
      token: nadia.token,
      body: { start_time: at, end_time: at, running: true },
    });
    expect(res.body.time_entry.hourly_rate).toBe(125);
  });

  it('may be set by employees:update for others, not by a viewer', async () => {
    await setRate(nadia.id, 10000);
    expect((await put(manager, nadia.id, { default_hourly_rate: 150 })).status).toBe(200);
    expect(await rateOf(nadia.id)).toBe(15000);
    expect((await put(viewer, nadia.id, { default_hourly_rate: 1 })).status).toBe(403);
    expect(await rateOf(nadia.id)).toBe(15000);
  });

  it('may be lowered but not raised by the employee themselves, even with employees:update', async () => {
    await setRate(nadia.id, 20000);
    const raise = await put(nadia, nadia.id, { default_hourly_rate: 200.01 });
    expect(raise.status).toBe(403);
    expect(await rateOf(nadia.id)).toBe(20000);
    expect((await put(manager, manager.id, { default_hourly_rate: 1 })).status).toBe(403);
    expect((await put(nadia, nadia.id, { default_hourly_rate: 180 })).status).toBe(200);
    expect(await rateOf(nadia.id)).toBe(18000);
    expect((await put(nadia, nadia.id, { default_hourly_rate: 180 })).status).toBe(200);
  });

  it('may be raised by an admin for themselves', async () => {
    expect((await put(firm.admin, firm.admin.id, { default_hourly_rate: 350 })).status).toBe(200);
    expect(await rateOf(firm.admin.id)).toBe(35000);
  });

  it('refuses negative amounts, more than two decimals and text with field errors, changing nothing', async () => {
    await setRate(nadia.id, 20000);
    for (const value of [-1, 10.005, '100', 100_001]) {
      const res = await put(firm.admin, nadia.id, { default_hourly_rate: value });
      expect(res.status, String(value)).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        fields: { default_hourly_rate: expect.any(String) },
      });
    }
    expect(await rateOf(nadia.id)).toBe(20000);
  });

  it('answers 404 for another firm’s employee', async () => {
    expect((await put(firm.admin, theirs.id, { default_hourly_rate: 1 })).status).toBe(404);
  });
});
