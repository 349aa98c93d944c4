import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { folderColumns, folderIndexes } from './folders.js';

/**
 * The firm's document folders (/doc-management), nested through parent_id (null = the root).
 * Deleting is soft and only allowed when the folder is empty, so no document is ever orphaned.
 */
export const documentDirectories = pgTable(
  'document_directories',
  folderColumns('name', (): AnyPgColumn => documentDirectories.id),
  folderIndexes('document_directories'),
);
