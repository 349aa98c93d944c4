/**
 * ORDER BY of a sorted list: the whitelisted column's expressions in the asked direction, then the id in
 * the same direction, so that equal values keep one order and pages never repeat or skip a row.
 * Callers key their built-once queries by sort and order, since both change the SQL text.
 */
import type { SortOrder } from '@counsel/domain';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

export type SortKeys = readonly (AnyColumn | SQL)[];

export function orderByOf(keys: SortKeys, order: SortOrder, id: AnyColumn): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return [...keys, id].map((key) => direction(key));
}
