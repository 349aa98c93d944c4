import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRecoveryCodes, userSecondFactors, users, userTokens } from '../../db/schema/index.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { acceptTermsFor, addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { MFA_ACCOUNT_LIMIT } from './second-factor-routes.js';

/** The clock the codes are checked against, moved by the tests (a code's step is 30 seconds). */
let clock = new Date('2026-03-02T09:00:00Z').getTime();
const epoch = () => Math.floor(clock / 1000);
const codeAt = (secret: string, at = epoch()) => generate({ secret, epoch: at });
const nextStep = () => {
  clock += 30_000;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const login = (email: string) => t.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
const verify = (challenge: string, code: string) =>
  t.call('POST', '/api/auth/mfa/verify', { body: { challenge, code } });

/** Sets up and confirms an authenticator for the user; answers its secret and recovery codes. */
async function enrol(user: TestUser) {
  const setup = await t.call('POST', '/api/auth/mfa/totp/setup', { token: user.token });
  expect(setup.status).toBe(200);
  const confirm = await t.call('POST', '/api/auth/mfa/totp/confirm', {
    token: user.token,
    body: { code: await codeAt(setup.body.secret) },
  });
  expect(confirm.status).toBe(200);
  nextStep();
  return { secret: setup.body.secret as string, recoveryCodes: confirm.body.recovery_codes as string[] };
}

async function challengeFor(email: string): Promise<string> {
  const res = await login(email);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ mfa_required: true, challenge: expect.any(String), methods: ['totp', 'recovery_code'] });
  expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
  return res.body.challenge;
}

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm(t);
});

describe('enrolment', () => {
  it('hands out a pending secret (stored encrypted), turns it on with a code and answers ten recovery codes once', async () => {
    const user = await addEmployee(t, firm);
    const setup = await t.call('POST', '/api/auth/mfa/totp/setup', { token: user.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]+$/);
    const url = new URL(setup.body.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Counsel');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);

    const [pending] = await t.services.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, user.id));
    expect(pending!.pendingSecret).not.toContain(setup.body.secret);
    expect(t.services.secrets.decrypt(pending!.pendingSecret!)).toBe(setup.body.secret);
    expect(pending!.confirmedAt).toBeNull();
    // Not on yet: signing in still answers a session.
    expect((await login(user.email)).body.access_token).toEqual(expect.any(String));

    const wrong = await t.call('POST', '/api/auth/mfa/totp/confirm', { token: user.token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_code');

    const confirm = await t.call('POST', '/api/auth/mfa/totp/confirm', {
      token: user.token,
      body: { code: await codeAt(setup.body.secret) },
    });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.services.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);

    const status = await t.call('GET', '/api/auth/mfa', { token: user.token });
    expect(status.body).toEqual({ totp_enabled: true, recovery_codes_left: 10, required: false });
    const me = await t.call('GET', '/api/auth/me', { token: user.token });
    expect(me.body.second_factor).toEqual({ enabled: true });
    // A second set-up while one is on is refused.
    expect((await t.call('POST', '/api/auth/mfa/totp/setup', { token: user.token })).status).toBe(409);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'auth.second_factor_enabled')));
    expect(audit).toBeDefined();
    nextStep();
  });

  it('turns off and regenerates recovery codes only with a current code', async () => {
    const user = await addEmployee(t, firm);
    const { secret, recoveryCodes } = await enrol(user);
    const bad = await t.call('POST', '/api/auth/mfa/recovery-codes', { token: user.token, body: { code: '123456' } });
    expect(bad.status).toBe(400);
    const fresh = await t.call('POST', '/api/auth/mfa/recovery-codes', {
      token: user.token,
      body: { code: await codeAt(secret) },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect(fresh.body.recovery_codes).not.toContain(recoveryCodes[0]);
    nextStep();

    expect((await t.call('DELETE', '/api/auth/mfa/totp', { token: user.token, body: { code: '123456' } })).status).toBe(
      400,
    );
    const off = await t.call('DELETE', '/api/auth/mfa/totp', {
      token: user.token,
      body: { code: await codeAt(secret) },
    });
    expect(off.status).toBe(204);
    expect((await t.call('GET', '/api/auth/mfa', { token: user.token })).body.totp_enabled).toBe(false);
    expect((await login(user.email)).body.access_token).toEqual(expect.any(String));
    nextStep();
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge and no session, then with a current code exactly what a plain sign-in answers', async () => {
    const user = await addEmployee(t, firm);
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user.email.toUpperCase());
    const res = await verify(challenge, await codeAt(secret));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'user']);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email });
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect((await t.call('GET', '/api/law-firm/users/light', { token: res.body.access_token })).status).toBe(200);

    // The challenge works once.
    const again = await verify(challenge, await codeAt(secret, epoch() + 30));
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('mfa_challenge_invalid');
  });

  it('refuses a code already used within its window, and takes the next one', async () => {
    const user = await addEmployee(t, firm);
    const { secret } = await enrol(user);
    const code = await codeAt(secret);
    expect((await verify(await challengeFor(user.email), code)).status).toBe(200);

    const replay = await verify(await challengeFor(user.email), code);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'code_already_used', message: expect.stringContaining('already used') });
    nextStep();
    const last = await verify(await challengeFor(user.email), await codeAt(secret));
    expect(last.status).toBe(200);
    nextStep();

    // The sign-in history names the factor of each, the refused replay among them.
    const history = await t.call('GET', '/api/auth/sign-ins', { token: last.body.access_token });
    expect(
      history.body.sign_ins
        .slice(0, 3)
        .map((row: { succeeded: boolean; factor: string; failure_reason: string | null }) => [
          row.succeeded,
          row.factor,
          row.failure_reason,
        ]),
    ).toEqual([
      [true, 'totp', null],
      [false, 'totp', 'wrong_code'],
      [true, 'totp', null],
    ]);
  });

  it('takes a code of the step before or after, not two steps away', async () => {
    const user = await addEmployee(t, firm);
    const { secret } = await enrol(user);
    nextStep();
    nextStep();
    const challenge = await challengeFor(user.email);
    expect((await verify(challenge, await codeAt(secret, epoch() - 60))).status).toBe(401);
    expect((await verify(challenge, await codeAt(secret, epoch() + 30))).status).toBe(200);
    nextStep();
    nextStep();
  });

  it('takes a recovery code once (in any case, with or without its dash)', async () => {
    const user = await addEmployee(t, firm);
    const { recoveryCodes } = await enrol(user);
    const code = recoveryCodes[3]!;
    const res = await verify(await challengeFor(user.email), code.toUpperCase().replace('-', ''));
    expect(res.status).toBe(200);
    const twice = await verify(await challengeFor(user.email), code);
    expect(twice.status).toBe(401);
    expect(twice.body.code).toBe('invalid_code');
    expect((await t.call('GET', '/api/auth/mfa', { token: res.body.access_token })).body.recovery_codes_left).toBe(9);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'auth.login')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toEqual({ second_factor: 'recovery_code' });
  });

  it('a password reset by mail with a second factor answers a challenge, not a session', async () => {
    const user = await addEmployee(t, firm);
    const { secret } = await enrol(user);
    await t.call('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 100);
    const mail = outbox.items.find((item) => item.to.includes(user.email) && /reset-password\?token=/.test(item.text));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!);
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'a brand new passphrase' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ mfa_required: true, challenge: expect.any(String) });
    expect(reset.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    // Every earlier session has ended.
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    const done = await verify(reset.body.challenge, await codeAt(secret));
    expect(done.status).toBe(200);
    expect(done.body.user.id).toBe(user.id);
    nextStep();
  });

  it('refuses an expired challenge', async () => {
    const user = await addEmployee(t, firm);
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user.email);
    await t.services.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'mfa_challenge')));
    const res = await verify(challenge, await codeAt(secret));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('mfa_challenge_invalid');
    expect((await verify('not-a-challenge', await codeAt(secret))).body.code).toBe('mfa_challenge_invalid');
  });

  it('limits wrong codes per account: past the limit even the right code waits', async () => {
    const user = await addEmployee(t, firm);
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user.email);
    for (let i = 0; i < MFA_ACCOUNT_LIMIT; i++) {
      const wrong = await verify(challenge, String(100000 + i));
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('invalid_code');
    }
    const blocked = await verify(challenge, await codeAt(secret));
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another account from the same address is not held back by it.
    const other = await addEmployee(t, firm);
    const otherFactor = await enrol(other);
    expect((await verify(await challengeFor(other.email), await codeAt(otherFactor.secret))).status).toBe(200);
    nextStep();
  });

  it('limits codes per address across accounts', async () => {
    const limited = await createTestApp({ now: () => new Date(clock), env: { MFA_ADDRESS_RATE_LIMIT: '3' } });
    try {
      const other = await registerFirm(limited);
      const res = await limited.call('POST', '/api/auth/login', {
        body: { email: other.admin.email, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await limited.call('POST', '/api/auth/mfa/verify', { body: { challenge: `made-up-${i}`, code: '123456' } }))
            .status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the firm requirement', () => {
  it('is on for a registered firm and leaves a member without a factor only the enrolment', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        firm_name: 'Strict Legal',
        full_name: 'Sara Strict',
        email: `strict.${Date.now()}@firm.example`,
        password: TEST_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    const token: string = res.body.access_token;
    await acceptTermsFor(t, res.body.user.law_firm_id, res.body.user.id);

    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.law_firm.require_second_factor).toBe(true);
    expect(me.body.second_factor).toEqual({ enabled: false });
    const refused = await t.call('GET', '/api/contacts', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'second_factor_required',
      message: expect.stringContaining('authenticator'),
    });
    expect((await t.call('GET', `/api/law-firm/${res.body.user.law_firm_id}/profile`, { token })).status).toBe(403);
    expect((await t.call('GET', '/api/terms-of-service', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/mfa', { token })).body).toMatchObject({
      required: true,
      totp_enabled: false,
    });

    const setup = await t.call('POST', '/api/auth/mfa/totp/setup', { token });
    expect(setup.status).toBe(200);
    const confirm = await t.call('POST', '/api/auth/mfa/totp/confirm', {
      token,
      body: { code: await codeAt(setup.body.secret) },
    });
    expect(confirm.status).toBe(200);
    expect((await t.call('GET', '/api/contacts', { token })).status).toBe(200);
    nextStep();
  });

  it('is changed through the firm profile with the settings permission', async () => {
    const own = await registerFirm(t);
    const path = `/api/law-firm/${own.lawFirmId}/profile`;
    const profile = await t.call('GET', path, { token: own.admin.token });
    expect(profile.body.require_second_factor).toBe(false);
    // The administrator enrols first: the requirement holds them too.
    await enrol(own.admin);
    const { id: _id, require_second_factor: _required, ...body } = profile.body;
    const on = await t.call('PUT', path, { token: own.admin.token, body: { ...body, require_second_factor: true } });
    expect(on.status).toBe(200);
    expect(on.body.require_second_factor).toBe(true);
    // Left out, it stays as it is.
    const kept = await t.call('PUT', path, { token: own.admin.token, body });
    expect(kept.body.require_second_factor).toBe(true);

    const clerk = await addEmployee(t, own, { rules: [{ subject: 'settings', action: 'read' }] });
    // The clerk has no factor yet: only the enrolment answers.
    expect((await t.call('PUT', path, { token: clerk.token, body })).body.code).toBe('second_factor_required');
    await enrol(clerk);
    const denied = await t.call('PUT', path, { token: clerk.token, body: { ...body, require_second_factor: false } });
    expect(denied.status).toBe(403);

    const other = await registerFirm(t);
    expect((await t.call('PUT', path, { token: other.admin.token, body })).status).toBe(404);
  });
});

describe('an administrator resets a member’s second factor', () => {
  it('removes it (audited), mails the member in their language, and the member signs in with the password alone', async () => {
    const member = await addEmployee(t, firm, { fullName: 'Rami Haddad' });
    await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, member.id));
    await enrol(member);
    const state = await t.call('GET', `/api/law-firm/employee/${member.id}/second-factor`, { token: firm.admin.token });
    expect(state.body).toEqual({ enabled: true });
    const res = await t.call('DELETE', `/api/law-firm/employee/${member.id}/second-factor`, {
      token: firm.admin.token,
    });
    expect(res.status).toBe(204);
    expect((await login(member.email)).body.access_token).toEqual(expect.any(String));

    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.second_factor_reset'), eq(auditLog.entityId, String(member.id))));
    expect(audit).toMatchObject({ lawFirmId: firm.lawFirmId, userId: firm.admin.id });
    const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 100);
    const mail = outbox.items.find((item) => item.to.includes(member.email));
    expect(mail?.subject).toBe('أُزيلت خطوة التحقق الثانية من حسابك في Counsel');
    expect(mail?.text).toContain('Rami Haddad');

    // Nothing left to reset.
    const again = await t.call('DELETE', `/api/law-firm/employee/${member.id}/second-factor`, {
      token: firm.admin.token,
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('second_factor_not_enabled');
  });

  it('is 404 for another firm’s member and 403 for anyone but an administrator', async () => {
    const member = await addEmployee(t, firm);
    await enrol(member);
    const other = await registerFirm(t);
    const foreign = await t.call('DELETE', `/api/law-firm/employee/${member.id}/second-factor`, {
      token: other.admin.token,
    });
    expect(foreign.status).toBe(404);
    const foreignState = await t.call('GET', `/api/law-firm/employee/${member.id}/second-factor`, {
      token: other.admin.token,
    });
    expect(foreignState.status).toBe(404);
    const manager = await addEmployee(t, firm, { position: 'office_manager' });
    const denied = await t.call('DELETE', `/api/law-firm/employee/${member.id}/second-factor`, {
      token: manager.token,
    });
    expect(denied.status).toBe(403);
    const deniedState = await t.call('GET', `/api/law-firm/employee/${member.id}/second-factor`, {
      token: manager.token,
    });
    expect(deniedState.status).toBe(403);
    const own = await t.call('DELETE', `/api/law-firm/employee/${firm.admin.id}/second-factor`, {
      token: firm.admin.token,
    });
    expect(own.body.code).toBe('cannot_reset_own_second_factor');
    expect((await t.call('GET', '/api/auth/mfa', { token: member.token })).body.totp_enabled).toBe(true);
  });
});
