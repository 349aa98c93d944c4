/**
 * A table header that sorts its list on the server: a button in the header cell, and aria-sort on the
 * cell saying which way the list is sorted by it (only the sorted column carries it, per WAI-ARIA).
 * Clicking the sorted column turns the order round; another column starts ascending.
 */
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface ListSort<C extends string> {
  sort: C;
  order: SortOrder;
}

interface Props<C extends string> {
  column: C;
  current: ListSort<C>;
  onSort: (next: ListSort<C>) => void;
  children: ReactNode;
}

export function nextSort<C extends string>(current: ListSort<C>, column: C): ListSort<C> {
  if (current.sort !== column) return { sort: column, order: 'asc' };
  return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
}

export function SortableTh<C extends string>({ column, current, onSort, children }: Props<C>) {
  const sorted = current.sort === column;
  const Icon = !sorted ? IconArrowsSort : current.order === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={sorted ? (current.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton
        onClick={() => onSort(nextSort(current, column))}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {children}
        <Icon size={14} aria-hidden style={{ opacity: sorted ? 1 : 0.4 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
