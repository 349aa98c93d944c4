import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { portalUsers } from './portal.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Every table here belongs to one firm's portal account: (portal_user_id, law_firm_id) names it. */
const account = (t: { portalUserId: AnyPgColumn; lawFirmId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.portalUserId, t.lawFirmId], foreignColumns: [portalUsers.id, portalUsers.lawFirmId] });

/**
 * A portal account's second factor: an authenticator app (the secret encrypted with the server's key, a
 * pending one until its first code, the last time step accepted) and/or codes by mail (`email_enabled_at`).
 * One row per account; no row, or neither method on, is no second factor.
 */
export const portalSecondFactors = pgTable(
  'portal_second_factors',
  {
    portalUserId: integer('portal_user_id').notNull(),
    lawFirmId: integer('law_firm_id').notNull(),
    secret: text('secret'),
    pendingSecret: text('pending_secret'),
    confirmedAt: at('confirmed_at'),
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    emailEnabledAt: at('email_enabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.portalUserId, t.lawFirmId] }),
    account(t, 'portal_second_factors_account_fk').onDelete('cascade'),
  ],
);

/** The authenticator's one-time recovery codes, only a keyed hash of each kept. */
export const portalRecoveryCodes = pgTable(
  'portal_recovery_codes',
  {
    id: serial('id').notNull(),
    portalUserId: integer('portal_user_id').notNull(),
    lawFirmId: integer('law_firm_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.lawFirmId] }),
    account(t, 'portal_recovery_codes_account_fk').onDelete('cascade'),
    index('portal_recovery_codes_account_idx').on(t.lawFirmId, t.portalUserId),
    uniqueIndex('portal_recovery_codes_unused_uq')
      .on(t.lawFirmId, t.portalUserId, t.codeHash)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * A sign-in's challenge (what a password answers when the account has a second factor) and the codes mailed
 * to the account: each kept as a keyed hash only, short-lived, used once. `purpose` is 'challenge', 'sign_in'
 * (a mailed code for a challenge, which it names) or 'settings' (a mailed code to turn mailed codes on or off).
 */
export const portalOneTimeCodes = pgTable(
  'portal_one_time_codes',
  {
    id: serial('id').notNull(),
    portalUserId: integer('portal_user_id').notNull(),
    lawFirmId: integer('law_firm_id').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The challenge a mailed sign-in code answers (its id). */
    challengeId: integer('challenge_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.lawFirmId] }),
    account(t, 'portal_one_time_codes_account_fk').onDelete('cascade'),
    index('portal_one_time_codes_account_idx').on(t.lawFirmId, t.portalUserId, t.purpose),
    index('portal_one_time_codes_hash_idx').on(t.codeHash),
  ],
);
