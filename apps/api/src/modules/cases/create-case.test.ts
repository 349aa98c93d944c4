import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, caseTasks, caseTeamLeads, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addClient, addContact, caseTables, multipart, type TestClient } from '../../test/kits/cases.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: TestClient;
let omar: TestClient;
let lead: TestUser;
let colleague: TestUser;
let theirClient: TestClient;
let theirEmployee: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, { firstName: 'Maria', middleName: 'Luisa', lastName: 'Gomez' });
  omar = await addClient(t, firm, { firstName: 'Omar', lastName: 'Haddad' });
  lead = await addEmployee(t, firm, { position: 'attorney', fullName: 'Nadia Attorney' });
  colleague = await addEmployee(t, firm, { position: 'paralegal', fullName: 'Paul Paralegal' });
  theirClient = await addClient(t, otherFirm, { firstName: 'Other', lastName: 'Person' });
  theirEmployee = await addEmployee(t, otherFirm, { position: 'attorney' });
});
afterAll(() => t.close());

const base = () => ({
  title: 'Asylum application',
  description: 'Affirmative asylum, filed within one year of arrival.',
  contact_id: String(maria.contactId),
  law_firm_id: String(firm.lawFirmId),
  team_leads: JSON.stringify([lead.id]),
});

const post = (
  fields: Record<string, string | string[] | undefined>,
  token = firm.admin.token,
  files?: Record<string, string>,
) => {
  const { body, headers } = multipart(fields, files);
  return t.call('POST', '/api/case/', { token, body, headers });
};

describe('POST /api/case/', () => {
  it('creates a PENDING case for a client’s contact, with its team leads (a workflow’s tasks: case-tasks tests)', async () => {
    const before = Date.now();
    const res = await post({
      ...base(),
      status: 'CLOSED',
      created_at: '2001-01-01T00:00:00Z',
      updated_at: '2001-01-01T00:00:00Z',
      team_leads: JSON.stringify([lead.id, colleague.id, lead.id]),
      language: 'ar',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Asylum application',
      description: 'Affirmative asylum, filed within one year of arrival.',
      status: 'PENDING',
      case_type: 'STANDARD',
      client_id: maria.clientId,
      contact_id: maria.contactId,
      primary_contact_id: null,
      law_firm_id: firm.lawFirmId,
      workflow_id: null,
      alt_steps_ids: [],
      language: 'ar',
      closed_at: null,
      team_leads: [lead.id, colleague.id],
      task_assignments: [],
    });
    // The client's dates are ignored: the server's clock decides.
    expect(new Date(res.body.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const { db } = t.services;
    const [row] = await db.select().from(cases).where(eq(cases.id, res.body.id));
    expect(row).toMatchObject({ status: 'PENDING', createdByUserId: firm.admin.id, clientId: maria.clientId });
    const leads = await db.select().from(caseTeamLeads).where(eq(caseTeamLeads.caseId, res.body.id));
    expect(leads.map((l) => l.userId).sort()).toEqual([lead.id, colleague.id].sort());
    const tasks = await db.select().from(caseTasks).where(eq(caseTasks.caseId, res.body.id));
    expect(tasks).toHaveLength(0);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.created'), eq(auditLog.entityId, String(res.body.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ lawFirmId: firm.lawFirmId, userId: firm.admin.id });
  });

  it('takes team leads as repeated fields too, and treats blank optional fields as not given', async () => {
    const res = await post({
      ...base(),
      team_leads: undefined,
      'team_leads[]': [String(lead.id), String(colleague.id)],
      workflow_id: '',
      description: '  ',
      primary_contact_id: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ team_leads: [lead.id, colleague.id], workflow_id: null, description: null });
  });

  it('lets an employee with cases:create open a case', async () => {
    const creator = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'create' }] });
    const res = await post({ ...base(), contact_id: String(omar.contactId) }, creator.token);
    expect(res.status).toBe(201);
    expect(res.body.client_id).toBe(omar.clientId);
  });

  describe('organisations', () => {
    it('gives an organisation’s case to the client its primary contact stands for', async () => {
      const org = await addContact(t, firm, {
        name: 'Gulf Coast Welding LLC',
        contactType: 'company',
        primaryContactId: omar.contactId,
      });
      const res = await post({ ...base(), contact_id: String(org) });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ client_id: omar.clientId, contact_id: org, primary_contact_id: omar.contactId });
    });

    it('uses the primary contact sent with the case before the organisation’s own', async () => {
      const org = await addContact(t, firm, {
        name: 'Bayou Tech Inc',
        contactType: 'company',
        primaryContactId: omar.contactId,
      });
      const res = await post({ ...base(), contact_id: String(org), primary_contact_id: String(maria.contactId) });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ client_id: maria.clientId, primary_contact_id: maria.contactId });
    });

    it('refuses an organisation without a primary contact with 422 primary_contact_required', async () => {
      const org = await addContact(t, firm, { name: 'No Primary Corp', contactType: 'company' });
      const before = await caseTables(t, firm.lawFirmId);
      const res = await post({ ...base(), contact_id: String(org) });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'primary_contact_required',
        message: "The selected contact doesn't have a primary contact. You must add a primary contact to proceed.",
      });
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    });

    it('refuses an organisation whose primary contact is not a client with 422 contact_not_client', async () => {
      const person = await addContact(t, firm, { name: 'Just A Person' });
      const org = await addContact(t, firm, { name: 'Side Corp', contactType: 'company', primaryContactId: person });
      const before = await caseTables(t, firm.lawFirmId);
      const res = await post({ ...base(), contact_id: String(org) });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('contact_not_client');
      const sent = await post({ ...base(), contact_id: String(org), primary_contact_id: String(person) });
      expect(sent.status).toBe(422);
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    });
  });

  it('refuses a person who is not a client with 422 contact_not_client', async () => {
    const person = await addContact(t, firm, { name: 'Witness Only' });
    const before = await caseTables(t, firm.lawFirmId);
    const res = await post({ ...base(), contact_id: String(person) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'contact_not_client' });
    expect(res.body.message).toMatch(/client/);
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
  });

  describe('ids that are not the firm’s answer 404 and change nothing', () => {
    it.each([
      ['another firm’s law_firm_id', () => ({ law_firm_id: String(otherFirm.lawFirmId) })],
      ['another firm’s contact', () => ({ contact_id: String(theirClient.contactId) })],
      ['a contact that does not exist', () => ({ contact_id: '99999999' })],
      ['another firm’s user as team lead', () => ({ team_leads: JSON.stringify([lead.id, theirEmployee.id]) })],
      [
        'another firm’s user as task assignee',
        () => ({ task_assignments: JSON.stringify([{ task_id: 1, user_id: theirEmployee.id }]) }),
      ],
    ])('%s', async (_name, change) => {
      const before = await caseTables(t, firm.lawFirmId);
      const theirsBefore = await caseTables(t, otherFirm.lawFirmId);
      const res = await post({ ...base(), ...change() });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
      expect(await caseTables(t, otherFirm.lawFirmId)).toEqual(theirsBefore);
    });

    it('another firm’s contact as the organisation’s primary contact', async () => {
      const org = await addContact(t, firm, { name: 'Border Corp', contactType: 'company' });
      const before = await caseTables(t, firm.lawFirmId);
      const res = await post({ ...base(), contact_id: String(org), primary_contact_id: String(theirClient.contactId) });
      expect(res.status).toBe(404);
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    });

    it('another firm’s primary contact sent beside a client’s own contact (not dropped unread)', async () => {
      const before = await caseTables(t, firm.lawFirmId);
      const res = await post({ ...base(), primary_contact_id: String(theirClient.contactId) });
      expect(res.status).toBe(404);
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    });

    it('a deleted contact', async () => {
      const gone = await addContact(t, firm, {
        name: 'Gone Corp',
        contactType: 'company',
        primaryContactId: maria.contactId,
        deleted: true,
      });
      const res = await post({ ...base(), contact_id: String(gone) });
      expect(res.status).toBe(404);
    });

    it('a deactivated employee as team lead', async () => {
      const former = await addEmployee(t, firm, { position: 'attorney' });
      await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, former.id));
      const before = await caseTables(t, firm.lawFirmId);
      const res = await post({ ...base(), team_leads: JSON.stringify([former.id]) });
      expect(res.status).toBe(404);
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    });
  });

  describe('bad input answers 400 with field errors and changes nothing', () => {
    it.each([
      ['no title', { title: undefined }, ['title']],
      ['a blank title', { title: '   ' }, ['title']],
      ['a title over 255 characters', { title: 'x'.repeat(256) }, ['title']],
      ['no contact', { contact_id: undefined }, ['contact_id']],
      ['a contact id that is not a number', { contact_id: 'abc' }, ['contact_id']],
      ['no law firm', { law_firm_id: undefined }, ['law_firm_id']],
      ['no team lead', { team_leads: '[]' }, ['team_leads']],
      ['team leads missing', { team_leads: undefined }, ['team_leads']],
      ['a team lead that is not an id', { team_leads: '["x"]' }, ['team_leads.0']],
      ['task assignments that are not JSON', { task_assignments: '[{oops' }, ['task_assignments']],
      [
        'a task assigned twice',
        {
          task_assignments: JSON.stringify([
            { task_id: 1, user_id: 2 },
            { task_id: 1, user_id: 3 },
          ]),
        },
        ['task_assignments'],
      ],
      [
        'a task assignment without a user',
        { task_assignments: JSON.stringify([{ task_id: 1 }]) },
        ['task_assignments.0.user_id'],
      ],
      ['a workflow id that is not a number', { workflow_id: 'first' }, ['workflow_id']],
      ['alternative steps that are not ids', { alt_steps_ids: '[0]' }, ['alt_steps_ids.0']],
    ])('%s', async (_name, change, fields) => {
      const before = await caseTables(t, firm.lawFirmId);
      const res = await post({ ...base(), ...change });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(Object.keys(res.body.fields).sort()).toEqual(fields);
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    });

    it('gives the team-lead rule its own message', async () => {
      const res = await post({ ...base(), team_leads: '[]' });
      expect(res.body.fields.team_leads).toBe('Assign a team lead before proceeding.');
    });

    it('refuses files', async () => {
      const before = await caseTables(t, firm.lawFirmId);
      const res = await post(base(), firm.admin.token, { attachment: 'hello' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['attachment']);
      expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    });
  });

  it('refuses an employee without cases:create with 403 and changes nothing', async () => {
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'read' }] });
    const before = await caseTables(t, firm.lawFirmId);
    const res = await post(base(), reader.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
  });

  it('refuses a caller without a token', async () => {
    const { body, headers } = multipart(base());
    const res = await t.call('POST', '/api/case/', { body, headers });
    expect(res.status).toBe(401);
  });
});
