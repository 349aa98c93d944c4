import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * Each staff user's acceptance of a version of the terms of service: a person's own act, so one row per
 * user and version, never per firm. Rows are kept when a new version comes, as the record of what was agreed.
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_acceptances_user_version').on(t.userId, t.termsVersion),
    index('terms_acceptances_firm_idx').on(t.lawFirmId),
  ],
);
