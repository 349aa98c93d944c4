import { CONTACT_MESSAGES } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  HOUSTON,
  individual,
  insertClientContact,
  insertParticipantType,
  organisation,
  storedContact,
  storedContacts,
  storedTypeIds,
  uniqueEmail,
} from '../../test/kits/contacts.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let reader: TestUser;
let creator: TestUser;
let updater: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'contacts', action: 'read' }] });
  creator = await addEmployee(t, firm, { rules: [{ subject: 'contacts', action: 'create' }] });
  updater = await addEmployee(t, firm, { rules: [{ subject: 'contacts', action: 'update' }] });
});
afterAll(() => t.close());

const add = async (body: Record<string, unknown>, owner: TestFirm = firm): Promise<number> => {
  const res = await t.call('POST', '/api/contacts', { token: owner.admin.token, body });
  expect(res.status).toBe(201);
  return res.body.id;
};
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, caller = firm.admin) =>
  t.call(method, `/api${url}`, { token: caller.token, ...(body === undefined ? {} : { body }) });

describe('PUT /api/contacts/:id', () => {
  it('edits a contact with the creation rules, answering the contact', async () => {
    const id = await add(individual());
    const res = await call('PUT', `/contacts/${id}`, organisation({ name: 'Farouk Interpreting LLC' }), updater);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Farouk Interpreting LLC', contact_type: 'company', gender: null });
    expect(res.body.date_of_birth).toBeNull();
  });

  it('refuses bad fields with 400, changing nothing', async () => {
    const id = await add(individual());
    const before = await storedContact(t, id);
    for (const bad of [
      { name: '' },
      { gender: undefined },
      { contact_type: 'employee' },
      { phone_number: '1'.repeat(15) },
    ]) {
      const res = await call('PUT', `/contacts/${id}`, individual(bad));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(await storedContact(t, id)).toEqual(before);
  });

  it('keeps emails unique: 409 for an active holder, 400 deleted_contact for a deleted one, its own email is fine', async () => {
    const email = uniqueEmail();
    const id = await add(individual({ email }));
    expect((await call('PUT', `/contacts/${id}`, individual({ email, name: 'Renamed' }))).status).toBe(200);
    const otherEmail = uniqueEmail();
    await add(individual({ email: otherEmail }));
    const taken = await call('PUT', `/contacts/${id}`, individual({ email: otherEmail }));
    expect(taken.status).toBe(409);
    const goneEmail = uniqueEmail();
    const gone = await add(individual({ email: goneEmail }));
    await call('DELETE', `/contacts/${gone}`);
    const deleted = await call('PUT', `/contacts/${id}`, individual({ email: goneEmail }));
    expect(deleted.status).toBe(400);
    expect(deleted.body.code).toBe('deleted_contact');
    expect((await storedContact(t, id))!.email).toBe(email);
  });

  it('refuses to edit a client’s contact here (422), and answers 404 for another firm’s contact', async () => {
    const { contactId } = await insertClientContact(t, firm.lawFirmId, 'Maria Gomez', null);
    const res = await call('PUT', `/contacts/${contactId}`, individual());
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('client_contact');
    const theirs = await add(individual(), otherFirm);
    expect((await call('PUT', `/contacts/${theirs}`, individual())).status).toBe(404);
    expect((await storedContact(t, theirs))!.name).toBe('Nadia Farouk');
  });

  it('answers 403 to a user who may only create contacts', async () => {
    const id = await add(individual());
    expect((await call('PUT', `/contacts/${id}`, individual({ name: 'X' }), creator)).status).toBe(403);
    expect((await storedContact(t, id))!.name).toBe('Nadia Farouk');
  });
});

describe('DELETE /api/contacts/:id', () => {
  it('deletes softly: the row stays with deleted_at, the contact leaves the list', async () => {
    const email = uniqueEmail();
    const id = await add(individual({ name: 'Soft Delete', email }));
    const res = await call('DELETE', `/contacts/${id}`);
    expect(res.status).toBe(204);
    expect((await storedContact(t, id))!.deletedAt).toBeInstanceOf(Date);
    expect((await call('GET', `/contacts?q=${email}`)).body.total).toBe(0);
    expect((await call('DELETE', `/contacts/${id}`)).status).toBe(404);
  });

  it('refuses client contacts (422), other firms’ contacts (404) and users without manage (403)', async () => {
    const { contactId } = await insertClientContact(t, firm.lawFirmId, 'Omar Haddad', null);
    const client = await call('DELETE', `/contacts/${contactId}`);
    expect(client.status).toBe(422);
    expect(client.body.code).toBe('client_contact');
    const theirs = await add(individual(), otherFirm);
    expect((await call('DELETE', `/contacts/${theirs}`)).status).toBe(404);
    const mine = await add(individual());
    expect((await call('DELETE', `/contacts/${mine}`, undefined, updater)).status).toBe(403);
    for (const id of [contactId, theirs, mine]) expect((await storedContact(t, id))!.deletedAt).toBeNull();
  });

  it('takes a deleted individual away from the organisations it was primary contact of', async () => {
    const person = await add(individual());
    const org = await add(organisation());
    await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: person });
    await call('DELETE', `/contacts/${person}`);
    expect((await call('GET', `/contacts/${org}/primary-status`)).body).toEqual({ primary_contact_id: null });
  });
});

describe('PUT /api/contacts/retrieve-contact', () => {
  it('restores the deleted contact holding the email', async () => {
    const email = uniqueEmail('back');
    const id = await add(individual({ email }));
    await call('DELETE', `/contacts/${id}`);
    const res = await call('PUT', '/contacts/retrieve-contact', { email: email.toUpperCase() }, creator);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, email });
    expect((await storedContact(t, id))!.deletedAt).toBeNull();
    expect((await call('GET', `/contacts/${id}`)).status).toBe(200);
  });

  it.each([
    ['no email', {}],
    ['an empty email', { email: '  ' }],
    ['a null email', { email: null }],
  ])('answers 400 “Email is required to retrieve contact” for %s', async (_name, body) => {
    const res = await call('PUT', '/contacts/retrieve-contact', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      message: 'Email is required to retrieve contact',
      fields: { email: CONTACT_MESSAGES.retrieveEmailRequired },
    });
  });

  it('answers the same without any body', async () => {
    const res = await t.call('PUT', '/api/contacts/retrieve-contact', { token: firm.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email is required to retrieve contact');
  });

  it('refuses an address that is no email (400), an active contact’s or unknown email and another firm’s deleted contact (404)', async () => {
    expect((await call('PUT', '/contacts/retrieve-contact', { email: 'nope' })).status).toBe(400);
    const active = uniqueEmail();
    await add(individual({ email: active }));
    expect((await call('PUT', '/contacts/retrieve-contact', { email: active })).status).toBe(404);
    expect((await call('PUT', '/contacts/retrieve-contact', { email: uniqueEmail() })).status).toBe(404);
    const theirsEmail = uniqueEmail();
    const theirs = await add(individual({ email: theirsEmail }), otherFirm);
    await call('DELETE', `/contacts/${theirs}`, undefined, otherFirm.admin);
    expect((await call('PUT', '/contacts/retrieve-contact', { email: theirsEmail })).status).toBe(404);
    expect((await storedContact(t, theirs))!.deletedAt).toBeInstanceOf(Date);
  });

  it('answers 403 to a user who may only read contacts', async () => {
    const email = uniqueEmail();
    const id = await add(individual({ email }));
    await call('DELETE', `/contacts/${id}`);
    expect((await call('PUT', '/contacts/retrieve-contact', { email }, reader)).status).toBe(403);
    expect((await storedContact(t, id))!.deletedAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/contacts/:id/participant-types', () => {
  it('replaces the set, and an empty list clears it', async () => {
    const [a, b, c] = [
      await insertParticipantType(t, firm.lawFirmId, 'Petitioner'),
      await insertParticipantType(t, firm.lawFirmId, 'Beneficiary'),
      await insertParticipantType(t, firm.lawFirmId, 'Sponsor'),
    ];
    const id = await add(individual());
    const first = await call('POST', `/contacts/${id}/participant-types`, { participant_type_id: [b, a, a] }, creator);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ contact_id: id, participant_type_ids: [a, b].sort((x, y) => x - y) });
    await call('POST', `/contacts/${id}/participant-types`, { participant_type_id: [c] });
    expect(await storedTypeIds(t, id)).toEqual([c]);
    expect((await call('GET', `/contacts/${id}`)).body.participant_type_ids).toEqual([c]);
    await call('POST', `/contacts/${id}/participant-types`, { participant_type_id: [] });
    expect(await storedTypeIds(t, id)).toEqual([]);
  });

  it('answers 404 for another firm’s type or contact, changing nothing', async () => {
    const mine = await insertParticipantType(t, firm.lawFirmId, 'Interpreter');
    const theirs = await insertParticipantType(t, otherFirm.lawFirmId, 'Interpreter');
    const id = await add(individual());
    await call('POST', `/contacts/${id}/participant-types`, { participant_type_id: [mine] });
    const res = await call('POST', `/contacts/${id}/participant-types`, { participant_type_id: [mine, theirs] });
    expect(res.status).toBe(404);
    expect(await storedTypeIds(t, id)).toEqual([mine]);
    const theirContact = await add(individual(), otherFirm);
    expect(
      (await call('POST', `/contacts/${theirContact}/participant-types`, { participant_type_id: [mine] })).status,
    ).toBe(404);
    expect(await storedTypeIds(t, theirContact)).toEqual([]);
  });

  it('refuses bad input (400) and readers (403)', async () => {
    const id = await add(individual());
    for (const body of [
      {},
      { participant_type_id: 'x' },
      { participant_type_id: [0] },
      { participant_type_id: [1.5] },
    ]) {
      const res = await call('POST', `/contacts/${id}/participant-types`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await call('POST', `/contacts/${id}/participant-types`, { participant_type_id: [] }, reader)).status).toBe(
      403,
    );
  });
});

describe('primary contacts', () => {
  it('an organisation starts without one, gets one, and can have it cleared; individuals answer null', async () => {
    const person = await add(individual({ name: 'Hana Saleh' }));
    const org = await add(organisation());
    expect((await call('GET', `/contacts/${org}/primary-status`, undefined, reader)).body).toEqual({
      primary_contact_id: null,
    });
    const set = await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: person }, updater);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ primary_contact_id: person });
    expect((await call('GET', `/contacts/${org}/primary-status`)).body).toEqual({ primary_contact_id: person });
    const listed = (await call('GET', `/contacts/${org}`)).body;
    expect(listed).toMatchObject({ primary_contact_id: person, primary_contact_name: 'Hana Saleh' });
    expect((await call('GET', `/contacts/${person}/primary-status`)).body).toEqual({ primary_contact_id: null });
    await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: null });
    expect((await call('GET', `/contacts/${org}/primary-status`)).body).toEqual({ primary_contact_id: null });
  });

  it('a client (an individual) may be an organisation’s primary contact', async () => {
    const { contactId } = await insertClientContact(t, firm.lawFirmId, 'Yusuf Karim', null);
    const org = await add(organisation());
    expect((await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: contactId })).status).toBe(200);
  });

  it('refuses a primary contact that is not an individual, and individuals having one (422)', async () => {
    const org = await add(organisation());
    const otherOrg = await add(organisation({ contact_type: 'court' }));
    const person = await add(individual());
    const notPerson = await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: otherOrg });
    expect(notPerson.status).toBe(422);
    expect(notPerson.body.code).toBe('primary_contact_not_individual');
    const notOrg = await call('PUT', `/contacts/${person}/primary-contact`, { primary_contact_id: person });
    expect(notOrg.status).toBe(422);
    expect(notOrg.body.code).toBe('not_an_organisation');
    expect((await storedContact(t, org))!.primaryContactId).toBeNull();
  });

  it('takes a primary contact with a created or edited organisation; another firm’s answers 404, not dropped', async () => {
    const person = await add(individual({ name: 'Rana Haddad' }));
    const created = await call('POST', '/contacts', organisation({ primary_contact_id: person }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await storedContact(t, created.body.id))!.primaryContactId).toBe(person);

    const theirPerson = await add(individual(), otherFirm);
    const refused = await call('POST', '/contacts', organisation({ primary_contact_id: theirPerson }));
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('not_found');
    const org = await add(organisation());
    const edit = await call('PUT', `/contacts/${org}`, organisation({ primary_contact_id: theirPerson }));
    expect(edit.status).toBe(404);
    expect((await storedContact(t, org))!.primaryContactId).toBeNull();
    const kept = await call('PUT', `/contacts/${created.body.id}`, organisation());
    expect(kept.status).toBe(200);
    expect((await storedContact(t, created.body.id))!.primaryContactId).toBe(person);
  });

  it('answers 404 for other firms’ or deleted contacts on either side, 403 without update, 400 for bad ids', async () => {
    const org = await add(organisation());
    const theirPerson = await add(individual(), otherFirm);
    const theirOrg = await add(organisation(), otherFirm);
    const mine = await add(individual());
    const gone = await add(individual());
    await call('DELETE', `/contacts/${gone}`);
    expect((await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: theirPerson })).status).toBe(
      404,
    );
    expect((await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: gone })).status).toBe(404);
    expect((await call('PUT', `/contacts/${theirOrg}/primary-contact`, { primary_contact_id: mine })).status).toBe(404);
    expect((await call('GET', `/contacts/${theirOrg}/primary-status`)).status).toBe(404);
    expect((await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: mine }, creator)).status).toBe(
      403,
    );
    expect((await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: 'x' })).status).toBe(400);
    expect((await storedContact(t, org))!.primaryContactId).toBeNull();
    expect((await storedContact(t, theirOrg))!.primaryContactId).toBeNull();
  });

  it('an individual who becomes an organisation stops being anyone’s primary contact', async () => {
    const person = await add(individual());
    const org = await add(organisation());
    await call('PUT', `/contacts/${org}/primary-contact`, { primary_contact_id: person });
    await call('PUT', `/contacts/${person}`, organisation({ name: 'Now A Company' }));
    expect((await storedContact(t, org))!.primaryContactId).toBeNull();
    const contacts = await storedContacts(t, firm.lawFirmId);
    expect(contacts.find((c) => c.id === person)!.currentCity).toBe(HOUSTON.city.name);
  });
});
