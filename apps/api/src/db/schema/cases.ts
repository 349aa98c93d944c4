import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { contacts } from './contacts.js';
import { lawFirms } from './law-firms.js';
import { lowered, prefixKey } from './search-keys.js';
import { users } from './users.js';

/** A case, also called a matter. */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** The contact the case was opened for (the client's own contact, or an organisation). */
    contactId: integer('contact_id').references(() => contacts.id),
    /** For an organisation's case: the person who speaks for it. */
    primaryContactId: integer('primary_contact_id').references(() => contacts.id),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('PENDING'),
    /** STANDARD, or FOIA for a records request opened from the FOIA dialog. */
    caseType: text('case_type').notNull().default('STANDARD'),
    /** The workflow template the case was built from; its steps and tasks were copied into case_steps and case_tasks. */
    workflowId: integer('workflow_id'),
    altStepsIds: jsonb('alt_steps_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** The language the case is run in: its closure report and what it sends the client (en or ar). */
    language: text('language').notNull().default('en'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The firm's rows point at it by (id, law_firm_id), so a key cannot cross firms (and shards: docs/SCALING.md).
    unique('cases_id_firm_key').on(t.id, t.lawFirmId),
    index('cases_law_firm_created_idx').on(t.lawFirmId, t.createdAt),
    index('cases_client_idx').on(t.clientId),
    index('cases_law_firm_status_idx').on(t.lawFirmId, t.status),
    // The cases list sorted by title.
    index('cases_law_firm_title_idx').on(t.lawFirmId, t.title, t.id),
    // The header's search (search-keys.ts).
    index('cases_search_title_idx').on(t.lawFirmId, prefixKey(lowered(t.title))),
  ],
);

export const caseTeamLeads = pgTable(
  'case_team_leads',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index('case_team_leads_user_idx').on(t.userId)],
);
