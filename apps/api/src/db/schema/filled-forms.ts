import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { documents } from './documents.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A form filled for a client and saved as one of their documents. The reviewed sections (labels
 * edited, fields hidden) and the values are kept so the filling can be reopened and saved again as
 * a new version of the same document.
 */
export const filledForms = pgTable(
  'filled_forms',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    caseId: integer('case_id').references(() => cases.id),
    /** `public` or `law_firm`; null when the web sent a PDF without saying where its form came from. */
    formType: text('form_type'),
    formId: integer('form_id'),
    formTitle: text('form_title').notNull(),
    /** The collaboration sections as reviewed (FormSection[]). */
    schema: jsonb('schema').notNull().default([]),
    /** Field name → value as filled. */
    values: jsonb('values').notNull().default({}),
    flatten: boolean('flatten').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('filled_forms_document_idx').on(t.lawFirmId, t.documentId)],
);
