import { rulesAtLevel, SUBJECTS } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantTypeUsers, users } from '../../db/schema/index.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addParticipantType, HOUSTON, userRow } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const put = (caller: TestUser, id: number, body: unknown) =>
  t.call('PUT', `/api/law-firm/employee/${id}`, { token: caller.token, body });
const remove = (caller: TestUser, id: number) =>
  t.call('DELETE', `/api/law-firm/employee/${id}`, { token: caller.token });
const listTeam = (caller: TestUser) =>
  t.call('GET', `/api/law-firm/${firm.lawFirmId}/employees`, { token: caller.token });
const ruleOf = (rules: Array<{ subject: string; action: string }>, subject: string) =>
  rules.find((r) => r.subject === subject)?.action;

describe('changing an employee’s rules', () => {
  it('takes effect at once: an employee loses access as soon as an admin lowers a rule', async () => {
    const employee = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'read' }] });
    expect((await listTeam(employee)).status).toBe(200);

    const res = await put(firm.admin, employee.id, {
      rules: [
        { subject: 'employees', action: 'none' },
        { subject: 'clients', action: 'read' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.employee.rules).toHaveLength(SUBJECTS.length);
    expect(ruleOf(res.body.employee.rules, 'clients')).toBe('read');
    // Same access token as before: rules are read on every request.
    expect((await listTeam(employee)).status).toBe(403);
    const me = await t.call('GET', '/api/auth/me', { token: employee.token });
    expect(ruleOf(me.body.rules, 'employees')).toBe('none');
    expect(ruleOf(me.body.rules, 'clients')).toBe('read');
  });

  it('is for admins only: a non-admin with every rule at manage is refused and nothing changes', async () => {
    const manager = await addEmployee(t, firm, { rules: rulesAtLevel('manage') });
    const employee = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
    const res = await put(manager, employee.id, { rules: rulesAtLevel('manage') });
    expect(res.status).toBe(403);
    expect((await userRow(t, employee.id))!.rules).toEqual([{ subject: 'clients', action: 'read' }]);
    expect((await put(manager, employee.id, { is_admin: true })).status).toBe(403);
    expect((await userRow(t, employee.id))!.isAdmin).toBe(false);
  });

  it('never lets an admin change their own rules or admin flag', async () => {
    expect((await put(firm.admin, firm.admin.id, { rules: rulesAtLevel('none') })).status).toBe(403);
    expect((await put(firm.admin, firm.admin.id, { is_admin: false })).status).toBe(403);
    expect((await userRow(t, firm.admin.id))!.isAdmin).toBe(true);
  });

  it('lets an admin make a colleague an admin, and take it back', async () => {
    const employee = await addEmployee(t, firm);
    expect((await listTeam(employee)).status).toBe(403);
    expect((await put(firm.admin, employee.id, { is_admin: true })).body.employee.is_admin).toBe(true);
    expect((await listTeam(employee)).status).toBe(200);
    expect((await put(firm.admin, employee.id, { is_admin: false })).status).toBe(200);
    expect((await listTeam(employee)).status).toBe(403);
  });

  it.each([
    ['an unknown subject', { rules: [{ subject: 'spaceships', action: 'read' }] }, 'rules.0.subject'],
    ['an unknown action', { rules: [{ subject: 'clients', action: 'delete' }] }, 'rules.0.action'],
    ['custom as an action', { rules: [{ subject: 'clients', action: 'custom' }] }, 'rules.0.action'],
    ['nothing to change', {}, '_'],
    ['a field that cannot be changed', { email: 'new@firm.example' }, '_'],
    ['a name starting with a space', { full_name: ' Nadia' }, 'full_name'],
    ['a short phone', { phone_number: '12345' }, 'phone_number'],
    ['an address without a city', { address: { ...HOUSTON, city: null } }, 'address.city'],
  ])('refuses %s with 400, changing nothing', async (_name, body, field) => {
    const employee = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
    const before = await userRow(t, employee.id);
    const res = await put(firm.admin, employee.id, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await userRow(t, employee.id)).toEqual(before);
  });

  it('answers 404 for another firm’s employee and changes nothing there', async () => {
    const theirs = await addEmployee(t, otherFirm, { rules: [] });
    const res = await put(firm.admin, theirs.id, { rules: rulesAtLevel('manage'), full_name: 'Taken Over' });
    expect(res.status).toBe(404);
    expect(await userRow(t, theirs.id)).toMatchObject({ rules: [], fullName: 'Lee Limited' });
  });
});

describe('changing an employee’s details', () => {
  it('saves name, phone, position, address and participant types', async () => {
    const employee = await addEmployee(t, firm);
    const petitioner = await addParticipantType(t, firm, 'Petitioner');
    const res = await put(firm.admin, employee.id, {
      full_name: 'Lee Ann Limited',
      phone_number: '+13465550123',
      position: 'attorney',
      address: HOUSTON,
      participant_types: [petitioner],
    });
    expect(res.status).toBe(200);
    expect(res.body.employee).toMatchObject({
      full_name: 'Lee Ann Limited',
      phone_number: '+13465550123',
      position: 'attorney',
      address: HOUSTON,
      participant_types: [{ id: petitioner, name: 'Petitioner' }],
    });
    // Changing the position does not change the rules: those are the admin's decision.
    expect(res.body.employee.rules.every((r: { action: string }) => r.action === 'none')).toBe(true);
    const cleared = await put(firm.admin, employee.id, { participant_types: [] });
    expect(cleared.body.employee.participant_types).toEqual([]);
  });

  it('lets employees:update edit colleagues’ details but not their rules', async () => {
    const manager = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'update' }] });
    const colleague = await addEmployee(t, firm);
    expect((await put(manager, colleague.id, { full_name: 'Renamed Colleague' })).status).toBe(200);
    const rules = await put(manager, colleague.id, { full_name: 'Again', rules: rulesAtLevel('read') });
    expect(rules.status).toBe(403);
    expect(await userRow(t, colleague.id)).toMatchObject({ fullName: 'Renamed Colleague', rules: [] });
  });

  it('lets anyone edit their own details, but not a colleague’s without employees:update', async () => {
    const employee = await addEmployee(t, firm);
    const colleague = await addEmployee(t, firm);
    const own = await put(employee, employee.id, { full_name: 'Lee Changed', address: HOUSTON });
    expect(own.status).toBe(200);
    expect((await put(employee, employee.id, { rules: rulesAtLevel('manage') })).status).toBe(403);
    expect((await put(employee, employee.id, { is_admin: true })).status).toBe(403);
    expect((await put(employee, colleague.id, { full_name: 'Hijacked' })).status).toBe(403);
    expect(await userRow(t, colleague.id)).toMatchObject({ fullName: 'Lee Limited' });
    expect(await userRow(t, employee.id)).toMatchObject({ fullName: 'Lee Changed', rules: [], isAdmin: false });
  });

  it('refuses another firm’s participant type with 400', async () => {
    const employee = await addEmployee(t, firm);
    const theirs = await addParticipantType(t, otherFirm, 'Theirs');
    const res = await put(firm.admin, employee.id, { participant_types: [theirs] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['participant_types']);
  });
});

describe('removing an employee', () => {
  it('deactivates them: their tokens, sessions and password stop working at once', async () => {
    const employee = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'read' }] });
    const petitioner = await addParticipantType(t, firm, 'Beneficiary');
    await put(firm.admin, employee.id, { participant_types: [petitioner] });

    const res = await remove(firm.admin, employee.id);
    expect(res.status).toBe(204);
    expect((await userRow(t, employee.id))!.deactivatedAt).toBeInstanceOf(Date);
    expect((await listTeam(employee)).status).toBe(401);
    const refresh = await t.call('POST', '/api/auth/refresh', { cookies: { [REFRESH_COOKIE]: employee.refreshToken } });
    expect(refresh.status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', { body: { email: employee.email, password: TEST_PASSWORD } });
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { email: employee.email, password: 'not it at all' },
    });
    expect(login.status).toBe(401);
    expect(login.body).toEqual(wrong.body);
    expect(login.body.code).toBe('invalid_credentials');

    const team = await listTeam(firm.admin);
    expect(team.body.employees.map((e: { id: number }) => e.id)).not.toContain(employee.id);
    const links = await t.services.db
      .select()
      .from(participantTypeUsers)
      .where(eq(participantTypeUsers.userId, employee.id));
    expect(links).toEqual([]);
    expect((await remove(firm.admin, employee.id)).status).toBe(404);
  });

  it('refuses removing oneself with 422', async () => {
    const manager = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'manage' }] });
    const res = await remove(manager, manager.id);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('cannot_remove_self');
    expect((await userRow(t, manager.id))!.deactivatedAt).toBeNull();
  });

  it('needs employees:manage (403 with update) and answers 404 for another firm', async () => {
    const updater = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'update' }] });
    const target = await addEmployee(t, firm);
    expect((await remove(updater, target.id)).status).toBe(403);
    const theirs = await addEmployee(t, otherFirm);
    expect((await remove(firm.admin, theirs.id)).status).toBe(404);
    expect((await userRow(t, theirs.id))!.deactivatedAt).toBeNull();
    expect((await userRow(t, target.id))!.deactivatedAt).toBeNull();
  });

  it('never removes the last admin (422), and only admins remove admins', async () => {
    const lone = await registerFirm(t);
    const manager = await addEmployee(t, lone, { rules: [{ subject: 'employees', action: 'manage' }] });
    const last = await remove(manager, lone.admin.id);
    expect(last.status).toBe(422);
    expect(last.body.code).toBe('last_admin');

    const second = await addEmployee(t, lone);
    await t.services.db.update(users).set({ isAdmin: true }).where(eq(users.id, second.id));
    expect((await remove(manager, second.id)).status).toBe(403);
    expect((await remove(lone.admin, second.id)).status).toBe(204);
    expect((await userRow(t, lone.admin.id))!.deactivatedAt).toBeNull();
  });
});
