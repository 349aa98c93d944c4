import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactParticipantTypes, participantTypes, participantTypeUsers, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let paralegal: TestUser;
let nobody: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  paralegal = await addEmployee(t, firm, {
    fullName: 'Omar Haddad',
    rules: [{ subject: 'participant_types', action: 'read' }],
  });
  creator = await addEmployee(t, firm, {
    fullName: 'Basma Nouri',
    rules: [{ subject: 'participant_types', action: 'create' }],
  });
  nobody = await addEmployee(t, firm, { fullName: 'Zed Nobody' });
});
afterAll(() => t.close());

const listUrl = (lawFirmId: number, query = '') =>
  `/api/participant_type/get_all_participant_types/law_firm/${lawFirmId}${query}`;
const addUrl = (lawFirmId: number) => `/api/participant_type/add-participant-type/${lawFirmId}`;
const add = (body: unknown, caller: TestUser = firm.admin, lawFirmId = firm.lawFirmId) =>
  t.call('POST', addUrl(lawFirmId), { token: caller.token, body });
const stored = (lawFirmId: number) =>
  t.services.db
    .select()
    .from(participantTypes)
    .where(eq(participantTypes.lawFirmId, lawFirmId))
    .orderBy(asc(participantTypes.id));
const storedUsers = async (typeId: number) =>
  (
    await t.services.db
      .select({ id: participantTypeUsers.userId })
      .from(participantTypeUsers)
      .where(eq(participantTypeUsers.participantTypeId, typeId))
      .orderBy(asc(participantTypeUsers.userId))
  ).map((r) => r.id);

describe('the participant types of a firm', () => {
  let firmOfItsOwn: TestFirm;
  beforeAll(async () => {
    firmOfItsOwn = await registerFirm(t, 'Empty Firm');
  });

  it('answers an empty list when the firm has none', async () => {
    const res = await t.call('GET', listUrl(firmOfItsOwn.lawFirmId), { token: firmOfItsOwn.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('creates one with its employees (201), and lists it by name with users and the caller’s assigned flag', async () => {
    const res = await add(
      { name: '  Interpreter ', description: ' Translates at interviews ', users: [paralegal.id, paralegal.id] },
      creator,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Interpreter',
      description: 'Translates at interviews',
      users: [{ id: paralegal.id, full_name: 'Omar Haddad', image: null }],
      assigned: false,
    });
    await add({ name: 'مقدم الالتماس', description: 'الشخص الذي يقدم الالتماس', users: [] });
    await add({ name: 'Beneficiary', description: 'The person who benefits', users: [firm.admin.id, paralegal.id] });

    const list = await t.call('GET', listUrl(firm.lawFirmId), { token: paralegal.token });
    expect(list.status).toBe(200);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Beneficiary', 'Interpreter', 'مقدم الالتماس']);
    expect(list.body.map((p: { assigned: boolean }) => p.assigned)).toEqual([true, true, false]);
    expect(list.body[0].users.map((u: { full_name: string }) => u.full_name)).toEqual(['Alex Admin', 'Omar Haddad']);

    const forAdmin = await t.call('GET', listUrl(firm.lawFirmId, `?user_id=${firm.admin.id}`), {
      token: paralegal.token,
    });
    expect(forAdmin.body.map((p: { assigned: boolean }) => p.assigned)).toEqual([true, false, false]);
  });

  it('answers {id, name, description} with details=false', async () => {
    const res = await t.call('GET', listUrl(firm.lawFirmId, '?details=false'), { token: firm.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(['description', 'id', 'name']);
  });

  it('leaves deactivated employees out of a type’s users', async () => {
    const leaver = await addEmployee(t, firm, { fullName: 'Gone Soon' });
    const res = await add({ name: 'Sponsor', description: 'Supports the petition', users: [leaver.id] });
    await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, leaver.id));
    const list = await t.call('GET', listUrl(firm.lawFirmId), { token: firm.admin.token });
    expect(list.body.find((p: { id: number }) => p.id === res.body.id).users).toEqual([]);
    const again = await add({ name: 'Sponsor 2', description: 'x', users: [leaver.id] });
    expect(again.status).toBe(404);
  });

  it.each([
    ['no name', { description: 'd' }, 'name'],
    ['a blank name', { name: '  ', description: 'd' }, 'name'],
    ['no description', { name: 'Witness' }, 'description'],
    ['a blank description', { name: 'Witness', description: ' ' }, 'description'],
    ['a name of 121 characters', { name: 'n'.repeat(121), description: 'd' }, 'name'],
    ['users that are not ids', { name: 'Witness', description: 'd', users: ['x'] }, 'users.0'],
  ])('refuses %s with 400 and a field error, adding nothing', async (_name, body, field) => {
    const before = await stored(firm.lawFirmId);
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await stored(firm.lawFirmId)).toEqual(before);
  });

  it('refuses a name the firm already uses (409, case-insensitive), but another firm may use it', async () => {
    await add({ name: 'Witness', description: 'Gives testimony' });
    const before = await stored(firm.lawFirmId);
    const res = await add({ name: 'WITNESS', description: 'Again' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('participant_type_exists');
    expect(await stored(firm.lawFirmId)).toEqual(before);
    expect((await add({ name: 'Witness', description: 'Theirs' }, otherFirm.admin, otherFirm.lawFirmId)).status).toBe(
      201,
    );
  });

  it('answers 404 for another firm’s law firm id or employees, adding nothing', async () => {
    const before = await stored(firm.lawFirmId);
    const theirs = await add({ name: 'Spy', description: 'x' }, firm.admin, otherFirm.lawFirmId);
    expect(theirs.status).toBe(404);
    const theirEmployee = await add({ name: 'Mixed', description: 'x', users: [otherFirm.admin.id] });
    expect(theirEmployee.status).toBe(404);
    expect(await stored(firm.lawFirmId)).toEqual(before);
    expect((await t.call('GET', listUrl(otherFirm.lawFirmId), { token: firm.admin.token })).status).toBe(404);
    expect(
      (await t.call('GET', listUrl(firm.lawFirmId, `?user_id=${otherFirm.admin.id}`), { token: firm.admin.token }))
        .status,
    ).toBe(404);
  });

  it('lets the screens that pick types list them, and refuses everyone else (403)', async () => {
    expect((await t.call('GET', listUrl(firm.lawFirmId), { token: nobody.token })).status).toBe(403);
    for (const subject of ['employees', 'contacts', 'cases'] as const) {
      const picker = await addEmployee(t, firm, { rules: [{ subject, action: 'create' }] });
      expect((await t.call('GET', listUrl(firm.lawFirmId), { token: picker.token })).status).toBe(200);
    }
    const before = await stored(firm.lawFirmId);
    expect((await add({ name: 'Nope', description: 'x' }, paralegal)).status).toBe(403);
    expect(await stored(firm.lawFirmId)).toEqual(before);
  });
});

describe('PUT and DELETE /api/participant_type/:id', () => {
  it('updates the name, description and users', async () => {
    const created = (await add({ name: 'Agent', description: 'Old', users: [firm.admin.id] })).body;
    const res = await t.call('PUT', `/api/participant_type/${created.id}`, {
      token: firm.admin.token,
      body: { name: 'Attorney Agent', description: 'New', users: [paralegal.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Attorney Agent', description: 'New', users: [{ id: paralegal.id }] });
    expect(await storedUsers(created.id)).toEqual([paralegal.id]);
    // Its own name again is no conflict; another type's is.
    const same = await t.call('PUT', `/api/participant_type/${created.id}`, {
      token: firm.admin.token,
      body: { name: 'attorney agent', description: 'New' },
    });
    expect(same.status).toBe(200);
    const clash = await t.call('PUT', `/api/participant_type/${created.id}`, {
      token: firm.admin.token,
      body: { name: 'Witness', description: 'New' },
    });
    expect(clash.status).toBe(409);
  });

  it('refuses bad input (400), other firms’ types (404) and users without update (403), changing nothing', async () => {
    const created = (await add({ name: 'Guardian', description: 'Old' })).body;
    const theirs = (await add({ name: 'Theirs', description: 'x' }, otherFirm.admin, otherFirm.lawFirmId)).body;
    const before = [...(await stored(firm.lawFirmId)), ...(await stored(otherFirm.lawFirmId))];
    const put = (id: number, body: unknown, caller = firm.admin) =>
      t.call('PUT', `/api/participant_type/${id}`, { token: caller.token, body });
    expect((await put(created.id, { name: '', description: 'x' })).status).toBe(400);
    expect((await put(theirs.id, { name: 'Mine now', description: 'x' })).status).toBe(404);
    expect((await put(created.id, { name: 'Mine', description: 'x' }, creator)).status).toBe(403);
    expect((await put(created.id, { name: 'Mine', description: 'x', users: [otherFirm.admin.id] })).status).toBe(404);
    expect([...(await stored(firm.lawFirmId)), ...(await stored(otherFirm.lawFirmId))]).toEqual(before);
  });

  it('deletes a type with its links to contacts and employees; 404 for others’, 403 without manage', async () => {
    const created = (await add({ name: 'Translator', description: 'x', users: [paralegal.id] })).body;
    const contact = await t.call('POST', '/api/contacts', {
      token: firm.admin.token,
      body: {
        name: 'Acme',
        contact_type: 'company',
        current_address: { country: { id: 'US', name: 'United States' }, city: { id: null, name: 'Houston' } },
      },
    });
    await t.call('POST', `/api/contacts/${contact.body.id}/participant-types`, {
      token: firm.admin.token,
      body: { participant_type_id: [created.id] },
    });
    expect((await t.call('DELETE', `/api/participant_type/${created.id}`, { token: creator.token })).status).toBe(403);
    const theirs = (await add({ name: 'Other', description: 'x' }, otherFirm.admin, otherFirm.lawFirmId)).body;
    expect((await t.call('DELETE', `/api/participant_type/${theirs.id}`, { token: firm.admin.token })).status).toBe(
      404,
    );
    const res = await t.call('DELETE', `/api/participant_type/${created.id}`, { token: firm.admin.token });
    expect(res.status).toBe(204);
    expect((await stored(firm.lawFirmId)).some((p) => p.id === created.id)).toBe(false);
    expect(await storedUsers(created.id)).toEqual([]);
    const links = await t.services.db
      .select()
      .from(contactParticipantTypes)
      .where(eq(contactParticipantTypes.participantTypeId, created.id));
    expect(links).toEqual([]);
    expect((await stored(otherFirm.lawFirmId)).some((p) => p.id === theirs.id)).toBe(true);
  });
});
