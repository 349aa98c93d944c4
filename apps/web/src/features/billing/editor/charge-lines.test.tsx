/**
 * A long invoice's lines stay cheap: each line's date is a plain field until it is focused, then the
 * full date field with its calendar, and editing one line renders only that line again.
 */
import type { InvoiceCharge } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedInvoice, serveEditor } from '../../../test/invoice-editor-test-data';
import { renderApp } from '../../../test/render-app';
import { formatDayText } from '../../../ui/date-text';

vi.mock('../../../ui/date-text', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../ui/date-text')>();
  return { ...actual, formatDayText: vi.fn(actual.formatDayText) };
});

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

/** The saved invoice's one line, three times, each on its own day. */
function threeLines(): Invoice {
  const [first] = savedInvoice().charges as [InvoiceCharge];
  const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
  const charges = days.map((date, i) => ({ ...first, id: i + 1, date, description: `Line ${i + 1}` }));
  return savedInvoice({ charges, total: 600 });
}
type Invoice = ReturnType<typeof savedInvoice>;

async function openEditor() {
  const server = serveEditor({
    'GET /api/invoice/900': { body: { invoice: threeLines() } },
    'PUT /api/invoice/update_invoice/900': { body: { invoice: threeLines() } },
  });
  const view = renderApp('/client/5/invoices/900/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit invoice' });
  const rows = within(screen.getByRole('table', { name: 'Charges of I-130 petition' }))
    .getAllByRole('row')
    .slice(1);
  return { server, view, rows };
}

describe('bill invoice screen: long invoices', () => {
  it('opens a line’s calendar when its date is focused, and saves the day typed there', async () => {
    const { server, view, rows } = await openEditor();
    const row = rows[1]!;
    expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
    await view.user.click(within(row).getByRole('textbox', { name: 'Date' }));
    expect(await screen.findByRole('button', { name: 'Next month' })).toBeInTheDocument();
    const date = within(row).getByRole('textbox', { name: 'Date' });
    expect(date).toHaveFocus();
    expect(date).toHaveValue('Mar 3, 2026');
    await view.user.clear(date);
    await view.user.type(date, '2026-03-09');
    await view.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = server.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({
      charges: [{ date: '2026-03-02' }, { date: '2026-03-09' }, { date: '2026-03-04' }],
    });
  });

  it('keeps an Expense line’s tax rate to two decimals and the maximum, and steps it with the arrow keys', async () => {
    const { view, rows } = await openEditor();
    const row = rows[2]!;
    await view.user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'Expense');
    const taxable = within(row).getByRole('switch', { name: 'Taxable' });
    const rate = within(row).getByRole('textbox', { name: 'Tax rate (%)' });
    expect(rate).toBeDisabled();
    await view.user.click(taxable);
    expect(taxable).toBeChecked();
    await view.user.clear(rate);
    await view.user.type(rate, '8.255');
    expect(rate).toHaveValue('8.25');
    await view.user.type(rate, '{ArrowUp}');
    expect(rate).toHaveValue('8.26');
    await view.user.clear(rate);
    await view.user.type(rate, '1001');
    expect(rate).toHaveValue('100');
    await view.user.type(rate, '{ArrowUp}');
    expect(rate).toHaveValue('100');
    await view.user.type(rate, '{ArrowDown}');
    expect(rate).toHaveValue('99.99');
  });

  it('renders only the edited line again', async () => {
    const { view, rows } = await openEditor();
    const shown = vi.mocked(formatDayText);
    shown.mockClear();
    await view.user.type(within(rows[0]!).getByRole('textbox', { name: 'Description' }), '!');
    expect(within(rows[0]!).getByRole('textbox', { name: 'Description' })).toHaveValue('Line 1!');
    // Each line shows its own day: only the first line's was worked out again.
    expect(shown).toHaveBeenCalled();
    expect(new Set(shown.mock.calls.map(([day]) => day))).toEqual(new Set(['2026-03-02']));
  });
});
