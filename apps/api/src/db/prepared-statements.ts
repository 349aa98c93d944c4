/**
 * Every parameterised query on a PostgreSQL server runs as a named prepared statement, named by a hash
 * of its text. PostgreSQL then parses and plans each distinct query once per connection (after five
 * runs it keeps a generic plan when that is no worse), instead of on every request. Planning was most
 * of the cost of the app's reads: the time entries page took about 0.9 ms to plan and 0.2 ms to run,
 * and with the plan kept the same query serves 7x the requests per second (npm run bench, pgbench).
 *
 * Only queries with parameters are named: those without are BEGIN/COMMIT, migrations and other
 * multi-statement scripts, which the extended protocol cannot prepare. Queries with very many
 * parameters (multi-row inserts, long IN lists) rarely repeat, so they are left unnamed rather than
 * filling each connection's statement cache; `maxUses` on the pool bounds that cache's lifetime too.
 */
import { createHash } from 'node:crypto';
import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/** More parameters than this and the query runs unnamed. */
const MAX_PREPARED_PARAMETERS = 64;

/** A connection is replaced after this many checkouts, which also drops its prepared statements. */
export const CONNECTION_MAX_USES = 20_000;

/** `q_` and the first 20 hex digits of the text's SHA-1: distinct texts never share a name. */
export function statementName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

function withName(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  if (typeof query.text !== 'string' || query.name !== undefined) return config;
  const parameters = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(parameters) || parameters.length === 0 || parameters.length > MAX_PREPARED_PARAMETERS) {
    return config;
  }
  return { ...query, name: statementName(query.text) };
}

/** pg's Client with the naming above; given to the pool as its `Client`. */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only renames the config
  override query(config: any, values?: any, callback?: any): any {
    return super.query(withName(config, values) as never, values, callback);
  }
}

/**
 * A page's LIMIT written into the SQL instead of sent as a parameter. With `limit $n` PostgreSQL cannot
 * know the page is a dozen rows, so the kept generic plan of a list looks far costlier than a fresh
 * custom one and every run is planned again (about 0.9 ms for the time entries page, more than running
 * it). Page sizes are validated small integers, so each list has only a few statement texts.
 */
export function pageLimit(size: number): number {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`Not a page size: ${size}`);
  // drizzle renders an SQL chunk where it expects the number; the cast only satisfies its types.
  return sql.raw(String(size)) as unknown as number;
}

const builtQueries = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database handle and `key`, then run with new values through its placeholders.
 * drizzle otherwise rebuilds a query's SQL from its builder on every call, which was a third of the
 * API's own time on the busiest reads (npm run bench, CPU profile). The key must name everything that
 * changes the SQL text (which filters are present, the page size); values go in as placeholders.
 * A transaction is a handle of its own, so inside one the query is simply built for that transaction.
 */
export function builtOnce<T>(db: object, key: string, build: () => T): T {
  let queries = builtQueries.get(db);
  if (!queries) {
    queries = new Map();
    builtQueries.set(db, queries);
  }
  let query = queries.get(key) as T | undefined;
  if (query === undefined) {
    query = build();
    queries.set(key, query);
  }
  return query;
}

/** A drizzle query prepared under the name its text hashes to (the same name PreparingClient would give). */
export function preparedQuery<P>(query: { toSQL(): { sql: string }; prepare(name: string): P }): P {
  return query.prepare(statementName(query.toSQL().sql));
}

/** The names of the values a request fills in: with the page size, what a list's built query is keyed by. */
export function presentNames<V extends object>(values: V, names: readonly (keyof V & string)[]): string {
  return names.filter((name) => values[name] !== undefined).join(',') || 'none';
}

/** `column = :name` for each value present, the value left to its placeholder. */
export function presentEquals<V extends object>(values: V, columns: Partial<Record<keyof V & string, Column>>): SQL[] {
  return Object.entries(columns as Record<string, Column>)
    .filter(([name]) => values[name as keyof V] !== undefined)
    .map(([name, column]) => eq(column, sql.placeholder(name)));
}
