import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { plans } from './plans.js';

export const lawFirms = pgTable('law_firms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  street: text('street'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
  // Bank details printed on invoices (billing.md §3); each may be empty.
  bankName: text('bank_name'),
  bankAddress: text('bank_address'),
  bankAccountNumberIban: text('bank_account_number_iban'),
  bankSwiftCode: text('bank_swift_code'),
  bankBranchCode: text('bank_branch_code'),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
