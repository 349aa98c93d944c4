/**
 * Passkeys: adding, naming, listing and removing them; signing in with one alone and as the second step; the
 * ceremonies' challenges (single use, the server's only), the signature counter, another firm's credential,
 * the firm's requirement, the mails. A software authenticator (test/kits/webauthn.ts) answers the ceremonies.
 */
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, signInAttempts, userPasskeys, users, webauthnChallenges } from '../../db/schema/index.js';
import { FACTOR_CHANGED_MAIL_JOB, NEW_DEVICE_MAIL_JOB } from '../../platform/auth/security-mail-jobs.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { acceptTermsFor, addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { recordingJobs } from '../../test/kits/jobs.js';
import { type SoftwareAuthenticator, softwareAuthenticator } from '../../test/kits/webauthn.js';
import { relyingParty } from './passkeys.js';
import { MFA_ACCOUNT_LIMIT } from './second-factor-routes.js';
import { registerSecurityMails } from './security-mail.js';

const ORIGIN = 'https://counsel.example';
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

let t: TestApp;
let firm: TestFirm;
let other: TestFirm;
const queue = recordingJobs();

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: ORIGIN } });
  t.services.jobs = queue.jobs;
  await registerSecurityMails({ db: t.services.db, jobs: queue.jobs, mailer: t.services.mailer, publicOrigin: ORIGIN });
  firm = await registerFirm(t, 'Passkey Partners');
  other = await registerFirm(t, 'Other Passkey LLP');
});
afterAll(() => t.close());
beforeEach(() => {
  queue.sent.length = 0;
});

/** Adds a passkey for the user with the authenticator; answers the API's answer. */
async function addPasskey(user: TestUser, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  const options = await t.call('POST', '/api/auth/passkeys/registration/options', { token: user.token });
  expect(options.status).toBe(200);
  return t.call('POST', '/api/auth/passkeys/registration/verify', {
    token: user.token,
    body: { response: authenticator.register(options.body), name },
  });
}

const authenticationOptions = (challenge?: string) =>
  t.call('POST', '/api/auth/passkeys/authentication/options', { body: challenge ? { challenge } : {} });

const verifySignIn = (response: unknown, challenge?: string, userAgent?: string) =>
  t.call('POST', '/api/auth/passkeys/authentication/verify', {
    body: { response, ...(challenge ? { challenge } : {}) },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });

/** A passwordless sign-in with the authenticator. */
async function passwordless(authenticator: SoftwareAuthenticator, userAgent?: string) {
  const options = await authenticationOptions();
  expect(options.status).toBe(200);
  return verifySignIn(authenticator.assert(options.body), undefined, userAgent);
}

const lastSignIn = async (userId: number) => {
  const [row] = await t.services.db
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.userId, userId))
    .orderBy(desc(signInAttempts.id))
    .limit(1);
  return row;
};

describe('relying party', () => {
  it('is APP_URL’s host; a loopback server is localhost, as browsers refuse an IP address', () => {
    expect(relyingParty('https://app.counsel.example')).toEqual({
      rpID: 'app.counsel.example',
      origins: ['https://app.counsel.example'],
    });
    expect(relyingParty('http://127.0.0.1:3621')).toEqual({ rpID: 'localhost', origins: ['http://localhost:3621'] });
    expect(relyingParty('http://localhost:5173')).toEqual({ rpID: 'localhost', origins: ['http://localhost:5173'] });
  });
});

describe('adding, naming, listing and removing', () => {
  it('adds several passkeys, lists them by name, renames and removes one, mailing each change', async () => {
    const user = await addEmployee(t, firm);
    const options = await t.call('POST', '/api/auth/passkeys/registration/options', { token: user.token });
    expect(options.body.rp).toEqual({ id: 'counsel.example', name: 'Counsel' });
    expect(options.body.user.name).toBe(user.email);
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    const laptop = softwareAuthenticator(ORIGIN);
    const added = await addPasskey(user, laptop, '  Work laptop ');
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      name: 'Work laptop',
      created_at: expect.any(String),
      last_used_at: null,
    });
    const phone = softwareAuthenticator(ORIGIN);
    expect((await addPasskey(user, phone, 'Phone')).status).toBe(201);

    // A second registration excludes the passkeys the user has.
    const next = await t.call('POST', '/api/auth/passkeys/registration/options', { token: user.token });
    expect(next.body.excludeCredentials.map((c: { id: string }) => c.id).sort()).toEqual([laptop.id, phone.id].sort());

    const [row] = await t.services.db.select().from(userPasskeys).where(eq(userPasskeys.credentialId, laptop.id));
    expect(row).toMatchObject({ lawFirmId: firm.lawFirmId, userId: user.id, counter: 0, transports: '["internal"]' });

    const list = await t.call('GET', '/api/auth/passkeys', { token: user.token });
    expect(list.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['Work laptop', 'Phone']);

    const renamed = await t.call('PATCH', `/api/auth/passkeys/${added.body.id}`, {
      token: user.token,
      body: { name: 'Old laptop' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Old laptop');
    const blank = await t.call('PATCH', `/api/auth/passkeys/${added.body.id}`, {
      token: user.token,
      body: { name: '  ' },
    });
    expect(blank.status).toBe(400);

    const removed = await t.call('DELETE', `/api/auth/passkeys/${added.body.id}`, { token: user.token });
    expect(removed.status).toBe(204);
    const after = await t.call('GET', '/api/auth/passkeys', { token: user.token });
    expect(after.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['Phone']);
    // The removed one no longer signs in.
    const gone = await passwordless(laptop);
    expect(gone.status).toBe(401);
    expect(gone.body.code).toBe('passkey_invalid');

    const changes = queue.sent.filter((job) => job.name === FACTOR_CHANGED_MAIL_JOB).map((job) => job.data);
    expect(changes).toEqual([
      expect.objectContaining({ user_id: user.id, change: 'passkey_added' }),
      expect.objectContaining({ user_id: user.id, change: 'passkey_added' }),
      expect.objectContaining({ user_id: user.id, change: 'passkey_removed' }),
    ]);
    const audit = await t.services.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.userId, user.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.passkey_added', 'auth.passkey_removed']));
  });

  it('mails a change in the user’s language', async () => {
    const user = await addEmployee(t, other, { fullName: 'Huda Haddad' });
    await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    expect((await addPasskey(user, softwareAuthenticator(ORIGIN))).status).toBe(201);
    const job = queue.sent.find((sent) => sent.name === FACTOR_CHANGED_MAIL_JOB);
    await queue.handlers.get(FACTOR_CHANGED_MAIL_JOB)!(job!.data);
    const outbox = await t.services.mailer.listOutbox(other.lawFirmId, 1, 20);
    const mail = outbox.items.find((item) => item.to.includes(user.email));
    expect(mail?.subject).toBe('أُضيف مفتاح مرور إلى حسابك في Counsel');
    expect(mail?.text).toContain(`${ORIGIN}/ar/account/security`);
  });

  it('mails the authenticator app’s changes too: turned on, new recovery codes, turned off', async () => {
    const user = await addEmployee(t, firm);
    const setup = await t.call('POST', '/api/auth/mfa/totp/setup', { token: user.token });
    // Three time steps in a row, all within the one step of tolerance around the server's clock.
    const now = Math.floor(Date.now() / 1000);
    const codeAt = (epoch: number) => generate({ secret: setup.body.secret, epoch });
    const on = await t.call('POST', '/api/auth/mfa/totp/confirm', {
      token: user.token,
      body: { code: await codeAt(now - 30) },
    });
    expect(on.status).toBe(200);
    const renewed = await t.call('POST', '/api/auth/mfa/recovery-codes', {
      token: user.token,
      body: { code: await codeAt(now) },
    });
    expect(renewed.status).toBe(200);
    const off = await t.call('DELETE', '/api/auth/mfa/totp', {
      token: user.token,
      body: { code: await codeAt(now + 30) },
    });
    expect(off.status).toBe(204);
    const changes = queue.sent.filter((job) => job.name === FACTOR_CHANGED_MAIL_JOB).map((job) => job.data);
    expect(changes).toEqual([
      expect.objectContaining({ user_id: user.id, change: 'totp_enabled' }),
      expect.objectContaining({ user_id: user.id, change: 'recovery_codes_renewed' }),
      expect.objectContaining({ user_id: user.id, change: 'totp_disabled' }),
    ]);
    await queue.handlers.get(FACTOR_CHANGED_MAIL_JOB)!(changes[2]!);
    const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 50);
    expect(outbox.items.find((item) => item.to.includes(user.email))?.subject).toBe(
      'The authenticator app of your Counsel account was turned off',
    );
  });

  it('refuses an answer to no challenge of the caller’s, one made elsewhere, or without user verification', async () => {
    const user = await addEmployee(t, firm);
    const someone = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    const verify = (token: string, response: unknown) =>
      t.call('POST', '/api/auth/passkeys/registration/verify', { token, body: { response, name: 'Key' } });

    const made = await verify(user.token, authenticator.register({ challenge: 'bm90LW91cnM', user: { id: 'eA' } }));
    expect(made.status).toBe(400);
    expect(made.body.code).toBe('passkey_challenge_invalid');

    // Another user's challenge is not the caller's (and is used up by the try).
    const theirs = await t.call('POST', '/api/auth/passkeys/registration/options', { token: someone.token });
    expect((await verify(user.token, authenticator.register(theirs.body))).body.code).toBe('passkey_challenge_invalid');

    const options = () => t.call('POST', '/api/auth/passkeys/registration/options', { token: user.token });
    const elsewhere = await verify(
      user.token,
      authenticator.register((await options()).body, { origin: 'https://evil.example' }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('passkey_invalid');
    const unverified = await verify(
      user.token,
      authenticator.register((await options()).body, { userVerified: false }),
    );
    expect(unverified.body.code).toBe('passkey_invalid');

    const good = await options();
    const response = authenticator.register(good.body);
    expect((await verify(user.token, response)).status).toBe(201);
    // Its challenge was used once.
    expect((await verify(user.token, response)).body.code).toBe('passkey_challenge_invalid');
    expect((await t.call('GET', '/api/auth/passkeys', { token: user.token })).body.passkeys).toHaveLength(1);
  });

  it('refuses a credential already registered, in any firm', async () => {
    const mine = await addEmployee(t, firm);
    const theirs = await addEmployee(t, other);
    const authenticator = softwareAuthenticator(ORIGIN);
    expect((await addPasskey(mine, authenticator)).status).toBe(201);
    const again = await addPasskey(theirs, authenticator);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('passkey_exists');
  });

  it('renames and removes only the caller’s own: another user’s or another firm’s id is 404; signed out is 401', async () => {
    const owner = await addEmployee(t, firm);
    const colleague = await addEmployee(t, firm);
    const stranger = await addEmployee(t, other);
    const added = await addPasskey(owner, softwareAuthenticator(ORIGIN));
    const path = `/api/auth/passkeys/${added.body.id}`;
    for (const user of [colleague, stranger, other.admin]) {
      expect((await t.call('PATCH', path, { token: user.token, body: { name: 'Mine now' } })).status).toBe(404);
      expect((await t.call('DELETE', path, { token: user.token })).status).toBe(404);
      expect((await t.call('GET', '/api/auth/passkeys', { token: user.token })).body.passkeys).toEqual([]);
    }
    expect((await t.call('DELETE', path)).status).toBe(401);
    expect((await t.call('GET', '/api/auth/passkeys')).status).toBe(401);
    expect((await t.call('POST', '/api/auth/passkeys/registration/options')).status).toBe(401);
    const list = await t.call('GET', '/api/auth/passkeys', { token: owner.token });
    expect(list.body.passkeys).toEqual([expect.objectContaining({ id: added.body.id, name: 'Laptop' })]);
  });
});

describe('signing in with a passkey alone', () => {
  it('answers what a password sign-in answers, records the factor and mails a new device', async () => {
    const user = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const options = await authenticationOptions();
    expect(options.body).toMatchObject({ rpId: 'counsel.example', userVerification: 'required', allowCredentials: [] });
    queue.sent.length = 0;

    const res = await verifySignIn(authenticator.assert(options.body), undefined, CHROME);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access_token: expect.any(String), user: expect.objectContaining({ id: user.id }) });
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toEqual(expect.any(String));
    expect((await t.call('GET', '/api/auth/me', { token: res.body.access_token })).body.user.id).toBe(user.id);
    expect(await lastSignIn(user.id)).toMatchObject({ succeeded: true, factor: 'passkey' });
    expect(queue.sent.filter((job) => job.name === NEW_DEVICE_MAIL_JOB)).toHaveLength(1);
    const [row] = await t.services.db
      .select()
      .from(userPasskeys)
      .where(eq(userPasskeys.credentialId, authenticator.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('uses each challenge once, and only the server’s', async () => {
    const user = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);

    const made = await verifySignIn(authenticator.assert({ challenge: 'bWFkZS11cC1jaGFsbGVuZ2U' }));
    expect(made.status).toBe(401);
    expect(made.body.code).toBe('passkey_challenge_invalid');

    const options = await authenticationOptions();
    const response = authenticator.assert(options.body);
    expect((await verifySignIn(response)).status).toBe(200);
    const replay = await verifySignIn(response);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('passkey_challenge_invalid');

    // A wrong answer uses its challenge up too.
    const next = await authenticationOptions();
    expect((await verifySignIn(authenticator.assert(next.body, { origin: 'https://evil.example' }))).status).toBe(401);
    expect((await verifySignIn(authenticator.assert(next.body))).body.code).toBe('passkey_challenge_invalid');

    // An expired one is refused.
    const late = await authenticationOptions();
    await t.services.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, late.body.challenge));
    expect((await verifySignIn(authenticator.assert(late.body))).body.code).toBe('passkey_challenge_invalid');
  });

  it('refuses a signature counter that does not move on (a cloned key), in the user’s history', async () => {
    const user = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    expect((await passwordless(authenticator)).status).toBe(200);
    expect((await passwordless(authenticator)).status).toBe(200);
    const options = await authenticationOptions();
    const cloned = await verifySignIn(authenticator.assert(options.body, { counter: 1 }));
    expect(cloned.status).toBe(401);
    expect(cloned.body.code).toBe('passkey_invalid');
    expect(await lastSignIn(user.id)).toMatchObject({
      succeeded: false,
      factor: 'passkey',
      failureReason: 'wrong_code',
    });
  });

  it('refuses an answer without user verification, or from another origin', async () => {
    const user = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const a = await authenticationOptions();
    expect((await verifySignIn(authenticator.assert(a.body, { userVerified: false }))).body.code).toBe(
      'passkey_invalid',
    );
    const b = await authenticationOptions();
    expect((await verifySignIn(authenticator.assert(b.body, { rpId: 'evil.example' }))).body.code).toBe(
      'passkey_invalid',
    );
  });

  it('never signs another firm’s credential into this firm’s account: the user handle must be the passkey’s own', async () => {
    const mine = await addEmployee(t, firm);
    const theirs = await addEmployee(t, other);
    const myKey = softwareAuthenticator(ORIGIN);
    const theirKey = softwareAuthenticator(ORIGIN);
    await addPasskey(mine, myKey);
    await addPasskey(theirs, theirKey);
    // Their credential, claiming my account's user handle.
    theirKey.userHandle = myKey.userHandle;
    const res = await passwordless(theirKey);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('passkey_invalid');
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    // Without a user handle, a passwordless answer names no one.
    theirKey.userHandle = null;
    expect((await passwordless(theirKey)).status).toBe(401);
  });

  it('counts tries per account with the codes of the second step: past the limit, 429', async () => {
    const user = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    for (let i = 0; i < MFA_ACCOUNT_LIMIT; i++) {
      const res = await verifySignIn(authenticator.assert({ challenge: `bm90LW91cnMt${i}` }));
      expect(res.status).toBe(401);
    }
    const limited = await passwordless(authenticator);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    // Another account is not held back.
    const other = softwareAuthenticator(ORIGIN);
    await addPasskey(await addEmployee(t, firm), other);
    expect((await passwordless(other)).status).toBe(200);
  });

  it('signs a deactivated user in no more', async () => {
    const user = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect((await passwordless(authenticator)).status).toBe(401);
  });
});

describe('a passkey as the second step', () => {
  const login = (email: string) => t.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });

  it('makes a password sign-in ask for it, and finishes that sign-in with the challenge', async () => {
    const user = await addEmployee(t, firm);
    const authenticator = softwareAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const first = await login(user.email);
    expect(first.body).toEqual({ mfa_required: true, challenge: expect.any(String), methods: ['passkey'] });
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).body.second_factor).toEqual({ enabled: true });

    const options = await authenticationOptions(first.body.challenge);
    expect(options.body.allowCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    // A second step's challenge is no passwordless one, and a passwordless one no second step.
    const wrongKind = await verifySignIn(authenticator.assert(options.body));
    expect(wrongKind.body.code).toBe('passkey_challenge_invalid');
    const loose = await authenticationOptions();
    expect((await verifySignIn(authenticator.assert(loose.body), first.body.challenge)).body.code).toBe(
      'passkey_challenge_invalid',
    );

    const again = await authenticationOptions(first.body.challenge);
    const res = await verifySignIn(authenticator.assert(again.body), first.body.challenge);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(await lastSignIn(user.id)).toMatchObject({ succeeded: true, factor: 'passkey' });
    // The sign-in challenge was used up.
    expect((await authenticationOptions(first.body.challenge)).body.code).toBe('mfa_challenge_invalid');
  });

  it('takes only the challenge user’s passkey', async () => {
    const user = await addEmployee(t, firm);
    const colleague = await addEmployee(t, firm);
    await addPasskey(user, softwareAuthenticator(ORIGIN));
    const colleagueKey = softwareAuthenticator(ORIGIN);
    await addPasskey(colleague, colleagueKey);
    const { body } = await login(user.email);
    const options = await authenticationOptions(body.challenge);
    const res = await verifySignIn(colleagueKey.assert(options.body), body.challenge);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('passkey_invalid');
  });

  it('meets the firm’s requirement of a second factor', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        firm_name: 'Strict Keys',
        full_name: 'Sara Strict',
        email: `keys.${Date.now()}@firm.example`,
        password: TEST_PASSWORD,
      },
    });
    const token: string = res.body.access_token;
    await acceptTermsFor(t, res.body.user.law_firm_id, res.body.user.id);
    expect((await t.call('GET', '/api/contacts', { token })).body.code).toBe('second_factor_required');
    const user = { id: res.body.user.id, email: res.body.user.email, token } as TestUser;
    expect((await t.call('GET', '/api/auth/passkeys', { token })).status).toBe(200);
    expect((await addPasskey(user, softwareAuthenticator(ORIGIN))).status).toBe(201);
    expect((await t.call('GET', '/api/contacts', { token })).status).toBe(200);
  });

  it('goes with an administrator’s reset of the member’s second factor', async () => {
    const user = await addEmployee(t, firm);
    await addPasskey(user, softwareAuthenticator(ORIGIN));
    const path = `/api/law-firm/employee/${user.id}/second-factor`;
    expect((await t.call('GET', path, { token: firm.admin.token })).body).toEqual({ enabled: true });
    expect((await t.call('DELETE', path, { token: firm.admin.token })).status).toBe(204);
    expect((await t.call('GET', '/api/auth/passkeys', { token: user.token })).body.passkeys).toEqual([]);
    expect((await login(user.email)).body.access_token).toEqual(expect.any(String));
  });
});
