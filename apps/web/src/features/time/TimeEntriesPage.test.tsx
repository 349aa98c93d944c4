import { decodeInvoiceTimeEntries } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { entriesPage, makeEntry, serveTime } from '../../test/time-test-data';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const LIST = 'GET /api/time_entry/all/3';
const twelve = (page: number, clientOf: (i: number) => number = () => 5) =>
  Array.from({ length: 12 }, (_, i) =>
    makeEntry({
      id: page * 100 + i,
      client_id: clientOf(i),
      client_name: clientOf(i) === 5 ? 'Maria Gonzalez' : 'Ahmed Saleh',
    }),
  );

function pagedServer(routes = {}, me = makeMe()) {
  return serveTime(
    {
      [LIST]: (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        return {
          body: entriesPage(
            twelve(page, (i) => (page === 2 && i === 0 ? 6 : 5)),
            {
              page,
              total: 30,
              totals: { count: 30, duration: 100_000, amount: 12_345.67 },
            },
          ),
        };
      },
      ...routes,
    },
    me,
  );
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('time entries page', () => {
  it('shows every column, and the totals of the whole filtered set from the answer, paged by 12', async () => {
    const server = pagedServer();
    const { user } = renderApp('/time-entries');
    await screen.findByRole('heading', { level: 1, name: 'Time entries' });
    const table = await screen.findByRole('table');
    for (const column of [
      'Created by',
      'Client',
      'Case name',
      'Date recorded',
      'Hourly rate',
      'Duration',
      'Total',
      'Billable',
      'Invoiced',
    ]) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row');
    // Header, 12 entries, footer.
    expect(rows).toHaveLength(14);
    const first = rows[1]!;
    expect(within(first).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(first).getByText('I-130 petition')).toBeInTheDocument();
    expect(within(first).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(first).getByText('$250.00')).toBeInTheDocument();
    expect(within(first).getByText('01:30:00')).toBeInTheDocument();
    expect(within(first).getByText('$375.00')).toBeInTheDocument();

    // The footer adds up all 30 entries, not the 12 shown.
    const footer = screen.getByRole('row', { name: 'Totals' });
    expect(within(footer).getByText('30 entries')).toBeInTheDocument();
    expect(within(footer).getByText('27:46:40')).toBeInTheDocument();
    expect(within(footer).getByText('$12,345.67')).toBeInTheDocument();

    const firstCall = server.calls.find((call) => call.path === '/api/time_entry/all/3');
    expect(query(firstCall!.search)).toMatchObject({ page: '1', page_size: '12', running: 'false' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(
        server.calls.some((call) => call.path === '/api/time_entry/all/3' && query(call.search).page === '3'),
      ).toBe(true),
    );
  });

  it('collapses and expands the table from its header', async () => {
    pagedServer();
    const { user } = renderApp('/time-entries');
    await screen.findByRole('table');
    const toggle = screen.getByRole('button', { name: 'Collapse the time entries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand the time entries' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it('selects all on the page, keeps the selection across pages, and opens the invoice address for one client', async () => {
    pagedServer();
    const { user, router } = renderApp('/en/time-entries');
    // The editor takes `timeEntries` out of the address once read: the address is checked as it arrived.
    const visited: { pathname: string; search: string }[] = [];
    router.subscribe((state) => visited.push(state.location));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every time entry on this page' }));
    expect(screen.getByText('12 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select every time entry on this page' })).not.toBeChecked(),
    );
    expect(screen.getByText('12 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select every time entry on this page' })).toBeChecked(),
    );

    // Unselect one: the page is then partly selected.
    const firstBox = screen.getAllByRole('checkbox', { name: /Select the time entry of Mar 2, 2026/ })[0]!;
    await user.click(firstBox);
    expect(screen.getByText('11 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select every time entry on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const editor = '/en/client/5/invoices/create-invoice';
    await waitFor(() => expect(visited.map((place) => place.pathname)).toContain(editor));
    const params = new URLSearchParams(visited.find((place) => place.pathname === editor)!.search);
    expect(params.get('type')).toBe('bill');
    expect(params.get('from')).toBe('client');
    const lines = decodeInvoiceTimeEntries(params.get('timeEntries'));
    expect(lines.map((line) => line.time_entry_id)).toEqual(Array.from({ length: 11 }, (_, i) => 101 + i));
    expect(lines[0]).toMatchObject({
      type: 'Expense',
      is_time_entry: true,
      amount: 375,
      client_id: 5,
      date: '2026-03-02',
    });
  });

  it('refuses to create an invoice for entries of several clients', async () => {
    pagedServer();
    const { user, location } = renderApp('/time-entries');
    await screen.findByRole('table');
    await user.click(screen.getAllByRole('checkbox', { name: /Maria Gonzalez/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: /Ahmed Saleh/ }));
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Client ID is required to create an invoice')).toBeInTheDocument();
    expect(location().pathname).toBe('/time-entries');
  });

  it('opens the read-only details of a row', async () => {
    serveTime(
      { [LIST]: { body: entriesPage([makeEntry({ invoiced: true, description: 'Prepared the I-864' })]) } },
      makeMe({ rules: [{ subject: 'settings', action: 'read' }] }),
    );
    // The billing settings' copy of the page, for whoever may read the settings.
    const { user } = renderApp('/settings/billing/time-entries');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByText('Maria Gonzalez'));
    const dialog = await screen.findByRole('dialog', { name: 'Time record' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Duration')).toBe('01:30:00');
    expect(value('Case')).toBe('I-130 petition');
    expect(value('Client')).toBe('Maria Gonzalez');
    expect(value('Date recorded')).toBe('Mar 2, 2026');
    expect(value('Hourly rate')).toBe('$250.00');
    expect(value('Description')).toBe('Prepared the I-864');
    expect(value('Billable')).toBe('Yes');
    expect(value('Invoiced')).toBe('Yes');
    expect(value('Total')).toBe('$375.00');
  });

  it('keeps the billing settings’ copy for whoever may read the settings; the page itself is everyone’s', async () => {
    serveTime({ [LIST]: { body: entriesPage([makeEntry()]) } });
    const { router } = renderApp('/settings/billing/time-entries');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    await router.navigate('/time-entries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Time entries' })).toBeInTheDocument();
  });

  it('offers edit and delete on one’s own entries, never delete on an invoiced one, and nothing on others’ without the rule', async () => {
    serveTime({
      [LIST]: {
        body: entriesPage([
          makeEntry({ id: 1, client_name: 'Own Client' }),
          makeEntry({ id: 2, client_name: 'Invoiced Client', invoiced: true }),
          makeEntry({ id: 3, client_name: 'Colleague Client', user_id: 8, employee_name: 'Omar Haddad' }),
        ]),
      },
    });
    const { user } = renderApp('/time-entries');
    const menuItems = async (client: string) => {
      await user.click(
        await screen.findByRole('button', { name: `Actions for the time entry of Mar 2, 2026 for ${client}` }),
      );
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return items;
    };
    expect(await menuItems('Own Client')).toEqual(['View details', 'Edit', 'Delete']);
    expect(await menuItems('Invoiced Client')).toEqual(['View details', 'Edit']);
    expect(await menuItems('Colleague Client')).toEqual(['View details']);
    // Without the read rule there is no employee filter either.
    expect(screen.queryByRole('combobox', { name: 'Employee' })).not.toBeInTheDocument();
  });

  it('lets whoever may manage others’ time filter by employee and delete a colleague’s entry, then reloads', async () => {
    let listed = 0;
    const server = serveTime(
      {
        [LIST]: () => {
          listed += 1;
          return { body: entriesPage([makeEntry({ id: 3, client_name: 'Colleague Client', user_id: 8 })]) };
        },
        'DELETE /api/time_entry/3': { body: { deleted: true } },
      },
      makeMe({ rules: [{ subject: 'time_entries', action: 'manage' }] }),
    );
    const { user } = renderApp('/time-entries');
    await user.click(await screen.findByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Omar Haddad' }));
    await waitFor(() =>
      expect(
        server.calls.some((call) => call.path === '/api/time_entry/all/3' && query(call.search).user_id === '8'),
      ).toBe(true),
    );
    await user.click(
      screen.getByRole('button', { name: 'Actions for the time entry of Mar 2, 2026 for Colleague Client' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const before = listed;
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete time entry' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Time entry deleted')).toBeInTheDocument();
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it('filters by client, then by one of its cases, by dates, billable and invoiced', async () => {
    const server = serveTime({ [LIST]: { body: entriesPage([makeEntry()]) } });
    const { user } = renderApp('/time-entries');
    const filters = await screen.findByRole('group', { name: 'Filter time entries' });
    expect(within(filters).getByRole('combobox', { name: 'Case' })).toBeDisabled();
    await user.click(within(filters).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: 'Asylum application' }));
    await user.type(within(filters).getByLabelText('From'), '2026-03-01');
    await user.click(within(filters).getByRole('combobox', { name: 'Billable' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => {
      const last = server.calls.filter((call) => call.path === '/api/time_entry/all/3').at(-1)!;
      expect(query(last.search)).toMatchObject({
        client_id: '5',
        case_id: '22',
        from: '2026-03-01',
        billable: 'false',
        page: '1',
      });
    });
  });
});
