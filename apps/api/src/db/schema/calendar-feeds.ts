import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A user's private calendar feed: one per user, reached by a 32-byte token of which only the SHA-256 is
 * stored, so the table alone opens no feed. A new token replaces the row; revoking deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_user_idx').on(t.userId), uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);

/**
 * The reminders mailed: one per user, event and start. A rescheduled event has another start, so it reminds
 * again; the same start never twice, however many job runs overlap (the insert claims it).
 */
export const calendarRemindersSent = pgTable(
  'calendar_reminders_sent',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    eventId: integer('event_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('calendar_reminders_sent_key').on(t.userId, t.eventType, t.eventId, t.startAt),
    index('calendar_reminders_sent_at_idx').on(t.sentAt),
  ],
);
