/** What keeps a session's answers and tokens to itself: no-store, Secure cookies over HTTPS, sign-out that ends tokens at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { addEmployee, refreshCookieOf, registerFirm, type TestFirm } from '../../test/firms.js';

const sessionCookie = (res: { cookies: Array<{ name: string }> }) =>
  res.cookies.find((c) => c.name === REFRESH_COOKIE) as { name: string; secure?: boolean } | undefined;

describe('behind no trusted proxy (the default)', () => {
  let t: TestApp;
  let firm: TestFirm;
  beforeAll(async () => {
    t = await createTestApp();
    firm = await registerFirm(t, 'No Store LLP');
  });
  afterAll(() => t.close());

  it('answers authenticated calls and sign-in with Cache-Control: no-store', async () => {
    const me = await t.call('GET', '/api/auth/me', { token: firm.admin.token });
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const list = await t.call('GET', `/api/time_entry/all/${firm.lawFirmId}`, { token: firm.admin.token });
    expect(list.headers['cache-control']).toBe('no-store');
    const refused = await t.call('GET', '/api/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: firm.admin.email, password: TEST_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('ignores X-Forwarded-Proto from an untrusted peer: no Secure cookie over plain http', async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: firm.admin.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.status).toBe(200);
    expect(sessionCookie(login)?.secure).toBeFalsy();
  });

  it('ends the session’s access tokens at sign-out, not at their expiry', async () => {
    const user = await addEmployee(t, firm);
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    const out = await t.call('POST', '/api/auth/logout', { cookies: { [REFRESH_COOKIE]: user.refreshToken } });
    expect(out.status).toBe(204);
    const after = await t.call('GET', '/api/auth/me', { token: user.token });
    expect(after.status).toBe(401);
    // The refresh token went with it.
    const refresh = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: user.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('ends the session named by the access token when sign-out carries only that', async () => {
    const user = await addEmployee(t, firm);
    const out = await t.call('POST', '/api/auth/logout', { token: user.token });
    expect(out.status).toBe(204);
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: user.refreshToken } })).status,
    ).toBe(401);
  });

  it('keeps the user’s other sessions, and a refreshed token of the same session, working', async () => {
    const user = await addEmployee(t, firm);
    const second = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const refreshed = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: user.refreshToken } });
    expect(refreshed.status).toBe(200);
    // The old access token of a rotated session is still its session's.
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    await t.call('POST', '/api/auth/logout', { cookies: { [REFRESH_COOKIE]: refreshCookieOf(refreshed) } });
    expect((await t.call('GET', '/api/auth/me', { token: refreshed.body.access_token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: second.body.access_token })).status).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  let firm: TestFirm;
  beforeAll(async () => {
    // app.inject's peer is 127.0.0.1: here, the proxy.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    firm = await registerFirm(t, 'Proxied LLP');
  });
  afterAll(() => t.close());

  it('marks the refresh cookie Secure when the proxy says the request came over HTTPS', async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: firm.admin.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.status).toBe(200);
    expect(sessionCookie(login)?.secure).toBe(true);
    const refreshed = await t.call('POST', '/api/auth/refresh', {
      cookies: { [REFRESH_COOKIE]: refreshCookieOf(login) },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(sessionCookie(refreshed)?.secure).toBe(true);

    const plain = await t.call('POST', '/api/auth/login', {
      body: { email: firm.admin.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(sessionCookie(plain)?.secure).toBeFalsy();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing unless told, else all, a hop count or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = parseTrustProxy('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
  });
});
