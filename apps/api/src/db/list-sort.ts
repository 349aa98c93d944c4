/**
 * ORDER BY of a sorted list: the whitelisted column's expressions in the asked direction, then the id in
 * the same direction, so that equal values keep one order and pages never repeat or skip a row.
 * Callers key their built-once queries by sort and order, since both change the SQL text.
 */
import type { SortOrder } from '@counsel/domain';
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

export type SortKeys = readonly (AnyColumn | SQLWrapper)[];

export function orderByOf(keys: SortKeys, order: SortOrder, id: AnyColumn | SQLWrapper): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return [...keys, id].map((key) => direction(key));
}

/** The sort a list query asks for; either part may be left out. */
export interface ListSort<C extends string> {
  sort?: C | undefined;
  order?: SortOrder | undefined;
}

/**
 * One list's sorting: what each whitelisted column orders by, the list's default, and the tie-breaking id.
 * A column asked for without an order goes up; the default column keeps its own default order.
 */
export function listSorting<C extends string>(
  keys: Record<C, SortKeys>,
  id: AnyColumn | SQLWrapper,
  fallback: { sort: C; order: SortOrder },
) {
  const resolved = ({ sort, order }: ListSort<C>) => ({
    sort: sort ?? fallback.sort,
    order: order ?? (sort === undefined || sort === fallback.sort ? fallback.order : 'asc'),
  });
  return {
    orderBy(asked: ListSort<C>): SQL[] {
      const { sort, order } = resolved(asked);
      return orderByOf(keys[sort], order, id);
    },
    /** Part of a built-once query's key: the ORDER BY text differs by column and order. */
    shape(asked: ListSort<C>): string {
      const { sort, order } = resolved(asked);
      return `${sort}|${order}`;
    },
  };
}
