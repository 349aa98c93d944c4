import { foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { createdAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A client's account in one firm's portal: one per firm and email address (kept lower-case). A person
 * who is the client of two firms has two accounts, each opened only by a link its own firm mailed, so
 * no firm's link, outbox or password ever opens what another firm shares. The password is null until
 * the client sets one from an invitation's or a reset's link.
 */
export const portalUsers = pgTable(
  'portal_users',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    locale: text('locale').notNull().default('en'),
    passwordSetAt: at('password_set_at'),
    lastSignInAt: at('last_sign_in_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_users_firm_email_idx').on(t.lawFirmId, t.email),
    index('portal_users_email_idx').on(t.email),
    // The target of portal_access's (account, firm) key below.
    unique('portal_users_id_firm_key').on(t.id, t.lawFirmId),
  ],
);

/**
 * Which of the firm's clients a portal account is (several when, say, a family shares an address): the
 * portal shows a firm's forms only through this row, so deleting it (or the client) hides them at once.
 * The (account, firm) key makes the database refuse a row that gives a firm's client to another firm's
 * account.
 */
export const portalAccess = pgTable(
  'portal_access',
  {
    id: serial('id').primaryKey(),
    portalUserId: integer('portal_user_id').notNull(),
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
    foreignKey({
      name: 'portal_access_account_firm_fk',
      columns: [t.portalUserId, t.lawFirmId],
      foreignColumns: [portalUsers.id, portalUsers.lawFirmId],
    }).onDelete('cascade'),
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
    /** The inviting firm (always the account's own); null for a forgotten-password link. */
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
