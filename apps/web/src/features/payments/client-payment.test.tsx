import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe } from '../../test/fixtures';
import { invoicesPage } from '../../test/invoice-lists-test-data';
import { servePayments } from '../../test/payments-test-data';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const CLIENT_PAGE = '/client/5/profile/invoices';

async function openFromClientPage() {
  let lists = 0;
  const server = servePayments({
    'GET /api/invoice/client/5': () => {
      lists += 1;
      return { body: invoicesPage([]) };
    },
  });
  const view = renderApp(CLIENT_PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Invoices of Maria Gonzalez' });
  await view.user.click(screen.getByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
  return { ...view, dialog, server, lists: () => lists };
}

describe('record payment from a client’s invoices page', () => {
  it('offers Client level and Matter level, with the client fixed and no invoice summary', async () => {
    const { dialog, user } = await openFromClientPage();
    expect(within(dialog).getByRole('tab', { name: 'Client level' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Client' })).toHaveValue('Maria Gonzalez');
    expect(within(dialog).queryByRole('group', { name: 'Outstanding balance' })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Deposit into trust' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Matter level' }));
    expect(within(dialog).getByRole('combobox', { name: 'Matter' })).toBeEnabled();
  });

  it('asks for a matter at matter level, then deposits into the matter’s trust', async () => {
    const { dialog, user, server, lists } = await openFromClientPage();
    await user.click(within(dialog).getByRole('tab', { name: 'Matter level' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Deposit into trust' }));
    // The only trust account is taken; deposits need no office account.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Trust account' })).toHaveValue(
        'IOLTA trust · Chase ••4321 ($1,000.00)',
      ),
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Office account' })).toBeNull();
    // No balance to pay from: a deposit is money coming in.
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Please select a matter.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Matter' }));
    await user.click(await screen.findByRole('option', { name: 'Asylum application' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      invoice_id: null,
      client_id: 5,
      case_id: 22,
      payment_type: 'trust',
      amount: 5000,
      invoice_type: null,
      level: 'MATTER',
      trust_account_level: 'MATTER_TRUST',
      trust_account_id: 1,
      office_account_id: null,
    });
    // The client's invoices reload.
    await waitFor(() => expect(lists()).toBeGreaterThan(1));
  });

  it('sends a direct payment at client level to the office account', async () => {
    const { dialog, user, server } = await openFromClientPage();
    await user.click(within(dialog).getByRole('combobox', { name: 'Office account' }));
    await user.click(await screen.findByRole('option', { name: 'Payroll · Wells Fargo ($50.00)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '12.34');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      client_id: 5,
      case_id: null,
      payment_type: 'direct',
      amount: 12.34,
      level: 'CLIENT',
      trust_account_level: null,
      trust_account_id: null,
      office_account_id: 3,
    });
  });

  it('keeps the button disabled for a reader of invoices without RECORD_PAYMENT', async () => {
    servePayments(
      { 'GET /api/invoice/client/5': { body: invoicesPage([]) } },
      makeMe({
        rules: [
          { subject: 'invoices', action: 'read' },
          { subject: 'clients', action: 'read' },
        ],
      }),
    );
    renderApp(CLIENT_PAGE);
    const button = await screen.findByRole('button', { name: 'Record payment' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("You don't have permission to record payments.");
  });
});
