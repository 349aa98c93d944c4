/**
 * Hand-written statements for the busiest writes, run on whatever handle the caller has (the pool or
 * a transaction's connection) with their values by position.
 *
 * Why not drizzle's builders there: a payment was nine round trips to PostgreSQL and a new time entry
 * six, each one built by drizzle on every call. Under load the API's one thread spent about a fifth
 * of its time sending statements (the socket write of each) and as much again building them (npm run
 * bench, CPU profile). Data-modifying CTEs write a row, its trail and its audit entry in one
 * statement, and a fixed text is never rebuilt. drizzle's builders cannot express those CTEs (an
 * INSERT ... SELECT must name every column of the table), so the text is SQL and the rows are read
 * back through the tables' own column decoders, exactly as drizzle reads them.
 */
import { type Column, getTableColumns, type Table } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

export type RawRow = Record<string, unknown>;

/**
 * Runs `text` with `values` ($1, $2, …) on the handle's connection and answers its rows as the driver
 * read them (timestamps and dates as text, bigint as text on node-postgres). On PostgreSQL the
 * statement is prepared once per connection, like every query with parameters (prepared-statements.ts).
 */
export async function runStatement(db: DbOrTx, text: string, values: readonly unknown[]): Promise<RawRow[]> {
  const query = db._.session.prepareQuery({ sql: text, params: [...values] }, undefined, undefined, false);
  const result = (await query.execute()) as { rows: RawRow[] };
  return result.rows;
}

const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A row of `table` read by a hand-written statement, decoded as drizzle decodes it (bigint columns to
 * numbers, timestamps to Dates). `prefix` reads columns selected under `prefix || name`.
 */
export function rowOf<T extends Table>(table: T, raw: RawRow, prefix = ''): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: RawRow = {};
  for (const [key, column] of columns) {
    const value = raw[prefix + column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A bigint or numeric the driver may hand back as text. */
export const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
