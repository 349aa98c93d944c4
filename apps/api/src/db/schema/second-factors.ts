import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A user's authenticator app (TOTP): the secret encrypted with the server's key (platform/secrets.ts), a
 * pending one while an enrolment waits for its first code, and the last time step accepted, so a code
 * cannot be used twice. One row per user; no row, or no confirmed secret, is no second factor.
 */
export const userSecondFactors = pgTable(
  'user_second_factors',
  {
    userId: integer('user_id').notNull(),
    lawFirmId: integer('law_firm_id').notNull(),
    secret: text('secret'),
    pendingSecret: text('pending_secret'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Keyed with the firm, as every firm-owned table is (distributable by law_firm_id: docs/SCALING.md).
  (t) => [
    primaryKey({ columns: [t.userId, t.lawFirmId] }),
    foreignKey({
      name: 'user_second_factors_user_fk',
      columns: [t.userId, t.lawFirmId],
      foreignColumns: [users.id, users.lawFirmId],
    }).onDelete('cascade'),
  ],
);

/** One-time recovery codes, only a keyed hash of each kept; a used one keeps its row with `used_at`. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').notNull(),
    userId: integer('user_id').notNull(),
    lawFirmId: integer('law_firm_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.lawFirmId] }),
    foreignKey({
      name: 'user_recovery_codes_user_fk',
      columns: [t.userId, t.lawFirmId],
      foreignColumns: [users.id, users.lawFirmId],
    }).onDelete('cascade'),
    index('user_recovery_codes_user_idx').on(t.userId),
    uniqueIndex('user_recovery_codes_unused_uq').on(t.lawFirmId, t.userId, t.codeHash).where(sql`${t.usedAt} is null`),
  ],
);
