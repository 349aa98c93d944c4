import { TRIAL_PLAN } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseReceipts, usageCounters } from '../../db/schema/index.js';
import { injectFetch } from '../../integrations/ai/inject-fetch.js';
import { createUscisClient } from '../../integrations/uscis/client.js';
import { USCIS_SANDBOX_CLIENT_ID, uscisSandboxUrl } from '../../integrations/uscis/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, type TestUser } from '../../test/firms.js';
import { buildReceiptsWorld, type ReceiptsWorld, receiptBody } from '../../test/kits/case-receipts.js';

let t: TestApp;
let w: ReceiptsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReceiptsWorld(t);
});
afterAll(() => t.close());

const tokenFor = async (user: TestUser) => {
  const res = await t.call('POST', '/api/case-receipt/uscis-access-token', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
};
const lookup = (user: TestUser, receipt: string, ticket?: string) =>
  t.call('GET', `/api/case-receipt/government-case-status/${receipt}`, {
    token: user.token,
    ...(ticket ? { headers: { 'x-uscis-access-token': ticket } } : {}),
  });
const used = async (userId: number) => {
  const rows = await t.services.db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, 'used_uscis_queries')));
  return rows.reduce((sum, row) => sum + row.used, 0);
};
const setUsed = (user: TestUser, value: number) =>
  t.call('PUT', `/api/user/${user.id}/update-user-usage`, { token: user.token, body: { used_uscis_queries: value } });
const reader = () => addEmployee(t, w.firm, { rules: [{ subject: 'cases', action: 'read' }] });

describe('POST /api/case-receipt/uscis-access-token', () => {
  it('answers a lookup token of ours, never USCIS’s own, saying the sandbox stands in', async () => {
    const res = await t.call('POST', '/api/case-receipt/uscis-access-token', { token: w.staff.reader.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', sandbox: true });
    expect(res.body.expires_in).toBeGreaterThan(1700);
    expect(res.body.access_token.startsWith(`${w.staff.reader.id}.`)).toBe(true);
  });

  it('answers 403 without VIEW_CASES', async () => {
    const res = await t.call('POST', '/api/case-receipt/uscis-access-token', { token: w.staff.none.token });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/case-receipt/government-case-status/{receipt}', () => {
  it('answers the status, counts one query and writes the status on the firm’s receipt of that number', async () => {
    const added = await t.call('POST', `/api/case-receipt/${w.firm.lawFirmId}`, {
      token: w.firm.admin.token,
      body: receiptBody(w.caseId, {
        receipt_number: 'MSC2290123456',
        status: null,
        form_type: null,
        submitted_date: null,
      }),
    });
    expect(added.status).toBe(201);
    const user = await reader();
    const res = await lookup(user, 'msc-2290123456', await tokenFor(user));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      case_status: {
        receiptNumber: 'MSC2290123456',
        formType: 'I-485',
        submittedDate: '02-10-2026 10:00:00',
        modifiedDate: '11-18-2026 10:00:00',
        current_case_status_text_en: 'Interview Was Scheduled',
      },
      message: 'Query was successful',
      usage: { used_uscis_queries: 1 },
      waited_ms: 0,
      sandbox: true,
    });
    expect(res.body.case_status.current_case_status_desc_en).toContain('we scheduled an interview for your Form I-485');
    const [row] = await t.services.db
      .select()
      .from(caseReceipts)
      .where(eq(caseReceipts.id, added.body.case_receipt.id));
    expect(row).toMatchObject({
      status: 'Interview Was Scheduled',
      formType: 'I-485',
      submittedDate: '2026-02-10',
      modifiedDate: '2026-11-18',
    });
    expect(row!.lastCheckedAt).not.toBeNull();
    expect(await used(user.id)).toBe(1);
  });

  it('answers USCIS’s message for an unknown number without counting it', async () => {
    const user = await reader();
    const res = await lookup(user, 'IOE0000000001', await tokenFor(user));
    expect(res.status).toBe(200);
    expect(res.body.case_status).toBeUndefined();
    expect(res.body.message).toBe(
      'The receipt number entered could not be found. Please check the number and try again.',
    );
    expect(res.body.usage.used_uscis_queries).toBe(0);
    expect(await used(user.id)).toBe(0);
  });

  it('refuses a missing, forged or someone else’s lookup token as Authentication Failed!, counting nothing', async () => {
    const user = await reader();
    const someoneElses = await tokenFor(w.staff.reader);
    for (const ticket of [undefined, 'forged.1.x', someoneElses]) {
      const res = await lookup(user, 'IOE0912345678', ticket);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'uscis_auth_failed', message: 'Authentication Failed!' });
    }
    expect(await used(user.id)).toBe(0);
  });

  it('answers Authentication Failed! (502) when USCIS refuses the server’s credentials', async () => {
    const real = t.services.uscis;
    t.services.uscis = createUscisClient({
      baseUrl: uscisSandboxUrl(t.services.config),
      clientId: USCIS_SANDBOX_CLIENT_ID,
      clientSecret: 'a-revoked-secret',
      sandbox: true,
      fetch: injectFetch(() => t.app),
    });
    try {
      const res = await t.call('POST', '/api/case-receipt/uscis-access-token', { token: w.firm.admin.token });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'uscis_auth_failed', message: 'Authentication Failed!' });
    } finally {
      t.services.uscis = real;
    }
  });

  it('refuses a malformed receipt number (400) and answers 403 without VIEW_CASES', async () => {
    const user = await reader();
    const ticket = await tokenFor(user);
    const malformed = await lookup(user, 'IOE12', ticket);
    expect(malformed.status).toBe(400);
    expect((await lookup(w.staff.none, 'IOE0912345678', ticket)).status).toBe(403);
  });
});

describe('at the plan’s USCIS queries limit', () => {
  it('lets 20 concurrent lookups never pass the limit: exactly the queries left succeed', async () => {
    const user = await reader();
    const limit = TRIAL_PLAN.uscis_queries;
    expect((await setUsed(user, limit - 3)).status).toBe(200);
    const ticket = await tokenFor(user);
    const answers = await Promise.all(Array.from({ length: 20 }, () => lookup(user, 'WAC2290054321', ticket)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(17);
    for (const res of answers.filter((r) => r.status === 403)) {
      expect(res.body).toMatchObject({
        code: 'uscis_queries_limit',
        message: 'You have reached your USCIS queries limit. Please upgrade your plan.',
      });
    }
    expect(await used(user.id)).toBe(limit);
  });

  it('refuses the access token too, since every receipt action is blocked', async () => {
    const user = await reader();
    await setUsed(user, TRIAL_PLAN.uscis_queries);
    const res = await t.call('POST', '/api/case-receipt/uscis-access-token', { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('uscis_queries_limit');
  });
});
