import { PASSWORDS_DO_NOT_MATCH } from '@counsel/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userTokens } from '../../db/schema/index.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { addEmployee, refreshCookieOf, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { employeeFields, invitationTokenFor, postEmployee, userRow } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const login = (email: string, password: string) => t.call('POST', '/api/auth/login', { body: { email, password } });
const setPassword = (token: string, password: string) =>
  t.call('POST', '/api/auth/set-password', { body: { token, password } });

/** Adds an employee through the API and answers their email, id and invitation token. */
async function invite(target: TestFirm = firm) {
  const fields = employeeFields();
  const res = await postEmployee(t, target.admin, target.lawFirmId, fields);
  expect(res.status).toBe(201);
  return {
    email: fields.email!,
    id: res.body.employee.id as number,
    token: await invitationTokenFor(t, target.lawFirmId, fields.email!),
  };
}

describe('invitation and set-password', () => {
  it('lets the new employee choose a password with the link, signs them in, and works only once', async () => {
    const invited = await invite();
    expect((await login(invited.email, NEW_PASSWORD)).status).toBe(401);

    const res = await setPassword(invited.token, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: invited.id, email: invited.email, is_admin: false });
    expect(refreshCookieOf(res)).toBeTruthy();
    const me = await t.call('GET', '/api/auth/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(invited.id);

    expect((await login(invited.email, NEW_PASSWORD)).status).toBe(200);
    const again = await setPassword(invited.token, 'another long passphrase');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_token');
    expect((await login(invited.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a short password with a field error and keeps the link usable', async () => {
    const invited = await invite();
    const short = await setPassword(invited.token, 'short');
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.fields)).toEqual(['password']);
    expect((await setPassword(invited.token, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses unknown and expired tokens, and the link of a removed employee', async () => {
    expect((await setPassword('not-a-real-token', NEW_PASSWORD)).body.code).toBe('invalid_token');

    const expired = await invite();
    await t.services.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, expired.id));
    const late = await setPassword(expired.token, NEW_PASSWORD);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('invalid_token');

    const removed = await invite();
    expect((await t.call('DELETE', `/api/law-firm/employee/${removed.id}`, { token: firm.admin.token })).status).toBe(
      204,
    );
    expect((await setPassword(removed.token, NEW_PASSWORD)).body.code).toBe('invalid_token');
    expect((await login(removed.email, NEW_PASSWORD)).status).toBe(401);
  });
});

describe('change password', () => {
  const change = (caller: TestUser, id: number, body: unknown, lawFirmId = firm.lawFirmId) =>
    t.call('POST', `/api/law-firm/${lawFirmId}/employee/${id}/change-password`, { token: caller.token, body });
  const valid = { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

  it('changes one’s own password, ends every other session and starts a new one', async () => {
    const employee = await addEmployee(t, firm);
    const otherDevice = await login(employee.email, TEST_PASSWORD);
    const res = await change(employee, employee.id, valid);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password was changed.');

    for (const old of [employee.refreshToken, refreshCookieOf(otherDevice)]) {
      expect((await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: old } })).status).toBe(401);
    }
    const fresh = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: refreshCookieOf(res) } });
    expect(fresh.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: res.body.access_token })).status).toBe(200);
    expect((await login(employee.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(employee.email, NEW_PASSWORD)).status).toBe(200);

    const [audit] = await t.services.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password_changed'), eq(auditLog.userId, employee.id)));
    expect(audit!.n).toBe(1);
  });

  it('refuses a wrong current password with 400 and a message the screen shows', async () => {
    const employee = await addEmployee(t, firm);
    const before = (await userRow(t, employee.id))!.passwordHash;
    const res = await change(employee, employee.id, { ...valid, oldPassword: 'not my password' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'wrong_password',
      message: 'The current password is incorrect.',
      fields: { oldPassword: 'The current password is incorrect.' },
    });
    expect((await userRow(t, employee.id))!.passwordHash).toBe(before);
  });

  it.each([
    ['a confirmation that differs', { ...valid, confirmPassword: `${NEW_PASSWORD}!` }, ['confirmPassword']],
    [
      'a new password under the minimum length',
      { ...valid, newPassword: 'short', confirmPassword: 'short' },
      ['newPassword'],
    ],
    [
      'empty fields',
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      ['confirmPassword', 'newPassword', 'oldPassword'],
    ],
  ])('refuses %s with 400 field errors, changing nothing', async (_name, body, fields) => {
    const employee = await addEmployee(t, firm);
    const before = (await userRow(t, employee.id))!.passwordHash;
    const res = await change(employee, employee.id, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(fields);
    if (fields[0] === 'confirmPassword' && fields.length === 1)
      expect(res.body.fields.confirmPassword).toBe(PASSWORDS_DO_NOT_MATCH);
    expect((await userRow(t, employee.id))!.passwordHash).toBe(before);
  });

  it('is only for oneself: 403 for a colleague, even for an admin; 404 for another firm', async () => {
    const employee = await addEmployee(t, firm);
    const before = (await userRow(t, employee.id))!.passwordHash;
    const res = await change(firm.admin, employee.id, { ...valid, oldPassword: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect((await change(employee, firm.admin.id, valid)).status).toBe(403);
    expect((await change(employee, employee.id, valid, otherFirm.lawFirmId)).status).toBe(404);
    expect((await change(firm.admin, otherFirm.admin.id, valid)).status).toBe(404);
    expect((await userRow(t, employee.id))!.passwordHash).toBe(before);
  });
});

describe('resending an invitation', () => {
  // A firm of its own: the shared one is near its plan's maximum of users by now.
  let team: TestFirm;
  beforeAll(async () => {
    team = await registerFirm(t);
  });
  const resend = (caller: TestUser, id: number) =>
    t.call('POST', `/api/law-firm/employee/${id}/invitation`, { token: caller.token });

  it('mails a new link; the earlier one stops working', async () => {
    const invited = await invite(team);
    const before = (await t.services.mailer.listOutbox(team.lawFirmId, 1, 1)).total;
    expect((await resend(team.admin, invited.id)).status).toBe(204);
    expect((await t.services.mailer.listOutbox(team.lawFirmId, 1, 1)).total).toBe(before + 1);
    const fresh = await invitationTokenFor(t, team.lawFirmId, invited.email);
    expect(fresh).not.toBe(invited.token);
    expect((await setPassword(invited.token, NEW_PASSWORD)).body.code).toBe('invalid_token');
    expect(await pending(invited.id)).toBe(true);
    expect((await setPassword(fresh, NEW_PASSWORD)).status).toBe(200);
    expect(await pending(invited.id)).toBe(false);
  });

  /** The team list's and the employee page's invitation_pending of an employee. */
  async function pending(id: number) {
    const list = await t.call('GET', `/api/law-firm/${team.lawFirmId}/employees`, { token: team.admin.token });
    const listed = list.body.employees.find((employee: { id: number }) => employee.id === id);
    const detail = await t.call('GET', `/api/law-firm/employee/${id}`, { token: team.admin.token });
    expect(detail.body.employee.invitation_pending).toBe(listed.invitation_pending);
    return listed.invitation_pending as boolean;
  }

  it('shows an invitation pending until the employee chooses a password; the admin who registered has none', async () => {
    const invited = await invite(team);
    expect(await pending(invited.id)).toBe(true);
    expect(await pending(team.admin.id)).toBe(false);
  });

  it('needs ADD_EMPLOYEE (403), is not for oneself (403), and answers 404 for another firm', async () => {
    const invited = await invite(team);
    const viewer = await addEmployee(t, team, { rules: [{ subject: 'employees', action: 'read' }] });
    const before = (await t.services.mailer.listOutbox(team.lawFirmId, 1, 1)).total;
    expect((await resend(viewer, invited.id)).status).toBe(403);
    expect((await resend(team.admin, team.admin.id)).status).toBe(403);
    expect((await resend(otherFirm.admin, invited.id)).status).toBe(404);
    expect((await resend(team.admin, 0)).status).toBe(400);
    expect((await t.services.mailer.listOutbox(team.lawFirmId, 1, 1)).total).toBe(before);
    expect((await setPassword(invited.token, NEW_PASSWORD)).status).toBe(200);
  });
});
