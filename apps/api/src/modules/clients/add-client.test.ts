import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { clientContact, firmCounts, multipart, sendForm, validAddClient } from '../../test/kits/clients.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let reader: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Add Client Firm');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
  creator = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'create' }] });
});
afterAll(() => t.close());

const addClient = (fields: Record<string, string | undefined>, token = firm.admin.token, lawFirmId = firm.lawFirmId) =>
  sendForm(t, 'POST', `/api/law-firm/${lawFirmId}/add-client`, token, fields);

/** Sends a bad form and checks the field is named and nothing was written. */
async function rejects(fields: Record<string, string | undefined>, field: string) {
  const before = await firmCounts(t, firm.lawFirmId);
  const res = await addClient(fields);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation_failed');
  expect(Object.keys(res.body.fields)).toContain(field);
  expect(await firmCounts(t, firm.lawFirmId)).toEqual(before);
}

describe('POST /api/law-firm/{lawFirmId}/add-client', () => {
  it('adds the client (201), its contact and an audit entry, and links to its page under base_url', async () => {
    const res = await addClient(validAddClient({ first_name: '  Maria ', email: 'Maria.Gomez@Client.example' }));
    expect(res.status).toBe(201);
    const { client, profile_url } = res.body;
    expect(client).toMatchObject({
      law_firm_id: firm.lawFirmId,
      first_name: 'Maria',
      middle_name: 'Luisa',
      last_name: 'Gomez',
      gender: 'FEMALE',
      email: 'maria.gomez@client.example',
      phone_number: '+17135550111',
      address: { street: null, city: null, state: null, postal_code: null, country: null },
      legal_case: [],
    });
    expect(profile_url).toBe(`https://app.counsel.example/client/${client.id}`);

    const contact = await clientContact(t, firm.lawFirmId, client.id);
    expect(contact).toMatchObject({
      name: 'Maria Luisa Gomez',
      email: 'maria.gomez@client.example',
      phoneNumber: '+17135550111',
      contactType: 'individual',
      gender: 'FEMALE',
    });
    const audit = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'client'), eq(auditLog.entityId, String(client.id))));
    expect(audit).toEqual([expect.objectContaining({ action: 'client.created', userId: firm.admin.id })]);
  });

  it('needs no phone and no base_url; an empty phone is stored as none', async () => {
    const res = await addClient(validAddClient({ phone_number: '', base_url: undefined, email: 'b@client.example' }));
    expect(res.status).toBe(201);
    expect(res.body.client.phone_number).toBeNull();
    expect(res.body.profile_url).toBeNull();
  });

  it('accepts a JSON body with the same fields', async () => {
    const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/add-client`, {
      token: creator.token,
      body: validAddClient({ email: 'json@client.example', base_url: undefined }),
    });
    expect(res.status).toBe(201);
  });

  it('requires first, middle and last name and gender, at least one character once trimmed', async () => {
    for (const field of ['first_name', 'middle_name', 'last_name', 'gender']) {
      await rejects(validAddClient({ [field]: undefined }), field);
      await rejects(validAddClient({ [field]: '   ' }), field);
    }
  });

  it('accepts only the spec’s genders', async () => {
    await rejects(validAddClient({ gender: 'male' }), 'gender');
    for (const gender of ['MALE', 'FEMALE', 'PreferNotToSay', 'other']) {
      const res = await addClient(validAddClient({ gender, email: `${gender}@client.example` }));
      expect(res.status).toBe(201);
      expect(res.body.client.gender).toBe(gender);
    }
  });

  it('requires a valid email', async () => {
    await rejects(validAddClient({ email: undefined }), 'email');
    await rejects(validAddClient({ email: 'not-an-email' }), 'email');
  });

  it('takes a phone of 10 to 14 characters', async () => {
    await rejects(validAddClient({ phone_number: '713555011' }), 'phone_number');
    await rejects(validAddClient({ phone_number: '+17135550111223' }), 'phone_number');
    for (const phone_number of ['7135550111', '+1713555011122']) {
      const res = await addClient(validAddClient({ phone_number, email: `${phone_number}@client.example` }));
      expect(res.status).toBe(201);
      expect(res.body.client.phone_number).toBe(phone_number);
    }
  });

  it('takes only an http(s) base_url', async () => {
    await rejects(validAddClient({ base_url: 'javascript:alert(1)' }), 'base_url');
    await rejects(validAddClient({ base_url: 'ftp://files.example' }), 'base_url');
    await rejects(validAddClient({ base_url: 'not a url' }), 'base_url');
    const res = await addClient(validAddClient({ base_url: 'http://localhost:3000/ar', email: 'l@client.example' }));
    expect(res.body.profile_url).toBe(`http://localhost:3000/client/${res.body.client.id}`);
  });

  it('refuses files', async () => {
    const before = await firmCounts(t, firm.lawFirmId);
    const { body, headers } = multipart(validAddClient({ email: 'f@client.example' }), { image: 'not a picture' });
    const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/add-client`, {
      token: firm.admin.token,
      body,
      headers,
    });
    expect(res.status).toBe(400);
    expect(await firmCounts(t, firm.lawFirmId)).toEqual(before);
  });

  it('needs clients:create', async () => {
    const before = await firmCounts(t, firm.lawFirmId);
    const res = await addClient(validAddClient({ email: 'r@client.example' }), reader.token);
    expect(res.status).toBe(403);
    expect(await firmCounts(t, firm.lawFirmId)).toEqual(before);
    expect((await addClient(validAddClient({ email: 'c@client.example' }), creator.token)).status).toBe(201);
  });

  it('answers 404 for another firm’s id and writes nothing there', async () => {
    const before = await firmCounts(t, otherFirm.lawFirmId);
    const res = await addClient(validAddClient({ email: 'x@client.example' }), firm.admin.token, otherFirm.lawFirmId);
    expect(res.status).toBe(404);
    expect(await firmCounts(t, otherFirm.lawFirmId)).toEqual(before);
    const [row] = await t.services.db.select().from(clients).where(eq(clients.email, 'x@client.example'));
    expect(row).toBeUndefined();
  });
});
