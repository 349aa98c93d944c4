import { CONTACT_SORT_COLUMNS } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactParticipantTypes, contacts, participantTypes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { expectCsvDownload } from '../../test/csv.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Sorted Contacts');
  otherFirm = await registerFirm(t, 'Elsewhere Contacts');
  nobody = await addEmployee(t, firm, { fullName: 'Zoe Nobody' });
  const add = async (
    email: string,
    name: string,
    contactType: string,
    phoneNumber: string | null,
    lawFirmId = firm.lawFirmId,
  ) => {
    const [row] = await t.services.db
      .insert(contacts)
      .values({ lawFirmId, name, email, contactType, phoneNumber })
      .returning({ id: contacts.id });
    return row!.id;
  };
  // The two Basils share a name and a type: the id breaks the tie.
  const basil = await add('b1@x.example', 'Basil', 'individual', '+1300');
  await add('acme@x.example', 'Acme', 'company', '+1100');
  await add('court@x.example', 'Court One', 'court', null);
  await add('b2@x.example', 'Basil', 'individual', '+1200');
  await add('=cmd@x.example', '=Formula', 'other', '+1400');
  await add('foreign@x.example', 'Foreign Co', 'company', '+1000', otherFirm.lawFirmId);
  const [type] = await t.services.db
    .insert(participantTypes)
    .values({ lawFirmId: firm.lawFirmId, name: 'Witness', description: '' })
    .returning({ id: participantTypes.id });
  await t.services.db.insert(contactParticipantTypes).values({ contactId: basil, participantTypeId: type!.id });
});
afterAll(() => t.close());

const list = (query: string, token = firm.admin.token) => t.call('GET', `/api/contacts${query}`, { token });
const emails = (body: { contacts: Array<{ email: string | null }> }) => body.contacts.map((c) => c.email);

const EXPECTED: Record<(typeof CONTACT_SORT_COLUMNS)[number], string[]> = {
  name: ['=cmd@x.example', 'acme@x.example', 'b1@x.example', 'b2@x.example', 'court@x.example'],
  contact_type: ['acme@x.example', 'court@x.example', 'b1@x.example', 'b2@x.example', '=cmd@x.example'],
  // Contacts without a phone come after those with one going up, before them going down.
  phone_number: ['acme@x.example', 'b2@x.example', 'b1@x.example', '=cmd@x.example', 'court@x.example'],
};

describe('GET /api/contacts sorted', () => {
  it.each(CONTACT_SORT_COLUMNS)('sorts by %s both ways, ties broken by id in the same direction', async (column) => {
    const up = await list(`?sort=${column}&order=asc`);
    expect(up.status).toBe(200);
    expect(emails(up.body)).toEqual(EXPECTED[column]);
    const down = await list(`?sort=${column}&order=desc`);
    expect(emails(down.body)).toEqual([...EXPECTED[column]].reverse());
  });

  it('sorts the employees in with the contacts when they are asked for', async () => {
    const res = await list('?employees=true&sort=contact_type&order=desc&page_size=3');
    expect(res.body.contacts.map((c: { name: string }) => c.name)).toEqual(['=Formula', 'Basil', 'Basil']);
    const byName = await list('?employees=true&sort=name');
    expect(byName.body.contacts.map((c: { name: string }) => c.name)).toEqual([
      '=Formula',
      'Acme',
      'Alex Admin',
      'Basil',
      'Basil',
      'Court One',
      'Zoe Nobody',
    ]);
  });

  it('refuses a column outside the list with 400 naming the field', async () => {
    const res = await list('?sort=deleted_at');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('sort');
  });
});

describe('GET /api/contacts/export', () => {
  const exportCsv = (query: string, token = firm.admin.token) =>
    t.call('GET', `/api/contacts/export${query}`, { token });

  it('answers every contact of the filter in the list’s order with participant type names, formulas guarded', async () => {
    const res = await exportCsv('?sort=phone_number&order=desc&page_size=1');
    expectCsvDownload(res, 'contacts.csv', [
      'Name,Email,Type,Phone,Primary contact,Participant types',
      'Court One,court@x.example,court,,,',
      "'=Formula,'=cmd@x.example,other,'+1400,,",
      "Basil,b1@x.example,individual,'+1300,,Witness",
      "Basil,b2@x.example,individual,'+1200,,",
      "Acme,acme@x.example,company,'+1100,,",
    ]);
  });

  it('keeps the search and the type, and titles the columns in Arabic when asked', async () => {
    const res = await exportCsv('?q=basil&contact_type=individual&locale=ar');
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('\uFEFFالاسم,البريد الإلكتروني,النوع,الهاتف,جهة الاتصال الرئيسية,أنواع المشاركين');
    expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual(['b1@x.example', 'b2@x.example']);
  });

  it('needs read on contacts (403), never shows another firm’s contacts, 400 for a bad sort', async () => {
    expect((await exportCsv('', nobody.token)).status).toBe(403);
    expect((await exportCsv('?employees=true')).body as string).not.toContain('Foreign');
    const bad = await exportCsv('?sort=secret');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('sort');
  });
});
