import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A form to fill for a client (and optionally one of their cases), handed to employees
 * (POST /law-firm/{firmId}/document-filling). The form is a public form or one of the firm's own,
 * by id; its title is kept as it was when assigned, so a renamed or removed form still reads.
 */
export const documentFillings = pgTable(
  'document_fillings',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    caseId: integer('case_id').references(() => cases.id),
    formType: text('form_type').notNull(),
    formId: integer('form_id').notNull(),
    formTitle: text('form_title').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completedByUserId: integer('completed_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('document_fillings_firm_status_idx').on(t.lawFirmId, t.status, t.createdAt.desc(), t.id.desc())],
);

/** Who a filling is handed to; an employee's own list reads this by user. */
export const documentFillingAssignees = pgTable(
  'document_filling_assignees',
  {
    fillingId: integer('filling_id')
      .notNull()
      .references(() => documentFillings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.fillingId, t.userId] }), index('document_filling_assignees_user_idx').on(t.userId)],
);
