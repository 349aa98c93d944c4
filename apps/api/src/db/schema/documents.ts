import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { documentDirectories } from './document-directories.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A client's document: general (no case) or filed under one case. Its bytes are its versions; the
 * current one is the highest number. Deleting is soft: deleted_at hides it, the files stay.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** Null for the client's general documents. */
    caseId: integer('case_id').references(() => cases.id),
    /** Its folder in /doc-management; null for the root. */
    directoryId: integer('directory_id').references(() => documentDirectories.id),
    title: text('title').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A client's general documents and a case's documents, newest first, live ones only.
    index('documents_client_general_idx')
      .on(t.lawFirmId, t.clientId, t.createdAt)
      .where(sql`${t.caseId} is null and ${t.deletedAt} is null`),
    index('documents_case_idx').on(t.lawFirmId, t.caseId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('documents_directory_idx').on(t.lawFirmId, t.directoryId).where(sql`${t.deletedAt} is null`),
  ],
);

/** One stored file of a document; every version is kept. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes, never taken from the name or the browser. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_versions_document_version_idx').on(t.documentId, t.version)],
);
