import type { PaymentPickerRow, SaveBillInvoiceRequest } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { query, savedInvoice, serveEditor } from '../../../test/invoice-editor-test-data';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const payment = (overrides: Partial<PaymentPickerRow> = {}): PaymentPickerRow => ({
  id: 60,
  client_name: 'Maria Gonzalez',
  case_title: null,
  case_id: null,
  amount: 2500,
  payment_date: '2026-02-10',
  description: 'Retainer deposit',
  category: 'trust_deposit',
  ...overrides,
});

const page = (payments: PaymentPickerRow[], total = payments.length) => ({
  body: { payments, page: 1, page_size: 6, total },
});

const line = (name: string) => within(screen.getByRole('group', { name })).getAllByText(/\$|—/).at(-1)?.textContent;
const rowsOf = (dialog: HTMLElement) => within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);

async function openCreate() {
  const view = renderApp('/client/5/invoices/create-invoice?type=bill&from=client');
  await screen.findByRole('heading', { level: 1, name: 'Create invoice' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-00042'));
  return view;
}

describe('select-payments modal (screen 8)', () => {
  it('lists the client’s payments 6 a page and adds the chosen ones as Trust Payment lines outside the total', async () => {
    const first = [1, 2, 3, 4, 5, 6].map((n) => payment({ id: 60 + n, amount: n * 100, description: `Deposit ${n}` }));
    const server = serveEditor({
      'GET /api/payment/make-payments': (call) =>
        query(call.search).page === '2'
          ? {
              body: {
                payments: [payment({ id: 70, description: null, category: 'direct' })],
                page: 2,
                page_size: 6,
                total: 7,
              },
            }
          : page(first, 7),
    });
    const { user } = await openCreate();
    await user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await user.click(screen.getByRole('button', { name: 'Create charge' }));
    const create = await screen.findByRole('dialog', { name: 'Create charge' });
    await user.type(within(create).getByRole('textbox', { name: 'Description' }), 'Consultation');
    await user.type(within(create).getByRole('textbox', { name: 'Amount' }), '150');
    await user.click(within(create).getByRole('button', { name: 'Add charge' }));
    expect(line('Subtotal')).toBe('$150.00');
    const total = line('Total');

    await user.click(screen.getByRole('button', { name: 'Trust payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select payments' });
    await within(dialog).findByRole('table');
    expect(rowsOf(dialog)).toHaveLength(6);
    expect(query(server.calls.find((c) => c.path === '/api/payment/make-payments')!.search)).toMatchObject({
      law_firm_id: '3',
      client_id: '5',
      page: '1',
      page_size: '6',
    });
    expect(within(dialog).getAllByText('Trust deposit')).toHaveLength(6);
    await user.click(within(dialog).getByRole('checkbox', { name: /Select the payment of \$200\.00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowsOf(dialog)).toHaveLength(1));
    expect(within(dialog).getByText('Direct payment')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Select the payment of \$2,500\.00/ }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    expect(await screen.findByText('2 charges added')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Charges without a matter' });
    expect(within(table).getAllByText('Trust payment')).toHaveLength(2);
    expect(within(table).getAllByText('Not billed')).toHaveLength(2);
    const descriptions = within(table).getAllByRole('textbox', { name: 'Description' });
    expect(descriptions.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Consultation',
      'Deposit 2',
      'Payment received on Feb 10, 2026',
    ]);
    expect(line('Subtotal')).toBe('$150.00');
    expect(line('Total')).toBe(total);
    expect(line('Trust payments listed')).toBe('$2,700.00');

    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = server.calls.find((c) => c.method === 'POST')!.body as SaveBillInvoiceRequest;
    expect(body.charges.slice(1)).toEqual([
      expect.objectContaining({ type: 'Trust Payment', payment_id: 62, amount: '200.00', date: '2026-02-10' }),
      expect.objectContaining({ type: 'Trust Payment', payment_id: 70, amount: '2500.00' }),
    ]);
    expect(`$${body.total?.toFixed(2)}`).toBe(total);
  });

  it('shows the empty state, and refuses what cannot be listed with the spec’s toast', async () => {
    let payments: PaymentPickerRow[] = [];
    serveEditor({
      'GET /api/invoice/900': {
        body: {
          invoice: savedInvoice({
            case_id: 21,
            charges: [{ ...savedInvoice().charges[0]!, id: 2 }],
          }),
        },
      },
      'GET /api/payment/make-payments': () => page(payments),
    });
    const view = renderApp('/client/5/cases/21/case-invoice/create-invoice?type=bill&from=case&id=900');
    await screen.findByRole('heading', { level: 1, name: 'Edit invoice' });
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Trust payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select payments' });
    expect(await within(dialog).findByText('No payments found.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // A payment of another matter cannot go on this case's invoice.
    payments = [payment({ id: 80, case_id: 99, case_title: 'Other matter' })];
    await user.click(screen.getByRole('button', { name: 'Trust payments' }));
    const again = await screen.findByRole('dialog', { name: 'Select payments' });
    await user.click(await within(again).findByRole('checkbox', { name: /Select the payment of/ }));
    await user.click(within(again).getByRole('button', { name: 'Add selected' }));
    expect(await screen.findByText('Failed to add payment charges')).toBeInTheDocument();
    expect(screen.queryByText('Trust payment')).not.toBeInTheDocument();
  });

  it('shows a listed payment that was canceled afterwards', async () => {
    const listed = {
      ...savedInvoice().charges[0]!,
      id: 3,
      type: 'Trust Payment' as const,
      description: 'Retainer deposit',
      amount: '500.00',
      payment_id: 61,
      payment_status: 'canceled' as const,
    };
    serveEditor({
      'GET /api/invoice/900': { body: { invoice: savedInvoice({ charges: [savedInvoice().charges[0]!, listed] }) } },
    });
    renderApp('/client/5/invoices/900/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit invoice' });
    const matter = screen.getByRole('table', { name: 'Charges of I-130 petition' });
    expect(within(matter).getByText('Payment canceled')).toBeInTheDocument();
    expect(within(matter).getByText('$500.00')).toBeInTheDocument();
    expect(line('Total')).toBe('$200.00');
  });
});
