/**
 * The shape of a firm's folder table, shared by the document folders and the form library's folders
 * (two tables, one shape): nested through parent_id (null = the root), soft-deleted, and one live
 * folder of a name (case-insensitive) among siblings. What differs is passed in: the table's name,
 * the name column's name and the table's own id for parent_id.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

export const folderColumns = (nameColumn: string, ownId: () => AnyPgColumn) => ({
  id: serial('id').primaryKey(),
  lawFirmId: integer('law_firm_id')
    .notNull()
    .references(() => lawFirms.id),
  parentId: integer('parent_id').references(ownId),
  name: text(nameColumn).notNull(),
  createdByUserId: integer('created_by_user_id').references(() => users.id),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

interface FolderIndexColumns {
  lawFirmId: AnyPgColumn;
  parentId: AnyPgColumn;
  name: AnyPgColumn;
  deletedAt: AnyPgColumn;
}

export const folderIndexes = (table: string) => (t: FolderIndexColumns) => [
  // One live folder of a name (case-insensitive) among siblings; the root is parent 0 here.
  uniqueIndex(`${table}_sibling_name_idx`)
    .on(t.lawFirmId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)
    .where(sql`${t.deletedAt} is null`),
  index(`${table}_parent_idx`).on(t.lawFirmId, t.parentId).where(sql`${t.deletedAt} is null`),
];
