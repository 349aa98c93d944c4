import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request limits' counters when the API runs on PostgreSQL, shared by every API process (platform/
 * rate-limit-store.ts): one row per limit and key (a SHA-256, so no address or email is stored), counting the
 * requests of the window that ends at reset_at. Rows past reset_at are dead and removed by a scheduled job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
