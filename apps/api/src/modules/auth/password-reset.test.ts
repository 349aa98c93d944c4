import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema/index.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://app.hamdanclarke.example' } });
  firm = await registerFirm(t, 'Reset Legal LLP');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-brand-new-passphrase';
const ask = (email: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/auth/forgot-password', { body: { email }, headers });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.call('POST', '/api/auth/reset-password', { body: { token, password } });

/** The reset mails sent to `email`, newest last, with the token of each link. */
async function resetMails(email: string) {
  const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 100);
  return outbox.items
    .filter((item) => item.to.includes(email) && /reset-password\?token=/.test(item.text))
    .reverse()
    .map((item) => ({ ...item, token: decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(item.text)![1]!) }));
}

describe('forgot password', () => {
  it('mails a single-use link (from APP_URL, whatever Host says) that sets the password and signs in', async () => {
    const user = await addEmployee(t, firm);
    const res = await ask(user.email.toUpperCase(), {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
    });
    expect(res.status).toBe(202);
    expect(res.body.code).toBe('reset_link_sent');
    const [mail] = await resetMails(user.email);
    expect(mail!.subject).toBe('Reset your Counsel password');
    expect(mail!.text).toContain('https://app.hamdanclarke.example/en/auth/reset-password?token=');
    expect(mail!.text).not.toContain('attacker.example');
    // Only the token's hash is stored.
    const stored = await t.services.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(stored.some((row) => row.tokenHash === mail!.token)).toBe(false);

    const done = await reset(mail!.token);
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(user.email);
    expect((await t.call('GET', '/api/auth/me', { token: done.body.access_token })).status).toBe(200);
    // Every earlier session ended with the old password.
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    const oldRefresh = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: user.refreshToken } });
    expect(oldRefresh.status).toBe(401);
    const login = (password: string) => t.call('POST', '/api/auth/login', { body: { email: user.email, password } });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await login(TEST_PASSWORD)).status).toBe(401);

    const again = await reset(mail!.token, 'yet-another-passphrase');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_token');
  });

  it('answers the same for an unknown or removed address, and mails nothing', async () => {
    const removed = await addEmployee(t, firm);
    await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, removed.id));
    const known = await addEmployee(t, firm);
    const answers = [await ask('nobody@nowhere.example'), await ask(removed.email), await ask(known.email)];
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual(answers[2]!.body);
    }
    expect(await resetMails(removed.email)).toHaveLength(0);
    expect(await resetMails(known.email)).toHaveLength(1);
  });

  it('lets a link work only until it expires, and only the newest one', async () => {
    const user = await addEmployee(t, firm);
    await ask(user.email);
    await ask(user.email);
    const [first, second] = await resetMails(user.email);
    expect((await reset(first!.token)).status).toBe(400);
    await t.services.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const expired = await reset(second!.token);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('invalid_token');
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
  });

  it('writes the mail in the user’s language', async () => {
    const user = await addEmployee(t, firm);
    await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    await ask(user.email);
    const [mail] = await resetMails(user.email);
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور في Counsel');
    expect(mail!.text).toContain('https://app.hamdanclarke.example/ar/auth/reset-password?token=');
  });

  it('limits how often one address may be asked for (429)', async () => {
    const user = await addEmployee(t, firm);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(user.email)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await resetMails(user.email)).toHaveLength(5);
  });

  it('refuses a bad body (400) and a weak new password', async () => {
    expect((await ask('not-an-address')).status).toBe(400);
    expect((await reset('whatever', 'short')).status).toBe(400);
  });
});
