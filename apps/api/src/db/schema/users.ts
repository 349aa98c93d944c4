import type { EmployeeRule } from '@counsel/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';

/** Users are the firm's employees; an admin may do everything, others act through their rules. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    position: text('position'),
    isAdmin: boolean('is_admin').notNull().default(false),
    rules: jsonb('rules').$type<EmployeeRule[]>().notNull().default(sql`'[]'::jsonb`),
    image: text('image'),
    locale: text('locale').notNull().default('en'),
    /** How long before a meeting or appointment this user is mailed a reminder; 0 is off. */
    calendarReminderMinutes: integer('calendar_reminder_minutes').notNull().default(30),
    street: text('street'),
    city: text('city'),
    cityId: text('city_id'),
    state: text('state'),
    stateId: text('state_id'),
    postalCode: text('postal_code'),
    country: text('country'),
    countryId: text('country_id'),
    /** Used for this employee's new time entries; money in integer cents. */
    defaultHourlyRateCents: bigint('default_hourly_rate_cents', { mode: 'number' }).notNull().default(0),
    /** A removed employee keeps their history but can no longer sign in nor counts towards the plan. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The firm's rows point at it by (id, law_firm_id), so a key cannot cross firms (and shards: docs/SCALING.md).
    unique('users_id_firm_key').on(t.id, t.lawFirmId),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_law_firm_idx').on(t.lawFirmId),
  ],
);

/** What a user spent in one period (a day or a month, in the firm's time zone) of one metric. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('usage_counters_user_metric_period').on(t.userId, t.metric, t.periodStart)],
);

/**
 * One-time tokens sent by mail (set a password after an invitation, reset a forgotten one).
 * Stored as SHA-256 hashes; a token works once and until it expires.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);
