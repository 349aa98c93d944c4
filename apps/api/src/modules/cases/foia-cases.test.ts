import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, caseTables, type TestClient } from '../../test/kits/cases.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let john: TestClient;
let theirClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  john = await addClient(t, firm, { firstName: 'John', middleName: 'Patrick', lastName: "O'Brien" });
  theirClient = await addClient(t, otherFirm, { firstName: 'Other', lastName: 'Person' });
});
afterAll(() => t.close());

const post = (body: unknown, token = firm.admin.token) => t.call('POST', '/api/foia-cases', { token, body });

describe('POST /api/foia-cases', () => {
  it('opens a PENDING FOIA case for the client, on the client’s contact, with a trimmed title', async () => {
    const res = await post({ client_id: john.clientId, title: '  FOIA Request: USCIS A-File  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'FOIA Request: USCIS A-File',
      case_type: 'FOIA',
      status: 'PENDING',
      client_id: john.clientId,
      contact_id: john.contactId,
      law_firm_id: firm.lawFirmId,
      team_leads: [],
      description: null,
    });
    const [row] = await t.services.db.select().from(cases).where(eq(cases.id, res.body.id));
    expect(row).toMatchObject({ caseType: 'FOIA', createdByUserId: firm.admin.id });
    const audit = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.foia_created'), eq(auditLog.entityId, String(res.body.id))));
    expect(audit).toHaveLength(1);

    const listed = await t.call('GET', `/api/client/${john.clientId}/cases`, { token: firm.admin.token });
    expect(listed.body.cases.map((c: { id: number }) => c.id)).toContain(res.body.id);
  });

  it('accepts the client id as text (the picker’s related_entity_id)', async () => {
    const res = await post({ client_id: String(john.clientId), title: 'FOIA: CBP records' });
    expect(res.status).toBe(201);
  });

  it.each([
    ['a blank title', () => ({ client_id: john.clientId, title: '   ' }), ['title']],
    ['no title', () => ({ client_id: john.clientId }), ['title']],
    ['no client', () => ({ title: 'FOIA' }), ['client_id']],
    ['a client id that is not a number', () => ({ client_id: 'john', title: 'FOIA' }), ['client_id']],
    ['a title over 255 characters', () => ({ client_id: john.clientId, title: 'x'.repeat(256) }), ['title']],
  ])('refuses %s with 400 and field errors, changing nothing', async (_name, body, fields) => {
    const before = await caseTables(t, firm.lawFirmId);
    const res = await post(body());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields).sort()).toEqual(fields);
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
  });

  it('answers 404 for another firm’s client or an unknown one, changing nothing', async () => {
    const before = await caseTables(t, firm.lawFirmId);
    const theirsBefore = await caseTables(t, otherFirm.lawFirmId);
    for (const clientId of [theirClient.clientId, 99_999_999]) {
      const res = await post({ client_id: clientId, title: 'FOIA' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    expect(await caseTables(t, otherFirm.lawFirmId)).toEqual(theirsBefore);
  });

  it('needs cases:create (403 otherwise, changing nothing)', async () => {
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'read' }] });
    const creator = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'create' }] });
    const before = await caseTables(t, firm.lawFirmId);
    const res = await post({ client_id: john.clientId, title: 'FOIA' }, reader.token);
    expect(res.status).toBe(403);
    expect(await caseTables(t, firm.lawFirmId)).toEqual(before);
    expect((await post({ client_id: john.clientId, title: 'FOIA' }, creator.token)).status).toBe(201);
  });
});
