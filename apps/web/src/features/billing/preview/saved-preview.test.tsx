/** The invoice lists' Preview action: a saved invoice (GET /invoice/{id}), or why it cannot be shown. */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { savedInvoice } from '../../../test/invoice-editor-test-data';
import { invoiceRow, invoicesPage, READER } from '../../../test/invoice-lists-test-data';
import { COMPLETE_BANK } from '../../../test/invoice-preview-test-data';
import { renderApp } from '../../../test/render-app';
import { renderInvoicePdf, saveBlob } from './pdf-render';

vi.mock('./pdf-render', () => ({ renderInvoicePdf: vi.fn(), saveBlob: vi.fn() }));

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ROWS = [invoiceRow(900, { invoice_number: 'INV-00041' }), invoiceRow(901)];

async function previewFromList(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi({
    'GET /api/auth/me': { body: READER },
    'GET /api/invoice/all/3': { body: invoicesPage(ROWS) },
    ...routes,
  });
  const view = renderApp('/invoices');
  await screen.findByRole('heading', { level: 1, name: 'Invoices' });
  return { ...view, server };
}

describe('preview from the invoice lists', () => {
  it('opens the saved invoice; without access to the bank details the download warns first', async () => {
    vi.mocked(renderInvoicePdf).mockResolvedValue(new Blob(['%PDF']));
    const { user } = await previewFromList({
      'GET /api/invoice/900': { body: { invoice: savedInvoice() } },
      'GET /api/law-firm/bank-details': { status: 403, body: { code: 'forbidden', message: 'Forbidden' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Preview invoice INV-00041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice preview' });
    const article = await within(dialog).findByRole('article', { name: 'Invoice preview' });
    expect(article).toHaveTextContent('March work');
    expect(article).not.toHaveTextContent('Payment information');
    expect(within(dialog).getByText('Total $200.00')).toBeInTheDocument();
    // Only the screens that edit an invoice can save it.
    expect(within(dialog).queryByRole('button', { name: 'Save and submit' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    const warning = await screen.findByRole('dialog', { name: 'Bank details are missing' });
    await user.click(within(warning).getByRole('button', { name: 'Download anyway' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'invoice_INV-00041.pdf'));
  });

  it('says "Invoice preview not found" when the invoice answers 404', async () => {
    const { user } = await previewFromList({ 'GET /api/law-firm/bank-details': { body: COMPLETE_BANK } });
    await user.click(await screen.findByRole('button', { name: 'Preview invoice INV-00901' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice preview' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invoice preview not found');
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch invoice data." when the invoice cannot be loaded', async () => {
    const { user } = await previewFromList({
      'GET /api/invoice/900': { status: 500, body: { code: 'internal_error', message: 'Boom' } },
      'GET /api/law-firm/bank-details': { body: COMPLETE_BANK },
    });
    await user.click(await screen.findByRole('button', { name: 'Preview invoice INV-00041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice preview' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch invoice data.');
  });
});
