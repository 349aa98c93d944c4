import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** The plan catalogue. A firm points at one plan; limits are read from here. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  invoicesPermissionLevel: text('invoices_permission_level').notNull(),
  maxUsers: integer('max_users').notNull(),
  documentsServices: integer('documents_services').notNull(),
  uscisQueries: integer('uscis_queries').notNull(),
  predefinedWorkflows: integer('predefined_workflows').notNull(),
  createdAt: createdAt(),
});
