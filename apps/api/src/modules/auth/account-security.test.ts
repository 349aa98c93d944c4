/** The security page's API: the caller's sessions, ending them, the sign-in history and the mails that tell of both. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAttempts, unknownEmailSignIns, users } from '../../db/schema/index.js';
import { NEW_DEVICE_MAIL_JOB, PASSWORD_CHANGED_MAIL_JOB } from '../../platform/auth/security-mail-jobs.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { issueUserToken } from '../../platform/auth/user-tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { addEmployee, refreshCookieOf, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { recordingJobs } from '../../test/kits/jobs.js';
import { registerSecurityMails } from './security-mail.js';

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

let t: TestApp;
let firm: TestFirm;
let other: TestFirm;
const queue = recordingJobs();

beforeAll(async () => {
  t = await createTestApp();
  t.services.jobs = queue.jobs;
  await registerSecurityMails({
    db: t.services.db,
    jobs: queue.jobs,
    mailer: t.services.mailer,
    publicOrigin: 'https://counsel.example',
  });
  firm = await registerFirm(t, 'Sessions LLP');
  other = await registerFirm(t, 'Other Sessions LLP');
});
afterAll(() => t.close());
beforeEach(() => {
  queue.sent.length = 0;
});

const login = (email: string, userAgent?: string, password = TEST_PASSWORD) =>
  t.call('POST', '/api/auth/login', {
    body: { email, password },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });

/** A signed-in session of the user, from the given browser. */
async function signIn(user: TestUser, userAgent: string) {
  const res = await login(user.email, userAgent);
  expect(res.status).toBe(200);
  return { token: res.body.access_token as string, refreshToken: refreshCookieOf(res) };
}

const sessions = (token: string) => t.call('GET', '/api/auth/sessions', { token });

describe('GET /api/auth/sessions', () => {
  it('lists the caller’s open sessions with device, browser, address and times, marking the current one', async () => {
    // No permission needed: an employee without any rules sees their own.
    const employee = await addEmployee(t, firm);
    const phone = await signIn(employee, IPHONE_SAFARI);
    const mac = await signIn(employee, MAC_CHROME);

    const res = await sessions(mac.token);
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(3);
    const current = res.body.sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(res.body.sessions[0].current).toBe(true);
    expect(current[0]).toMatchObject({
      device_type: 'desktop',
      os: expect.stringMatching(/^macOS/),
      address: '127.0.0.1',
    });
    expect(current[0].browser).toBe('Chrome 120');
    expect(current[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(current[0].created_at)).not.toBeNaN();
    const iphone = res.body.sessions.find((s: { device_type: string }) => s.device_type === 'mobile');
    expect(iphone).toMatchObject({ browser: 'Safari 17', os: expect.stringMatching(/^iOS 17/), current: false });

    // Another user's sessions are not listed.
    const ids = new Set(res.body.sessions.map((s: { id: string }) => s.id));
    const theirs = await sessions(firm.admin.token);
    for (const session of theirs.body.sessions) expect(ids.has(session.id)).toBe(false);

    // A refresh keeps the session's id and moves its last-seen time, not its start.
    const before = iphone;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: phone.refreshToken } });
    expect(refreshed.status).toBe(200);
    const after = (await sessions(mac.token)).body.sessions.find((s: { id: string }) => s.id === before.id);
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.last_seen_at)).toBeGreaterThan(Date.parse(before.last_seen_at));
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/auth/sessions')).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('ends one of the caller’s sessions: its access token is refused at once and its refresh token too', async () => {
    const employee = await addEmployee(t, firm);
    const phone = await signIn(employee, IPHONE_SAFARI);
    const list = (await sessions(employee.token)).body.sessions;
    const target = list.find((s: { device_type: string }) => s.device_type === 'mobile');
    expect((await t.call('GET', '/api/auth/me', { token: phone.token })).status).toBe(200);

    const res = await t.call('DELETE', `/api/auth/sessions/${target.id}`, { token: employee.token });
    expect(res.status).toBe(204);
    expect((await t.call('GET', '/api/auth/me', { token: phone.token })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: phone.refreshToken } })).status,
    ).toBe(401);
    expect((await sessions(employee.token)).body.sessions.map((s: { id: string }) => s.id)).not.toContain(target.id);
    // The caller's own session goes on; the ended one cannot be ended twice.
    expect((await t.call('GET', '/api/auth/me', { token: employee.token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/auth/sessions/${target.id}`, { token: employee.token })).status).toBe(404);
  });

  it('answers 404 for another user’s session, another firm’s and an unknown id, ending nothing', async () => {
    const employee = await addEmployee(t, firm);
    const colleague = await addEmployee(t, firm);
    const stranger = await addEmployee(t, other);
    for (const owner of [colleague, stranger]) {
      const [session] = (await sessions(owner.token)).body.sessions;
      const res = await t.call('DELETE', `/api/auth/sessions/${session.id}`, { token: employee.token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect((await t.call('GET', '/api/auth/me', { token: owner.token })).status).toBe(200);
    }
    expect((await t.call('DELETE', `/api/auth/sessions/${randomUUID()}`, { token: employee.token })).status).toBe(404);
    expect((await t.call('DELETE', '/api/auth/sessions/not-a-uuid', { token: employee.token })).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const [session] = (await sessions(firm.admin.token)).body.sessions;
    expect((await t.call('DELETE', `/api/auth/sessions/${session.id}`)).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: firm.admin.token })).status).toBe(200);
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  it('ends every session of the caller but the current one', async () => {
    const employee = await addEmployee(t, firm);
    const phone = await signIn(employee, IPHONE_SAFARI);
    const windows = await signIn(employee, WINDOWS_FIREFOX);
    const colleague = await addEmployee(t, firm);

    const res = await t.call('POST', '/api/auth/sessions/revoke-others', { token: windows.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });
    for (const token of [employee.token, phone.token]) {
      expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    }
    const left = (await sessions(windows.token)).body.sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    // Nobody else's sessions end.
    expect((await t.call('GET', '/api/auth/me', { token: colleague.token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('POST', '/api/auth/sessions/revoke-others')).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('ends the other sessions, as the sessions list shows, and queues the password-changed mail', async () => {
    const employee = await addEmployee(t, firm);
    const phone = await signIn(employee, IPHONE_SAFARI);
    queue.sent.length = 0;
    const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/employee/${employee.id}/change-password`, {
      token: employee.token,
      body: {
        oldPassword: TEST_PASSWORD,
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
      headers: { 'user-agent': MAC_CHROME },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: phone.token })).status).toBe(401);
    const left = (await sessions(res.body.access_token)).body.sessions;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, browser: 'Chrome 120' });
    expect(queue.sent.filter((job) => job.name === PASSWORD_CHANGED_MAIL_JOB)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ user_id: employee.id, user_agent: MAC_CHROME }) }),
    ]);
  });
});

describe('resetting the password', () => {
  it('queues the password-changed mail too, and records the sign-in it makes', async () => {
    const employee = await addEmployee(t, firm);
    const token = await issueUserToken(t.services.db, employee.id, 'reset_password', 1);
    queue.sent.length = 0;
    const res = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'a brand new passphrase' },
      headers: { 'user-agent': WINDOWS_FIREFOX },
    });
    expect(res.status).toBe(200);
    expect(queue.sent.map((job) => job.name)).toEqual([PASSWORD_CHANGED_MAIL_JOB]);
    const [latest] = (await t.call('GET', '/api/auth/sign-ins', { token: res.body.access_token })).body.sign_ins;
    expect(latest).toMatchObject({ succeeded: true, browser: 'Firefox 121' });
  });
});

describe('sign-in history', () => {
  const history = (token: string) => t.call('GET', '/api/auth/sign-ins', { token });

  it('records successes and failures, newest first, with the factor and the reason', async () => {
    const employee = await addEmployee(t, firm);
    expect((await login(employee.email, WINDOWS_FIREFOX, 'not the password')).status).toBe(401);
    await signIn(employee, IPHONE_SAFARI);

    const res = await history(employee.token);
    expect(res.status).toBe(200);
    const [latest, failed, first] = res.body.sign_ins;
    expect(res.body.sign_ins).toHaveLength(3);
    expect(latest).toMatchObject({ succeeded: true, factor: 'password', failure_reason: null, device_type: 'mobile' });
    expect(failed).toMatchObject({
      succeeded: false,
      factor: 'password',
      failure_reason: 'wrong_password',
      browser: 'Firefox 121',
      os: expect.stringMatching(/^Windows/),
      address: '127.0.0.1',
    });
    expect(first).toMatchObject({ succeeded: true });
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(Date.parse(failed.at));
  });

  it('records an unknown email apart, naming nobody, and answers exactly as a wrong password does', async () => {
    const employee = await addEmployee(t, firm);
    const email = `nobody.${randomUUID()}@firm.example`;
    const agent = `Probe/${randomUUID()}`;
    const unknown = await login(email, agent, 'whatever it is');
    const wrong = await login(employee.email, MAC_CHROME, 'whatever it is');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const rows = await t.services.db.select().from(unknownEmailSignIns).where(eq(unknownEmailSignIns.userAgent, agent));
    expect(rows).toEqual([
      { id: expect.any(Number), factor: 'password', ip: '127.0.0.1', userAgent: agent, createdAt: expect.any(Date) },
    ]);
    expect(JSON.stringify(rows)).not.toContain(email);
  });

  it('records a removed employee’s right password as a failure', async () => {
    const employee = await addEmployee(t, firm);
    await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, employee.id));
    expect((await login(employee.email)).status).toBe(401);
    const [row] = await t.services.db
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.userId, employee.id), eq(signInAttempts.succeeded, false)));
    expect(row).toMatchObject({ failureReason: 'deactivated', lawFirmId: firm.lawFirmId });
  });

  it('answers the caller’s last 50 only', async () => {
    const employee = await addEmployee(t, firm);
    const colleague = await addEmployee(t, firm);
    const stranger = await addEmployee(t, other);
    const old = Date.now() - 60 * 60 * 1000;
    await t.services.db.insert(signInAttempts).values(
      Array.from({ length: 55 }, (_, i) => ({
        lawFirmId: firm.lawFirmId,
        userId: employee.id,
        succeeded: false,
        factor: 'password',
        failureReason: 'wrong_password',
        ip: `10.0.0.${i}`,
        createdAt: new Date(old + i * 1000),
      })),
    );
    const res = await history(employee.token);
    expect(res.body.sign_ins).toHaveLength(50);
    // The newest first: the sign-in that added the employee, then the inserted ones from the latest down.
    expect(res.body.sign_ins[0].succeeded).toBe(true);
    expect(res.body.sign_ins[1].address).toBe('10.0.0.54');
    for (const them of [colleague, stranger]) {
      const theirs = (await history(them.token)).body.sign_ins;
      expect(theirs).toHaveLength(1);
      expect(theirs[0].address).toBe('127.0.0.1');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/auth/sign-ins')).status).toBe(401);
  });

  it('refuses a row naming a user of another firm', async () => {
    const employee = await addEmployee(t, firm);
    const row = { succeeded: true, factor: 'password', userId: employee.id, lawFirmId: other.lawFirmId };
    await expect(t.services.db.insert(signInAttempts).values(row)).rejects.toThrow();
  });
});

describe('new-device mail', () => {
  const newDeviceJobs = () => queue.sent.filter((job) => job.name === NEW_DEVICE_MAIL_JOB);

  it('is queued once per new device: a second sign-in from the same browser and system sends none', async () => {
    const employee = await addEmployee(t, firm);
    // addEmployee signed in with the test client's own agent: that device is known now.
    queue.sent.length = 0;
    await signIn(employee, MAC_CHROME);
    expect(newDeviceJobs()).toHaveLength(1);
    expect(newDeviceJobs()[0]!.data).toMatchObject({ user_id: employee.id, user_agent: MAC_CHROME, ip: '127.0.0.1' });

    await signIn(employee, MAC_CHROME);
    // A browser update is the same device.
    await signIn(employee, MAC_CHROME.replace('Chrome/120', 'Chrome/121'));
    expect(newDeviceJobs()).toHaveLength(1);
    // A failed attempt from a new device mails nothing, and does not make the device known.
    expect((await login(employee.email, WINDOWS_FIREFOX, 'wrong password!')).status).toBe(401);
    expect(newDeviceJobs()).toHaveLength(1);
    await signIn(employee, WINDOWS_FIREFOX);
    expect(newDeviceJobs()).toHaveLength(2);
  });

  it('mails the user in their language, naming the device, the address and the security page', async () => {
    const employee = await addEmployee(t, other, { fullName: 'Huda Haddad' });
    await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, employee.id));
    queue.sent.length = 0;
    await signIn(employee, IPHONE_SAFARI);
    const [job] = newDeviceJobs();
    await queue.handlers.get(NEW_DEVICE_MAIL_JOB)!(job!.data);
    const outbox = await t.services.mailer.listOutbox(other.lawFirmId, 1, 10);
    const mail = outbox.items.find((item) => item.to.includes(employee.email));
    expect(mail?.subject).toBe('تسجيل دخول جديد إلى حسابك في Counsel');
    expect(mail?.text).toContain('مرحبًا Huda Haddad');
    expect(mail?.text).toContain('Safari 17 على iOS');
    expect(mail?.text).toContain('127.0.0.1');
    expect(mail?.text).toContain('https://counsel.example/ar/account/security');
  });

  it('mails a password change in English to an English-speaking user', async () => {
    const employee = await addEmployee(t, other, { fullName: 'Omar English' });
    await queue.handlers.get(PASSWORD_CHANGED_MAIL_JOB)!({
      user_id: employee.id,
      user_agent: WINDOWS_FIREFOX,
      ip: '203.0.113.9',
      at: new Date().toISOString(),
    });
    const outbox = await t.services.mailer.listOutbox(other.lawFirmId, 1, 10);
    const mail = outbox.items.find((item) => item.to.includes(employee.email));
    expect(mail?.subject).toBe('Your Counsel password was changed');
    expect(mail?.text).toContain('Firefox 121 on Windows');
    expect(mail?.text).toContain('203.0.113.9');
    expect(mail?.text).toContain('https://counsel.example/en/account/security');
  });
});
