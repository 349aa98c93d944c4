/** Staff's Copy pay link: on a saved invoice with something outstanding, for those who read invoices. */
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { savedInvoice, serveEditor } from '../../../test/invoice-editor-test-data';
import { INVOICE_READER, invoiceRow, invoicesPage, READER } from '../../../test/invoice-lists-test-data';
import { COMPLETE_BANK } from '../../../test/invoice-preview-test-data';
import { renderApp } from '../../../test/render-app';
import { renderInApp } from '../../../test/render-in-app';
import { CopyPayLinkButton } from './CopyPayLinkButton';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const PAY_LINK = 'http://localhost:3000/pay/Zk3u9fQ2pLx8wR1t';
const unpaid = savedInvoice({ payment_details: { outstanding_amount: 200, total_paid: 0, status: 'unpaid' } });
const paid = savedInvoice({ payment_details: { outstanding_amount: 0, total_paid: 200, status: 'paid' } });

async function previewFromList(invoice = unpaid) {
  const server = fakeApi({
    'GET /api/auth/me': { body: READER },
    'GET /api/invoice/all/3': { body: invoicesPage([invoiceRow(900, { invoice_number: 'INV-00041' })]) },
    'GET /api/invoice/900': { body: { invoice } },
    'GET /api/law-firm/bank-details': { body: COMPLETE_BANK },
    'GET /api/invoice/900/pay-link': { body: { url: PAY_LINK } },
  });
  const view = renderApp('/invoices');
  await view.user.click(await screen.findByRole('button', { name: 'Preview invoice INV-00041' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invoice preview' });
  await within(dialog).findByText('Total $200.00');
  return { ...view, server, dialog };
}

describe('Copy pay link', () => {
  it('copies the invoice’s pay link from its preview and says so', async () => {
    const { user, server, dialog } = await previewFromList();
    await user.click(within(dialog).getByRole('button', { name: 'Copy pay link' }));
    expect(
      await screen.findByText('Pay link copied. The client can pay this invoice by card from it.'),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PAY_LINK);
    expect(server.calls.filter((call) => call.path === '/api/invoice/900/pay-link')).toHaveLength(1);
  });

  it('is not offered on a paid invoice', async () => {
    const { dialog, server } = await previewFromList(paid);
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy pay link' })).toBeNull();
    expect(server.calls.some((call) => call.path.endsWith('/pay-link'))).toBe(false);
  });

  it('stands beside Share invoice on the bill invoice screen', async () => {
    serveEditor({
      'GET /api/invoice/900': { body: { invoice: unpaid } },
      'GET /api/invoice/900/pay-link': { body: { url: '/pay/Zk3u9fQ2pLx8wR1t' } },
    });
    const { user } = renderApp('/client/5/invoices/900/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit invoice' });
    await user.click(screen.getByRole('button', { name: 'Copy pay link' }));
    await screen.findByText('Pay link copied. The client can pay this invoice by card from it.');
    // A link the server gives as a path is copied as a whole address the client can open.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/pay/Zk3u9fQ2pLx8wR1t`);
  });

  it('is shown only to those who read invoices, and only while something is outstanding', () => {
    const { unmount } = renderInApp(<CopyPayLinkButton invoiceId={900} outstanding={0.01} />, INVOICE_READER);
    expect(screen.getByRole('button', { name: 'Copy pay link' })).toBeInTheDocument();
    unmount();
    const other = renderInApp(<CopyPayLinkButton invoiceId={900} outstanding={0} />, INVOICE_READER);
    expect(screen.queryByRole('button', { name: 'Copy pay link' })).toBeNull();
    other.unmount();
    renderInApp(<CopyPayLinkButton invoiceId={900} outstanding={200} />, makeMe({ rules: [] }));
    expect(screen.queryByRole('button', { name: 'Copy pay link' })).toBeNull();
  });
});
