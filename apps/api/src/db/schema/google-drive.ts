import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
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
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A user's own Google Drive connection: the refresh token Google gave for offline access, encrypted
 * (AES-256-GCM, platform/secrets.ts). Access tokens are short-lived and never stored.
 */
export const googleDriveConnections = pgTable(
  'google_drive_connections',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    /** Whether the token is the API's own sandbox's (a sandbox token is useless against Google). */
    sandbox: boolean('sandbox').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('google_drive_connections_user_idx').on(t.lawFirmId, t.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The Drive OAuth flows already finished (modules/google-drive/connection.ts): the hash of each flow's
 * browser cookie nonce, so a state is accepted once, whichever API process its callback reaches. Rows
 * are useless after `expires_at` (the state's) and deleted as new flows finish.
 */
export const googleDriveOauthNonces = pgTable(
  'google_drive_oauth_nonces',
  {
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    nonceHash: text('nonce_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lawFirmId, t.nonceHash] }),
    index('google_drive_oauth_nonces_expiry_idx').on(t.lawFirmId, t.expiresAt),
  ],
);

/**
 * The Drive sandbox's file store (DESIGN §5): what Google would keep, per sandbox account (a firm's
 * user, named by the signed state of the flow they started). It stands for an outside service, so it
 * is not a firm's data.
 */
export const sandboxDriveFiles = pgTable(
  'sandbox_drive_files',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Null: the account's root ("My Drive"). */
    parentId: text('parent_id'),
    content: bytea('content'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    trashed: boolean('trashed').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_drive_files_parent_idx').on(t.account, t.parentId).where(sql`${t.trashed} = false`)],
);
