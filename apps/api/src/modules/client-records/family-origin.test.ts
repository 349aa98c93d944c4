import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildWorld, insertClient, type RecordsWorld } from '../../test/kits/client-records.js';

let t: TestApp;
let w: RecordsWorld;

const add = (clientId: number, body: unknown, token = w.firm.admin.token) =>
  t.call('POST', `/api/client/${clientId}/add-contact`, { token, body });
const update = (clientId: number, id: number, body: unknown, token = w.firm.admin.token) =>
  t.call('POST', `/api/client/${clientId}/update-client-family-contact/${id}`, { token, body });

const child = { relationship_type: 'Child', first_name: 'Lucas', last_name: 'Gonzalez' };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

describe('a family member’s birth and citizenship', () => {
  it('stores the birth date and countries as codes, and reads them back', async () => {
    const res = await add(w.clientId, {
      ...child,
      date_of_birth: '2014-07-03',
      country_of_birth: 'us',
      citizenship: 'US',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date_of_birth: '2014-07-03', country_of_birth: 'US', citizenship: 'US' });
    const list = await t.call('GET', `/api/client/${w.clientId}/family-contacts`, { token: w.staff.read.token });
    expect(list.body.family_contacts.find((c: { id: number }) => c.id === res.body.id)).toMatchObject({
      date_of_birth: '2014-07-03',
      country_of_birth: 'US',
    });
    const edited = await update(w.clientId, res.body.id, { ...child, date_of_birth: '2014-07-04' });
    expect(edited.body).toMatchObject({ date_of_birth: '2014-07-04', country_of_birth: null, citizenship: null });
  });

  it.each([
    ['date_of_birth', '0000-01-01'],
    ['date_of_birth', '2999-01-01'],
    ['date_of_birth', '2021-13-01'],
    ['citizenship', 'XX'],
    ['country_of_birth', 'Mexico'],
  ])('refuses %s %s with 400 naming the field', async (field, value) => {
    const res = await add(w.siblingClientId, { ...child, [field]: value });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
  });

  it('shows a linked client’s own birth date and countries', async () => {
    const linked = await insertClient(t, w.firm.lawFirmId, 'Sofia', 'Gonzalez');
    await t.services.db
      .update(clients)
      .set({ dateOfBirth: '1990-02-11', countryOfBirth: 'MX', citizenship: 'US' })
      .where(eq(clients.id, linked));
    const res = await add(w.siblingClientId, {
      relationship_type: 'Sibling',
      client_id: linked,
      date_of_birth: '2000-01-01',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date_of_birth: '1990-02-11', country_of_birth: 'MX', citizenship: 'US' });
  });

  it('answers 404 for another firm’s client and 403 without permission to edit', async () => {
    expect((await add(w.foreignClientId, { ...child, date_of_birth: '2014-07-03' })).status).toBe(404);
    expect((await add(w.clientId, { ...child, date_of_birth: '2014-07-03' }, w.staff.read.token)).status).toBe(403);
  });
});
