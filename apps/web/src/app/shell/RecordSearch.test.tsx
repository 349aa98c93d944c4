import type { EmployeeRule, GlobalSearchResponse } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const FOUND: GlobalSearchResponse = {
  groups: [
    {
      kind: 'clients',
      results: [{ id: 7, label: 'Sara Hamdan', secondary: '+17135550142', route: '/client/7' }],
    },
    { kind: 'cases', results: [] },
    {
      kind: 'invoices',
      results: [
        { id: 42, label: 'INV-00042 · Retainer', secondary: 'Sara Hamdan', route: '/client/7/invoices/42/edit' },
      ],
    },
  ],
};

async function openApp(path = '/main', rules: EmployeeRule[] = []) {
  const server = fakeApi({
    'GET /api/auth/me': { body: makeMe({ rules }) },
    'GET /api/dashboard/summary': { body: makeSummary() },
    'GET /api/search': (call) =>
      new URLSearchParams(call.search).get('q') === '713 555' ? { body: FOUND } : { body: { groups: [] } },
  });
  const app = renderApp(path);
  const input = await screen.findByRole('combobox', {
    name: path.startsWith('/ar') ? 'البحث في الصفحات' : 'Search pages',
  });
  return { ...app, server, input };
}

describe('record search in the header', () => {
  it('lists the records the server finds under their kind, after the pages, and opens one from the keyboard', async () => {
    const { user, input, server, location } = await openApp();
    await user.type(input, '713 555');
    const clients = await screen.findByRole('group', { name: 'Clients' });
    expect(within(clients).getByRole('option', { name: /Sara Hamdan/ })).toHaveTextContent('+17135550142');
    expect(within(screen.getByRole('group', { name: 'Invoices' })).getAllByRole('option')).toHaveLength(1);
    // A kind that found nothing gets no heading.
    expect(screen.queryByRole('group', { name: 'Cases' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No pages found/)).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/search').map((call) => call.search)).toContain(
      '?q=713+555',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/client/7'));
  });

  it('keeps the locale when a record is opened, and names the kinds in Arabic', async () => {
    const { user, input, location } = await openApp('/ar/main');
    await user.type(input, '713 555');
    const invoices = await screen.findByRole('group', { name: 'الفواتير' });
    await user.click(within(invoices).getByRole('option', { name: /INV-00042/ }));
    await waitFor(() => expect(location().pathname).toBe('/ar/client/7/invoices/42/edit'));
  });

  it('asks nothing for one letter, and says nothing was found when neither pages nor records match', async () => {
    const { user, input, server } = await openApp();
    await user.type(input, 'q');
    await user.type(input, 'zx');
    expect(await screen.findByText('No pages found for “qzx”')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((call) => call.search === '?q=qzx')).toBe(true));
    expect(server.calls.some((call) => call.search === '?q=q')).toBe(false);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
