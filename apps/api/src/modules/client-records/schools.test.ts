import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchools } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditCount, buildWorld, insertClient, type RecordsWorld, rowCount } from '../../test/kits/client-records.js';

let t: TestApp;
let w: RecordsWorld;
let admin: string;

const add = (clientId: number, body: unknown, token = admin) =>
  t.call('POST', `/api/client/${clientId}/add-client-school`, { token, body });
const patch = (clientId: number, id: number, body: unknown, token = admin) =>
  t.call('PATCH', `/api/client/${clientId}/update-client-school/${id}`, { token, body });
const list = (clientId: number, token = admin) => t.call('GET', `/api/client/${clientId}/schools`, { token });
const remove = (clientId: number, id: number, token = admin) =>
  t.call('DELETE', `/api/client/${clientId}/schools/${id}`, { token });

let clientSeq = 0;
const newClient = () => insertClient(t, w.firm.lawFirmId, `Student${++clientSeq}`, 'Learner');

const FULL = {
  company_or_school_name: 'University of Houston',
  degree_awarded: 'Master of Science',
  field_of_study: 'Computer Science',
  date_from: '2016-08-22',
  date_to: '2018-05-12',
  is_current_school: false,
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  admin = w.firm.admin.token;
});
afterAll(() => t.close());

describe('POST /api/client/:clientId/add-client-school', () => {
  it('adds a school with every field, answers it, and audits it', async () => {
    const clientId = await newClient();
    const res = await add(clientId, FULL);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...FULL, id: expect.any(Number) });
    expect(await auditCount(t, 'client.school_added', res.body.id)).toBe(1);
    expect((await list(clientId)).body.schools).toEqual([res.body]);
  });

  it('needs only the school name', async () => {
    const res = await add(await newClient(), { company_or_school_name: 'جامعة القاهرة' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ degree_awarded: null, date_from: null, is_current_school: false });
  });

  it('requires the school name, checks the dates, and changes nothing when refused', async () => {
    const clientId = await newClient();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ company_or_school_name: undefined }, 'company_or_school_name'],
      [{ company_or_school_name: '  ' }, 'company_or_school_name'],
      [{ date_to: 'May 2018' }, 'date_to'],
      [{ date_from: '2019-01-01', date_to: '2018-01-01' }, 'date_to'],
      [{ is_current_school: 1 }, 'is_current_school'],
    ];
    for (const [change, field] of cases) {
      const res = await add(clientId, { ...FULL, ...change });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
    expect(await rowCount(t, clientSchools, clientId)).toBe(0);
  });
});

describe('PATCH /api/client/:clientId/update-client-school/:schoolId', () => {
  it('changes only the fields sent and answers the school', async () => {
    const clientId = await newClient();
    const created = (await add(clientId, FULL)).body;
    const res = await patch(clientId, created.id, { degree_awarded: 'PhD', date_to: null, is_current_school: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, degree_awarded: 'PhD', date_to: null, is_current_school: true });
    expect(await auditCount(t, 'client.school_updated', created.id)).toBe(1);
    expect((await list(clientId)).body.schools).toEqual([res.body]);
  });

  it('refuses an empty name, or an end before the stored start, and changes nothing', async () => {
    const clientId = await newClient();
    const created = (await add(clientId, FULL)).body;
    const empty = await patch(clientId, created.id, { company_or_school_name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('company_or_school_name');
    const early = await patch(clientId, created.id, { date_to: '2015-01-01' });
    expect(early.status).toBe(400);
    expect(early.body.fields).toHaveProperty('date_to');
    expect((await list(clientId)).body.schools).toEqual([created]);
    expect(await auditCount(t, 'client.school_updated', created.id)).toBe(0);
  });
});

describe('tenancy and permissions', () => {
  let schoolId: number;
  beforeAll(async () => {
    schoolId = (await add(w.clientId, FULL)).body.id;
  });

  it('answers 404 for another firm’s client, an unknown school, or a school of another client', async () => {
    const foreign = w.otherFirm.admin.token;
    expect((await list(w.clientId, foreign)).status).toBe(404);
    expect((await add(w.clientId, FULL, foreign)).status).toBe(404);
    expect((await patch(w.clientId, schoolId, { degree_awarded: 'X' }, foreign)).status).toBe(404);
    expect((await remove(w.clientId, schoolId, foreign)).status).toBe(404);
    expect((await add(w.foreignClientId, FULL)).status).toBe(404);
    expect((await list(w.foreignClientId)).status).toBe(404);
    expect((await patch(w.siblingClientId, schoolId, { degree_awarded: 'X' })).status).toBe(404);
    expect((await remove(w.siblingClientId, schoolId)).status).toBe(404);
    expect((await patch(w.clientId, 999999, { degree_awarded: 'X' })).status).toBe(404);
    expect((await list(w.clientId)).body.schools[0].degree_awarded).toBe(FULL.degree_awarded);
    expect(await rowCount(t, clientSchools, w.foreignClientId)).toBe(0);
  });

  it('needs clients read to list, update to add or edit, manage to delete', async () => {
    const { none, read, create, update: updater, manage } = w.staff;
    expect((await list(w.clientId, none.token)).status).toBe(403);
    expect((await list(w.clientId, read.token)).status).toBe(200);
    expect((await add(w.clientId, FULL, read.token)).status).toBe(403);
    expect((await add(w.clientId, FULL, create.token)).status).toBe(403);
    expect((await patch(w.clientId, schoolId, { degree_awarded: 'X' }, create.token)).status).toBe(403);
    expect((await patch(w.clientId, schoolId, { degree_awarded: 'BSc' }, updater.token)).status).toBe(200);
    expect((await remove(w.clientId, schoolId, updater.token)).status).toBe(403);
    expect((await remove(w.clientId, schoolId, manage.token)).status).toBe(204);
    expect(await auditCount(t, 'client.school_deleted', schoolId)).toBe(1);
    expect((await list(w.clientId)).body.schools).toEqual([]);
  });
});
