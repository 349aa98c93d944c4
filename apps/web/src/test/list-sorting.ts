/**
 * The checks every server-sorted list shares: the sorted header carries aria-sort, a click on another
 * header sorts by it going up and a second click going down (each time a new request), and Export CSV
 * asks the export path for the same filter and order.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { RecordedCall } from './fake-api';
import type { renderApp } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

export interface SortedListCase {
  calls: RecordedCall[];
  user: User;
  listPath: string;
  exportPath: string;
  /** The header sorted when the page opens, its sort column and order. */
  initial: { header: RegExp; column: string; order: 'asc' | 'desc' };
  /** Another header and the column it sorts by. */
  other: { header: RegExp; column: string };
}

const lastQuery = (calls: RecordedCall[], path: string) => {
  const call = calls.filter((c) => c.path === path).at(-1);
  return new URLSearchParams(call?.search ?? '');
};

const ARIA = { asc: 'ascending', desc: 'descending' } as const;

export async function expectSortsAndExports({ calls, user, listPath, exportPath, initial, other }: SortedListCase) {
  const initialHeader = await screen.findByRole('columnheader', { name: initial.header });
  expect(initialHeader).toHaveAttribute('aria-sort', ARIA[initial.order]);
  expect(lastQuery(calls, listPath).get('sort')).toBe(initial.column);
  expect(lastQuery(calls, listPath).get('order')).toBe(initial.order);

  const otherHeader = screen.getByRole('columnheader', { name: other.header });
  expect(otherHeader).not.toHaveAttribute('aria-sort');
  await user.click(within(otherHeader).getByRole('button'));
  await waitFor(() => expect(otherHeader).toHaveAttribute('aria-sort', 'ascending'));
  expect(initialHeader).not.toHaveAttribute('aria-sort');
  await waitFor(() => expect(lastQuery(calls, listPath).get('sort')).toBe(other.column));
  expect(lastQuery(calls, listPath).get('order')).toBe('asc');
  await user.click(within(otherHeader).getByRole('button'));
  await waitFor(() => expect(lastQuery(calls, listPath).get('order')).toBe('desc'));
  expect(otherHeader).toHaveAttribute('aria-sort', 'descending');

  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(calls.some((call) => call.path === exportPath)).toBe(true));
  const exported = lastQuery(calls, exportPath);
  expect(exported.get('sort')).toBe(other.column);
  expect(exported.get('order')).toBe('desc');
  expect(exported.get('locale')).toBe('en');
  expect(exported.has('page')).toBe(false);
  return exported;
}
