/**
 * A portal account's second sign-in step: an authenticator app (enrol, sign in, a code used once, recovery
 * codes), codes by email (mailed on request in the account's language, hashed, short-lived, single use), the
 * limits on wrong codes, the firm's requirement (its own clients only), firms apart, and a password reset.
 */
import { PORTAL_ERRORS } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lawFirms, portalOneTimeCodes, portalUsers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm } from '../../test/firms.js';
import { auditCount } from '../../test/kits/documents.js';
import {
  accessPath,
  activate,
  buildPortalWorld,
  CLIENT_PASSWORD,
  insertClient,
  lastMailTo,
  type PortalWorld,
  portalCall,
  portalCookieOf,
  setPasswordTokenFor,
} from '../../test/kits/portal.js';

/** The clock the codes are checked against, moved by the tests (an app's code step is 30 seconds). */
let clock = new Date('2026-03-02T09:00:00Z').getTime();
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });
const nextStep = () => {
  clock += 30_000;
};

let t: TestApp;
let w: PortalWorld;
const admin = () => w.firm.admin.token;
let emailCounter = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    env: { LOGIN_RATE_LIMIT: '1000', MFA_ADDRESS_RATE_LIMIT: '1000' },
  });
  w = await buildPortalWorld(t);
});
afterAll(() => t.close());

const signIn = (email: string, lawFirmId?: number) =>
  t.call('POST', '/api/portal/sign-in', {
    body: { email, password: CLIENT_PASSWORD, ...(lawFirmId ? { law_firm_id: lawFirmId } : {}) },
  });
const verify = (challenge: string, code: string, method?: string) =>
  t.call('POST', '/api/portal/mfa/verify', { body: { challenge, code, ...(method ? { method } : {}) } });

/** A new client of the firm with an active portal account; answers its address and cookie. */
async function newClient(lawFirmId = w.firm.lawFirmId, token = admin()) {
  const email = `client${++emailCounter}@mfa.example`;
  const clientId = await insertClient(t, lawFirmId, `Client${emailCounter}`, email);
  await t.call('POST', accessPath(lawFirmId, clientId), { token });
  const cookie = await activate(t, await setPasswordTokenFor(t, lawFirmId, email));
  return { email, cookie, clientId };
}

/** Sets up and confirms an authenticator; answers its secret and recovery codes. */
async function enrolTotp(cookie: string) {
  const setup = await portalCall(t, cookie, 'POST', '/api/portal/security/totp/setup');
  expect(setup.status).toBe(200);
  const confirm = await portalCall(t, cookie, 'POST', '/api/portal/security/totp/confirm', {
    code: await codeAt(setup.body.secret),
  });
  expect(confirm.status).toBe(200);
  nextStep();
  return { secret: setup.body.secret as string, recoveryCodes: confirm.body.recovery_codes as string[] };
}

/** The six digits of the newest code mailed to `email` by the firm. */
async function mailedCode(lawFirmId: number, email: string) {
  const mail = await lastMailTo(t, lawFirmId, email);
  const code = mail.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return { code, mail };
}

/** Turns codes by email on for the signed-in account. */
async function enableEmailCodes(cookie: string, email: string, lawFirmId = w.firm.lawFirmId) {
  expect((await portalCall(t, cookie, 'POST', '/api/portal/security/email-code')).status).toBe(202);
  const { code } = await mailedCode(lawFirmId, email);
  expect((await portalCall(t, cookie, 'PUT', '/api/portal/security/email', { code })).status).toBe(204);
}

async function challengeOf(email: string, lawFirmId?: number) {
  const res = await signIn(email, lawFirmId);
  expect(res.status).toBe(200);
  expect(res.body.mfa_required).toBe(true);
  expect(res.cookies.find((c: { name: string }) => c.name === 'counsel_portal')).toBeUndefined();
  return res.body as { challenge: string; methods: string[] };
}

describe('an authenticator app', () => {
  it('is set up with a code, then signing in asks for a code, used once', async () => {
    const { email, cookie } = await newClient();
    const before = await portalCall(t, cookie, 'GET', '/api/portal/security');
    expect(before.body).toEqual({ totp_enabled: false, email_enabled: false, recovery_codes_left: 0, required: false });
    const { secret, recoveryCodes } = await enrolTotp(cookie);
    expect(recoveryCodes).toHaveLength(10);
    const after = await portalCall(t, cookie, 'GET', '/api/portal/security');
    expect(after.body).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    // A second set-up while one is on is refused.
    expect((await portalCall(t, cookie, 'POST', '/api/portal/security/totp/setup')).status).toBe(409);

    const { challenge, methods } = await challengeOf(email);
    expect(methods).toEqual(['totp', 'recovery_code']);
    expect((await verify(challenge, '000000')).body.code).toBe('invalid_code');
    const code = await codeAt(secret);
    const ok = await verify(challenge, code);
    expect(ok.status).toBe(200);
    expect(ok.body.account.second_factor).toEqual({ enabled: true, required: false });
    const session = portalCookieOf(ok);
    expect((await portalCall(t, session, 'GET', '/api/portal/forms')).status).toBe(200);
    // The challenge is spent, and the same code is refused on a new one.
    expect((await verify(challenge, await codeAt(secret))).body.code).toBe('mfa_challenge_invalid');
    const replay = await verify((await challengeOf(email)).challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('code_already_used');
    nextStep();
  });

  it('takes a recovery code once, and is turned off only with a current code', async () => {
    const { email, cookie } = await newClient();
    const { secret, recoveryCodes } = await enrolTotp(cookie);
    const first = await verify((await challengeOf(email)).challenge, recoveryCodes[0]!.toUpperCase());
    expect(first.status).toBe(200);
    const again = await verify((await challengeOf(email)).challenge, recoveryCodes[0]!);
    expect(again.body.code).toBe('invalid_code');
    expect((await portalCall(t, cookie, 'GET', '/api/portal/security')).body.recovery_codes_left).toBe(9);

    const wrong = await portalCall(t, cookie, 'DELETE', '/api/portal/security/totp', { code: '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_code');
    const off = await portalCall(t, cookie, 'DELETE', '/api/portal/security/totp', { code: await codeAt(secret) });
    expect(off.status).toBe(204);
    nextStep();
    const plain = await signIn(email);
    expect(plain.body.account.second_factor.enabled).toBe(false);
    expect(portalCookieOf(plain)).toBeTruthy();
  });
});

describe('codes by email', () => {
  it('are turned on with a mailed code; a sign-in code is mailed on request in the account’s language, hashed, used once', async () => {
    const { email, cookie } = await newClient();
    // A code for the settings is needed to turn them on.
    expect((await portalCall(t, cookie, 'PUT', '/api/portal/security/email', { code: '123456' })).status).toBe(400);
    await enableEmailCodes(cookie, email);
    expect((await portalCall(t, cookie, 'GET', '/api/portal/security')).body.email_enabled).toBe(true);
    expect((await portalCall(t, cookie, 'PUT', '/api/portal/account', { locale: 'ar' })).status).toBe(200);

    const { challenge, methods } = await challengeOf(email);
    expect(methods).toEqual(['email']);
    const sent = await t.call('POST', '/api/portal/mfa/email-code', { body: { challenge } });
    expect(sent.status).toBe(202);
    const { code, mail } = await mailedCode(w.firm.lawFirmId, email);
    expect(mail.subject).toContain('رمز التحقق');
    expect(mail.text).toContain('بوابة عملاء Portal Firm');
    // Only a keyed hash is kept.
    const [account] = await t.services.db.select().from(portalUsers).where(eq(portalUsers.email, email));
    const rows = await t.services.db
      .select()
      .from(portalOneTimeCodes)
      .where(and(eq(portalOneTimeCodes.portalUserId, account!.id), eq(portalOneTimeCodes.purpose, 'sign_in')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.lawFirmId).toBe(w.firm.lawFirmId);

    const ok = await verify(challenge, code, 'email');
    expect(ok.status).toBe(200);
    expect(portalCookieOf(ok)).toBeTruthy();
    // The code is spent: with a new challenge it opens nothing.
    const replay = await verify((await challengeOf(email)).challenge, code, 'email');
    expect(replay.status).toBe(401);
    expect(['invalid_code', 'code_already_used']).toContain(replay.body.code);
  });

  it('expire, and a newer code replaces the older one', async () => {
    const { email, cookie } = await newClient();
    await enableEmailCodes(cookie, email);
    const { challenge } = await challengeOf(email);
    await t.call('POST', '/api/portal/mfa/email-code', { body: { challenge } });
    const older = (await mailedCode(w.firm.lawFirmId, email)).code;
    await t.call('POST', '/api/portal/mfa/email-code', { body: { challenge } });
    const newer = (await mailedCode(w.firm.lawFirmId, email)).code;
    if (older !== newer) expect((await verify(challenge, older, 'email')).body.code).toBe('invalid_code');
    clock += 11 * 60_000;
    const late = await verify(challenge, newer, 'email');
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('code_expired');
  });

  it('are not mailed for an account without them, and the answer is the same', async () => {
    const { email, cookie } = await newClient();
    await enrolTotp(cookie);
    const { challenge } = await challengeOf(email);
    const before = (await t.services.mailer.listOutbox(w.firm.lawFirmId, 1, 100)).items.length;
    const res = await t.call('POST', '/api/portal/mfa/email-code', { body: { challenge } });
    expect(res.status).toBe(202);
    expect((await t.services.mailer.listOutbox(w.firm.lawFirmId, 1, 100)).items.length).toBe(before);
    expect((await verify(challenge, '123456', 'email')).body.code).toBe('invalid_code');
    nextStep();
  });

  it('that the mail server refuses answer 502 in the portal’s words, and the next request mails one', async () => {
    const { email, cookie } = await newClient();
    await enableEmailCodes(cookie, email);
    const { challenge } = await challengeOf(email);
    const refused = vi.spyOn(t.services.mailer, 'send').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.call('POST', '/api/portal/mfa/email-code', { body: { challenge } });
    refused.mockRestore();
    expect(res.status).toBe(502);
    expect(res.body.code).toBe(PORTAL_ERRORS.codeNotMailed);
    expect((await t.call('POST', '/api/portal/mfa/email-code', { body: { challenge } })).status).toBe(202);
    const { code } = await mailedCode(w.firm.lawFirmId, email);
    expect((await verify(challenge, code, 'email')).status).toBe(200);
  });
});

describe('wrong codes', () => {
  it('are limited per account', async () => {
    const { email, cookie } = await newClient();
    const { secret } = await enrolTotp(cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await verify((await challengeOf(email)).challenge, '000000')).status);
    }
    // Ten codes per account in the window, the one that confirmed the app among them.
    expect(statuses).toEqual([...Array(9).fill(401), 429, 429]);
    // Even the right code waits out the window.
    expect((await verify((await challengeOf(email)).challenge, await codeAt(secret))).status).toBe(429);
    // Another account from the same address is not held back.
    const other = await newClient();
    const otherFactor = await enrolTotp(other.cookie);
    expect((await verify((await challengeOf(other.email)).challenge, await codeAt(otherFactor.secret))).status).toBe(
      200,
    );
    nextStep();
  });

  it('are limited per address across accounts', async () => {
    const limited = await createTestApp({ env: { MFA_ADDRESS_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const body = { challenge: `made-up-challenge-number-${i}`, code: '123456' };
        statuses.push((await limited.call('POST', '/api/portal/mfa/verify', { body })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the firm’s requirement', () => {
  it('is set in the firm profile with the settings permission; another firm’s profile is 404', async () => {
    const own = await registerFirm(t);
    await t.services.db.update(lawFirms).set({ requireSecondFactor: false }).where(eq(lawFirms.id, own.lawFirmId));
    const path = `/api/law-firm/${own.lawFirmId}/profile`;
    const profile = await t.call('GET', path, { token: own.admin.token });
    // Off for a new firm.
    expect(profile.body.require_portal_second_factor).toBe(false);
    const { id: _id, require_second_factor: _s, require_portal_second_factor: _p, ...body } = profile.body;
    const on = await t.call('PUT', path, {
      token: own.admin.token,
      body: { ...body, require_portal_second_factor: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.require_portal_second_factor).toBe(true);
    expect((await t.call('PUT', path, { token: own.admin.token, body })).body.require_portal_second_factor).toBe(true);
    const other = await registerFirm(t);
    await t.services.db.update(lawFirms).set({ requireSecondFactor: false }).where(eq(lawFirms.id, other.lawFirmId));
    const foreign = await t.call('PUT', path, {
      token: other.admin.token,
      body: { ...body, require_portal_second_factor: false },
    });
    expect(foreign.status).toBe(404);
    const [row] = await t.services.db.select().from(lawFirms).where(eq(lawFirms.id, own.lawFirmId));
    expect(row!.requirePortalSecondFactor).toBe(true);
  });

  it('leaves a client without a factor only the account and its security page, and holds no other firm’s session', async () => {
    const { email, cookie } = await newClient();
    // The same person at the other firm.
    const foreignId = await insertClient(t, w.otherFirm.lawFirmId, 'Same', email);
    await t.call('POST', accessPath(w.otherFirm.lawFirmId, foreignId), { token: w.otherFirm.admin.token });
    const foreignCookie = await activate(
      t,
      await setPasswordTokenFor(t, w.otherFirm.lawFirmId, email),
      'another long password',
    );

    await t.services.db
      .update(lawFirms)
      .set({ requirePortalSecondFactor: true })
      .where(eq(lawFirms.id, w.firm.lawFirmId));
    try {
      const blocked = await portalCall(t, cookie, 'GET', '/api/portal/forms');
      expect(blocked.status).toBe(403);
      expect(blocked.body.code).toBe(PORTAL_ERRORS.secondFactorRequired);
      expect((await portalCall(t, cookie, 'GET', '/api/portal/invoices')).status).toBe(403);
      const account = await portalCall(t, cookie, 'GET', '/api/portal/account');
      expect(account.status).toBe(200);
      expect(account.body.account.second_factor).toEqual({ enabled: false, required: true });
      expect((await portalCall(t, cookie, 'GET', '/api/portal/security')).body.required).toBe(true);
      // The other firm's portal is not its business.
      expect((await portalCall(t, foreignCookie, 'GET', '/api/portal/forms')).status).toBe(200);

      await enrolTotp(cookie);
      expect((await portalCall(t, cookie, 'GET', '/api/portal/forms')).status).toBe(200);
    } finally {
      await t.services.db
        .update(lawFirms)
        .set({ requirePortalSecondFactor: false })
        .where(eq(lawFirms.id, w.firm.lawFirmId));
    }
  });
});

describe('firms apart', () => {
  it('one firm’s factor and code never open another firm’s account of the same address', async () => {
    const { email, cookie } = await newClient();
    const foreignId = await insertClient(t, w.otherFirm.lawFirmId, 'Same', email);
    await t.call('POST', accessPath(w.otherFirm.lawFirmId, foreignId), { token: w.otherFirm.admin.token });
    await activate(t, await setPasswordTokenFor(t, w.otherFirm.lawFirmId, email));
    await t.call('POST', '/api/portal/sign-out', { cookies: { counsel_portal: cookie } });
    // The same password at both firms: the client chooses one.
    expect((await signIn(email)).status).toBe(409);
    const own = await portalCall(
      t,
      (await portalCookieOf(await signIn(email, w.firm.lawFirmId))) as string,
      'GET',
      '/api/portal/account',
    );
    expect(own.status).toBe(200);
    const firmCookie = portalCookieOf(await signIn(email, w.firm.lawFirmId));
    await enableEmailCodes(firmCookie, email);

    // The other firm's account has no factor: a password alone opens it.
    const foreign = await signIn(email, w.otherFirm.lawFirmId);
    expect(foreign.body.account.law_firm_id).toBe(w.otherFirm.lawFirmId);
    expect(foreign.body.account.second_factor.enabled).toBe(false);

    const { challenge } = await challengeOf(email, w.firm.lawFirmId);
    await t.call('POST', '/api/portal/mfa/email-code', { body: { challenge } });
    const { code } = await mailedCode(w.firm.lawFirmId, email);
    // The code mailed for firm A's account opens nothing at firm B, even once B's account has codes by email.
    await enableEmailCodes(portalCookieOf(foreign), email, w.otherFirm.lawFirmId);
    const foreignChallenge = (await challengeOf(email, w.otherFirm.lawFirmId)).challenge;
    expect((await verify(foreignChallenge, code, 'email')).body.code).toBe('invalid_code');
    const ok = await verify(challenge, code, 'email');
    expect(ok.body.account.law_firm_id).toBe(w.firm.lawFirmId);
  });
});

describe('a password reset of an account with a factor', () => {
  it('asks for the code too, and ends the account’s sessions', async () => {
    const { email, cookie } = await newClient();
    const { secret } = await enrolTotp(cookie);
    expect((await t.call('POST', '/api/portal/forgot-password', { body: { email } })).status).toBe(202);
    const token = await setPasswordTokenFor(t, w.firm.lawFirmId, email);
    const reset = await t.call('POST', '/api/portal/set-password', {
      body: { token, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.mfa_required).toBe(true);
    expect(reset.cookies.find((c: { name: string }) => c.name === 'counsel_portal')).toBeUndefined();
    expect((await portalCall(t, cookie, 'GET', '/api/portal/account')).status).toBe(401);
    const ok = await verify(reset.body.challenge, await codeAt(secret));
    expect(ok.status).toBe(200);
    expect((await portalCall(t, portalCookieOf(ok), 'GET', '/api/portal/account')).status).toBe(200);
    nextStep();
  });
});

describe('the firm’s reset of a client’s second factor', () => {
  const resetPath = (clientId: number, lawFirmId = w.firm.lawFirmId) =>
    `${accessPath(lawFirmId, clientId)}/second-factor`;
  const accessOf = async (clientId: number) =>
    (await t.call('GET', accessPath(w.firm.lawFirmId, clientId), { token: admin() })).body.portal_access;

  it('removes it (audited, the client mailed in their language): the next sign-in is by password alone', async () => {
    const { email, cookie, clientId } = await newClient();
    await enrolTotp(cookie);
    expect((await accessOf(clientId)).second_factor).toBe(true);
    const res = await t.call('DELETE', resetPath(clientId), { token: w.clientsEditor.token });
    expect(res.status).toBe(204);
    expect((await accessOf(clientId)).second_factor).toBe(false);
    expect(await auditCount(t, 'portal_access.second_factor_reset', clientId)).toBe(1);
    const mail = await lastMailTo(t, w.firm.lawFirmId, email);
    expect(mail.subject).toMatch(/^The second sign-in step was removed from your client portal/);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.mfa_required).toBeUndefined();
    // Nothing left to reset: 400, and no second audit row.
    const again = await t.call('DELETE', resetPath(clientId), { token: admin() });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(PORTAL_ERRORS.noSecondFactor);
    expect(await auditCount(t, 'portal_access.second_factor_reset', clientId)).toBe(1);
  });

  it('is 403 without update on clients and 404 across firms or without access; the factor stays', async () => {
    const { cookie, clientId } = await newClient();
    await enrolTotp(cookie);
    expect((await t.call('DELETE', resetPath(clientId), { token: w.clientsReader.token })).status).toBe(403);
    expect((await t.call('DELETE', resetPath(clientId), { token: w.otherFirm.admin.token })).status).toBe(404);
    const foreignPath = resetPath(clientId, w.otherFirm.lawFirmId);
    expect((await t.call('DELETE', foreignPath, { token: w.otherFirm.admin.token })).status).toBe(404);
    expect((await t.call('DELETE', resetPath(w.noEmailClientId), { token: admin() })).status).toBe(404);
    expect((await accessOf(clientId)).second_factor).toBe(true);
  });
});
