import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyContacts } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditCount, buildWorld, insertClient, type RecordsWorld, rowCount } from '../../test/kits/client-records.js';
import { guardSingleRelationship } from './family-service.js';

let t: TestApp;
let w: RecordsWorld;
let admin: string;

const add = (clientId: number, body: unknown, token = admin) =>
  t.call('POST', `/api/client/${clientId}/add-contact`, { token, body });
const update = (clientId: number, id: number, body: unknown, token = admin) =>
  t.call('POST', `/api/client/${clientId}/update-client-family-contact/${id}`, { token, body });
const list = (clientId: number, token = admin) => t.call('GET', `/api/client/${clientId}/family-contacts`, { token });
const remove = (clientId: number, id: number, token = admin) =>
  t.call('DELETE', `/api/client/${clientId}/family-contacts/${id}`, { token });

/** A fresh client of the firm, so each rule is tested against a clean family. */
let clientSeq = 0;
const newClient = () => insertClient(t, w.firm.lawFirmId, `Client${++clientSeq}`, 'Family');
const person = (relationship_type: string, first_name = 'Ana', last_name = 'Lopez') => ({
  relationship_type,
  first_name,
  last_name,
});

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  admin = w.firm.admin.token;
});
afterAll(() => t.close());

describe('POST /api/client/:clientId/add-contact', () => {
  it('adds a family contact with every field, amounts in cents underneath, and audits it', async () => {
    const body = {
      relationship_type: 'Spouse',
      first_name: ' Luis ',
      middle_name: 'Alberto',
      last_name: 'Gonzalez',
      email: 'Luis.Gonzalez@Mail.example',
      lived_together_since: '2015-06-01',
      lived_together_until: null,
      dependent_status: 'Partially Dependent',
      household_income: 52000.5,
      head_of_household: true,
      derivative_applicant: true,
      principal_applicant: false,
      date_of_marriage: '2015-05-20',
      city_of_marriage: 'Monterrey',
      state_of_marriage: 'Nuevo León',
      province_of_marriage: '',
      country_of_marriage: 'Mexico',
      reason_marriage_ended: null,
      date_marriage_ended: null,
      city_marriage_ended: null,
      state_marriage_ended: null,
      province_marriage_ended: null,
      country_marriage_ended: null,
      date_of_separation: null,
      how_marriage_ended: null,
    };
    const res = await add(w.clientId, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...body,
      first_name: 'Luis',
      email: 'luis.gonzalez@mail.example',
      province_of_marriage: null,
      client_id: null,
    });
    const [row] = await t.services.db.select().from(familyContacts).where(eq(familyContacts.id, res.body.id));
    expect(row).toMatchObject({ householdIncomeCents: 5200050, lawFirmId: w.firm.lawFirmId, clientId: w.clientId });
    expect(await auditCount(t, 'client.family_contact_added', res.body.id)).toBe(1);

    const listed = await list(w.clientId);
    expect(listed.status).toBe(200);
    expect(listed.body.family_contacts).toEqual([res.body]);
  });

  it('requires a relationship type, one of the five, and changes nothing when refused', async () => {
    const clientId = await newClient();
    const missing = await add(clientId, { first_name: 'Ana', last_name: 'Lopez' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('validation_failed');
    expect(missing.body.fields).toHaveProperty('relationship_type');
    const unknown = await add(clientId, person('Cousin'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('relationship_type');
    for (const type of ['Father', 'Mother', 'Child', 'Spouse', 'Sibling']) {
      expect((await add(clientId, person(type))).status).toBe(201);
    }
    expect(await rowCount(t, familyContacts, clientId)).toBe(5);
  });

  it('requires first and last name unless an existing client is linked', async () => {
    const clientId = await newClient();
    const res = await add(clientId, { relationship_type: 'Child', first_name: '  ', middle_name: 'X' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['first_name', 'last_name']);
    expect(await rowCount(t, familyContacts, clientId)).toBe(0);

    const linked = await add(clientId, {
      relationship_type: 'Sibling',
      client_id: w.siblingClientId,
      first_name: 'X',
      email: 'stale@mail.example',
    });
    expect(linked.status).toBe(201);
    // The names and email are the linked client's, not whatever the body carried.
    expect(linked.body).toMatchObject({
      client_id: w.siblingClientId,
      first_name: 'Carlos',
      last_name: 'Gonzalez',
      email: 'carlos@mail.example',
    });
  });

  it('links only a client of the same firm (404), never the client itself (400), and each client once (409)', async () => {
    const clientId = await newClient();
    const foreign = await add(clientId, { relationship_type: 'Child', client_id: w.foreignClientId });
    expect(foreign.status).toBe(404);
    const missing = await add(clientId, { relationship_type: 'Child', client_id: 999999 });
    expect(missing.status).toBe(404);
    const self = await add(clientId, { relationship_type: 'Child', client_id: clientId });
    expect(self.status).toBe(400);
    expect(self.body.fields).toHaveProperty('client_id');
    expect(await rowCount(t, familyContacts, clientId)).toBe(0);

    expect((await add(clientId, { relationship_type: 'Sibling', client_id: w.siblingClientId })).status).toBe(201);
    const twice = await add(clientId, { relationship_type: 'Child', client_id: w.siblingClientId });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('family_contact_already_linked');
    expect(await rowCount(t, familyContacts, clientId)).toBe(1);
  });

  it('allows Father, Mother and Spouse once each, and Child and Sibling any number of times', async () => {
    const clientId = await newClient();
    for (const type of ['Father', 'Mother', 'Spouse']) {
      expect((await add(clientId, person(type))).status).toBe(201);
      const again = await add(clientId, person(type, 'Other'));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'relationship_already_exists', message: 'relationship already exists' });
    }
    for (const type of ['Child', 'Child', 'Sibling', 'Sibling'])
      expect((await add(clientId, person(type))).status).toBe(201);
    expect(await rowCount(t, familyContacts, clientId)).toBe(7);
    // The rule is per client: another client may have their own father.
    expect((await add(await newClient(), person('Father'))).status).toBe(201);
  });

  it('lets only one of several simultaneous spouses in', async () => {
    const clientId = await newClient();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => add(clientId, person('Spouse', `S${i}`))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('relationship_already_exists');
    expect(await rowCount(t, familyContacts, clientId)).toBe(1);
  });

  it('answers a violation of the unique index with the same 409', async () => {
    const clientId = await newClient();
    const values = { lawFirmId: w.firm.lawFirmId, clientId, relationshipType: 'Mother', firstName: 'A', lastName: 'B' };
    await t.services.db.insert(familyContacts).values(values);
    // Straight to the table, past the check, as a racing request would be.
    const write = guardSingleRelationship('Mother', () => t.services.db.insert(familyContacts).values(values));
    const error = await write.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 409,
      code: 'relationship_already_exists',
      message: 'relationship already exists',
    });
  });

  it('checks dependent status, dates, email and the income’s decimals', async () => {
    const clientId = await newClient();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dependent_status: 'Mostly Dependent' }, 'dependent_status'],
      [{ lived_together_since: '03/04/2020' }, 'lived_together_since'],
      [{ date_of_marriage: '2020-02-30' }, 'date_of_marriage'],
      [{ lived_together_since: '2020-01-01', lived_together_until: '2019-12-31' }, 'lived_together_until'],
      [{ email: 'not-an-email' }, 'email'],
      [{ household_income: 10.005 }, 'household_income'],
      [{ household_income: -1 }, 'household_income'],
      [{ head_of_household: 'yes' }, 'head_of_household'],
    ];
    for (const [extra, field] of cases) {
      const res = await add(clientId, { ...person('Child'), ...extra });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
    expect(await rowCount(t, familyContacts, clientId)).toBe(0);
  });

  it('keeps marriage details only for a spouse', async () => {
    const res = await add(await newClient(), {
      ...person('Sibling'),
      date_of_marriage: '2001-01-01',
      city_of_marriage: 'X',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date_of_marriage: null, city_of_marriage: null });
  });
});

describe('POST /api/client/:clientId/update-client-family-contact/:contactId', () => {
  it('replaces the fields, keeps its own single relationship, and refuses one another contact holds', async () => {
    const clientId = await newClient();
    const father = (await add(clientId, person('Father', 'Jorge'))).body;
    const child = (await add(clientId, { ...person('Child', 'Lucia'), household_income: 100 })).body;

    const same = await update(clientId, father.id, {
      ...person('Father', 'Jorge Luis'),
      dependent_status: 'Not Dependent',
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id: father.id, first_name: 'Jorge Luis', dependent_status: 'Not Dependent' });
    expect(await auditCount(t, 'client.family_contact_updated', father.id)).toBe(1);

    const clash = await update(clientId, child.id, person('Father', 'Lucia'));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('relationship already exists');
    const after = await list(clientId);
    expect(after.body.family_contacts.find((c: { id: number }) => c.id === child.id)).toMatchObject({
      relationship_type: 'Child',
      household_income: 100,
    });

    const linked = await update(clientId, child.id, { relationship_type: 'Child', client_id: w.siblingClientId });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ client_id: w.siblingClientId, first_name: 'Carlos', household_income: null });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const clientId = await newClient();
    const child = (await add(clientId, person('Child', 'Lucia'))).body;
    const res = await update(clientId, child.id, { relationship_type: 'Child', first_name: '', last_name: 'Lopez' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('first_name');
    expect((await list(clientId)).body.family_contacts[0]).toEqual(child);
  });
});

describe('tenancy and permissions', () => {
  let contactId: number;
  beforeAll(async () => {
    contactId = (await add(w.clientId, person('Child', 'Tenancy'))).body.id;
  });

  it('answers 404 for another firm’s client, an unknown contact, or a contact of another client', async () => {
    const foreign = w.otherFirm.admin.token;
    expect((await list(w.clientId, foreign)).status).toBe(404);
    expect((await add(w.clientId, person('Child'), foreign)).status).toBe(404);
    expect((await update(w.clientId, contactId, person('Child', 'Hacked'), foreign)).status).toBe(404);
    expect((await remove(w.clientId, contactId, foreign)).status).toBe(404);
    expect((await list(w.foreignClientId)).status).toBe(404);
    expect((await add(w.foreignClientId, person('Child'))).status).toBe(404);

    expect((await update(w.siblingClientId, contactId, person('Child', 'Moved'))).status).toBe(404);
    expect((await remove(w.siblingClientId, contactId)).status).toBe(404);
    expect((await update(w.clientId, 999999, person('Child'))).status).toBe(404);
    expect((await list(w.clientId)).body.family_contacts.some((c: { id: number }) => c.id === contactId)).toBe(true);
    expect(await rowCount(t, familyContacts, w.foreignClientId)).toBe(0);
  });

  it('needs clients read to list, update to add or edit, manage to delete', async () => {
    const { none, read, create, update: updater, manage } = w.staff;
    expect((await list(w.clientId, none.token)).status).toBe(403);
    expect((await list(w.clientId, read.token)).status).toBe(200);
    expect((await add(w.clientId, person('Child'), read.token)).status).toBe(403);
    expect((await add(w.clientId, person('Child'), create.token)).status).toBe(403);
    expect((await update(w.clientId, contactId, person('Child'), create.token)).status).toBe(403);
    const added = await add(w.clientId, person('Child', 'ByUpdater'), updater.token);
    expect(added.status).toBe(201);
    expect((await update(w.clientId, added.body.id, person('Child', 'Edited'), updater.token)).status).toBe(200);
    expect((await remove(w.clientId, added.body.id, updater.token)).status).toBe(403);
    expect((await remove(w.clientId, added.body.id, manage.token)).status).toBe(204);
  });
});

describe('OpenAPI', () => {
  it('documents every client-records path', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/client/{clientId}/add-contact',
        '/api/client/{clientId}/update-client-family-contact/{contactId}',
        '/api/client/{clientId}/family-contacts',
        '/api/client/{clientId}/add-client-employer',
        '/api/client/{clientId}/update-client-employer/{employerId}',
        '/api/client/{clientId}/add-client-school',
        '/api/client/{clientId}/update-client-school/{schoolId}',
        '/api/client/{clientId}/schools/{schoolId}',
      ]),
    );
  });
});

describe('DELETE /api/client/:clientId/family-contacts/:contactId', () => {
  it('deletes, audits, and frees the relationship for a new contact', async () => {
    const clientId = await newClient();
    const mother = (await add(clientId, person('Mother'))).body;
    const res = await remove(clientId, mother.id);
    expect(res.status).toBe(204);
    expect((await list(clientId)).body.family_contacts).toEqual([]);
    expect(await auditCount(t, 'client.family_contact_deleted', mother.id)).toBe(1);
    expect((await remove(clientId, mother.id)).status).toBe(404);
    expect((await add(clientId, person('Mother'))).status).toBe(201);
  });
});
