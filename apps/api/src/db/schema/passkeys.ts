import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * A user's passkeys (WebAuthn credentials): the authenticator's credential id and public key (COSE, base64url),
 * its signature counter (a counter that goes back is a cloned key), the transports it told, the name the user
 * gave it, and when it was added and last used. A passkey is a second factor, and on its own a sign-in.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial('id').notNull(),
    lawFirmId: integer('law_firm_id').notNull(),
    userId: integer('user_id').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The transports the authenticator named (usb, nfc, ble, internal, hybrid...), as JSON text. */
    transports: text('transports').notNull().default('[]'),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  // Keyed with the firm, as every firm-owned table is (distributable by law_firm_id: docs/SCALING.md).
  (t) => [
    primaryKey({ columns: [t.id, t.lawFirmId] }),
    foreignKey({
      name: 'user_passkeys_user_fk',
      columns: [t.userId, t.lawFirmId],
      foreignColumns: [users.id, users.lawFirmId],
    }).onDelete('cascade'),
    uniqueIndex('user_passkeys_credential_uq').on(t.lawFirmId, t.credentialId),
    // A passwordless sign-in finds the credential before it knows the firm.
    index('user_passkeys_credential_idx').on(t.credentialId),
    index('user_passkeys_user_idx').on(t.lawFirmId, t.userId),
  ],
);

/**
 * The challenges of WebAuthn ceremonies, kept by the server: single use (deleted when a response is checked
 * against one) and short-lived. A registration's and a second step's belong to a user; a passwordless
 * sign-in's to nobody yet, so the table is not a firm's (like unknown_email_sign_ins).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id'),
    lawFirmId: integer('law_firm_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('webauthn_challenges_purpose_ck', sql`${t.purpose} in ('registration', 'authentication')`),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);
