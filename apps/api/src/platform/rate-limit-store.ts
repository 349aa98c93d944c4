/**
 * @fastify/rate-limit's counters in PostgreSQL, so that every API process (on one host or several behind a
 * load balancer) counts against one budget: with the plugin's default store each process kept its own, and N
 * processes let N times the limit through. One statement per counted request, an upsert on the counter's row:
 * PostgreSQL's row lock orders concurrent increments, and the window's clock is the database's, so processes
 * on hosts whose clocks differ still agree on when a window ends.
 * On PGlite (one process only, server.ts refuses more) the plugin's in-memory store is used instead.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import type { JobQueue } from './jobs/index.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands a store's child: the merged limit options and, for a route's limit, the route. */
interface LimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Names a limit made with createRateLimit, which has no route (platform/rate-limits.ts). */
  nameSpace?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The counter's row: the limit's name and the plugin's key (address, or address and email), hashed. */
const counterKey = (limit: string, key: string) => createHash('sha256').update(`${limit}\n${key}`).digest('hex');

const ttlOf = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))`.mapWith(
  Number,
);

class PostgresCounters implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    /** Which limit this store counts for; the root store (never asked to count) has none. */
    private readonly limit: string | null,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.increment(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: Callback): void {
    this.peek(key).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  // Typed by the plugin as the route's options; what it passes is the limit's merged options (LimitOptions).
  child(routeOptions: object): FastifyRateLimitStore {
    const options = routeOptions as LimitOptions;
    if (options.continueExceeding || options.exponentialBackoff) {
      throw new Error('The PostgreSQL rate-limit store counts fixed windows only');
    }
    const { method, url } = options.routeInfo ?? {};
    const limit = url ? `${[method].flat().join(',')} ${url}` : options.nameSpace;
    // Without a name two limits would share their counters.
    if (!limit) throw new Error('A rate limit without a route needs a nameSpace');
    return new PostgresCounters(this.db, limit);
  }

  private keyOf(key: string): string {
    if (!this.limit) throw new Error('Only a limit (a child store) counts requests');
    return counterKey(this.limit, key);
  }

  /** One upsert: a new or ended window starts at 1, a running one counts on; answers the count and the time left. */
  private async increment(key: string, timeWindowMs: number) {
    const windowEnd = sql`now() + ${Math.max(1, Math.trunc(timeWindowMs))} * interval '1 millisecond'`;
    const ended = sql`${rateLimitCounters.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ keyHash: this.keyOf(key), hits: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitCounters.keyHash,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ current: rateLimitCounters.hits, ttl: ttlOf });
    if (!row) throw new Error('The rate-limit counter was not written');
    return row;
  }

  private async peek(key: string) {
    const [row] = await this.db
      .select({ current: rateLimitCounters.hits, ttl: ttlOf })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.keyHash} = ${this.keyOf(key)} and ${rateLimitCounters.resetAt} > now()`);
    return row ?? { current: 0, ttl: 0 };
  }
}

/** The store class @fastify/rate-limit constructs (`store` option), counting in this database. */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class extends PostgresCounters {
    constructor() {
      super(db, null);
    }
  };
}

export const RATE_LIMIT_CLEANUP_QUEUE = 'rate-limit-counters-cleanup';

/** Removes ended windows' rows every hour (one process runs each scheduled job: pg-boss). */
export async function registerRateLimitCleanup(deps: { db: Db; jobs: JobQueue }): Promise<void> {
  await deps.jobs.work(RATE_LIMIT_CLEANUP_QUEUE, async () => {
    await deleteEndedCounters(deps.db);
  });
  await deps.jobs.schedule(RATE_LIMIT_CLEANUP_QUEUE, '17 * * * *');
}

export async function deleteEndedCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
}
