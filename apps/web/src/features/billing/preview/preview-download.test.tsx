/**
 * The preview on the invoice screens: the floating button, the loading placeholder, unsaved edits in the
 * preview, the PDF download with its toasts and file names, the bank-details warning and fetch failures.
 * The PDF module is replaced: making a real PDF is the e2e test's job.
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveEditor } from '../../../test/invoice-editor-test-data';
import { COMPLETE_BANK, INCOMPLETE_BANK, invoiceWith } from '../../../test/invoice-preview-test-data';
import { renderApp } from '../../../test/render-app';
import { renderInvoicePdf, saveBlob } from './pdf-render';

vi.mock('./pdf-render', () => ({ renderInvoicePdf: vi.fn(), saveBlob: vi.fn() }));

const PDF = new Blob(['%PDF-1.3'], { type: 'application/pdf' });

beforeEach(() => {
  vi.mocked(renderInvoicePdf).mockReset().mockResolvedValue(PDF);
  vi.mocked(saveBlob).mockReset();
});

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const CREATE = '/client/5/invoices/create-invoice?type=bill&from=client';

async function openPreview(path: string, heading = 'Create invoice') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  await view.user.click(screen.getByRole('button', { name: 'Preview invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invoice preview' });
  return { ...view, dialog };
}

describe('invoice preview on the invoice screens', () => {
  it('shows a placeholder while loading, then the unsaved invoice, and downloads invoice_{number}.pdf', async () => {
    let answerBank: (() => void) | undefined;
    serveEditor({
      'GET /api/law-firm/bank-details': () =>
        new Promise((resolve) => {
          answerBank = () => resolve({ body: COMPLETE_BANK });
        }),
    });
    const view = renderApp(CREATE);
    await screen.findByRole('heading', { level: 1, name: 'Create invoice' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-00042'));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await view.user.clear(title);
    await view.user.type(title, 'April work');
    await view.user.click(screen.getByRole('button', { name: 'Preview invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice preview' });
    expect(within(dialog).getByRole('status', { name: 'Loading the invoice preview' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    await waitFor(() => expect(answerBank).toBeDefined());
    answerBank?.();
    const article = await within(dialog).findByRole('article', { name: 'Invoice preview' });
    expect(article).toHaveTextContent('April work');
    expect(within(article).getByRole('region', { name: 'Bill to' })).toHaveTextContent('Maria Gonzalez');
    expect(within(article).getByRole('region', { name: 'From' })).toHaveTextContent('Haddad & Partners');
    expect(within(dialog).getByText('Total $0.00')).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF downloaded successfully!')).toBeInTheDocument();
    expect(vi.mocked(renderInvoicePdf).mock.calls[0]?.[0]).toMatchObject({ invoiceNumber: 'INV-00042' });
    expect(saveBlob).toHaveBeenCalledWith(PDF, 'invoice_INV-00042.pdf');
    expect(screen.queryByRole('dialog', { name: 'Bank details are missing' })).not.toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invoice preview' })).not.toBeInTheDocument());
  });

  it('says so when the PDF cannot be made', async () => {
    vi.mocked(renderInvoicePdf).mockRejectedValue(new Error('font missing'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveEditor({ 'GET /api/law-firm/bank-details': { body: COMPLETE_BANK } });
    const { user, dialog } = await openPreview(CREATE);
    await within(dialog).findByRole('article', { name: 'Invoice preview' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Failed to generate PDF. Please try again.')).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('gives up with the failure toast when the PDF never comes', async () => {
    vi.mocked(renderInvoicePdf).mockReturnValue(new Promise<Blob>(() => {}));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveEditor({ 'GET /api/law-firm/bank-details': { body: COMPLETE_BANK } });
    const { user, dialog } = await openPreview(CREATE);
    await within(dialog).findByRole('article', { name: 'Invoice preview' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(renderInvoicePdf).toHaveBeenCalled());
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await screen.findByText('Failed to generate PDF. Please try again.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      quiet.mockRestore();
    }
  });

  it('warns about incomplete bank details: download anyway, or go to the firm’s settings', async () => {
    serveEditor({ 'GET /api/law-firm/bank-details': { body: INCOMPLETE_BANK } });
    const { user, dialog, location } = await openPreview(CREATE);
    await within(dialog).findByRole('article', { name: 'Invoice preview' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    let warning = await screen.findByRole('dialog', { name: 'Bank details are missing' });
    expect(renderInvoicePdf).not.toHaveBeenCalled();
    await user.click(within(warning).getByRole('button', { name: 'Download anyway' }));
    expect(await screen.findByText('PDF downloaded successfully!')).toBeInTheDocument();
    expect(saveBlob).toHaveBeenCalledWith(PDF, 'invoice_INV-00042.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    warning = await screen.findByRole('dialog', { name: 'Bank details are missing' });
    await user.click(within(warning).getByRole('button', { name: 'Go to settings' }));
    await waitFor(() => expect(location().pathname).toBe('/settings/3/settings-profile'));
    expect(renderInvoicePdf).toHaveBeenCalledTimes(1);
  });

  it('keeps the locale on the way to the settings', async () => {
    serveEditor({ 'GET /api/law-firm/bank-details': { body: { ...INCOMPLETE_BANK, bank_name: null } } });
    const view = renderApp(`/ar${CREATE}`);
    await screen.findByRole('heading', { level: 1, name: 'إنشاء فاتورة' });
    await view.user.click(screen.getByRole('button', { name: 'معاينة الفاتورة' }));
    const dialog = await screen.findByRole('dialog', { name: 'معاينة الفاتورة' });
    await within(dialog).findByRole('article');
    await view.user.click(within(dialog).getByRole('button', { name: 'تنزيل PDF' }));
    const warning = await screen.findByRole('dialog', { name: 'البيانات المصرفية غير مكتملة' });
    await view.user.click(within(warning).getByRole('button', { name: 'الانتقال إلى الإعدادات' }));
    await waitFor(() => expect(view.location().pathname).toBe('/ar/settings/3/settings-profile'));
  });

  it('shows a saved Arabic invoice right to left on an English screen, and saves from the preview', async () => {
    const invoice = invoiceWith({ language: 'Arabic' });
    const server = serveEditor({
      'GET /api/law-firm/bank-details': { body: COMPLETE_BANK },
      'GET /api/invoice/900': { body: { invoice } },
      'PUT /api/invoice/update_invoice/900': { body: { invoice } },
    });
    const { user, dialog, location } = await openPreview('/client/5/invoices/900/edit', 'Edit invoice');
    const article = await within(dialog).findByRole('article', { name: 'Invoice preview' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(article).toHaveAttribute('dir', 'rtl');
    expect(article).toHaveTextContent('الخدمات والرسوم');
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(PDF, 'invoice_INV-00041.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Save and submit' }));
    await waitFor(() => expect(location().pathname).toBe('/client/5/profile/invoices'));
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('names a trust invoice’s PDF trust_invoice.pdf', async () => {
    serveEditor({ 'GET /api/law-firm/bank-details': { body: COMPLETE_BANK } });
    const { user, dialog } = await openPreview('/client/5/invoices/create-invoice?type=trust&from=client');
    const article = await within(dialog).findByRole('article', { name: 'Invoice preview' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Trust invoice' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(PDF, 'trust_invoice.pdf'));
  });

  it('says "Failed to fetch invoice data." when the bank details cannot be read', async () => {
    serveEditor({ 'GET /api/law-firm/bank-details': { status: 500, body: { code: 'internal_error', message: 'x' } } });
    const { dialog } = await openPreview(CREATE);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch invoice data.');
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });

  it('prints the preview alone', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    serveEditor({ 'GET /api/law-firm/bank-details': { body: COMPLETE_BANK } });
    const { user, dialog } = await openPreview(CREATE);
    await within(dialog).findByRole('article', { name: 'Invoice preview' });
    await user.click(within(dialog).getByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The copy for the paper sits right under <body>, hidden from assistive technology, until printing ends.
    const copy = document.body.querySelector(':scope > [aria-hidden="true"] > article');
    expect(copy).toHaveTextContent('INV-00042');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.body.querySelector(':scope > [aria-hidden="true"] > article')).toBeNull());
  });
});
