import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/** Roles people play in a case (Petitioner, Beneficiary, Interpreter, ...), defined per firm. */
export const participantTypes = pgTable(
  'participant_types',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('participant_types_firm_idx').on(t.lawFirmId)],
);

/** Employees who may take a participant type's tasks. */
export const participantTypeUsers = pgTable(
  'participant_type_users',
  {
    participantTypeId: integer('participant_type_id')
      .notNull()
      .references(() => participantTypes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.participantTypeId, t.userId] }),
    index('participant_type_users_user_idx').on(t.userId),
  ],
);
