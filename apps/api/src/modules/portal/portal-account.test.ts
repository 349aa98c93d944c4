/**
 * The client's account: the set-password link (unknown, expired, used, weak password, success), sign-in
 * and sign-out, the session's end, forgotten passwords and the account's language.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PORTAL_ERRORS, PORTAL_MESSAGES, PORTAL_SESSION_TTL_HOURS } from '@counsel/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalPasswordTokens, portalSessions, portalUsers } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { createTestApp } from '../../test/app.js';
import { registerFirm } from '../../test/firms.js';
import {
  accessPath,
  activate,
  CLIENT_PASSWORD,
  insertClient,
  portalCall,
  portalCookieOf,
  portalSuite,
  setPasswordTokenFor,
} from '../../test/kits/portal.js';

describe('portal accounts', () => {
  const s = portalSuite();
  let inviteToken: string;
  const signIn = (email: string, password: string) =>
    s.t.call('POST', '/api/portal/sign-in', { body: { email, password } });
  /** A reset mail is the account's firm's: the firm's outbox keeps it. */
  const firmMails = () => {
    const folder = path.join(s.t.dataDir, 'mail', String(s.w.firm.lawFirmId));
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as { to: string[]; text: string });
  };

  beforeAll(async () => {
    await s.t.call('POST', accessPath(s.w.firm.lawFirmId, s.w.clientId), { token: s.admin() });
    inviteToken = await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'Rana@Client.example');
  });

  it('an unknown token is 404, a bad one 400', async () => {
    const res = await s.t.call('GET', `/api/portal/password-token/${'x'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: PORTAL_ERRORS.tokenNotFound, message: PORTAL_MESSAGES.tokenNotFound });
    expect((await s.t.call('GET', '/api/portal/password-token/short')).status).toBe(400);
    const set = await s.t.call('POST', '/api/portal/set-password', {
      body: { token: 'y'.repeat(43), password: CLIENT_PASSWORD },
    });
    expect(set.status).toBe(404);
  });

  it('an expired token is 410 portal_token_expired, to look up and to use', async () => {
    const clientId = await insertClient(s.t, s.w.firm.lawFirmId, 'Late', 'late@client.example');
    await s.t.call('POST', accessPath(s.w.firm.lawFirmId, clientId), { token: s.admin() });
    const token = await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'late@client.example');
    const hash = createHash('sha256').update(token).digest('hex');
    await s.t.services.db
      .update(portalPasswordTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(portalPasswordTokens.tokenHash, hash));
    const expired = await s.t.call('GET', `/api/portal/password-token/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: PORTAL_ERRORS.tokenExpired, message: PORTAL_MESSAGES.tokenExpired });
    const use = await s.t.call('POST', '/api/portal/set-password', { body: { token, password: CLIENT_PASSWORD } });
    expect(use.status).toBe(410);
    const [user] = await s.t.services.db.select().from(portalUsers).where(eq(portalUsers.email, 'late@client.example'));
    expect(user!.passwordHash).toBeNull();
  });

  it('a weak password is 400 and the token still works', async () => {
    const res = await s.t.call('POST', '/api/portal/set-password', { body: { token: inviteToken, password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('password');
    expect((await s.t.call('GET', `/api/portal/password-token/${inviteToken}`)).status).toBe(200);
  });

  it('sets the password and signs in: the session cookie, HttpOnly, SameSite=Strict, on /api/portal; audited', async () => {
    const res = await s.t.call('POST', '/api/portal/set-password', {
      body: { token: inviteToken, password: CLIENT_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toEqual({
      email: 'rana@client.example',
      locale: 'en',
      law_firm_id: s.w.firm.lawFirmId,
      firm_name: 'Portal Firm',
      clients: [{ first_name: 'Rana', last_name: 'Saleh' }],
      second_factor: { enabled: false, required: false },
    });
    const cookie = res.cookies.find((c) => c.name === 'counsel_portal')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/portal' });
    expect(cookie.maxAge).toBe(PORTAL_SESSION_TTL_HOURS * 3600);
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    const [session] = await s.t.services.db.select().from(portalSessions);
    expect(session!.tokenHash).not.toBe(cookie.value);
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeCloseTo(
      PORTAL_SESSION_TTL_HOURS * 3_600_000,
      -4,
    );
    expect((await portalCall(s.t, cookie.value, 'GET', '/api/portal/account')).status).toBe(200);
    const access = await s.t.call('GET', accessPath(s.w.firm.lawFirmId, s.w.clientId), { token: s.admin() });
    expect(access.body.portal_access).toMatchObject({ status: 'active', activated_at: expect.any(String) });
  });

  it('a used token is 410 portal_token_used', async () => {
    const res = await s.t.call('GET', `/api/portal/password-token/${inviteToken}`);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: PORTAL_ERRORS.tokenUsed, message: PORTAL_MESSAGES.tokenUsed });
    const again = await s.t.call('POST', '/api/portal/set-password', {
      body: { token: inviteToken, password: 'another long password' },
    });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe(PORTAL_ERRORS.tokenUsed);
  });

  it('a wrong password, an unknown address and an account without a password answer the same 401', async () => {
    const wrong = await signIn('rana@client.example', 'not the password');
    const unknown = await signIn('nobody@client.example', CLIENT_PASSWORD);
    const noPassword = await signIn('late@client.example', CLIENT_PASSWORD);
    for (const res of [wrong, unknown, noPassword]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: PORTAL_ERRORS.signInFailed, message: PORTAL_MESSAGES.signInFailed });
      expect(res.cookies).toEqual([]);
    }
    expect((await signIn('rana@client.example', '')).status).toBe(400);
  });

  it('signs in whatever the address’s case, records it; signs out (204): the cookie is cleared and the session ends', async () => {
    const res = await signIn('RANA@client.example', CLIENT_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = portalCookieOf(res);
    const [user] = await s.t.services.db.select().from(portalUsers).where(eq(portalUsers.email, 'rana@client.example'));
    expect(user!.lastSignInAt).not.toBeNull();
    const out = await portalCall(s.t, cookie, 'POST', '/api/portal/sign-out');
    expect(out.status).toBe(204);
    expect(out.cookies.find((c) => c.name === 'counsel_portal')?.value).toBe('');
    const after = await portalCall(s.t, cookie, 'GET', '/api/portal/account');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: PORTAL_ERRORS.signedOut, message: PORTAL_MESSAGES.signedOut });
    expect((await s.t.call('GET', '/api/portal/account')).status).toBe(401);
  });

  it('a session ends PORTAL_SESSION_TTL_HOURS after sign-in', async () => {
    const cookie = portalCookieOf(await signIn('rana@client.example', CLIENT_PASSWORD));
    expect((await portalCall(s.t, cookie, 'GET', '/api/portal/account')).status).toBe(200);
    await s.t.services.db.update(portalSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await portalCall(s.t, cookie, 'GET', '/api/portal/account')).status).toBe(401);
  });

  it("writes a session's last-seen time at most once a minute", async () => {
    const cookie = portalCookieOf(await signIn('rana@client.example', CLIENT_PASSWORD));
    const hash = createHash('sha256').update(cookie).digest('hex');
    const lastSeen = async () =>
      (await s.t.services.db.select().from(portalSessions).where(eq(portalSessions.tokenHash, hash)))[0]!.lastSeenAt;
    const recent = new Date(Date.now() - 30_000);
    await s.t.services.db.update(portalSessions).set({ lastSeenAt: recent }).where(eq(portalSessions.tokenHash, hash));
    expect((await portalCall(s.t, cookie, 'GET', '/api/portal/account')).status).toBe(200);
    expect((await lastSeen()).getTime()).toBe(recent.getTime());

    const old = new Date(Date.now() - 61_000);
    await s.t.services.db.update(portalSessions).set({ lastSeenAt: old }).where(eq(portalSessions.tokenHash, hash));
    expect((await portalCall(s.t, cookie, 'GET', '/api/portal/account')).status).toBe(200);
    expect((await lastSeen()).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('forgot-password answers 202 alike; mails a reset link only to a known address; using it ends other sessions', async () => {
    const elsewhere = portalCookieOf(await signIn('rana@client.example', CLIENT_PASSWORD));
    const before = firmMails().length;
    const unknown = await s.t.call('POST', '/api/portal/forgot-password', { body: { email: 'who@client.example' } });
    expect(unknown.status).toBe(202);
    expect(unknown.body.message).toBe(PORTAL_MESSAGES.resetSent);
    expect(firmMails()).toHaveLength(before);
    const known = await s.t.call('POST', '/api/portal/forgot-password', {
      body: { email: 'Rana@client.example', locale: 'ar' },
    });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    const mail = firmMails().at(-1)!;
    expect(mail.to).toEqual(['rana@client.example']);
    expect(mail.text).toContain('كلمة مرور جديدة لحسابك في بوابة عملاء Portal Firm');
    const token = mail.text.match(/\/ar\/portal\/set-password\/([A-Za-z0-9_-]+)/)![1]!;
    const info = await s.t.call('GET', `/api/portal/password-token/${token}`);
    expect(info.body.token).toMatchObject({ purpose: 'reset', firm_name: 'Portal Firm' });
    const here = await activate(s.t, token, 'a brand new password');
    expect((await portalCall(s.t, here, 'GET', '/api/portal/account')).status).toBe(200);
    expect((await portalCall(s.t, elsewhere, 'GET', '/api/portal/account')).status).toBe(401);
    expect((await signIn('rana@client.example', CLIENT_PASSWORD)).status).toBe(401);
    expect((await signIn('rana@client.example', 'a brand new password')).status).toBe(200);
  });

  it('changes the account’s language; a bad one is 400', async () => {
    const cookie = portalCookieOf(await signIn('rana@client.example', 'a brand new password'));
    const res = await portalCall(s.t, cookie, 'PUT', '/api/portal/account', { locale: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.account.locale).toBe('ar');
    expect((await portalCall(s.t, cookie, 'PUT', '/api/portal/account', { locale: 'fr' })).status).toBe(400);
    expect((await portalCall(s.t, cookie, 'GET', '/api/portal/account')).body.account.locale).toBe('ar');
  });
});

describe('the portal cookie where COOKIE_SECURE is set', () => {
  it('is Secure', async () => {
    const t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const firm = await registerFirm(t, 'Secure Firm');
      await t.services.db.insert(portalUsers).values({
        lawFirmId: firm.lawFirmId,
        email: 'secure@client.example',
        passwordHash: await hashPassword(CLIENT_PASSWORD),
      });
      const res = await t.call('POST', '/api/portal/sign-in', {
        body: { email: 'secure@client.example', password: CLIENT_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.cookies.find((c) => c.name === 'counsel_portal')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await t.close();
    }
  });
});

describe('portal sign-in limits', () => {
  it('limits sign-in and the set-password link per address, as LOGIN_RATE_LIMIT says', async () => {
    const t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '2' } });
    try {
      const attempt = () =>
        t.call('POST', '/api/portal/sign-in', { body: { email: 'a@client.example', password: 'wrong password' } });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);
      const lookup = () => t.call('GET', `/api/portal/password-token/${'z'.repeat(43)}`);
      expect((await lookup()).status).toBe(404);
      expect((await lookup()).status).toBe(404);
      expect((await lookup()).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
