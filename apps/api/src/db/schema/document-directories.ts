import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * The firm's document folders (/doc-management), nested through parent_id (null = the root).
 * Deleting is soft and only allowed when the folder is empty, so no document is ever orphaned.
 */
export const documentDirectories = pgTable(
  'document_directories',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    parentId: integer('parent_id').references((): AnyPgColumn => documentDirectories.id),
    name: text('name').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live folder of a name (case-insensitive) among siblings; the root is parent 0 here.
    uniqueIndex('document_directories_sibling_name_idx')
      .on(t.lawFirmId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('document_directories_parent_idx').on(t.lawFirmId, t.parentId).where(sql`${t.deletedAt} is null`),
  ],
);
