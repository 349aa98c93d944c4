import { CASE_MEMBER_MESSAGES } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseMembers, cases, users } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../../test/firms.js';
import { insertClient } from '../../../test/kits/client-records.js';
import { auditCount } from '../../../test/kits/documents.js';
import { multipart } from '../../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
/** Cases at update (may assign), at read (may only list), and without cases at all. */
let lead: TestUser;
let reader: TestUser;
let outsider: TestUser;
let arabicSpeaker: TestUser;
let formerEmployee: TestUser;
let foreignEmployee: TestUser;
let clientId: number;
let caseId: number;
let foreignCaseId: number;

const assignPath = (lawFirmId = firm.lawFirmId) => `/api/law-firm/${lawFirmId}/document-filling`;
const membersPath = (id = caseId) => `/api/case/${id}/members`;

async function assign(token: string, fields: Record<string, string>, lawFirmId = firm.lawFirmId) {
  const { body, headers } = await multipart(fields);
  return t.call('POST', assignPath(lawFirmId), { token, body, headers });
}
const memberRows = async (id = caseId) => {
  const [row] = await t.services.db.select({ n: count() }).from(caseMembers).where(eq(caseMembers.caseId, id));
  return row?.n ?? 0;
};
const outbox = async () => (await t.services.mailer.listOutbox(firm.lawFirmId, 1, 50)).items;

async function insertCase(lawFirmId: number, owner: number, title: string, status = 'PENDING') {
  const [row] = await t.services.db.insert(cases).values({ lawFirmId, clientId: owner, title, status }).returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Members Firm');
  otherFirm = await registerFirm(t, 'Other Members LLP');
  lead = await addEmployee(t, firm, { fullName: 'Nadia Lead', rules: [{ subject: 'cases', action: 'update' }] });
  reader = await addEmployee(t, firm, { fullName: 'Omar Reader', rules: [{ subject: 'cases', action: 'read' }] });
  outsider = await addEmployee(t, firm, { fullName: 'Ivy Outside', rules: [] });
  arabicSpeaker = await addEmployee(t, firm, { fullName: 'سلمى حداد', rules: [{ subject: 'cases', action: 'read' }] });
  await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabicSpeaker.id));
  formerEmployee = await addEmployee(t, firm, { fullName: 'Gone Away' });
  await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, formerEmployee.id));
  foreignEmployee = await addEmployee(t, otherFirm, { rules: [{ subject: 'cases', action: 'read' }] });
  clientId = await insertClient(t, firm.lawFirmId, 'Ahmed', 'Hassan');
  caseId = await insertCase(firm.lawFirmId, clientId, 'Spousal petition');
  const foreignClient = await insertClient(t, otherFirm.lawFirmId, 'Their', 'Client');
  foreignCaseId = await insertCase(otherFirm.lawFirmId, foreignClient, 'Their case');
});
afterAll(() => t.close());

describe('case member assignment: POST /law-firm/{firmId}/document-filling without a form', () => {
  it('adds the employees (201 with the members), audited, and mails each new member in their language', async () => {
    const res = await assign(lead.token, {
      employees: JSON.stringify([reader.id, arabicSpeaker.id, lead.id]),
      case_id: String(caseId),
    });
    expect(res.status).toBe(201);
    expect(res.body.case_id).toBe(caseId);
    expect(res.body.members.map((m: { id: number }) => m.id).sort()).toEqual(
      [reader.id, arabicSpeaker.id, lead.id].sort(),
    );
    expect(res.body.members[0]).toEqual({ id: expect.any(Number), full_name: 'Nadia Lead', image: null });
    expect(await auditCount(t, 'case.members_added', caseId)).toBe(1);

    const mails = await outbox();
    const english = mails.find((m) => m.to.includes(reader.email));
    const arabic = mails.find((m) => m.to.includes(arabicSpeaker.email));
    expect(english?.subject).toBe('You were added to the case Spousal petition');
    expect(english?.text).toContain(`/en/client/${clientId}/cases/${caseId}`);
    expect(arabic?.subject).toContain('أُضفت إلى القضية');
    expect(arabic?.text).toContain(`/ar/client/${clientId}/cases/${caseId}`);
    // The caller is not mailed about their own assignment.
    expect(mails.some((m) => m.to.includes(lead.email))).toBe(false);
  });

  it('keeps members already present (no duplicate, no second mail) and takes a JSON body', async () => {
    const before = (await outbox()).length;
    const res = await t.call('POST', assignPath(), {
      token: lead.token,
      body: { employees: [reader.id, reader.id], case_id: caseId },
    });
    expect(res.status).toBe(201);
    expect(await memberRows()).toBe(3);
    expect((await outbox()).length).toBe(before);
  });

  it('refuses an empty list or an empty id (400) and changes nothing', async () => {
    const empty = await assign(lead.token, { employees: '[]', case_id: String(caseId) });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.employees).toBe(CASE_MEMBER_MESSAGES.employeesRequired);
    const blank = await assign(lead.token, { employees: JSON.stringify(['', outsider.id]), case_id: String(caseId) });
    expect(blank.status).toBe(400);
    expect(blank.body.fields['employees.0']).toBe(CASE_MEMBER_MESSAGES.employeeIdRequired);
    expect(await memberRows()).toBe(3);
  });

  it('answers 404 for another firm’s case, employee or firm path, and for an inactive employee', async () => {
    const fields = (employees: number[], id = caseId) => ({
      employees: JSON.stringify(employees),
      case_id: String(id),
    });
    expect((await assign(lead.token, fields([outsider.id], foreignCaseId))).status).toBe(404);
    expect((await assign(lead.token, fields([foreignEmployee.id]))).status).toBe(404);
    expect((await assign(lead.token, fields([formerEmployee.id]))).status).toBe(404);
    expect((await assign(lead.token, fields([outsider.id]), otherFirm.lawFirmId)).status).toBe(404);
    expect(await memberRows()).toBe(3);
    expect(await memberRows(foreignCaseId)).toBe(0);
  });

  it('needs update on cases (403), and a closed case refuses new members (422 case_closed)', async () => {
    const fields = { employees: JSON.stringify([outsider.id]), case_id: String(caseId) };
    expect((await assign(reader.token, fields)).status).toBe(403);
    // Assigning forms to fill is no right to change a case's team.
    const formsOnly = await addEmployee(t, firm, { rules: [{ subject: 'forms', action: 'manage' }] });
    expect((await assign(formsOnly.token, fields)).status).toBe(403);
    const closed = await insertCase(firm.lawFirmId, clientId, 'Done and dusted', 'CLOSED');
    const res = await assign(lead.token, { ...fields, case_id: String(closed) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('case_closed');
    expect(await memberRows(closed)).toBe(0);
  });
});

describe('GET /case/{caseId}/members', () => {
  it('lists the members by name with VIEW_CASES; 403 without it; 404 for another firm’s case', async () => {
    const res = await t.call('GET', membersPath(), { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.members.map((m: { full_name: string }) => m.full_name)).toEqual([
      'Nadia Lead',
      'Omar Reader',
      'سلمى حداد',
    ]);
    expect((await t.call('GET', membersPath(), { token: outsider.token })).status).toBe(403);
    expect((await t.call('GET', membersPath(foreignCaseId), { token: firm.admin.token })).status).toBe(404);
  });
});

describe('DELETE /case/{caseId}/members/{userId}', () => {
  it('needs update on cases (403); another firm’s case or user, or a non-member, is 404', async () => {
    expect((await t.call('DELETE', `${membersPath()}/${reader.id}`, { token: reader.token })).status).toBe(403);
    expect((await t.call('DELETE', `${membersPath(foreignCaseId)}/${reader.id}`, { token: lead.token })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `${membersPath()}/${foreignEmployee.id}`, { token: lead.token })).status).toBe(404);
    expect((await t.call('DELETE', `${membersPath()}/${outsider.id}`, { token: lead.token })).status).toBe(404);
    expect(await memberRows()).toBe(3);
  });

  it('leaves a closed case’s members alone (422 case_closed)', async () => {
    await t.services.db.update(cases).set({ status: 'CLOSED' }).where(eq(cases.id, caseId));
    const res = await t.call('DELETE', `${membersPath()}/${reader.id}`, { token: lead.token });
    await t.services.db.update(cases).set({ status: 'PENDING' }).where(eq(cases.id, caseId));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('case_closed');
    expect(await memberRows()).toBe(3);
  });

  it('removes one member (204), audited', async () => {
    const res = await t.call('DELETE', `${membersPath()}/${reader.id}`, { token: lead.token });
    expect(res.status).toBe(204);
    expect(await memberRows()).toBe(2);
    expect(await auditCount(t, 'case.member_removed', caseId)).toBe(1);
  });
});
