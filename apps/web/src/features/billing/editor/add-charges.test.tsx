import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  entriesPage,
  firmSettings,
  makeEntry,
  query,
  SAVED_CHARGES,
  savedCharge,
  serveEditor,
} from '../../../test/invoice-editor-test-data';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

async function openCreate() {
  const view = renderApp('/client/5/invoices/create-invoice?type=bill&from=client');
  await screen.findByRole('heading', { level: 1, name: 'Create invoice' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-00042'));
  return view;
}

const rowsOf = (dialog: HTMLElement) => within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);

describe('saved charges (screen 7)', () => {
  it('keeps a search as a chip only on Enter and only when something matches, then adds the chosen charges', async () => {
    serveEditor();
    const { user } = await openCreate();
    await user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await user.click(screen.getByRole('button', { name: 'Saved charges' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved charges' });
    await within(dialog).findByRole('table');
    expect(rowsOf(dialog)).toHaveLength(3);
    const search = within(dialog).getByRole('textbox', { name: 'Search saved charges' });

    await user.type(search, 'nothing like it{Enter}');
    expect(within(dialog).queryByRole('list', { name: 'Search filters' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No saved charges found.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'courier');
    expect(rowsOf(dialog)).toHaveLength(1);
    expect(within(dialog).queryByRole('list', { name: 'Search filters' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    const chips = within(dialog).getByRole('list', { name: 'Search filters' });
    expect(within(chips).getByText('courier')).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(rowsOf(dialog)).toHaveLength(1);

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Select the saved charge Courier to the consulate' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved charges' })).not.toBeInTheDocument());
    expect(await screen.findByText('1 charge added')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Charges without a matter' });
    expect(within(table).getByRole('textbox', { name: 'Description' })).toHaveValue('Courier to the consulate');
    expect(within(table).getByRole('textbox', { name: 'Amount' })).toHaveValue('45.50');

    // A charge on the invoice is not offered again.
    await user.click(screen.getByRole('button', { name: 'Saved charges' }));
    const again = await screen.findByRole('dialog', { name: 'Saved charges' });
    await within(again).findByRole('table');
    expect(rowsOf(again)).toHaveLength(2);
    expect(within(again).queryByText('Courier to the consulate')).not.toBeInTheDocument();
  });

  it('selects all, creates a new saved charge, and reports failures in the spec’s words', async () => {
    let charges = [...SAVED_CHARGES];
    let fail = true;
    const server = serveEditor({
      'GET /api/invoice/get_saved_charges/3': () => ({ body: { charges } }),
      'POST /api/invoice/create-saved-charge': (call) => {
        if (fail) return { status: 500, body: { code: 'internal_error', message: 'Boom' } };
        const created = savedCharge({ id: 70, description: 'Notary', type: 'Service', amount: '30.00' });
        charges = [...charges, created];
        expect(call.body).toMatchObject({ description: 'Notary', amount: 30, type: 'Service', law_firm_id: 3 });
        return { status: 201, body: { charge: created } };
      },
    });
    const { user } = await openCreate();
    await user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await user.click(screen.getByRole('button', { name: 'Saved charges' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved charges' });
    await within(dialog).findByRole('table');

    await user.click(within(dialog).getByRole('button', { name: 'Create new charge' }));
    const form = within(dialog).getByRole('region', { name: 'New saved charge' });
    await user.click(within(form).getByRole('button', { name: 'Save charge' }));
    expect(await screen.findByText('Please fill out all required fields!')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Notary');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '30');
    await user.click(within(form).getByRole('button', { name: 'Save charge' }));
    expect(await screen.findByText('Failed to create charge. Please try again.')).toBeInTheDocument();

    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Save charge' }));
    await waitFor(() => expect(rowsOf(dialog)).toHaveLength(4));
    expect(within(dialog).getByText('Notary')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select every saved charge shown' }));
    expect(within(dialog).getByText('4 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    expect(await screen.findByText('4 charges added')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Charges without a matter' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(server.calls.filter((call) => call.path === '/api/invoice/create-saved-charge')).toHaveLength(2);
  });

  it('says when the saved charges cannot be fetched', async () => {
    serveEditor({
      'GET /api/invoice/get_saved_charges/3': { status: 500, body: { code: 'internal_error', message: '' } },
    });
    const { user } = await openCreate();
    await user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await user.click(screen.getByRole('button', { name: 'Saved charges' }));
    expect(await screen.findByText('An error occurred while fetching charges.')).toBeInTheDocument();
  });
});

describe('time entry picker (screen 10)', () => {
  it('lists the client’s open entries 6 a page, selects all on the page, and adds them as Expense lines', async () => {
    const entries = [
      makeEntry({ id: 101, description: 'Reviewed the petition', total: 375 }),
      makeEntry({ id: 102, description: 'Phone call', case_id: null, case_name: null, total: 50 }),
    ];
    const server = serveEditor({
      'GET /api/time_entry/client/5': { body: entriesPage(entries, { page_size: 6, total: 8 }) },
    });
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Time entries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add time entries' });
    await within(dialog).findByRole('table');
    const client = within(dialog).getByRole('combobox', { name: 'Client' });
    expect(client).toHaveValue('Maria Gonzalez');
    expect(client).toBeDisabled();
    const call = server.calls.find((c) => c.path === '/api/time_entry/client/5')!;
    expect(query(call.search)).toMatchObject({ invoiced: 'false', running: 'false', page_size: '6', page: '1' });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select every time entry on this page' }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    expect(await screen.findByText('2 time entries added')).toBeInTheDocument();

    const matter = screen.getByRole('table', { name: 'Charges of I-130 petition' });
    const row = within(matter).getAllByRole('row')[1]!;
    expect(within(row).getByRole('textbox', { name: 'Description' })).toHaveValue('Reviewed the petition');
    expect(within(row).getByRole('textbox', { name: 'Amount' })).toHaveValue('375.00');
    expect(within(row).getByRole('combobox', { name: 'Type' })).toHaveValue('Expense');
    await user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    const loose = screen.getByRole('table', { name: 'Charges without a matter' });
    expect(within(loose).getByRole('textbox', { name: 'Description' })).toHaveValue('Phone call');

    // Searching and filtering by case go to the server; entries already added cannot be picked again.
    await user.click(screen.getByRole('button', { name: 'Time entries' }));
    const again = await screen.findByRole('dialog', { name: 'Add time entries' });
    await within(again).findByRole('table');
    for (const box of within(again).getAllByRole('checkbox', { name: /^Select the time entry of/ })) {
      expect(box).toBeDisabled();
    }
    await user.type(within(again).getByRole('textbox', { name: 'Search time entries' }), 'petition');
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === '/api/time_entry/client/5' && query(c.search).q === 'petition')).toBe(
        true,
      ),
    );
  });
});

describe('invoice settings on the invoice', () => {
  it('opens with the invoice’s settings, and saving them changes the totals', async () => {
    serveEditor({
      'GET /api/invoice/invoice-settings/3': { body: { invoice_settings: firmSettings({ tax_rate: 10 }) } },
    });
    const { user } = await openCreate();
    await user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await user.click(screen.getByRole('button', { name: 'Create charge' }));
    const charge = await screen.findByRole('dialog', { name: 'Create charge' });
    await user.type(within(charge).getByRole('textbox', { name: 'Description' }), 'Consultation');
    await user.type(within(charge).getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(within(charge).getByRole('button', { name: 'Add charge' }));
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('group', { name: 'Total' })).toHaveTextContent('$110.00');

    await user.click(screen.getByRole('button', { name: 'Invoice settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Tax' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invoice settings' })).not.toBeInTheDocument());
    expect(within(summary).getByRole('group', { name: 'Total' })).toHaveTextContent('$100.00');
    expect(within(summary).queryByRole('group', { name: 'General tax' })).not.toBeInTheDocument();
  });
});
