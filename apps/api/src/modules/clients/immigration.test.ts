import { latestToday } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { firmCounts, insertClient, sendForm, validClientForm } from '../../test/kits/clients.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Immigration Firm');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
});
afterAll(() => t.close());

const create = (fields: Record<string, string | undefined>, token = firm.admin.token) =>
  sendForm(t, 'POST', `/api/law-firm/${firm.lawFirmId}/client`, token, validClientForm(fields));
const update = (clientId: number, fields: Record<string, string | undefined>, token = firm.admin.token) =>
  sendForm(t, 'PUT', `/api/client/${clientId}`, token, validClientForm(fields));

const facts = {
  date_of_birth: '1986-09-12',
  country_of_birth: 'mx',
  citizenship: 'MX',
  a_number: 'a-12-345-678',
  uscis_online_account_number: '0123 4567 8901',
  passport_number: 'g 4481 2209',
  passport_issue_date: '2019-04-02',
  passport_expiry_date: '2029-04-01',
  immigration_status: 'H1B',
  immigration_status_expiry_date: '2027-09-30',
  i94_number: '12345678a90',
  last_entry_date: '2024-01-15',
};

describe('a client’s immigration facts', () => {
  it('stores them normalised and reads them back', async () => {
    const res = await create(facts);
    expect(res.status).toBe(201);
    const expected = {
      date_of_birth: '1986-09-12',
      country_of_birth: 'MX',
      citizenship: 'MX',
      a_number: 'A012345678',
      uscis_online_account_number: '012345678901',
      passport_number: 'G44812209',
      passport_issue_date: '2019-04-02',
      passport_expiry_date: '2029-04-01',
      immigration_status: 'H1B',
      immigration_status_expiry_date: '2027-09-30',
      i94_number: '12345678A90',
      last_entry_date: '2024-01-15',
    };
    expect(res.body.client).toMatchObject(expected);
    const read = await t.call('GET', `/api/client/${res.body.client.id}`, { token: reader.token });
    expect(read.status).toBe(200);
    expect(read.body.client).toMatchObject(expected);
    const [row] = await t.services.db.select().from(clients).where(eq(clients.id, res.body.client.id));
    expect(row).toMatchObject({ aNumber: 'A012345678', dateOfBirth: '1986-09-12', countryOfBirth: 'MX' });
  });

  it('keeps a fact the edit leaves out and clears one sent empty', async () => {
    const { body } = await create(facts);
    const res = await update(body.client.id, { a_number: '', immigration_status: 'LPR' });
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      a_number: null,
      immigration_status: 'LPR',
      passport_number: 'G44812209',
      date_of_birth: '1986-09-12',
    });
  });

  it.each([
    ['a_number', 'A1234567'],
    ['a_number', 'B123456789'],
    ['uscis_online_account_number', '12345'],
    ['i94_number', '1234567890'],
    ['passport_number', 'ab'],
    ['immigration_status', 'GREEN_CARD'],
    ['date_of_birth', '0000-01-01'],
    ['date_of_birth', '2023-02-30'],
    ['date_of_birth', '12/09/1986'],
    ['passport_expiry_date', '2250-01-01'],
    ['citizenship', 'Mexico'],
    ['citizenship', 'ZZ'],
    ['country_of_birth', 'QQ'],
  ])('refuses %s %s with 400 naming the field, and changes nothing', async (field, value) => {
    const before = await firmCounts(t, firm.lawFirmId);
    const res = await create({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await firmCounts(t, firm.lawFirmId)).toEqual(before);
  });

  it('refuses a birth date in the future, a passport expiring before its issue and an entry before birth', async () => {
    const tomorrow = new Date(`${latestToday()}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const future = await create({ date_of_birth: tomorrow.toISOString().slice(0, 10) });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ date_of_birth: 'This date cannot be in the future' });
    const order = await create({ ...facts, passport_expiry_date: '2018-01-01', last_entry_date: '1980-01-01' });
    expect(order.status).toBe(400);
    expect(order.body.fields).toEqual({
      passport_expiry_date: 'The expiry date must be after the issue date',
      last_entry_date: 'This date cannot be before the date of birth',
    });
  });

  it('refuses an edit of another firm’s client (404) and one without update permission (403)', async () => {
    const foreign = await insertClient(t, otherFirm.lawFirmId, { firstName: 'Other', lastName: 'Person' });
    expect((await update(foreign, facts)).status).toBe(404);
    const [row] = await t.services.db.select().from(clients).where(eq(clients.id, foreign));
    expect(row?.aNumber).toBeNull();
    const own = await insertClient(t, firm.lawFirmId, { firstName: 'Own', lastName: 'Client' });
    const denied = await update(own, facts, reader.token);
    expect(denied.status).toBe(403);
    expect((await t.call('GET', `/api/client/${foreign}`, { token: firm.admin.token })).status).toBe(404);
  });
});
