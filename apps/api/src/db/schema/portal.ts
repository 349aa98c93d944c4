import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { createdAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A client's account in the portal: one per email address (kept lower-case), whichever firms invited
 * it. The password is null until the client sets one from an invitation's or a reset's link.
 */
export const portalUsers = pgTable('portal_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  locale: text('locale').notNull().default('en'),
  passwordSetAt: at('password_set_at'),
  lastSignInAt: at('last_sign_in_at'),
  createdAt: createdAt(),
});

/**
 * Which firm's client a portal account is: the portal shows a firm's forms only through this row, so
 * deleting it (or the client) hides them at once.
 */
export const portalAccess = pgTable(
  'portal_access',
  {
    id: serial('id').primaryKey(),
    portalUserId: integer('portal_user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: at('invited_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_access_firm_client_idx').on(t.lawFirmId, t.clientId),
    index('portal_access_user_idx').on(t.portalUserId),
  ],
);

/** A mailed set-password link (an invitation's or a forgotten password's); only its SHA-256 is kept. */
export const portalPasswordTokens = pgTable(
  'portal_password_tokens',
  {
    id: serial('id').primaryKey(),
    portalUserId: integer('portal_user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull(),
    /** The inviting firm; null for a forgotten-password link. */
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('portal_password_tokens_user_idx').on(t.portalUserId, t.purpose)],
);

/** A signed-in portal session (the counsel_portal cookie), stored as the SHA-256 of its token. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    portalUserId: integer('portal_user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('portal_sessions_user_idx').on(t.portalUserId)],
);
