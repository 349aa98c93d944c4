import type { Client, ClientFundsResponse } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeClient, makeMe } from '../../test/fixtures';
import { invoicesPage } from '../../test/invoice-lists-test-data';
import { servePayments } from '../../test/payments-test-data';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const CLIENT: Client = makeClient({ middle_name: null, last_name: 'Gonzalez' });

const FUNDS: ClientFundsResponse = {
  unapplied_total: 98_288.5,
  owed_total: 1710.5,
  page: 1,
  page_size: 10,
  total: 1,
  payments: [
    {
      id: 61,
      payment_date: '2026-03-02',
      case_id: null,
      case_title: null,
      description: 'Wire',
      office_account_id: 2,
      amount: 99_999,
      applied: 1710.5,
      unapplied: 98_288.5,
    },
  ],
  open_invoices: [
    {
      id: 900,
      invoice_number: 'INV-00007',
      title: 'N-400',
      case_id: null,
      due_date: '2026-04-01',
      total: 2000,
      outstanding: 1710.5,
    },
  ],
};

describe('unapplied client funds', () => {
  it('shows them on the client profile and applies a payment to an open invoice, at most what it owes', async () => {
    const server = servePayments({
      'GET /api/client/5': { body: { client: CLIENT } },
      'GET /api/client/5/unapplied-funds': { body: FUNDS },
      'POST /api/payment/61/apply': { status: 201, body: { code: 'payment_applied', data: {} } },
    });
    const { user } = renderApp('/client/5');
    const section = await screen.findByRole('region', { name: 'Unapplied funds' });
    expect(await within(section).findByRole('group', { name: 'Unapplied' })).toHaveTextContent('$98,288.50');
    expect(within(section).getByRole('group', { name: 'Owed on open invoices' })).toHaveTextContent('$1,710.50');
    const row = within(section).getByRole('row', { name: /Wire/ });
    expect(within(row).getByText('$99,999.00')).toBeInTheDocument();
    // Part of it is applied: it can no longer be canceled as a whole.
    expect(within(row).queryByRole('button', { name: /Cancel the payment/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: /Apply the payment of \$99,999.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply funds to an invoice' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to apply' });
    expect((amount as HTMLInputElement).value).toBe('1710.5');
    // The picked invoice's outstanding balance is said in full, even where the option text is cut short.
    expect(within(dialog).getByRole('combobox', { name: 'Invoice' })).toHaveAccessibleDescription(
      'Outstanding on this invoice: $1,710.50',
    );
    // A typed minus stays visible with its reason instead of being dropped.
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(within(dialog).getByText('Amounts cannot be negative: remove the minus sign.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1800');
    await user.click(within(dialog).getByRole('button', { name: 'Apply funds' }));
    expect(await within(dialog).findByText(/cannot be more than \$1,710.50/)).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Apply funds' }));
    expect(await screen.findByText('Funds applied to INV-00007')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/payment/61/apply',
      body: { invoice_id: 900, amount: 1000 },
    });
  });

  it('pages the unapplied payments on the server, the totals over every page', async () => {
    const second = { ...FUNDS.payments[0]!, id: 71, description: 'Cheque' };
    const server = servePayments({
      'GET /api/client/5': { body: { client: CLIENT } },
      'GET /api/client/5/unapplied-funds': (call) => ({
        body:
          new URLSearchParams(call.search).get('page') === '2'
            ? { ...FUNDS, page: 2, total: 11, payments: [second] }
            : { ...FUNDS, total: 11 },
      }),
    });
    const { user } = renderApp('/client/5');
    const section = await screen.findByRole('region', { name: 'Unapplied funds' });
    expect(await within(section).findByRole('row', { name: /Wire/ })).toBeInTheDocument();
    const funds = () => server.calls.filter((call) => call.path === '/api/client/5/unapplied-funds');
    expect(new URLSearchParams(funds()[0]!.search).get('page_size')).toBe('10');
    await user.click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(await within(section).findByRole('row', { name: /Cheque/ })).toBeInTheDocument();
    expect(within(section).queryByRole('row', { name: /Wire/ })).toBeNull();
    expect(new URLSearchParams(funds().at(-1)!.search).get('page')).toBe('2');
    expect(within(section).getByRole('group', { name: 'Unapplied' })).toHaveTextContent('$98,288.50');
  });

  it('cancels an unapplied payment after asking', async () => {
    const server = servePayments({
      'GET /api/client/5': { body: { client: CLIENT } },
      'GET /api/client/5/unapplied-funds': {
        body: { ...FUNDS, payments: [{ ...FUNDS.payments[0]!, applied: 0, unapplied: 99_999 }] },
      },
      'DELETE /api/payment/delete-record-payment/61': { body: {} },
    });
    const { user } = renderApp('/ar/client/5');
    const section = await screen.findByRole('region', { name: 'أموال غير مخصّصة' });
    await user.click(await within(section).findByRole('button', { name: /إلغاء الدفعة البالغة/ }));
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء الدفعة' });
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الدفعة' }));
    expect(await screen.findByText('أُلغيت الدفعة')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('warns before saving a direct payment that is more than the client owes, and still records it', async () => {
    const server = servePayments({
      'GET /api/invoice/client/5': { body: invoicesPage([]) },
      'GET /api/client/5/unapplied-funds': { body: { ...FUNDS, unapplied_total: 0, total: 0, payments: [] } },
    });
    const { user } = renderApp('/client/5/profile/invoices');
    await screen.findByRole('heading', { level: 1, name: 'Invoices of Maria Gonzalez' });
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Direct to the office account' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1000');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '99999');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'more than the client owes on open invoices ($1,710.50). The difference of $98,288.50',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Office account' }));
    await user.click(await screen.findByRole('option', { name: /Operating/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: 99_999 }),
    );
  });

  it('is not shown without VIEW_INVOICES', async () => {
    const server = servePayments(
      { 'GET /api/client/5': { body: { client: CLIENT } } },
      makeMe({ rules: [{ subject: 'clients', action: 'read' }] }),
    );
    renderApp('/client/5');
    await screen.findByRole('heading', { level: 1, name: 'Maria Gonzalez' });
    expect(screen.queryByRole('region', { name: 'Unapplied funds' })).toBeNull();
    expect(server.calls.some((call) => call.path.endsWith('/unapplied-funds'))).toBe(false);
  });
});
