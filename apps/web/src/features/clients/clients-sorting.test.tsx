import type { ClientListItem } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const item = (id: number, first: string): ClientListItem => ({
  id,
  first_name: first,
  middle_name: null,
  last_name: 'Client',
  gender: null,
  email: `${first.toLowerCase()}@mail.test`,
  phone_number: null,
  image: null,
  city: 'Houston',
  country: 'United States',
  country_id: 'US',
  created_at: '2025-03-04T10:00:00Z',
});

function serve() {
  return fakeApi({
    'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
    'GET /api/law-firm/3/client': {
      body: { clients: [item(1, 'Ann'), item(2, 'Bea')], page: 1, page_size: 20, total: 2 },
    },
    'GET /api/law-firm/3/client/export': { body: 'Name\r\n' },
  });
}

const lastListQuery = (calls: { path: string; search: string }[]) =>
  new URLSearchParams(calls.filter((call) => call.path === '/api/law-firm/3/client').at(-1)!.search);

describe('clients list sorting and export', () => {
  it('marks the sorted column with aria-sort and sorts on the server when a header is clicked', async () => {
    const { calls } = serve();
    const { user } = renderApp('/clients');
    const nameHeader = await screen.findByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const sinceHeader = screen.getByRole('columnheader', { name: /Client since/ });
    expect(sinceHeader).not.toHaveAttribute('aria-sort');
    expect(lastListQuery(calls).get('sort')).toBe('name');

    await user.click(within(sinceHeader).getByRole('button', { name: /Client since/ }));
    await waitFor(() => expect(sinceHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('created_at'));
    expect(lastListQuery(calls).get('order')).toBe('asc');

    await user.click(within(sinceHeader).getByRole('button', { name: /Client since/ }));
    await waitFor(() => expect(sinceHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(lastListQuery(calls).get('order')).toBe('desc'));
  });

  it('exports the current filter and order as CSV, titled in the reader’s language', async () => {
    const { calls } = serve();
    URL.createObjectURL = vi.fn(() => 'blob:clients');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp('/ar/clients');
    const header = await screen.findByRole('columnheader', { name: /الاسم/ });
    await user.click(within(header).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/law-firm/3/client/export')).toBe(true));
    const exported = new URLSearchParams(calls.find((call) => call.path === '/api/law-firm/3/client/export')!.search);
    expect(Object.fromEntries(exported)).toEqual({ locale: 'ar', sort: 'name', order: 'desc' });
  });
});
