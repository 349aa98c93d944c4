import { TRIAL_PLAN } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
// Sign-up is rate limited per address, so the suite shares two firms and gives each test its own users.
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const LIMIT_MESSAGE = 'You have reached your daily document services limit. Please upgrade your plan.';
const NOTHING_USED = { used_documents_services: 0, used_uscis_queries: 0 };

/** A new employee of the shared firm, without any rules. */
const member = () => addEmployee(t, firm);
const update = (caller: TestUser, userId: number, body: unknown) =>
  t.call('PUT', `/api/user/${userId}/update-user-usage`, { token: caller.token, body });
const usageOf = async (user: TestUser) => {
  const me = await t.call('GET', '/api/auth/me', { token: user.token });
  expect(me.status).toBe(200);
  return me.body.usage;
};
/** What is stored, read straight from the table (every period), so no change can hide behind the API. */
const storedCounters = async (userId: number) =>
  (
    await t.services.db
      .select({ metric: usageCounters.metric, periodStart: usageCounters.periodStart, used: usageCounters.used })
      .from(usageCounters)
      .where(eq(usageCounters.userId, userId))
  ).sort((a, b) => a.metric.localeCompare(b.metric));

describe('setting usage', () => {
  it('sets the caller’s own usage, which /api/auth/me then shows', async () => {
    const res = await update(firm.admin, firm.admin.id, { used_documents_services: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ usage: { used_documents_services: 3, used_uscis_queries: 0 } });
    const uscis = await update(firm.admin, firm.admin.id, { used_uscis_queries: 7 });
    expect(uscis.status).toBe(200);
    expect(uscis.body.usage).toEqual({ used_documents_services: 3, used_uscis_queries: 7 });
    expect(await usageOf(firm.admin)).toEqual({ used_documents_services: 3, used_uscis_queries: 7 });
  });

  it('lets an employee without any rules set their own usage, on their own counter', async () => {
    const employee = await member();
    const colleague = await member();
    const res = await update(employee, employee.id, { used_documents_services: 1 });
    expect(res.status).toBe(200);
    expect(await usageOf(employee)).toEqual({ used_documents_services: 1, used_uscis_queries: 0 });
    expect(await usageOf(colleague)).toEqual(NOTHING_USED);
  });

  it('accepts the current value again without change', async () => {
    const employee = await member();
    await update(employee, employee.id, { used_documents_services: 4 });
    const same = await update(employee, employee.id, { used_documents_services: 4 });
    expect(same.status).toBe(200);
    expect(same.body.usage.used_documents_services).toBe(4);
  });

  it('lets an admin set a colleague’s usage', async () => {
    const colleague = await member();
    const adminBefore = await storedCounters(firm.admin.id);
    const res = await update(firm.admin, colleague.id, { used_uscis_queries: 5 });
    expect(res.status).toBe(200);
    expect(res.body.usage).toEqual({ used_documents_services: 0, used_uscis_queries: 5 });
    expect(await usageOf(colleague)).toEqual({ used_documents_services: 0, used_uscis_queries: 5 });
    expect(await storedCounters(firm.admin.id)).toEqual(adminBefore);
  });

  it('keeps one counter row per user, metric and period, in the user’s firm', async () => {
    const employee = await member();
    await update(employee, employee.id, { used_documents_services: 1 });
    await update(employee, employee.id, { used_documents_services: 2 });
    const rows = await t.services.db
      .select()
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, employee.id), eq(usageCounters.metric, 'used_documents_services')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lawFirmId: firm.lawFirmId, used: 2 });
  });
});

describe('bad input', () => {
  it.each([
    ['no field', {}, ['_']],
    ['two fields', { used_documents_services: 2, used_uscis_queries: 2 }, ['_']],
    ['an unknown field', { used_pages: 2 }, ['_']],
    ['an unknown field beside a known one', { used_documents_services: 2, used_pages: 2 }, ['_']],
    ['a negative value', { used_documents_services: -1 }, ['used_documents_services']],
    ['a fractional value', { used_uscis_queries: 1.5 }, ['used_uscis_queries']],
    ['a text value', { used_uscis_queries: '3' }, ['used_uscis_queries']],
  ])('refuses %s with 400 and field errors, changing nothing', async (_name, body, fields) => {
    const employee = await member();
    await update(employee, employee.id, { used_documents_services: 1 });
    const before = await storedCounters(employee.id);
    const res = await update(employee, employee.id, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields).sort()).toEqual(fields);
    expect(await storedCounters(employee.id)).toEqual(before);
    expect(await usageOf(employee)).toEqual({ used_documents_services: 1, used_uscis_queries: 0 });
  });

  it('refuses an id that is not a positive number', async () => {
    const res = await t.call('PUT', '/api/user/abc/update-user-usage', {
      token: firm.admin.token,
      body: { used_documents_services: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe('rules', () => {
  it('refuses to lower usage within a period with 422 usage_cannot_decrease', async () => {
    const employee = await member();
    await update(employee, employee.id, { used_documents_services: 5 });
    const res = await update(employee, employee.id, { used_documents_services: 4 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'usage_cannot_decrease',
      details: { field: 'used_documents_services', used: 5 },
    });
    expect(await usageOf(employee)).toEqual({ used_documents_services: 5, used_uscis_queries: 0 });
  });

  it('allows reaching the daily documents services limit but not going past it', async () => {
    const limit = TRIAL_PLAN.documents_services;
    const employee = await member();
    const me = await t.call('GET', '/api/auth/me', { token: employee.token });
    expect(me.body.plan.documents_services).toBe(limit);

    expect((await update(employee, employee.id, { used_documents_services: limit - 1 })).status).toBe(200);
    const past = await update(employee, employee.id, { used_documents_services: limit + 1 });
    expect(past.status).toBe(403);
    expect(past.body).toMatchObject({
      code: 'usage_limit_reached',
      message: LIMIT_MESSAGE,
      details: { field: 'used_documents_services', limit, used: limit - 1 },
    });
    expect(await usageOf(employee)).toEqual({ used_documents_services: limit - 1, used_uscis_queries: 0 });

    expect((await update(employee, employee.id, { used_documents_services: limit })).status).toBe(200);
    const again = await update(employee, employee.id, { used_documents_services: limit + 1 });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(LIMIT_MESSAGE);
    expect(await usageOf(employee)).toEqual({ used_documents_services: limit, used_uscis_queries: 0 });
  });

  it('holds USCIS queries to their own limit', async () => {
    const employee = await member();
    const past = await update(employee, employee.id, { used_uscis_queries: TRIAL_PLAN.uscis_queries + 1 });
    expect(past.status).toBe(403);
    expect(past.body.code).toBe('usage_limit_reached');
    expect(past.body.message).toBe('You have reached your USCIS queries limit. Please upgrade your plan.');
    expect(await usageOf(employee)).toEqual(NOTHING_USED);
    const atLimit = await update(employee, employee.id, { used_uscis_queries: TRIAL_PLAN.uscis_queries });
    expect(atLimit.status).toBe(200);
  });
});

describe('who may update whose usage', () => {
  it('answers 404 for a user of another firm and changes nothing', async () => {
    const theirs = await addEmployee(t, otherFirm);
    for (const target of [theirs, otherFirm.admin]) {
      const res = await update(firm.admin, target.id, { used_documents_services: 2 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect(await storedCounters(theirs.id)).toEqual([]);
    expect(await storedCounters(otherFirm.admin.id)).toEqual([]);
    expect(await usageOf(theirs)).toEqual(NOTHING_USED);
  });

  it('answers 404 for a user id that does not exist', async () => {
    const res = await update(firm.admin, 99_999_999, { used_documents_services: 2 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('refuses a non-admin employee updating a colleague, even one with every rule at manage', async () => {
    const colleague = await member();
    const adminBefore = await storedCounters(firm.admin.id);
    const employees = [await member(), await addEmployee(t, firm, { position: 'managing_partner' })];
    for (const employee of employees) {
      const res = await update(employee, colleague.id, { used_documents_services: 2 });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
      expect((await update(employee, firm.admin.id, { used_documents_services: 40 })).status).toBe(403);
    }
    expect(await storedCounters(colleague.id)).toEqual([]);
    expect(await storedCounters(firm.admin.id)).toEqual(adminBefore);
  });

  it('refuses a caller without a token with 401', async () => {
    const employee = await member();
    const res = await t.call('PUT', `/api/user/${employee.id}/update-user-usage`, {
      body: { used_documents_services: 2 },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
    expect(await storedCounters(employee.id)).toEqual([]);
  });
});
