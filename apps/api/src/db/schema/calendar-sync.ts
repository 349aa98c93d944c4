import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A user's connection to an outside calendar ('google' now; 'microsoft' takes the same row shape): the
 * refresh token for offline access, encrypted (AES-256-GCM, platform/secrets.ts), and where the two-way
 * sync stands. One per user and provider; it belongs to that user of that firm only. `status` becomes
 * 'revoked' when the provider refuses the token (the user is shown a reconnect button, the job skips it).
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    /** Whether the token is the API's own sandbox's (a sandbox token is useless against the provider). */
    sandbox: boolean('sandbox').notNull(),
    accountEmail: text('account_email'),
    /** The provider's incremental-sync cursor (Google's nextSyncToken, Graph's deltaLink); null: full sync next. */
    syncCursor: text('sync_cursor'),
    status: text('status').notNull().default('active'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_connections_user_provider_idx').on(t.userId, t.provider),
    // The scheduled sync reads every active connection of a provider.
    index('calendar_connections_status_idx').on(t.provider, t.status),
  ],
);

/**
 * An event of a user's outside calendar, imported by the sync and shown read-only (type google-calendar).
 * A recurring series is stored as its occurrences (the provider expands it), each naming its series.
 * An all-day event starts and ends at midnight UTC of its dates.
 */
export const externalCalendarEvents = pgTable(
  'external_calendar_events',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    recurringEventId: text('recurring_event_id'),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    timeZone: text('time_zone').notNull(),
    /** confirmed, tentative or other (§3). */
    status: text('status').notNull(),
    description: text('description'),
    meetLink: text('meet_link'),
    htmlLink: text('html_link'),
    organizerName: text('organizer_name'),
    organizerEmail: text('organizer_email'),
    /** [{ email, name, response_status }] */
    attendees: jsonb('attendees').$type<ExternalAttendee[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('external_calendar_events_key_idx').on(t.userId, t.provider, t.externalId),
    // The calendar's window: one user's events by start.
    index('external_calendar_events_window_idx').on(t.lawFirmId, t.userId, t.startAt),
    // A cancelled series removes all its occurrences.
    index('external_calendar_events_series_idx')
      .on(t.userId, t.provider, t.recurringEventId)
      .where(sql`${t.recurringEventId} is not null`),
  ],
);

export interface ExternalAttendee {
  email: string | null;
  name: string | null;
  response_status: 'accepted' | 'declined' | 'tentative' | 'none';
}

/**
 * The Calendar sandbox's event store (DESIGN §5): what Google would keep, per sandbox account (a firm's
 * user, named by the signed state of the flow they started). Not a firm's data. `seq` grows with every
 * change, so a sync token is the highest `seq` a client has seen. A row is a single event, a recurring
 * series (its `resource` has `recurrence`) or one changed or cancelled occurrence of a series.
 */
export const sandboxCalendarEvents = pgTable(
  'sandbox_calendar_events',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('confirmed'),
    recurringEventId: text('recurring_event_id'),
    /** The Google event resource as the API answers it, without id, status and recurringEventId. */
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_calendar_events_account_idx').on(t.account, t.seq)],
);
