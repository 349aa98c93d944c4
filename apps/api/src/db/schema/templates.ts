import { LOCALES, MERGE_FIELD_TARGETS, TEMPLATE_KINDS } from '@counsel/domain';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A firm's email, reminder or document template: sanitised HTML written in the rich-text editor, in
 * English or Arabic. `subject` is the mail subject of email and reminder templates (null for documents).
 */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    title: text('title').notNull(),
    subject: text('subject'),
    bodyHtml: text('body_html').notNull().default(''),
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_firm_kind_idx').on(t.lawFirmId, t.kind, t.updatedAt)],
);

/**
 * A firm's own merge field `#{target}_{field}` (the built-in ones live in code). The name is unique per
 * firm, so a duplicate is refused by the database as well as by the service.
 */
export const mergeFields = pgTable(
  'merge_fields',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    target: text('target', { enum: MERGE_FIELD_TARGETS }).notNull(),
    field: text('field').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('merge_fields_firm_name_idx').on(t.lawFirmId, t.name)],
);
