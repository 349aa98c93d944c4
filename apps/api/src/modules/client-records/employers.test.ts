import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEmployers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditCount, buildWorld, insertClient, type RecordsWorld, rowCount } from '../../test/kits/client-records.js';

let t: TestApp;
let w: RecordsWorld;
let admin: string;

const add = (clientId: number, body: unknown, token = admin) =>
  t.call('POST', `/api/client/${clientId}/add-client-employer`, { token, body });
const update = (clientId: number, id: number, body: unknown, token = admin) =>
  t.call('PUT', `/api/client/${clientId}/update-client-employer/${id}`, { token, body });
const list = (clientId: number, token = admin) => t.call('GET', `/api/client/${clientId}/employers`, { token });
const remove = (clientId: number, id: number, token = admin) =>
  t.call('DELETE', `/api/client/${clientId}/employers/${id}`, { token });

let clientSeq = 0;
const newClient = () => insertClient(t, w.firm.lawFirmId, `Worker${++clientSeq}`, 'Employed');

const FULL = {
  company_or_school_name: 'Gulf Coast Energy Services',
  annual_salary: 84250.75,
  job_title: 'Senior Engineer',
  occupation: 'Petroleum engineer',
  date_from: '2019-03-01',
  date_to: null,
  supervisor: 'Dana Whitfield',
  duties: 'Designs and supervises well completion programs.',
  is_current_employer: true,
  is_foreign_employer: false,
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  admin = w.firm.admin.token;
});
afterAll(() => t.close());

describe('POST /api/client/:clientId/add-client-employer', () => {
  it('adds an employer with every field, salary in cents underneath, and audits it', async () => {
    const clientId = await newClient();
    const res = await add(clientId, FULL);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...FULL, id: expect.any(Number) });
    const [row] = await t.services.db.select().from(clientEmployers).where(eq(clientEmployers.id, res.body.id));
    expect(row).toMatchObject({ annualSalaryCents: 8425075, clientId, lawFirmId: w.firm.lawFirmId });
    expect(await auditCount(t, 'client.employer_added', res.body.id)).toBe(1);
    expect((await list(clientId)).body.employers).toEqual([res.body]);
  });

  it('needs only the company name; the rest defaults to empty', async () => {
    const res = await add(await newClient(), { company_or_school_name: '  Al Noor Bakery ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      company_or_school_name: 'Al Noor Bakery',
      annual_salary: null,
      job_title: null,
      date_from: null,
      is_current_employer: false,
      is_foreign_employer: false,
    });
  });

  it('requires the company name, checks amounts and dates, and changes nothing when refused', async () => {
    const clientId = await newClient();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ company_or_school_name: undefined }, 'company_or_school_name'],
      [{ company_or_school_name: '   ' }, 'company_or_school_name'],
      [{ company_or_school_name: 'x'.repeat(256) }, 'company_or_school_name'],
      [{ annual_salary: 1.234 }, 'annual_salary'],
      [{ annual_salary: -5 }, 'annual_salary'],
      [{ date_from: '2020-13-01' }, 'date_from'],
      [{ date_from: '2021-01-01', date_to: '2020-01-01' }, 'date_to'],
      [{ is_current_employer: 'true' }, 'is_current_employer'],
    ];
    for (const [change, field] of cases) {
      const res = await add(clientId, { ...FULL, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
    expect(await rowCount(t, clientEmployers, clientId)).toBe(0);
  });

  it('lists the current employer first, then the most recent', async () => {
    const clientId = await newClient();
    await add(clientId, { company_or_school_name: 'Old', date_from: '2010-01-01', date_to: '2012-01-01' });
    await add(clientId, { company_or_school_name: 'Now', date_from: '2018-01-01', is_current_employer: true });
    await add(clientId, { company_or_school_name: 'Recent', date_from: '2014-01-01', date_to: '2017-12-01' });
    const names = (await list(clientId)).body.employers.map(
      (e: { company_or_school_name: string }) => e.company_or_school_name,
    );
    expect(names).toEqual(['Now', 'Recent', 'Old']);
  });
});

describe('PUT /api/client/:clientId/update-client-employer/:employerId', () => {
  it('replaces every field and audits the change', async () => {
    const clientId = await newClient();
    const created = (await add(clientId, FULL)).body;
    const res = await update(clientId, created.id, {
      company_or_school_name: 'Bayou Logistics',
      is_current_employer: false,
      date_to: '2024-06-30',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      company_or_school_name: 'Bayou Logistics',
      annual_salary: null,
      job_title: null,
      date_to: '2024-06-30',
      is_current_employer: false,
    });
    expect(await auditCount(t, 'client.employer_updated', created.id)).toBe(1);
  });

  it('refuses a missing name and changes nothing', async () => {
    const clientId = await newClient();
    const created = (await add(clientId, FULL)).body;
    const res = await update(clientId, created.id, { ...FULL, company_or_school_name: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('company_or_school_name');
    expect((await list(clientId)).body.employers).toEqual([created]);
  });
});

describe('tenancy and permissions', () => {
  let employerId: number;
  beforeAll(async () => {
    employerId = (await add(w.clientId, FULL)).body.id;
  });

  it('answers 404 for another firm’s client, an unknown employer, or an employer of another client', async () => {
    const foreign = w.otherFirm.admin.token;
    expect((await list(w.clientId, foreign)).status).toBe(404);
    expect((await add(w.clientId, FULL, foreign)).status).toBe(404);
    expect((await update(w.clientId, employerId, FULL, foreign)).status).toBe(404);
    expect((await remove(w.clientId, employerId, foreign)).status).toBe(404);
    expect((await add(w.foreignClientId, FULL)).status).toBe(404);
    expect((await list(w.foreignClientId)).status).toBe(404);
    expect((await update(w.siblingClientId, employerId, FULL)).status).toBe(404);
    expect((await remove(w.siblingClientId, employerId)).status).toBe(404);
    expect((await update(w.clientId, 999999, FULL)).status).toBe(404);
    expect(await rowCount(t, clientEmployers, w.foreignClientId)).toBe(0);
    expect(await rowCount(t, clientEmployers, w.siblingClientId)).toBe(0);
  });

  it('needs clients read to list, update to add or edit, manage to delete', async () => {
    const { none, read, create, update: updater, manage } = w.staff;
    expect((await list(w.clientId, none.token)).status).toBe(403);
    expect((await list(w.clientId, read.token)).status).toBe(200);
    expect((await add(w.clientId, FULL, read.token)).status).toBe(403);
    expect((await add(w.clientId, FULL, create.token)).status).toBe(403);
    expect((await update(w.clientId, employerId, FULL, create.token)).status).toBe(403);
    expect((await update(w.clientId, employerId, FULL, updater.token)).status).toBe(200);
    expect((await remove(w.clientId, employerId, updater.token)).status).toBe(403);
    expect((await remove(w.clientId, employerId, manage.token)).status).toBe(204);
    expect(await auditCount(t, 'client.employer_deleted', employerId)).toBe(1);
    expect((await remove(w.clientId, employerId)).status).toBe(404);
  });
});
