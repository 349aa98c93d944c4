import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';

/** A client's family member (immigration forms ask for all of these). Money in integer cents. */
export const familyContacts = pgTable(
  'family_contacts',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Set when the family member is an existing client of the firm. */
    linkedClientId: integer('linked_client_id').references(() => clients.id),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    email: text('email'),
    relationshipType: text('relationship_type').notNull(),
    livedTogetherSince: date('lived_together_since', { mode: 'string' }),
    livedTogetherUntil: date('lived_together_until', { mode: 'string' }),
    dependentStatus: text('dependent_status'),
    householdIncomeCents: bigint('household_income_cents', { mode: 'number' }),
    headOfHousehold: boolean('head_of_household').notNull().default(false),
    derivativeApplicant: boolean('derivative_applicant').notNull().default(false),
    principalApplicant: boolean('principal_applicant').notNull().default(false),
    dateOfMarriage: date('date_of_marriage', { mode: 'string' }),
    cityOfMarriage: text('city_of_marriage'),
    stateOfMarriage: text('state_of_marriage'),
    provinceOfMarriage: text('province_of_marriage'),
    countryOfMarriage: text('country_of_marriage'),
    reasonMarriageEnded: text('reason_marriage_ended'),
    dateMarriageEnded: date('date_marriage_ended', { mode: 'string' }),
    cityMarriageEnded: text('city_marriage_ended'),
    stateMarriageEnded: text('state_marriage_ended'),
    provinceMarriageEnded: text('province_marriage_ended'),
    countryMarriageEnded: text('country_marriage_ended'),
    dateOfSeparation: date('date_of_separation', { mode: 'string' }),
    howMarriageEnded: text('how_marriage_ended'),
    // Kept only for a family member who is not a client of the firm; a linked client's own record has them.
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** ISO 3166-1 alpha-2 codes. */
    countryOfBirth: text('country_of_birth'),
    citizenship: text('citizenship'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('family_contacts_client_idx').on(t.clientId),
    // Father, Mother and Spouse may each exist only once per client.
    uniqueIndex('family_contacts_single_relationship')
      .on(t.clientId, t.relationshipType)
      .where(sql`${t.relationshipType} in ('Father', 'Mother', 'Spouse')`),
  ],
);

export const clientEmployers = pgTable(
  'client_employers',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyOrSchoolName: text('company_or_school_name').notNull(),
    annualSalaryCents: bigint('annual_salary_cents', { mode: 'number' }),
    jobTitle: text('job_title'),
    occupation: text('occupation'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    supervisor: text('supervisor'),
    duties: text('duties'),
    isCurrentEmployer: boolean('is_current_employer').notNull().default(false),
    isForeignEmployer: boolean('is_foreign_employer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('client_employers_client_idx').on(t.clientId)],
);

export const clientSchools = pgTable(
  'client_schools',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyOrSchoolName: text('company_or_school_name').notNull(),
    degreeAwarded: text('degree_awarded'),
    fieldOfStudy: text('field_of_study'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    isCurrentSchool: boolean('is_current_school').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('client_schools_client_idx').on(t.clientId)],
);
