import { FORM_REMINDER_DEFAULT_DAYS } from '@counsel/domain';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { plans } from './plans.js';

export const lawFirms = pgTable('law_firms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  street: text('street'),
  // Each place as the address pickers give it: its name, and the data set's id when picked from a list.
  city: text('city'),
  cityId: text('city_id'),
  state: text('state'),
  stateId: text('state_id'),
  postalCode: text('postal_code'),
  country: text('country'),
  countryId: text('country_id'),
  // A file name under the firm's logo folder (the invoice logos' storage), or null.
  logo: text('logo'),
  currency: text('currency').notNull().default('USD'),
  // The language the firm's documents default to (en or ar).
  language: text('language').notNull().default('en'),
  // Bank details printed on invoices (billing.md §3); each may be empty.
  bankName: text('bank_name'),
  bankAddress: text('bank_address'),
  bankAccountNumberIban: text('bank_account_number_iban'),
  bankSwiftCode: text('bank_swift_code'),
  bankBranchCode: text('bank_branch_code'),
  bankRoutingNumber: text('bank_routing_number'),
  // Days after sending (or the last reminder) to remind a client of a form not yet submitted; 0: never.
  // Every member signs in with a second factor; until they enrol the API serves them only the enrolment.
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  requirePortalSecondFactor: boolean('require_portal_second_factor').notNull().default(false),
  formReminderDays: integer('form_reminder_days').notNull().default(FORM_REMINDER_DEFAULT_DAYS),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
