import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * Time an employee spent, billable to a client (and a case). A running timer is an entry with
 * running = true: the server knows it, so it survives a reload on any device. The client is null
 * only while the timer has just started and nobody has said whom it is for yet.
 * Money in integer cents; duration in seconds (editable apart from start and end, as people round).
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id').references(() => clients.id),
    caseId: integer('case_id').references(() => cases.id),
    description: text('description'),
    billable: boolean('billable').notNull().default(true),
    invoiced: boolean('invoiced').notNull().default(false),
    /** The invoice that bills this entry (invoices arrive in a later feature). */
    invoiceId: integer('invoice_id'),
    hourlyRateCents: bigint('hourly_rate_cents', { mode: 'number' }).notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    running: boolean('running').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_entries_firm_start_idx').on(t.lawFirmId, t.startTime),
    // The time entries page's order (running timers are left to the header): any page's ids in one
    // index-only walk, however deep the page.
    index('time_entries_firm_listed_idx').on(t.lawFirmId, t.running, t.startTime, t.id),
    // One employee's entries over dates, in the page's order (start, then id), with the flags and the
    // figures in the index too: a page's ids come from an index-only walk that stops after the page,
    // and the filtered totals from an index-only range. Reading each entry from the table and sorting
    // them made 90 days of one employee cost twice as much at ten times the data (npm run bench, growth).
    index('time_entries_firm_user_start_idx').on(
      t.lawFirmId,
      t.userId,
      t.startTime,
      t.id,
      t.billable,
      t.running,
      t.invoiced,
      t.durationSeconds,
      t.hourlyRateCents,
    ),
    index('time_entries_firm_client_idx').on(t.lawFirmId, t.clientId),
    index('time_entries_case_idx').on(t.caseId),
    index('time_entries_running_idx').on(t.userId).where(sql`${t.running}`),
  ],
);

/**
 * The sums of a firm's time entries per employee and flags, kept by statement triggers on
 * time_entries (migration 0007), so the totals of a list filtered only by these (the time entries
 * page's usual view) are read from a few rows instead of summing every entry of the firm: they cost
 * the same with 20,000 entries as with 200,000 (npm run bench). Derived data: no foreign keys.
 * amount_cents adds each entry's amount rounded to the cent, as the list shows them.
 */
export const timeEntryTotals = pgTable(
  'time_entry_totals',
  {
    lawFirmId: integer('law_firm_id').notNull(),
    userId: integer('user_id').notNull(),
    billable: boolean('billable').notNull(),
    invoiced: boolean('invoiced').notNull(),
    running: boolean('running').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
    durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawFirmId, t.userId, t.billable, t.invoiced, t.running] })],
);
