import { customType, foreignKey, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/** PostgreSQL's WAL position ('16/B374D848'), compared by the server. */
const pgLsn = customType<{ data: string }>({ dataType: () => 'pg_lsn' });

/**
 * Read-your-writes with a read replica (db/read-replica.ts): the primary's WAL position after a user's latest
 * write. Until the replica has replayed past it, that user's replica reads go to the primary. Written only when
 * DATABASE_READ_URL is set; read with the auth row, so it costs no query of its own.
 */
export const readFences = pgTable(
  'read_fences',
  {
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    lsn: pgLsn('lsn').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lawFirmId, t.userId] }),
    foreignKey({
      name: 'read_fences_user_fk',
      columns: [t.userId, t.lawFirmId],
      foreignColumns: [users.id, users.lawFirmId],
    }).onDelete('cascade'),
  ],
);
