import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh revokes the
 * presented token and issues its successor in the same family. A revoked token presented again
 * means it was stolen or replayed, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    /** When the session last refreshed its access token (set on the live token at each refresh, not on every request). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Every sign-in attempt for a known user, successful or not, keyed with the user's firm (the composite key names
 * the firm, so no row points at another firm's user). `factor` is the one that decided the attempt: a password
 * today, a second factor later. `device_key` (browser family and operating system) tells a device the user has
 * signed in from before, for the new-device mail. Attempts for an email no account has are in
 * `unknown_email_sign_ins`, apart: they belong to no firm.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').notNull(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    succeeded: boolean('succeeded').notNull(),
    factor: text('factor').notNull(),
    failureReason: text('failure_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    deviceKey: text('device_key'),
    createdAt: createdAt(),
  },
  (t) => [
    // The firm in the key, as Citus needs of a table distributed by firm (docs/SCALING.md).
    primaryKey({ columns: [t.id, t.lawFirmId] }),
    foreignKey({
      name: 'sign_in_attempts_user_fk',
      columns: [t.userId, t.lawFirmId],
      foreignColumns: [users.id, users.lawFirmId],
    }).onDelete('cascade'),
    check('sign_in_attempts_factor_ck', sql`${t.factor} in ('password', 'totp', 'recovery_code', 'passkey')`),
    check(
      'sign_in_attempts_failure_ck',
      sql`(${t.succeeded} and ${t.failureReason} is null) or (not ${t.succeeded} and ${t.failureReason} in ('wrong_password', 'deactivated', 'wrong_code'))`,
    ),
    // The user's history, newest first (GET /api/auth/sign-ins), and the devices they signed in from.
    index('sign_in_attempts_user_idx').on(t.lawFirmId, t.userId, t.createdAt),
    index('sign_in_attempts_device_idx').on(t.lawFirmId, t.userId, t.deviceKey).where(sql`${t.succeeded}`),
  ],
);

/**
 * Failed sign-ins for an email no account has: when, from where and with what, and nothing that names anyone
 * (not even the email typed). No firm's data: a table of the coordinator's when distributed by firm.
 */
export const unknownEmailSignIns = pgTable('unknown_email_sign_ins', {
  id: serial('id').primaryKey(),
  factor: text('factor').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});
