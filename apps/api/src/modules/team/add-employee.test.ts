import { defaultRulesFor, rulesAtLevel, SUBJECTS } from '@counsel/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participantTypeUsers, users, userTokens } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';
import {
  addParticipantType,
  employeeFields,
  HOUSTON,
  invitationTokenFor,
  postEmployee,
  userRow,
  usersOfFirm,
} from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const outboxTotal = async (lawFirmId: number) => (await t.services.mailer.listOutbox(lawFirmId, 1, 1)).total;
/** What must not change when a request is refused: the firm's users and its outbox. */
const snapshot = async (lawFirmId: number) => ({
  users: (await usersOfFirm(t, lawFirmId)).length,
  mails: await outboxTotal(lawFirmId),
});

describe('adding an employee', () => {
  it('creates the employee from form data, with participant types, and mails an invitation', async () => {
    const petitioner = await addParticipantType(t, firm, 'Petitioner');
    const fields = employeeFields({ participant_types: JSON.stringify([petitioner]) });
    const res = await postEmployee(t, firm.admin, firm.lawFirmId, fields);
    expect(res.status).toBe(201);
    const { employee } = res.body;
    expect(employee).toMatchObject({
      full_name: 'Nadia Rahman',
      email: fields.email,
      phone_number: '+17135550111',
      position: 'paralegal',
      image: null,
      total_cases: 0,
      is_admin: false,
      participant_types: [{ id: petitioner, name: 'Petitioner' }],
      address: HOUSTON,
      rules: defaultRulesFor('paralegal'),
    });

    const row = await userRow(t, employee.id);
    expect(row).toMatchObject({ lawFirmId: firm.lawFirmId, city: 'Houston', cityId: '4699066', countryId: 'US' });
    // Nobody can sign in before the invitation is used: the stored hash is of a random secret.
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const links = await t.services.db
      .select()
      .from(participantTypeUsers)
      .where(eq(participantTypeUsers.userId, employee.id));
    expect(links).toEqual([{ participantTypeId: petitioner, userId: employee.id }]);

    const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 10);
    const mail = outbox.items.find((item) => item.to.includes(fields.email!))!;
    expect(mail.subject).toBe(`You're invited to join ${firm.name} on Counsel`);
    expect(mail.text).toContain('Alex Admin added you to');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/set-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.text).toContain('expires in 7 days');

    const [token] = await t.services.db.select().from(userTokens).where(eq(userTokens.userId, employee.id));
    expect(token!.purpose).toBe('set_password');
    expect(token!.tokenHash).not.toBe(await invitationTokenFor(t, firm.lawFirmId, fields.email!));
    const days = (token!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [audit] = await t.services.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.added'), eq(auditLog.entityId, String(employee.id))));
    expect(audit!.n).toBe(1);
  });

  it('uses the rules sent, completing absent subjects with not allowed', async () => {
    const rules = [
      { subject: 'clients', action: 'read' },
      { subject: 'settings', action: 'none' },
    ];
    const res = await postEmployee(t, firm.admin, firm.lawFirmId, employeeFields({ rules: JSON.stringify(rules) }));
    expect(res.status).toBe(201);
    expect(res.body.employee.rules).toHaveLength(SUBJECTS.length);
    expect(res.body.employee.rules.filter((r: { action: string }) => r.action !== 'none')).toEqual([rules[0]]);
  });

  it('accepts a JSON body and places typed by hand (bare names)', async () => {
    const json = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/employee`, {
      token: firm.admin.token,
      body: {
        full_name: 'Omar Saleh',
        email: employeeFields().email,
        phone_number: '7135550199',
        position: 'receptionist',
        address: HOUSTON,
      },
    });
    expect(json.status).toBe(201);
    expect(json.body.employee.rules).toEqual(defaultRulesFor('receptionist'));

    const named = await postEmployee(
      t,
      firm.admin,
      firm.lawFirmId,
      employeeFields({ 'address[city]': 'Sugar Land', 'address[state]': 'Texas', 'address[country]': 'United States' }),
    );
    expect(named.status).toBe(201);
    expect(named.body.employee.address).toMatchObject({
      city: { id: null, name: 'Sugar Land' },
      state: { id: null, name: 'Texas' },
      country: { id: null, name: 'United States' },
    });
  });

  it.each([
    ['a one-letter name', { full_name: 'N' }, 'full_name'],
    ['a name starting with a space', { full_name: ' Nadia Rahman' }, 'full_name'],
    ['no email', { email: undefined }, 'email'],
    ['an invalid email', { email: 'nadia-at-firm' }, 'email'],
    ['a 9-character phone', { phone_number: '713555011' }, 'phone_number'],
    ['a 15-character phone', { phone_number: '+17135550111222' }, 'phone_number'],
    ['no position', { position: undefined }, 'position'],
    ['an unknown position', { position: 'janitor' }, 'position'],
    ['no street', { 'address[street]': undefined }, 'address.street'],
    ['a street starting with a space', { 'address[street]': ' 2200 Post Oak' }, 'address.street'],
    ['an empty postal code', { 'address[postal_code]': '' }, 'address.postal_code'],
    ['a postal code starting with a space', { 'address[postal_code]': ' 77056' }, 'address.postal_code'],
    ['no city', { 'address[city]': undefined }, 'address.city'],
    ['a state without a name', { 'address[state]': '{"id":"TX"}' }, 'address.state.name'],
    ['no country', { 'address[country]': '' }, 'address.country'],
    ['rules that are not JSON', { rules: 'all of them' }, 'rules'],
    ['an unknown subject', { rules: '[{"subject":"spaceships","action":"read"}]' }, 'rules.0.subject'],
    ['the custom pseudo-action', { rules: '[{"subject":"clients","action":"custom"}]' }, 'rules.0.action'],
    [
      'a subject twice',
      { rules: '[{"subject":"clients","action":"read"},{"subject":"clients","action":"manage"}]' },
      'rules',
    ],
    ['participant types that are not ids', { participant_types: '["Petitioner"]' }, 'participant_types.0'],
  ])('refuses %s with 400 and a field error, creating nothing', async (_name, change, field) => {
    const before = await snapshot(firm.lawFirmId);
    const res = await postEmployee(t, firm.admin, firm.lawFirmId, employeeFields(change));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await snapshot(firm.lawFirmId)).toEqual(before);
  });

  it('refuses an email already used by anyone, in any letter case, with 409', async () => {
    const before = await snapshot(firm.lawFirmId);
    const res = await postEmployee(
      t,
      firm.admin,
      firm.lawFirmId,
      employeeFields({ email: otherFirm.admin.email.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'email_taken', fields: { email: expect.any(String) } });
    expect(await snapshot(firm.lawFirmId)).toEqual(before);
  });

  it('refuses another firm’s participant type, creating nothing', async () => {
    const theirs = await addParticipantType(t, otherFirm, 'Their Petitioner');
    const before = await snapshot(firm.lawFirmId);
    const res = await postEmployee(t, firm.admin, firm.lawFirmId, employeeFields({ participant_types: `[${theirs}]` }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['participant_types']);
    expect(await snapshot(firm.lawFirmId)).toEqual(before);
  });
});

describe('who may add employees', () => {
  it('refuses an employee without ADD_EMPLOYEE with 403, even one who may view the team', async () => {
    const viewer = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'read' }] });
    const before = await snapshot(firm.lawFirmId);
    const res = await postEmployee(t, viewer, firm.lawFirmId, employeeFields());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await snapshot(firm.lawFirmId)).toEqual(before);
  });

  it('answers 404 for another firm’s id and adds nobody there', async () => {
    const before = await snapshot(otherFirm.lawFirmId);
    const res = await postEmployee(t, firm.admin, otherFirm.lawFirmId, employeeFields());
    expect(res.status).toBe(404);
    expect(await snapshot(otherFirm.lawFirmId)).toEqual(before);
  });

  it('refuses a caller without a token with 401', async () => {
    const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/employee`, { body: { full_name: 'X' } });
    expect(res.status).toBe(401);
  });

  it('lets a non-admin hand out no more than their own rules', async () => {
    const manager = await addEmployee(t, firm, { position: 'office_manager' });
    // Without rules: the position's defaults, lowered to what the manager holds (paralegals may update cases).
    const capped = await postEmployee(t, manager, firm.lawFirmId, employeeFields({ position: 'paralegal' }));
    expect(capped.status).toBe(201);
    const rule = (subject: string) =>
      capped.body.employee.rules.find((r: { subject: string }) => r.subject === subject).action;
    expect([rule('cases'), rule('contacts'), rule('documents')]).toEqual(['read', 'update', 'none']);

    const before = await snapshot(firm.lawFirmId);
    const beyond = await postEmployee(
      t,
      manager,
      firm.lawFirmId,
      employeeFields({ rules: JSON.stringify(rulesAtLevel('manage')) }),
    );
    expect(beyond.status).toBe(403);
    expect(beyond.body.code).toBe('rules_exceed_own');
    expect(beyond.body.details.subjects).toContain('settings');
    expect(await snapshot(firm.lawFirmId)).toEqual(before);
  });
});

describe('the plan’s maximum number of users', () => {
  it('refuses the user past the maximum with 403, and removed users do not count', async () => {
    const small = await registerFirm(t);
    const me = await t.call('GET', '/api/auth/me', { token: small.admin.token });
    const max = me.body.plan.max_users as number;
    // Fill the firm straight in the table, up to its maximum (the admin is the first user).
    const filler = Array.from({ length: max - 1 }, (_, i) => ({
      lawFirmId: small.lawFirmId,
      fullName: `Filler ${i}`,
      email: `filler.${small.lawFirmId}.${i}@firm.example`,
      passwordHash: 'x',
    }));
    const inserted = await t.services.db.insert(users).values(filler).returning({ id: users.id });

    const before = await snapshot(small.lawFirmId);
    const refused = await postEmployee(t, small.admin, small.lawFirmId, employeeFields());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'max_users_reached',
      message: 'Your plan does not allow more users. Please upgrade your plan.',
      details: { max_users: max },
    });
    expect(await snapshot(small.lawFirmId)).toEqual(before);

    const removed = await t.call('DELETE', `/api/law-firm/employee/${inserted[0]!.id}`, { token: small.admin.token });
    expect(removed.status).toBe(204);
    const accepted = await postEmployee(t, small.admin, small.lawFirmId, employeeFields());
    expect(accepted.status).toBe(201);
  });
});
