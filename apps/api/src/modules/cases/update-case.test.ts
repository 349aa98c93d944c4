import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cases, caseTeamLeads, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addClient, caseTables, type TestClient } from '../../test/kits/cases.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: TestClient;
let nadia: TestUser;
let paul: TestUser;
let theirEmployee: TestUser;
let theirCase: number;
let caseId: number;
let foiaId: number;

const insertCase = async (lawFirmId: number, client: TestClient, caseType: 'STANDARD' | 'FOIA' = 'STANDARD') => {
  const [row] = await t.services.db
    .insert(cases)
    .values({ lawFirmId, clientId: client.clientId, contactId: client.contactId, title: 'Original title', caseType })
    .returning({ id: cases.id });
  return row!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, { firstName: 'Maria', lastName: 'Gomez' });
  nadia = await addEmployee(t, firm, { position: 'attorney', fullName: 'Nadia Attorney' });
  paul = await addEmployee(t, firm, { position: 'paralegal', fullName: 'Paul Paralegal' });
  theirEmployee = await addEmployee(t, otherFirm, { position: 'attorney' });
  theirCase = await insertCase(otherFirm.lawFirmId, await addClient(t, otherFirm, { firstName: 'O', lastName: 'P' }));
});
beforeEach(async () => {
  caseId = await insertCase(firm.lawFirmId, maria);
  await t.services.db.insert(caseTeamLeads).values({ caseId, userId: nadia.id });
  foiaId = await insertCase(firm.lawFirmId, maria, 'FOIA');
});
afterAll(() => t.close());

const put = (id: number, body: unknown, token = firm.admin.token) => t.call('PUT', `/api/case/${id}`, { token, body });

describe('PUT /api/case/:id', () => {
  it('changes the title, description, status and team leads, and answers the profile', async () => {
    const res = await put(caseId, {
      title: '  Asylum application  ',
      description: 'Now with the I-589 filed.',
      status: 'IN_PROGRESS',
      team_leads: [paul.id, nadia.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: caseId,
      title: 'Asylum application',
      description: 'Now with the I-589 filed.',
      status: 'IN_PROGRESS',
      client: { id: maria.clientId },
    });
    expect(res.body.team_leads.map((l: { id: number }) => l.id)).toEqual([nadia.id, paul.id]);
    const audit = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.updated'), eq(auditLog.entityId, String(caseId))));
    expect(audit).toHaveLength(1);
  });

  it('changes only what is sent, and clears the description with an empty text', async () => {
    await put(caseId, { description: 'Something' });
    const res = await put(caseId, { description: '' });
    expect(res.body).toMatchObject({ title: 'Original title', description: null, status: 'PENDING' });
    expect(res.body.team_leads.map((l: { id: number }) => l.id)).toEqual([nadia.id]);
  });

  it('takes every status of the domain list', async () => {
    for (const status of ['OPEN', 'ON_HOLD', 'CLOSED', 'PENDING']) {
      expect((await put(caseId, { status })).body.status).toBe(status);
    }
  });

  it('keeps at least one team lead on a standard case, but lets a FOIA case have none', async () => {
    const before = await caseTables(t, firm.lawFirmId);
    const res = await put(caseId, { team_leads: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ team_leads: 'Assign a team lead before proceeding.' });
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    expect((await put(foiaId, { team_leads: [] })).status).toBe(200);
    expect((await put(foiaId, { team_leads: [paul.id] })).body.team_leads).toHaveLength(1);
  });

  it('lets a deactivated lead stay on the case but refuses adding one', async () => {
    const former = await addEmployee(t, firm, { position: 'attorney' });
    await t.services.db.insert(caseTeamLeads).values({ caseId, userId: former.id });
    await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, former.id));
    expect((await put(caseId, { team_leads: [nadia.id, former.id] })).status).toBe(200);
    const before = await caseTables(t, firm.lawFirmId);
    expect((await put(foiaId, { team_leads: [former.id] })).status).toBe(404);
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
  });

  it.each([
    ['nothing', {}, ['_']],
    ['a blank title', { title: '  ' }, ['title']],
    ['an unknown status', { status: 'DONE' }, ['status']],
    ['a team lead that is not an id', { team_leads: ['x'] }, ['team_leads.0']],
    ['an unknown field', { client_id: 3 }, ['_']],
  ])('refuses %s with 400, changing nothing', async (_name, body, fields) => {
    const before = await caseTables(t, firm.lawFirmId);
    const res = await put(caseId, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual(fields);
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
  });

  it('answers 404 for another firm’s case or user, changing nothing', async () => {
    const before = await caseTables(t, firm.lawFirmId);
    const theirsBefore = await caseTables(t, otherFirm.lawFirmId);
    expect((await put(theirCase, { title: 'Mine now' })).status).toBe(404);
    expect((await put(caseId, { title: 'Changed', team_leads: [theirEmployee.id] })).status).toBe(404);
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    expect(await caseTables(t, otherFirm.lawFirmId)).toEqual(theirsBefore);
  });

  it('needs cases:update (403 otherwise, changing nothing)', async () => {
    const creator = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'create' }] });
    const editor = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'update' }] });
    const before = await caseTables(t, firm.lawFirmId);
    const refused = await put(caseId, { title: 'Nope' }, creator.token);
    expect(refused.status).toBe(403);
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    expect((await put(caseId, { title: 'Yes' }, editor.token)).status).toBe(200);
  });
});
