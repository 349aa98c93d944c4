import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt } from './columns.js';
import { documents } from './documents.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A reviewed form sent to a client to fill in the portal or by a mailed link (POST /document/collaboration-form). The
 * sections are kept as the staff reviewed them, so the client sees that version even if the form
 * changes later. 'expired' is never stored: it is a form not submitted or revoked past expires_at.
 */
export const sentForms = pgTable(
  'sent_forms',
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
    /** The reviewed sections (FormSection[]); hidden fields stay here but never reach the link. */
    formSchema: jsonb('form_schema').notNull(),
    /** The client's answers, by field name. */
    values: jsonb('values').notNull().default({}),
    currentSection: integer('current_section').notNull().default(0),
    requestedDocuments: jsonb('requested_documents').notNull().default([]),
    /** The client's own documents the sender shared with the form. */
    clientDocumentsIds: jsonb('client_documents_ids').notNull().default([]),
    formSendingMode: text('form_sending_mode').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('sent'),
    expiresAt: at('expires_at').notNull(),
    sentByUserId: integer('sent_by').references(() => users.id),
    sentAt: at('sent_at').notNull().defaultNow(),
    openedAt: at('opened_at'),
    lastSavedAt: at('last_saved_at'),
    submittedAt: at('submitted_at'),
    revokedAt: at('revoked_at'),
    revokedByUserId: integer('revoked_by').references(() => users.id),
    remindedAt: at('reminded_at'),
    /** The filled, signed PDF once submitted. */
    documentId: integer('document_id').references(() => documents.id),
  },
  (t) => [
    index('sent_forms_firm_sent_idx').on(t.lawFirmId, t.sentAt.desc(), t.id.desc()),
    index('sent_forms_firm_status_idx').on(t.lawFirmId, t.status, t.expiresAt),
    index('sent_forms_client_idx').on(t.lawFirmId, t.clientId),
    index('sent_forms_case_idx').on(t.lawFirmId, t.caseId).where(sql`${t.caseId} is not null`),
  ],
);

/** A mailed link to a sent form; only the SHA-256 of its token is kept. Several may be live at once. */
export const sentFormLinks = pgTable(
  'sent_form_links',
  {
    id: serial('id').primaryKey(),
    sentFormId: integer('sent_form_id')
      .notNull()
      // A send whose mail is refused deletes its form, and the form's links with it.
      .references(() => sentForms.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sent_form_links_token_idx').on(t.tokenHash), index('sent_form_links_form_idx').on(t.sentFormId)],
);

/** A document the client attached through the link, for one of the requested items. */
export const sentFormAttachments = pgTable(
  'sent_form_attachments',
  {
    id: serial('id').primaryKey(),
    sentFormId: integer('sent_form_id')
      .notNull()
      .references(() => sentForms.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    requested: text('requested').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sent_form_attachments_form_idx').on(t.sentFormId)],
);
