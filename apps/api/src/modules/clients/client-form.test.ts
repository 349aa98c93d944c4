import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { clientContact, firmCounts, insertClient, place, sendForm, validClientForm } from '../../test/kits/clients.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let staff: Record<'read' | 'create' | 'update', TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Client Form Firm');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  staff = {
    read: await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] }),
    create: await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'create' }] }),
    update: await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'update' }] }),
  };
});
afterAll(() => t.close());

const create = (fields: Record<string, string | undefined>, token = firm.admin.token, lawFirmId = firm.lawFirmId) =>
  sendForm(t, 'POST', `/api/law-firm/${lawFirmId}/client`, token, fields);
const update = (clientId: number, fields: Record<string, string | undefined>, token = firm.admin.token) =>
  sendForm(t, 'PUT', `/api/client/${clientId}`, token, fields);

async function rejects(send: () => ReturnType<typeof create>, field: string) {
  const before = await firmCounts(t, firm.lawFirmId);
  const res = await send();
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation_failed');
  expect(Object.keys(res.body.fields)).toContain(field);
  expect(await firmCounts(t, firm.lawFirmId)).toEqual(before);
}

describe('POST /api/law-firm/{lawFirmId}/client', () => {
  it('creates the client with its address (201), its contact and an audit entry', async () => {
    const res = await create(validClientForm());
    expect(res.status).toBe(201);
    const { client } = res.body;
    expect(client).toMatchObject({
      first_name: 'Omar',
      middle_name: 'Khalid',
      last_name: 'Haddad',
      gender: 'MALE',
      email: 'omar.haddad@client.example',
      phone_number: '+17135550122',
      address: {
        street: '1200 Main St',
        city: { id: '4699066', name: 'Houston' },
        state: { id: 'TX', name: 'Texas' },
        postal_code: '77002',
        country: { id: 'US', name: 'United States' },
      },
    });
    expect(await clientContact(t, firm.lawFirmId, client.id)).toMatchObject({
      name: 'Omar Khalid Haddad',
      contactType: 'individual',
      currentStreet: '1200 Main St',
      currentCity: 'Houston',
      currentCityId: '4699066',
      currentState: 'Texas',
      currentStateId: 'TX',
      currentPostalCode: '77002',
      currentCountry: 'United States',
      currentCountryId: 'US',
    });
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'client'), eq(auditLog.entityId, String(client.id))));
    expect(audit).toMatchObject({ action: 'client.created', userId: firm.admin.id });
  });

  it('takes places typed by hand as plain names, and no state or gender', async () => {
    const res = await create(
      validClientForm({
        first_name: 'عمر',
        last_name: 'حداد',
        email: 'typed@client.example',
        gender: undefined,
        'address[city]': 'Irbid',
        'address[state]': undefined,
        'address[country]': 'Jordan',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.client).toMatchObject({
      first_name: 'عمر',
      gender: null,
      address: { city: { id: null, name: 'Irbid' }, state: null, country: { id: null, name: 'Jordan' } },
    });
  });

  it('lists a picked country with its code and a typed one without, so the list can name it in any language', async () => {
    const picked = await create(validClientForm({ email: 'picked.list@client.example', last_name: 'Listpicked' }));
    const typed = await create(
      validClientForm({ email: 'typed.list@client.example', last_name: 'Listtyped', 'address[country]': 'Atlantis' }),
    );
    const res = await t.call('GET', `/api/law-firm/${firm.lawFirmId}/client?q=list`, { token: firm.admin.token });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.clients.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(picked.body.client.id)).toMatchObject({ country: 'United States', country_id: 'US' });
    expect(byId.get(typed.body.client.id)).toMatchObject({ country: 'Atlantis', country_id: null });
  });

  it('requires the names, once trimmed', async () => {
    for (const field of ['first_name', 'middle_name', 'last_name']) {
      await rejects(() => create(validClientForm({ [field]: '  ' })), field);
    }
  });

  it('requires a valid email and a phone of 10 to 14 characters when one is given', async () => {
    await rejects(() => create(validClientForm({ email: 'nope' })), 'email');
    await rejects(() => create(validClientForm({ phone_number: '123456789' })), 'phone_number');
    await rejects(() => create(validClientForm({ phone_number: '+123456789012345' })), 'phone_number');
    const res = await create(validClientForm({ phone_number: '', email: 'nophone@client.example' }));
    expect(res.status).toBe(201);
    expect(res.body.client.phone_number).toBeNull();
  });

  it('requires the street and the postal code (at least one character) and the country and city', async () => {
    await rejects(() => create(validClientForm({ 'address[street]': '  ' })), 'address.street');
    await rejects(() => create(validClientForm({ 'address[postal_code]': undefined })), 'address.postal_code');
    await rejects(() => create(validClientForm({ 'address[country]': undefined })), 'address.country');
    await rejects(() => create(validClientForm({ 'address[city]': '' })), 'address.city');
    await rejects(() => create(validClientForm({ 'address[city]': place('1', ' ') })), 'address.city.name');
  });

  it('needs clients:create, and answers 404 for another firm’s id', async () => {
    expect((await create(validClientForm(), staff.read.token)).status).toBe(403);
    expect((await create(validClientForm({ email: 'c2@client.example' }), staff.create.token)).status).toBe(201);
    const before = await firmCounts(t, otherFirm.lawFirmId);
    expect((await create(validClientForm(), firm.admin.token, otherFirm.lawFirmId)).status).toBe(404);
    expect(await firmCounts(t, otherFirm.lawFirmId)).toEqual(before);
  });
});

describe('PUT /api/client/{clientId}', () => {
  it('edits every field (200), brings the contact up to date and records what changed', async () => {
    const clientId = (await create(validClientForm({ email: 'edit@client.example' }))).body.client.id;
    const res = await update(
      clientId,
      validClientForm({
        first_name: 'Omar',
        last_name: 'Said',
        email: 'omar.said@client.example',
        phone_number: '',
        'address[state]': place('CA', 'California'),
        'address[city]': place('5368361', 'Los Angeles'),
        gender: undefined,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      id: clientId,
      last_name: 'Said',
      email: 'omar.said@client.example',
      phone_number: null,
      // Not among the call's fields: kept as it was.
      gender: 'MALE',
      address: { state: { id: 'CA', name: 'California' }, city: { id: '5368361', name: 'Los Angeles' } },
    });
    expect(await clientContact(t, firm.lawFirmId, clientId)).toMatchObject({
      name: 'Omar Khalid Said',
      email: 'omar.said@client.example',
      phoneNumber: null,
      currentCity: 'Los Angeles',
      currentState: 'California',
    });
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(clientId)), eq(auditLog.action, 'client.updated')))
      .orderBy(desc(auditLog.id));
    expect(audit?.details).toEqual({
      changed: expect.arrayContaining(['lastName', 'email', 'phoneNumber', 'city', 'cityId', 'state', 'stateId']),
    });
    expect((audit!.details as { changed: string[] }).changed).not.toContain('firstName');
  });

  it('creates the contact when a client had none yet', async () => {
    const clientId = await insertClient(t, firm.lawFirmId, { firstName: 'No', lastName: 'Contact' });
    expect(await clientContact(t, firm.lawFirmId, clientId)).toBeUndefined();
    expect((await update(clientId, validClientForm({ email: 'nc@client.example' }))).status).toBe(200);
    expect(await clientContact(t, firm.lawFirmId, clientId)).toMatchObject({ name: 'Omar Khalid Haddad' });
  });

  it('changes nothing when a field is invalid', async () => {
    const clientId = (await create(validClientForm({ email: 'keep@client.example' }))).body.client.id;
    const [before] = await t.services.db.select().from(clients).where(eq(clients.id, clientId));
    await rejects(() => update(clientId, validClientForm({ last_name: ' ', 'address[street]': '' })), 'last_name');
    const [after] = await t.services.db.select().from(clients).where(eq(clients.id, clientId));
    expect(after).toEqual(before);
  });

  it('needs clients:update, and answers 404 for another firm’s client', async () => {
    const clientId = (await create(validClientForm({ email: 'perm@client.example' }))).body.client.id;
    expect((await update(clientId, validClientForm(), staff.create.token)).status).toBe(403);
    expect((await update(clientId, validClientForm(), staff.read.token)).status).toBe(403);
    expect((await update(clientId, validClientForm({ email: 'u@client.example' }), staff.update.token)).status).toBe(
      200,
    );

    const foreign = await insertClient(t, otherFirm.lawFirmId, { firstName: 'Their', lastName: 'Client' });
    const res = await update(foreign, validClientForm());
    expect(res.status).toBe(404);
    const [row] = await t.services.db.select().from(clients).where(eq(clients.id, foreign));
    expect(row).toMatchObject({ firstName: 'Their', lastName: 'Client', email: null });
  });
});
