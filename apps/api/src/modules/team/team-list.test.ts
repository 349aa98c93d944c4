import { SUBJECTS } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, caseTeamLeads, clients, participantTypeUsers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addParticipantType, employeeFields, HOUSTON, postEmployee } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nadia: { id: number; email: string };
let viewer: TestUser;
let nobody: TestUser;
let removed: TestUser;

/** A case of the firm led by these users. */
async function caseLedBy(target: TestFirm, ...userIds: number[]) {
  const [client] = await t.services.db
    .insert(clients)
    .values({ lawFirmId: target.lawFirmId, firstName: 'Maria', lastName: 'Gonzalez' })
    .returning({ id: clients.id });
  const [row] = await t.services.db
    .insert(cases)
    .values({ lawFirmId: target.lawFirmId, clientId: client!.id, title: 'N-400 Naturalization' })
    .returning({ id: cases.id });
  await t.services.db.insert(caseTeamLeads).values(userIds.map((userId) => ({ caseId: row!.id, userId })));
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
  const petitioner = await addParticipantType(t, firm, 'Petitioner');
  const added = await postEmployee(
    t,
    firm.admin,
    firm.lawFirmId,
    employeeFields({ full_name: 'Nadia Rahman', participant_types: `[${petitioner}]` }),
  );
  nadia = added.body.employee;
  viewer = await addEmployee(t, firm, { fullName: 'Victor Viewer', rules: [{ subject: 'employees', action: 'read' }] });
  nobody = await addEmployee(t, firm, { fullName: 'Zed Nobody' });
  removed = await addEmployee(t, firm, { fullName: 'Rita Removed' });
  await t.call('DELETE', `/api/law-firm/employee/${removed.id}`, { token: firm.admin.token });
  await caseLedBy(firm, nadia.id, firm.admin.id);
  await caseLedBy(firm, nadia.id);
  // Another firm's case led by Nadia cannot exist, but a stray row must not count either way.
  await addEmployee(t, otherFirm, { fullName: 'Olga Other' });
});
afterAll(() => t.close());

const employees = (caller: TestUser, lawFirmId = firm.lawFirmId, query = '') =>
  t.call('GET', `/api/law-firm/${lawFirmId}/employees${query}`, { token: caller.token });

describe('GET /law-firm/{lawFirmId}/employees', () => {
  it('lists active employees alphabetically with cases led, admin flag and participant types', async () => {
    const res = await employees(viewer);
    expect(res.status).toBe(200);
    expect(res.body.employees.map((e: { full_name: string }) => e.full_name)).toEqual([
      'Alex Admin',
      'Nadia Rahman',
      'Victor Viewer',
      'Zed Nobody',
    ]);
    expect(res.body).toMatchObject({ page: 1, page_size: 100, total: 4 });
    const [admin, employee] = res.body.employees;
    expect(admin).toMatchObject({ id: firm.admin.id, is_admin: true, total_cases: 1, position: 'managing_partner' });
    expect(employee).toEqual({
      id: nadia.id,
      full_name: 'Nadia Rahman',
      email: nadia.email,
      phone_number: '+17135550111',
      position: 'paralegal',
      image: null,
      total_cases: 2,
      is_admin: false,
      participant_types: [{ id: expect.any(Number), name: 'Petitioner' }],
      default_hourly_rate: 0,
      // Added by the admin and never signed in: the invitation is still open.
      invitation_pending: true,
    });
  });

  it('pages on the server', async () => {
    const res = await employees(firm.admin, firm.lawFirmId, '?page=2&page_size=3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 2, page_size: 3, total: 4 });
    expect(res.body.employees.map((e: { full_name: string }) => e.full_name)).toEqual(['Zed Nobody']);
    const bad = await employees(firm.admin, firm.lawFirmId, '?page_size=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('page_size');
  });

  it('refuses an employee without VIEW_EMPLOYEES (403) and another firm’s id (404)', async () => {
    expect((await employees(nobody)).status).toBe(403);
    const other = await employees(firm.admin, otherFirm.lawFirmId);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('not_found');
  });
});

describe('GET /law-firm/{lawFirmId}/users', () => {
  it('gives full details: address and every subject’s rule', async () => {
    const res = await t.call('GET', `/api/law-firm/${firm.lawFirmId}/users`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const found = res.body.users.find((u: { id: number }) => u.id === nadia.id);
    expect(found.address).toEqual(HOUSTON);
    expect(found.rules).toHaveLength(SUBJECTS.length);
    expect(found.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 403 without VIEW_EMPLOYEES and 404 for another firm', async () => {
    expect((await t.call('GET', `/api/law-firm/${firm.lawFirmId}/users`, { token: nobody.token })).status).toBe(403);
    const other = await t.call('GET', `/api/law-firm/${otherFirm.lawFirmId}/users`, { token: firm.admin.token });
    expect(other.status).toBe(404);
  });
});

describe('GET /law-firm/users/light', () => {
  it('gives every signed-in employee the firm’s active colleagues, and no one else’s', async () => {
    const res = await t.call('GET', '/api/law-firm/users/light', { token: nobody.token });
    expect(res.status).toBe(200);
    expect(res.body.map((u: { full_name: string }) => u.full_name)).toEqual([
      'Alex Admin',
      'Nadia Rahman',
      'Victor Viewer',
      'Zed Nobody',
    ]);
    expect(res.body[1]).toEqual({
      id: nadia.id,
      full_name: 'Nadia Rahman',
      image: null,
      email: nadia.email,
      position: 'paralegal',
    });
    expect((await t.call('GET', '/api/law-firm/users/light')).status).toBe(401);
  });
});

describe('GET /law-firm/employee/{id}', () => {
  it('shows one employee with address, rules and participant types', async () => {
    const res = await t.call('GET', `/api/law-firm/employee/${nadia.id}`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.employee).toMatchObject({ id: nadia.id, address: HOUSTON, total_cases: 2 });
    expect(res.body.employee.participant_types).toHaveLength(1);
  });

  it('lets anyone see themselves, but not colleagues without VIEW_EMPLOYEES', async () => {
    const own = await t.call('GET', `/api/law-firm/employee/${nobody.id}`, { token: nobody.token });
    expect(own.status).toBe(200);
    expect(own.body.employee.rules.every((r: { action: string }) => r.action === 'none')).toBe(true);
    const other = await t.call('GET', `/api/law-firm/employee/${nadia.id}`, { token: nobody.token });
    expect(other.status).toBe(403);
  });

  it('answers 404 for another firm’s employee, a removed one, and an unknown id; 400 for a non-number', async () => {
    const [theirs] = (await t.call('GET', '/api/law-firm/users/light', { token: otherFirm.admin.token })).body;
    for (const id of [theirs.id, removed.id, 99_999_999]) {
      const res = await t.call('GET', `/api/law-firm/employee/${id}`, { token: firm.admin.token });
      expect(res.status).toBe(404);
    }
    expect((await t.call('GET', '/api/law-firm/employee/abc', { token: firm.admin.token })).status).toBe(400);
  });

  it('never lists a participant type of another firm on an employee', async () => {
    const theirs = await addParticipantType(t, otherFirm, 'Stray');
    await t.services.db.insert(participantTypeUsers).values({ participantTypeId: theirs, userId: nadia.id });
    const res = await t.call('GET', `/api/law-firm/employee/${nadia.id}`, { token: firm.admin.token });
    expect(res.body.employee.participant_types.map((p: { name: string }) => p.name)).toEqual(['Petitioner']);
  });
});
