import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lawFirms, users } from '../../db/schema/index.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { refreshCookieOf, registerFirm } from '../../test/firms.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '5' } });
});
afterAll(() => t.close());

const countRows = async (table: typeof users | typeof lawFirms) => {
  const [row] = await t.services.db.select({ n: count() }).from(table);
  return row!.n;
};

describe('register', () => {
  it('creates a firm, its admin and a trial plan with full access, and signs the admin in', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        firm_name: '  Nasser Legal  ',
        full_name: 'Huda Nasser',
        email: 'Huda@Nasser.example',
        password: TEST_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ full_name: 'Huda Nasser', email: 'huda@nasser.example', is_admin: true });
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const me = await t.call('GET', '/api/auth/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.law_firm.name).toBe('Nasser Legal');
    expect(me.body.plan).toMatchObject({ code: 'trial', invoices_permission_level: 'FULL_ACCESS' });
    expect(me.body.usage).toEqual({ used_documents_services: 0, used_uscis_queries: 0 });
    expect(me.body.rules.every((r: { action: string }) => r.action === 'manage')).toBe(true);
  });

  it('stores an argon2id hash, never the password', async () => {
    const firm = await registerFirm(t);
    const [row] = await t.services.db.select().from(users).where(eq(users.id, firm.admin.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const before = [await countRows(lawFirms), await countRows(users)];
    const res = await t.call('POST', '/api/auth/register', {
      body: { firm_name: ' ', full_name: 'A', email: 'not-an-email', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'firm_name', 'full_name', 'password']);
    expect([await countRows(lawFirms), await countRows(users)]).toEqual(before);
  });

  it('refuses an email that is already registered (in any letter case) and creates nothing', async () => {
    const firm = await registerFirm(t);
    const before = await countRows(lawFirms);
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        firm_name: 'Copycat LLP',
        full_name: 'Copy Cat',
        email: firm.admin.email.toUpperCase(),
        password: TEST_PASSWORD,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'email_taken', fields: { email: expect.any(String) } });
    expect(await countRows(lawFirms)).toBe(before);
  });
});

describe('login', () => {
  it('signs in with the right password and records it in the audit log', async () => {
    const firm = await registerFirm(t);
    const res = await t.call('POST', '/api/auth/login', { body: { email: firm.admin.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(firm.admin.id);
    const [logins] = await t.services.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.userId, firm.admin.id));
    expect(logins!.n).toBeGreaterThanOrEqual(2);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const firm = await registerFirm(t);
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { email: firm.admin.email, password: 'wrong password' },
    });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { email: 'nobody@nowhere.example', password: 'x' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('limits repeated attempts for one account', async () => {
    const firm = await registerFirm(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: firm.admin.email, password: `guess ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const blocked = await t.call('POST', '/api/auth/login', {
      body: { email: firm.admin.email, password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_requests');
  });
});

describe('sessions', () => {
  it('refresh rotates the token; the rotated token presented again ends the whole session', async () => {
    const firm = await registerFirm(t);
    const first = firm.admin.refreshToken;
    const rotated = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: first } });
    expect(rotated.status).toBe(200);
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first);
    expect((await t.call('GET', '/api/auth/me', { token: rotated.body.access_token })).status).toBe(200);

    const replay = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: first } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('refresh_token_reused');
    // The thief's replay also ended the legitimate successor.
    const successor = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: second } });
    expect(successor.status).toBe(401);
  });

  it('logout revokes the session', async () => {
    const firm = await registerFirm(t);
    const out = await t.call('POST', '/api/auth/logout', { cookies: { [REFRESH_COOKIE]: firm.admin.refreshToken } });
    expect(out.status).toBe(204);
    const after = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: firm.admin.refreshToken } });
    expect(after.status).toBe(401);
  });

  it('refuses missing, malformed and forged access tokens', async () => {
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: 'not-a-jwt' })).status).toBe(401);
    const firm = await registerFirm(t);
    const [header, payload] = firm.admin.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const res = await t.call('GET', '/api/auth/me', { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('remembers the language a user chooses', async () => {
    const firm = await registerFirm(t);
    const res = await t.call('PATCH', '/api/auth/me', { token: firm.admin.token, body: { locale: 'ar' } });
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('ar');
    const me = await t.call('GET', '/api/auth/me', { token: firm.admin.token });
    expect(me.body.user.locale).toBe('ar');
    const bad = await t.call('PATCH', '/api/auth/me', { token: firm.admin.token, body: { locale: 'fr' } });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/api/auth/me', { token: firm.admin.token })).body.user.locale).toBe('ar');
  });
});

describe('security headers', () => {
  it('sends a content security policy and related headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});
