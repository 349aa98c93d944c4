import type { FieldCorrections } from '@counsel/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { folderColumns, folderIndexes } from './folders.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * Folders of the firm's legal-forms library (/forms/law-firm-forms), nested through parent_id
 * (null = the root). Deleting is soft and only allowed when empty.
 */
export const firmFormDirectories = pgTable(
  'firm_form_directories',
  folderColumns('directory_name', (): AnyPgColumn => firmFormDirectories.id),
  folderIndexes('firm_form_directories'),
);

/**
 * A legal form of the firm: a PDF in a folder (null = the root). Its bytes are its versions, the
 * current one being the highest number, so placing fields later adds a version and keeps the original.
 */
export const firmForms = pgTable(
  'firm_forms',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    directoryId: integer('directory_id').references(() => firmFormDirectories.id),
    title: text('title').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    /**
     * The firm's corrections to the fields read from the PDF (type, format, label, Arabic label) by field
     * name. Kept with the form rather than a version, so a new version keeps those whose fields remain.
     */
    fieldCorrections: jsonb('field_corrections').$type<FieldCorrections>().notNull().default(sql`'{}'::jsonb`),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('firm_forms_directory_idx').on(t.lawFirmId, t.directoryId).where(sql`${t.deletedAt} is null`)],
);

/** One stored PDF of a firm form; every version is kept. */
export const firmFormVersions = pgTable(
  'firm_form_versions',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    formId: integer('form_id')
      .notNull()
      .references(() => firmForms.id),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes: always application/pdf. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('firm_form_versions_form_version_idx').on(t.formId, t.version)],
);
