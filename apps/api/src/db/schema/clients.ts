import { date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { lowered, loweredFullName, phoneDigits, phoneDigitsReversed, prefixKey } from './search-keys.js';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    // Address parts as display names, with the picked data set's id beside them (null when typed by hand).
    street: text('street'),
    city: text('city'),
    cityId: text('city_id'),
    state: text('state'),
    stateId: text('state_id'),
    postalCode: text('postal_code'),
    country: text('country'),
    countryId: text('country_id'),
    image: text('image'),
    // Immigration facts. Countries are ISO 3166-1 alpha-2 codes; numbers are stored normalised
    // (A-number as A and nine digits, the account number as 12 digits, I-94 upper case).
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryOfBirth: text('country_of_birth'),
    citizenship: text('citizenship'),
    aNumber: text('a_number'),
    uscisOnlineAccountNumber: text('uscis_online_account_number'),
    passportNumber: text('passport_number'),
    passportIssueDate: date('passport_issue_date', { mode: 'string' }),
    passportExpiryDate: date('passport_expiry_date', { mode: 'string' }),
    immigrationStatus: text('immigration_status'),
    immigrationStatusExpiryDate: date('immigration_status_expiry_date', { mode: 'string' }),
    i94Number: text('i94_number'),
    lastEntryDate: date('last_entry_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The firm's rows point at it by (id, law_firm_id), so a key cannot cross firms (and shards: docs/SCALING.md).
    unique('clients_id_firm_key').on(t.id, t.lawFirmId),
    index('clients_law_firm_idx').on(t.lawFirmId, t.lastName, t.firstName),
    index('clients_law_firm_email_idx').on(t.lawFirmId, t.email),
    // The list sorted by "client since" (the name and email sorts use the two indexes above).
    index('clients_law_firm_created_idx').on(t.lawFirmId, t.createdAt, t.id),
    // The header's search (search-keys.ts): the full name covers a first name typed alone.
    index('clients_search_name_idx').on(t.lawFirmId, prefixKey(loweredFullName(t.firstName, t.lastName))),
    index('clients_search_last_name_idx').on(t.lawFirmId, prefixKey(lowered(t.lastName))),
    index('clients_search_email_idx').on(t.lawFirmId, prefixKey(lowered(t.email))),
    index('clients_search_phone_idx').on(t.lawFirmId, prefixKey(phoneDigits(t.phoneNumber))),
    index('clients_search_phone_end_idx').on(t.lawFirmId, prefixKey(phoneDigitsReversed(t.phoneNumber))),
  ],
);
