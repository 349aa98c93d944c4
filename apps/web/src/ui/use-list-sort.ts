/**
 * The sort a server-sorted list shows (its SortableTh headers and its Export CSV button read it). A new
 * sort calls `onChange`, which lists use to go back to their first page.
 */
import { useState } from 'react';
import type { ListSort } from './SortableTh';

export function useListSort<C extends string>(initial: ListSort<C>, onChange?: () => void) {
  const [sort, setSort] = useState<ListSort<C>>(initial);
  const onSort = (next: ListSort<C>) => {
    setSort(next);
    onChange?.();
  };
  return { sort, onSort };
}
