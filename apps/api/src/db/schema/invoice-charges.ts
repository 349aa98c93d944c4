/**
 * The lines of an invoice, apart from invoices.ts because a line may list a payment (banking.ts)
 * while a payment names its invoice: with both tables in one file the schema files import each other.
 */
import { bigint, boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './banking.js';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { invoices, savedCharges } from './invoices.js';
import { lawFirms } from './law-firms.js';
import { timeEntries } from './time-entries.js';
import { users } from './users.js';

/** One line of an invoice, in the order the screen showed them (position). */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    clientId: integer('client_id').references(() => clients.id),
    caseId: integer('case_id').references(() => cases.id),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull().default('Service'),
    taxable: boolean('taxable').notNull().default(false),
    /** Hundredths of a percent (16.5% → 1650); 0 unless taxable. */
    taxRateHundredths: integer('tax_rate_hundredths').notNull().default(0),
    isTimeEntry: boolean('is_time_entry').notNull().default(false),
    timeEntryId: integer('time_entry_id').references(() => timeEntries.id),
    savedChargeId: integer('saved_charge_id').references(() => savedCharges.id),
    /** Trust Payment lines: the payment they list. A payment is listed by one invoice at most. */
    paymentId: integer('payment_id').references(() => payments.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('charges_invoice_idx').on(t.invoiceId, t.position),
    uniqueIndex('charges_time_entry_uq').on(t.timeEntryId),
    uniqueIndex('charges_saved_charge_uq').on(t.savedChargeId),
    uniqueIndex('charges_payment_uq').on(t.paymentId),
  ],
);
