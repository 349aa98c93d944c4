import { defineAbilityFor, USAGE_LIMIT_MESSAGES } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawFirms, plans } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';
import type { AuthContext } from '../auth/context.js';
import { findAuthRow } from '../auth/repository.js';
import { consumeUsage, periodStart, readUsage } from './service.js';

describe('periodStart', () => {
  it('starts documents services each day and USCIS queries each month', () => {
    const now = new Date('2026-05-17T12:00:00Z');
    expect(periodStart('used_documents_services', 'UTC', now)).toBe('2026-05-17');
    expect(periodStart('used_uscis_queries', 'UTC', now)).toBe('2026-05-01');
  });

  it('reads the date in the firm’s time zone: 03:00 UTC on March 1 is still February 28 in Chicago', () => {
    const now = new Date('2026-03-01T03:00:00Z');
    expect(periodStart('used_documents_services', 'America/Chicago', now)).toBe('2026-02-28');
    expect(periodStart('used_uscis_queries', 'America/Chicago', now)).toBe('2026-02-01');
    expect(periodStart('used_documents_services', 'UTC', now)).toBe('2026-03-01');
    expect(periodStart('used_uscis_queries', 'UTC', now)).toBe('2026-03-01');
  });

  it('moves to the next day at local midnight, not UTC midnight', () => {
    // America/Chicago is UTC-6 in February.
    expect(periodStart('used_documents_services', 'America/Chicago', new Date('2026-02-28T05:59:59Z'))).toBe(
      '2026-02-27',
    );
    expect(periodStart('used_documents_services', 'America/Chicago', new Date('2026-02-28T06:00:00Z'))).toBe(
      '2026-02-28',
    );
  });

  it('handles zones ahead of UTC and the turn of the year', () => {
    expect(periodStart('used_uscis_queries', 'Asia/Tokyo', new Date('2026-01-31T15:00:00Z'))).toBe('2026-02-01');
    expect(periodStart('used_documents_services', 'America/New_York', new Date('2026-01-01T04:59:00Z'))).toBe(
      '2025-12-31',
    );
    expect(periodStart('used_uscis_queries', 'America/New_York', new Date('2026-01-01T04:59:00Z'))).toBe('2025-12-01');
  });
});

describe('consumeUsage', () => {
  let t: TestApp;
  let firm: TestFirm;
  const LIMIT = 2;

  beforeAll(async () => {
    t = await createTestApp();
    firm = await registerFirm(t);
    // A small plan of this firm's own, so the limit is reached in a few steps.
    const [plan] = await t.services.db
      .insert(plans)
      .values({
        code: 'tiny',
        name: 'Tiny',
        invoicesPermissionLevel: 'FULL_ACCESS',
        maxUsers: 5,
        documentsServices: LIMIT,
        uscisQueries: LIMIT,
        predefinedWorkflows: 0,
      })
      .returning({ id: plans.id });
    await t.services.db
      .update(lawFirms)
      .set({ planId: plan!.id, timeZone: 'America/Chicago' })
      .where(eq(lawFirms.id, firm.lawFirmId));
  });
  afterAll(() => t.close());

  const authOfUser = async ({ id, token }: { id: number; token: string }): Promise<AuthContext> => {
    const claims = await t.services.tokens.verify(token);
    if (!claims || claims === 'expired') throw new Error('token not valid');
    const row = await findAuthRow(t.services.db, id, firm.lawFirmId, claims.sessionId);
    if (!row) throw new Error('user not found');
    return { ...row, ability: defineAbilityFor({ is_admin: row.user.isAdmin, rules: row.user.rules }) };
  };
  const newUser = async () => authOfUser(await addEmployee(t, firm));
  const usageAt = (auth: AuthContext, now: Date) => readUsage(t.services.db, auth.user.id, 'America/Chicago', now);

  it('adds one use at a time, to the caller’s own counter', async () => {
    const auth = await newUser();
    const other = await newUser();
    const now = new Date('2026-04-10T15:00:00Z');
    expect(await consumeUsage(t.services.db, auth, 'used_documents_services', now)).toEqual({
      used_documents_services: 1,
      used_uscis_queries: 0,
    });
    expect(await consumeUsage(t.services.db, auth, 'used_uscis_queries', now)).toEqual({
      used_documents_services: 1,
      used_uscis_queries: 1,
    });
    expect(await usageAt(other, now)).toEqual({ used_documents_services: 0, used_uscis_queries: 0 });
  });

  it('refuses a use at the limit with 403 usage_limit_reached and leaves the counter as it was', async () => {
    const auth = await newUser();
    expect(auth.plan.documentsServices).toBe(LIMIT);
    const now = new Date('2026-04-10T15:00:00Z');
    for (let i = 0; i < LIMIT; i++) await consumeUsage(t.services.db, auth, 'used_documents_services', now);
    await expect(consumeUsage(t.services.db, auth, 'used_documents_services', now)).rejects.toMatchObject({
      status: 403,
      code: 'usage_limit_reached',
      message: USAGE_LIMIT_MESSAGES.used_documents_services,
      extra: { details: { field: 'used_documents_services', limit: LIMIT, used: LIMIT } },
    });
    expect((await usageAt(auth, now)).used_documents_services).toBe(LIMIT);
  });

  it('starts a new daily count at local midnight in the firm’s time zone', async () => {
    const auth = await newUser();
    // 2026-03-01T03:00Z is February 28 in Chicago: both uses count for that day.
    const lateFeb28 = new Date('2026-03-01T03:00:00Z');
    const earlyFeb28 = new Date('2026-02-28T15:00:00Z');
    await consumeUsage(t.services.db, auth, 'used_documents_services', lateFeb28);
    await consumeUsage(t.services.db, auth, 'used_documents_services', earlyFeb28);
    await expect(consumeUsage(t.services.db, auth, 'used_documents_services', lateFeb28)).rejects.toMatchObject({
      code: 'usage_limit_reached',
    });
    // March 1 in Chicago begins at 06:00Z: a fresh count.
    const march1 = new Date('2026-03-01T06:00:00Z');
    expect((await usageAt(auth, march1)).used_documents_services).toBe(0);
    expect((await consumeUsage(t.services.db, auth, 'used_documents_services', march1)).used_documents_services).toBe(
      1,
    );
    expect((await usageAt(auth, earlyFeb28)).used_documents_services).toBe(LIMIT);
  });

  it('counts USCIS queries over the whole month', async () => {
    const auth = await newUser();
    await consumeUsage(t.services.db, auth, 'used_uscis_queries', new Date('2026-06-01T12:00:00Z'));
    await consumeUsage(t.services.db, auth, 'used_uscis_queries', new Date('2026-06-20T12:00:00Z'));
    await expect(
      consumeUsage(t.services.db, auth, 'used_uscis_queries', new Date('2026-06-30T12:00:00Z')),
    ).rejects.toMatchObject({ status: 403, code: 'usage_limit_reached' });
    // July 1 in Chicago: the count starts again.
    const july = await consumeUsage(t.services.db, auth, 'used_uscis_queries', new Date('2026-07-01T12:00:00Z'));
    expect(july.used_uscis_queries).toBe(1);
  });
});
