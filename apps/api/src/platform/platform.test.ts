import { defineAbilityFor } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawFirms, plans } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../test/firms.js';
import type { AuthContext } from './auth/context.js';
import { findAuthRow } from './auth/repository.js';
import { assertCanAddUser, assertInvoicesFullAccess, UPGRADE_TO_CREATE_INVOICES } from './plans.js';

let t: TestApp;
let firm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
});
afterAll(() => t.close());

describe('health', () => {
  it('answers 200 with the database reachable, without a token', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'reachable',
      database_engine: t.services.database.kind,
    });
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists the routes in the spec’s style', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe('Counsel API');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/{id}/update-user-usage']),
    );
    const usage = res.body.paths['/api/user/{id}/update-user-usage'].put;
    expect(usage.requestBody.content['application/json'].schema.properties).toHaveProperty('used_documents_services');
    expect(res.body.paths['/api/auth/login'].post).toBeDefined();
  });
});

describe('unknown routes and oversized bodies', () => {
  it('answers 404 not_found as JSON for an unknown /api path', async () => {
    const res = await t.call('GET', '/api/no-such-thing', { token: firm.admin.token });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.code).toBe('not_found');
  });

  it('answers 413 payload_too_large to a body over 1 MiB, and accepts one just under', async () => {
    const body = (size: number) => ({ locale: 'en', padding: 'x'.repeat(size) });
    const tooLarge = await t.call('PATCH', '/api/auth/me', { token: firm.admin.token, body: body(1024 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('payload_too_large');
    const fits = await t.call('PATCH', '/api/auth/me', { token: firm.admin.token, body: body(1024 * 1024 - 100) });
    expect(fits.status).toBe(200);
  });
});

describe('plan gates', () => {
  /** The firm's own plan row, so changing it never touches the shared trial plan. */
  async function firmOnOwnPlan(values: Partial<typeof plans.$inferInsert>) {
    const owner = await registerFirm(t);
    const [plan] = await t.services.db
      .insert(plans)
      .values({
        code: `custom-${owner.lawFirmId}`,
        name: 'Custom',
        invoicesPermissionLevel: 'FULL_ACCESS',
        maxUsers: 10,
        documentsServices: 10,
        uscisQueries: 10,
        predefinedWorkflows: 0,
        ...values,
      })
      .returning({ id: plans.id });
    await t.services.db.update(lawFirms).set({ planId: plan!.id }).where(eq(lawFirms.id, owner.lawFirmId));
    return { firm: owner, planId: plan!.id };
  }
  async function authOf(someFirm: TestFirm): Promise<AuthContext> {
    const claims = await t.services.tokens.verify(someFirm.admin.token);
    if (!claims || claims === 'expired') throw new Error('admin token not valid');
    const row = await findAuthRow(t.services.db, someFirm.admin.id, someFirm.lawFirmId, claims.sessionId);
    if (!row) throw new Error('admin not found');
    return { ...row, ability: defineAbilityFor({ is_admin: row.user.isAdmin, rules: row.user.rules }) };
  }

  it('assertInvoicesFullAccess refuses every level but FULL_ACCESS with 403 plan_upgrade_required', async () => {
    const { firm: owner, planId } = await firmOnOwnPlan({ invoicesPermissionLevel: 'READ_ONLY' });
    const setLevel = (level: string) =>
      t.services.db.update(plans).set({ invoicesPermissionLevel: level }).where(eq(plans.id, planId));

    for (const level of ['READ_ONLY', 'NONE']) {
      await setLevel(level);
      const auth = await authOf(owner);
      expect(auth.plan.invoicesPermissionLevel).toBe(level);
      // An admin may do everything the plan allows, and no more.
      expect(() => assertInvoicesFullAccess(auth)).toThrow(
        expect.objectContaining({
          status: 403,
          code: 'plan_upgrade_required',
          message: 'Upgrade your plan to create invoices',
        }),
      );
    }
    expect(UPGRADE_TO_CREATE_INVOICES).toBe('Upgrade your plan to create invoices');

    await setLevel('FULL_ACCESS');
    const auth = await authOf(owner);
    expect(() => assertInvoicesFullAccess(auth)).not.toThrow();
  });

  it('assertCanAddUser refuses once the firm has max_users users, with 403 max_users_reached', async () => {
    const { firm: owner } = await firmOnOwnPlan({ maxUsers: 2 });
    // One user (the admin) of two: another may join.
    await expect(assertCanAddUser(t.services.db, await authOf(owner))).resolves.toBeUndefined();
    await addEmployee(t, owner);
    await expect(assertCanAddUser(t.services.db, await authOf(owner))).rejects.toMatchObject({
      status: 403,
      code: 'max_users_reached',
      extra: { details: { max_users: 2 } },
    });
    // Users of other firms do not count.
    const { firm: small } = await firmOnOwnPlan({ maxUsers: 2 });
    await expect(assertCanAddUser(t.services.db, await authOf(small))).resolves.toBeUndefined();
  });
});
