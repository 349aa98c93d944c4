import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarConnections } from './calendar-sync.js';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';

/**
 * A connection's push channel (modules/calendar/push-*.ts): Google's watch channel on the primary
 * calendar, or Graph's subscription to me/events. One per connection, firm-scoped, gone with it. Only
 * the hash of the secret the provider echoes in every notification (Google's channel token, Graph's
 * clientState) is kept: a notification is believed when its secret hashes to this.
 */
export const calendarPushChannels = pgTable(
  'calendar_push_channels',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Google's channel id (a uuid we chose) or Graph's subscription id. */
    channelId: text('channel_id').notNull(),
    /** Google's id of the watched resource, which channels.stop needs; null for Graph. */
    resourceId: text('resource_id'),
    /** SHA-256 (hex) of the channel token or clientState. */
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_push_channels_connection_idx').on(t.connectionId),
    // A notification names its channel.
    uniqueIndex('calendar_push_channels_channel_idx').on(t.provider, t.channelId),
    // The renewal job reads the channels expiring soon.
    index('calendar_push_channels_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * The calendar sandboxes' watches (DESIGN §5): what Google keeps of a watch channel and Graph of a
 * subscription, per sandbox account (the event store's account: Microsoft's under its prefix). The
 * sandbox posts a notification to `address` with `secret` (as the provider would) when an event of the
 * account changes. Not a firm's data.
 */
export const sandboxCalendarWatches = pgTable(
  'sandbox_calendar_watches',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    /** google or microsoft: which shape its notifications take. */
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    secret: text('secret').notNull(),
    resourceId: text('resource_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_calendar_watches_account_idx').on(t.account)],
);
