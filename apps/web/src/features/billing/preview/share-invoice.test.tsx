/** Share invoice: a saved invoice is mailed with a message and its PDF; an unsaved one must be saved first. */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe } from '../../../test/fixtures';
import { savedInvoice, serveEditor } from '../../../test/invoice-editor-test-data';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const WITH_EMAIL = savedInvoice({
  client: { id: 5, name: 'Maria Gonzalez', email: 'maria@example.com', phone_number: null, address: null },
});

async function openShare(
  invoice = WITH_EMAIL,
  routes: Parameters<typeof serveEditor>[0] = {},
  me?: Parameters<typeof serveEditor>[1],
) {
  const server = serveEditor({ 'GET /api/invoice/900': { body: { invoice } }, ...routes }, me);
  const view = renderApp('/client/5/invoices/900/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit invoice' });
  await view.user.click(screen.getByRole('button', { name: 'Share invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share invoice INV-00041' });
  return { ...view, server, dialog };
}

const shareCalls = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/invoice/900/share');

describe('share invoice', () => {
  it('mails the client the message, and says to whom', async () => {
    const { user, server, dialog } = await openShare(WITH_EMAIL, {
      'POST /api/invoice/900/share': { body: { code: 'invoice_shared', sent_to: 'maria@example.com' } },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Recipient email' })).toHaveValue('maria@example.com');
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue('Hello,\n\nPlease find attached invoice INV-00041.\n\nKind regards');
    expect(within(dialog).getByText('The invoice is attached as a PDF.')).toBeInTheDocument();
    await user.clear(message);
    await user.type(message, 'Your March invoice.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invoice sent to maria@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Share invoice/ })).not.toBeInTheDocument());
    expect(shareCalls(server.calls).map((call) => (call as { body?: unknown }).body)).toEqual([
      { message: 'Your March invoice.', email: 'maria@example.com' },
    ]);
  });

  it('explains a client without an email (422 client_email_missing) and keeps the modal open', async () => {
    const { user, server, dialog } = await openShare(savedInvoice(), {
      'POST /api/invoice/900/share': {
        status: 422,
        body: { code: 'client_email_missing', message: 'The client has no email address' },
      },
    });
    const recipient = within(dialog).getByRole('textbox', { name: 'Recipient email' });
    expect(recipient).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The invoice could not be sent')).toBeInTheDocument();
    expect(recipient).toBeInvalid();
    expect(recipient).toHaveAccessibleDescription(/The client has no email address\. Enter the recipient's email\./);
    expect(screen.getByRole('dialog', { name: 'Share invoice INV-00041' })).toBeInTheDocument();
    // Left empty, the recipient is the client's email on file: no address is sent.
    const sent = shareCalls(server.calls)[0] as { body?: Record<string, unknown> };
    expect(sent.body).not.toHaveProperty('email');
  });

  it('refuses an empty message and an address that is not one, without calling the server', async () => {
    const { user, server, dialog } = await openShare();
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(message).toBeInvalid();
    expect(message).toHaveAccessibleDescription('Write a message for the client');
    await user.type(message, 'Hello');
    const recipient = within(dialog).getByRole('textbox', { name: 'Recipient email' });
    await user.clear(recipient);
    await user.type(recipient, 'maria@');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(recipient).toBeInvalid();
    expect(recipient).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(shareCalls(server.calls)).toHaveLength(0);
  });

  it('says when the mail could not be sent', async () => {
    const { user, dialog } = await openShare(WITH_EMAIL, {
      'POST /api/invoice/900/share': { status: 502, body: { code: 'mail_not_sent', message: 'x' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The mail could not be sent. Please try again.')).toBeInTheDocument();
  });

  it('asks to save a new invoice before sharing it', async () => {
    serveEditor();
    renderApp('/client/5/invoices/create-invoice?type=bill&from=client');
    await screen.findByRole('heading', { level: 1, name: 'Create invoice' });
    const share = screen.getByRole('button', { name: 'Share invoice' });
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription('Save the invoice before sharing it');
  });

  it('keeps the client’s address for an employee who may update but not manage invoices', async () => {
    const employee = makeMe({
      rules: [
        { subject: 'invoices', action: 'update' },
        { subject: 'clients', action: 'read' },
        { subject: 'cases', action: 'read' },
        { subject: 'time_entries', action: 'read' },
      ],
    });
    const { dialog } = await openShare(WITH_EMAIL, {}, employee);
    const recipient = within(dialog).getByRole('textbox', { name: 'Recipient email' });
    expect(recipient).toHaveValue('maria@example.com');
    expect(recipient).toHaveAttribute('readonly');
    expect(recipient).toHaveAccessibleDescription(
      "The client's email on file. Only someone who manages invoices can send an invoice to another address.",
    );
  });
});
