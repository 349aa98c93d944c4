import { CONTACT_MESSAGES, dayIn } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantTypeUsers, users } from '../../db/schema/index.js';
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
  uniqueEmail,
} from '../../test/kits/contacts.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let reader: TestUser;
let creator: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'contacts', action: 'read' }] });
  creator = await addEmployee(t, firm, { rules: [{ subject: 'contacts', action: 'create' }] });
  nobody = await addEmployee(t, firm);
});
afterAll(() => t.close());

const create = (body: unknown, caller: TestUser = firm.admin) =>
  t.call('POST', '/api/contacts', { token: caller.token, body });
const list = (query: string, caller: TestUser = firm.admin) =>
  t.call('GET', `/api/contacts${query}`, { token: caller.token });

describe('POST /api/contacts', () => {
  it('creates an individual, answering 201 with the id, and copies the current address to an empty mailing address', async () => {
    const body = individual({ name: '  Nadia Farouk  ', email: 'Nadia.Farouk@Example.com' });
    const res = await create(body, creator);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const got = await t.call('GET', `/api/contacts/${res.body.id}`, { token: reader.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: res.body.id,
      name: 'Nadia Farouk',
      email: 'nadia.farouk@example.com',
      phone_number: '+17135550199',
      contact_type: 'individual',
      gender: 'FEMALE',
      date_of_birth: '1985-04-12',
      related_entity_type: null,
      related_entity_id: null,
      participant_type_ids: [],
      primary_contact_id: null,
    });
    expect(got.body.current_address).toEqual(HOUSTON);
    expect(got.body.mail_address).toEqual(HOUSTON);
  });

  it('keeps a mailing address that is given, and an all-empty one counts as empty', async () => {
    const mail = { country: { id: 'JO', name: 'Jordan' }, city: { id: null, name: 'Amman' }, street: 'شارع الرينبو' };
    const res = await create(individual({ mail_address: mail }));
    const got = await t.call('GET', `/api/contacts/${res.body.id}`, { token: firm.admin.token });
    expect(got.body.mail_address).toEqual({ ...mail, state: null, postal_code: null });

    const empty = await create(individual({ mail_address: { street: '', postal_code: '  ' } }));
    expect(empty.status).toBe(201);
    expect((await storedContact(t, empty.body.id))!.mailCity).toBe('Houston');
  });

  it('stores absent and empty optional fields as empty', async () => {
    const res = await create({
      name: 'Central Texas Court',
      contact_type: 'court',
      phone_number: '',
      current_address: { country: { id: 'US', name: 'United States' }, city: { id: null, name: 'Austin' } },
    });
    expect(res.status).toBe(201);
    expect(await storedContact(t, res.body.id)).toMatchObject({
      email: null,
      phoneNumber: null,
      gender: null,
      dateOfBirth: null,
      currentStreet: null,
      currentState: null,
    });
  });

  it('does not ask organisations for gender or date of birth, and keeps none', async () => {
    const res = await create(organisation({ gender: 'MALE', date_of_birth: '1990-01-01' }));
    expect(res.status).toBe(201);
    expect(await storedContact(t, res.body.id)).toMatchObject({
      contactType: 'company',
      gender: null,
      dateOfBirth: null,
    });
  });

  it.each([
    ['no name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 256 characters', { name: 'n'.repeat(256) }, 'name'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an email of 256 characters', { email: `${'e'.repeat(244)}@example.com` }, 'email'],
    ['a phone of 15 characters', { phone_number: '+12345678901234' }, 'phone_number'],
    ['no contact type', { contact_type: undefined }, 'contact_type'],
    ['the employee type', { contact_type: 'employee' }, 'contact_type'],
    ['an unknown type', { contact_type: 'alien' }, 'contact_type'],
    ['an individual without gender', { gender: undefined }, 'gender'],
    ['an individual with an empty gender', { gender: '' }, 'gender'],
    ['a gender of 51 characters', { gender: 'g'.repeat(51) }, 'gender'],
    ['an individual without date of birth', { date_of_birth: undefined }, 'date_of_birth'],
    ['a date of birth that is no date', { date_of_birth: '1985-13-40' }, 'date_of_birth'],
    ['no current address', { current_address: undefined }, 'current_address'],
    ['no country', { current_address: { ...HOUSTON, country: undefined } }, 'current_address.country'],
    ['no city', { current_address: { ...HOUSTON, city: null } }, 'current_address.city'],
    [
      'a city of 121 characters',
      { current_address: { ...HOUSTON, city: { id: null, name: 'c'.repeat(121) } } },
      'current_address.city.name',
    ],
    [
      'a street of 121 characters',
      { current_address: { ...HOUSTON, street: 's'.repeat(121) } },
      'current_address.street',
    ],
    [
      'a postal code of 121 characters',
      { current_address: { ...HOUSTON, postal_code: 'p'.repeat(121) } },
      'current_address.postal_code',
    ],
    ['a mailing street of 121 characters', { mail_address: { street: 's'.repeat(121) } }, 'mail_address.street'],
  ])('refuses %s with 400 and a field error, adding nothing', async (_name, overrides, field) => {
    const before = await storedContacts(t, firm.lawFirmId);
    const res = await create(individual(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await storedContacts(t, firm.lawFirmId)).toEqual(before);
  });

  it('reports every fault at once, the individual’s gender and date of birth among the others', async () => {
    const res = await create(individual({ name: '', gender: undefined, date_of_birth: undefined }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['date_of_birth', 'gender', 'name']);
  });

  it('refuses a date of birth in the future (in the firm’s time zone) and accepts today', async () => {
    const today = dayIn('America/New_York');
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const before = await storedContacts(t, firm.lawFirmId);
    const future = await create(individual({ date_of_birth: tomorrow.toISOString().slice(0, 10) }));
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ date_of_birth: CONTACT_MESSAGES.dateOfBirthFuture });
    expect(await storedContacts(t, firm.lawFirmId)).toEqual(before);
    // The firm was registered with the default time zone; today there is never refused.
    const me = await t.call('GET', '/api/auth/me', { token: firm.admin.token });
    expect((await create(individual({ date_of_birth: dayIn(me.body.law_firm.time_zone) }))).status).toBe(201);
  });

  it('answers 400 deleted_contact when a deleted contact holds the email, adding nothing', async () => {
    const email = uniqueEmail('gone');
    const first = await create(individual({ email }));
    expect((await t.call('DELETE', `/api/contacts/${first.body.id}`, { token: firm.admin.token })).status).toBe(204);
    const before = await storedContacts(t, firm.lawFirmId);
    const again = await create(individual({ email: email.toUpperCase(), name: 'Someone Else' }));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'deleted_contact', details: { email, contact_id: first.body.id } });
    expect(await storedContacts(t, firm.lawFirmId)).toEqual(before);
  });

  it('answers 409 when an active contact holds the email (case-insensitive)', async () => {
    const email = uniqueEmail('taken');
    expect((await create(individual({ email }))).status).toBe(201);
    const before = await storedContacts(t, firm.lawFirmId);
    const again = await create(organisation({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'contact_exists', fields: { email: CONTACT_MESSAGES.contactExists } });
    expect(await storedContacts(t, firm.lawFirmId)).toEqual(before);
  });

  it('lets a standalone contact share an email with a client, and with another firm’s contact', async () => {
    const email = uniqueEmail('shared');
    await insertClientContact(t, firm.lawFirmId, 'Maria Gomez', email);
    expect((await create(individual({ email }))).status).toBe(201);
    expect((await create(individual({ email }), otherFirm.admin)).status).toBe(201);
  });

  it('refuses users who may only read contacts (403) and callers without a token (401)', async () => {
    const before = await storedContacts(t, firm.lawFirmId);
    const res = await create(individual(), reader);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await t.call('POST', '/api/contacts', { body: individual() })).status).toBe(401);
    expect(await storedContacts(t, firm.lawFirmId)).toEqual(before);
  });
});

describe('GET /api/contacts', () => {
  let ids: Record<string, number>;
  let clientContact: { clientId: number; contactId: number };
  let interpreterType: number;
  // Listing runs on a firm of its own, so the other suites' contacts do not get in the way.
  let listing: TestFirm;
  beforeAll(async () => {
    const local = await registerFirm(t, 'Listing Firm');
    listing = local;
    const add = async (body: Record<string, unknown>) => (await create(body, local.admin)).body.id as number;
    ids = {
      zaid: await add(individual({ name: 'Zaid Mansour', email: 'zaid@mansour.example' })),
      amal: await add(individual({ name: 'أمل الخطيب', email: 'amal@khatib.example' })),
      court: await add(organisation({ name: 'Harris County Court', contact_type: 'court', email: null })),
      percent: await add(organisation({ name: '100% Translations', email: 'office@percent.example' })),
      gone: await add(individual({ name: 'Deleted Person', email: 'gone@person.example' })),
    };
    await t.call('DELETE', `/api/contacts/${ids.gone}`, { token: local.admin.token });
    clientContact = await insertClientContact(t, local.lawFirmId, 'Maria Gomez', 'maria@gomez.example');
    await t.services.db.insert(users).values({
      lawFirmId: local.lawFirmId,
      fullName: 'Former Employee',
      email: uniqueEmail('former'),
      passwordHash: 'x',
      deactivatedAt: new Date(),
    });
    interpreterType = await insertParticipantType(t, local.lawFirmId, 'Interpreter');
    await t.services.db
      .insert(participantTypeUsers)
      .values({ participantTypeId: interpreterType, userId: local.admin.id });
    // The other firm has a contact whose name matches every search below.
    await create(individual({ name: 'Zaid Amal Harris Maria', email: 'spy@other.example' }), otherFirm.admin);
  });
  const names = (res: { body: { contacts: Array<{ name: string }> } }) => res.body.contacts.map((c) => c.name);

  it('lists the firm’s contacts (clients’ included, deleted ones not), by name, with page and total', async () => {
    const res = await list('', listing.admin);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([
      '100% Translations',
      'Harris County Court',
      'Maria Gomez',
      'Zaid Mansour',
      'أمل الخطيب',
    ]);
    expect(res.body).toMatchObject({ page: 1, page_size: 12, total: 5 });
    const client = res.body.contacts.find((c: { name: string }) => c.name === 'Maria Gomez');
    expect(client).toMatchObject({ related_entity_type: 'client', related_entity_id: clientContact.clientId });
  });

  it('pages on the server', async () => {
    const second = await list('?page=2&page_size=2', listing.admin);
    expect(names(second)).toEqual(['Maria Gomez', 'Zaid Mansour']);
    expect(second.body).toMatchObject({ page: 2, page_size: 2, total: 5 });
    expect((await list('?page_size=101', listing.admin)).status).toBe(400);
    expect((await list('?page=0', listing.admin)).status).toBe(400);
  });

  it('searches names and emails, case-insensitive, taking % literally', async () => {
    expect(names(await list('?q=ZAID', listing.admin))).toEqual(['Zaid Mansour']);
    expect(names(await list('?q=KHATIB.EXAMPLE', listing.admin))).toEqual(['أمل الخطيب']);
    expect(names(await list('?q=أمل', listing.admin))).toEqual(['أمل الخطيب']);
    expect(names(await list(`?q=${encodeURIComponent('%')}`, listing.admin))).toEqual(['100% Translations']);
    expect((await list('?q=gone', listing.admin)).body.total).toBe(0);
  });

  it('answers the light shape with details=false', async () => {
    const res = await list('?details=false&employees=false&q=zaid', listing.admin);
    expect(res.body.contacts).toEqual([
      {
        id: ids.zaid,
        name: 'Zaid Mansour',
        email: 'zaid@mansour.example',
        phone_number: '+17135550199',
        contact_type: 'individual',
        related_entity_type: null,
        related_entity_id: null,
      },
    ]);
  });

  it('lists only client contacts with clients=true', async () => {
    const res = await list('?details=false&clients=true', listing.admin);
    expect(res.body.contacts).toEqual([
      expect.objectContaining({
        id: clientContact.contactId,
        name: 'Maria Gomez',
        email: 'maria@gomez.example',
        related_entity_id: clientContact.clientId,
      }),
    ]);
    expect(res.body.total).toBe(1);
  });

  it('adds the firm’s active employees with employees=true, in contact shape, sorted among the contacts', async () => {
    const res = await list('?employees=true', listing.admin);
    expect(names(res)).toEqual([
      '100% Translations',
      'Alex Admin',
      'Harris County Court',
      'Maria Gomez',
      'Zaid Mansour',
      'أمل الخطيب',
    ]);
    expect(res.body.total).toBe(6);
    expect(res.body.contacts[1]).toMatchObject({
      id: null,
      contact_type: 'employee',
      related_entity_type: 'employee',
      related_entity_id: listing.admin.id,
      email: listing.admin.email,
      participant_type_ids: [interpreterType],
    });
    const paged = await list('?employees=true&page=2&page_size=4', listing.admin);
    expect(names(paged)).toEqual(['Zaid Mansour', 'أمل الخطيب']);
    expect(names(await list('?employees=true&contact_type=employee', listing.admin))).toEqual(['Alex Admin']);
    expect(names(await list('?employees=false', listing.admin))).not.toContain('Alex Admin');
  });

  it('filters by contact type', async () => {
    expect(names(await list('?contact_type=court', listing.admin))).toEqual(['Harris County Court']);
    expect((await list('?contact_type=spaceship', listing.admin)).status).toBe(400);
  });

  it('answers 403 to a user without the contacts permission', async () => {
    const res = await list('', nobody);
    expect(res.status).toBe(403);
    expect((await list('', reader)).status).toBe(200);
  });
});

describe('GET /api/contacts/:id', () => {
  it('answers 404 for another firm’s contact, a deleted one and an unknown id', async () => {
    const theirs = await create(individual(), otherFirm.admin);
    expect((await t.call('GET', `/api/contacts/${theirs.body.id}`, { token: firm.admin.token })).status).toBe(404);
    const mine = await create(individual());
    await t.call('DELETE', `/api/contacts/${mine.body.id}`, { token: firm.admin.token });
    expect((await t.call('GET', `/api/contacts/${mine.body.id}`, { token: firm.admin.token })).status).toBe(404);
    expect((await t.call('GET', '/api/contacts/99999999', { token: firm.admin.token })).status).toBe(404);
    expect((await t.call('GET', '/api/contacts/abc', { token: firm.admin.token })).status).toBe(400);
  });

  it('answers 403 to a user without the contacts permission', async () => {
    const mine = await create(individual());
    expect((await t.call('GET', `/api/contacts/${mine.body.id}`, { token: nobody.token })).status).toBe(403);
  });
});
