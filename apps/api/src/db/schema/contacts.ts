import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { participantTypes } from './participant-types.js';
import { lowered, loweredAfterFirstWord, phoneDigits, phoneDigitsReversed, prefixKey } from './search-keys.js';

/**
 * People and organisations the firm deals with. Every client is also a contact (contact_type
 * 'individual', related_entity_type 'client', related_entity_id = the client's id). Deleting is soft:
 * deleted_at is set, and the email stays reserved so the contact can be retrieved.
 * Address parts are stored as display names, with the picked data set's id beside them (null when typed by hand).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    contactType: text('contact_type').notNull(),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    currentStreet: text('current_street'),
    currentCity: text('current_city'),
    currentCityId: text('current_city_id'),
    currentState: text('current_state'),
    currentStateId: text('current_state_id'),
    currentPostalCode: text('current_postal_code'),
    currentCountry: text('current_country'),
    currentCountryId: text('current_country_id'),
    mailStreet: text('mail_street'),
    mailCity: text('mail_city'),
    mailCityId: text('mail_city_id'),
    mailState: text('mail_state'),
    mailStateId: text('mail_state_id'),
    mailPostalCode: text('mail_postal_code'),
    mailCountry: text('mail_country'),
    mailCountryId: text('mail_country_id'),
    /** 'client' or 'employee' when this contact stands for one of those; null otherwise. */
    relatedEntityType: text('related_entity_type'),
    relatedEntityId: integer('related_entity_id'),
    /** For organisations: the contact who speaks for it. */
    primaryContactId: integer('primary_contact_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_firm_name_idx').on(t.lawFirmId, t.name),
    // Standalone contacts are one per email (a deleted one is retrieved rather than duplicated). Contacts that
    // stand for clients are exempt: family members often share one email.
    uniqueIndex('contacts_firm_email_unique')
      .on(t.lawFirmId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null and ${t.relatedEntityType} is null`),
    index('contacts_firm_email_idx').on(t.lawFirmId, sql`lower(${t.email})`),
    // The header's search (search-keys.ts).
    index('contacts_search_name_idx').on(t.lawFirmId, prefixKey(lowered(t.name))),
    index('contacts_search_name_rest_idx').on(t.lawFirmId, prefixKey(loweredAfterFirstWord(t.name))),
    index('contacts_search_email_idx').on(t.lawFirmId, prefixKey(lowered(t.email))),
    index('contacts_search_phone_idx').on(t.lawFirmId, prefixKey(phoneDigits(t.phoneNumber))),
    index('contacts_search_phone_end_idx').on(t.lawFirmId, prefixKey(phoneDigitsReversed(t.phoneNumber))),
    uniqueIndex('contacts_related_entity_unique')
      .on(t.lawFirmId, t.relatedEntityType, t.relatedEntityId)
      .where(sql`${t.relatedEntityType} is not null`),
  ],
);

export const contactParticipantTypes = pgTable(
  'contact_participant_types',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    participantTypeId: integer('participant_type_id')
      .notNull()
      .references(() => participantTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.participantTypeId] }),
    index('contact_participant_types_type_idx').on(t.participantTypeId),
  ],
);
