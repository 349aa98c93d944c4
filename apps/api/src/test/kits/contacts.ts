/** Shared by the contacts test files: request bodies and direct reads of what is stored. */
import { and, asc, eq } from 'drizzle-orm';
import { clients, contactParticipantTypes, contacts, participantTypes } from '../../db/schema/index.js';
import type { TestApp } from '../app.js';

let counter = 0;
export const uniqueEmail = (prefix = 'contact') => `${prefix}.${process.pid}.${++counter}@people.example`;

export const HOUSTON = {
  country: { id: 'US', name: 'United States' },
  state: { id: 'TX', name: 'Texas' },
  city: { id: null, name: 'Houston' },
  street: '1200 Smith St',
  postal_code: '77002',
};

export const individual = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nadia Farouk',
  email: uniqueEmail(),
  phone_number: '+17135550199',
  contact_type: 'individual',
  gender: 'FEMALE',
  date_of_birth: '1985-04-12',
  current_address: HOUSTON,
  ...overrides,
});

export const organisation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lone Star Translations',
  email: uniqueEmail('org'),
  contact_type: 'company',
  current_address: { country: { id: 'US', name: 'United States' }, city: { id: null, name: 'Houston' } },
  ...overrides,
});

/** Every contact row of a firm (deleted ones too), so a refused request can be shown to change nothing. */
export const storedContacts = (t: TestApp, lawFirmId: number) =>
  t.services.db.select().from(contacts).where(eq(contacts.lawFirmId, lawFirmId)).orderBy(asc(contacts.id));

export const storedContact = async (t: TestApp, id: number) =>
  (await t.services.db.select().from(contacts).where(eq(contacts.id, id)))[0];

export const storedTypeIds = async (t: TestApp, contactId: number) =>
  (
    await t.services.db
      .select({ id: contactParticipantTypes.participantTypeId })
      .from(contactParticipantTypes)
      .where(eq(contactParticipantTypes.contactId, contactId))
      .orderBy(asc(contactParticipantTypes.participantTypeId))
  ).map((r) => r.id);

/** A client and the contact row that stands for it (the clients feature writes these). */
export async function insertClientContact(t: TestApp, lawFirmId: number, name: string, email: string | null) {
  const [first, ...rest] = name.split(' ');
  const [client] = await t.services.db
    .insert(clients)
    .values({ lawFirmId, firstName: first!, lastName: rest.join(' ') || 'Client', email })
    .returning({ id: clients.id });
  const [contact] = await t.services.db
    .insert(contacts)
    .values({
      lawFirmId,
      name,
      email,
      contactType: 'individual',
      relatedEntityType: 'client',
      relatedEntityId: client!.id,
    })
    .returning({ id: contacts.id });
  return { clientId: client!.id, contactId: contact!.id };
}

export async function insertParticipantType(t: TestApp, lawFirmId: number, name: string) {
  const [row] = await t.services.db
    .insert(participantTypes)
    .values({ lawFirmId, name, description: `${name} in a case` })
    .returning({ id: participantTypes.id });
  return row!.id;
}

export const contactsOfFirmNamed = (t: TestApp, lawFirmId: number, name: string) =>
  t.services.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.lawFirmId, lawFirmId), eq(contacts.name, name)));
