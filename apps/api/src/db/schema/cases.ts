import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';

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
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cases_law_firm_created_idx').on(t.lawFirmId, t.createdAt),
    index('cases_client_idx').on(t.clientId),
    index('cases_law_firm_status_idx').on(t.lawFirmId, t.status),
  ],
);
