import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { savedInvoice, serveEditor } from '../../../test/invoice-editor-test-data';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const line = (name: string) => within(screen.getByRole('group', { name })).getAllByText(/\$|—/).at(-1)?.textContent;

describe('bill invoice screen: editing', () => {
  it('loads the invoice, and saves it with PUT', async () => {
    const server = serveEditor({
      'GET /api/invoice/900': { body: { invoice: savedInvoice() } },
      'PUT /api/invoice/update_invoice/900': { body: { invoice: savedInvoice() } },
    });
    const view = renderApp('/client/5/invoices/900/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit invoice' });
    expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-00041');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('March work');
    expect(screen.getByLabelText(/Date issued/)).toHaveValue('Mar 2, 2026');
    const matter = screen.getByRole('table', { name: 'Charges of I-130 petition' });
    const amount = within(matter).getByRole('textbox', { name: 'Amount' });
    await view.user.clear(amount);
    await view.user.type(amount, '250');
    expect(line('Total')).toBe('$250.00');
    await view.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(view.location().pathname).toBe('/client/5/profile/invoices'));
    expect(server.calls.some((call) => call.path === '/api/invoice/generate-invoice-number')).toBe(false);
    const put = server.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({
      invoice_number: 'INV-00041',
      title: 'March work',
      charges: [{ id: 1, amount: '250.00', case_id: 21 }],
      total: 250,
    });
    expect(await screen.findByText('Invoice INV-00041 updated')).toBeInTheDocument();
  });

  it('says so when the invoice does not exist', async () => {
    serveEditor();
    renderApp('/client/5/invoices/create-invoice?type=bill&from=client&id=404');
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
  });
});
