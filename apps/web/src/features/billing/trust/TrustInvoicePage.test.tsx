import type { Invoice } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '../../../lib/local-day';
import { casesPage, firmCase } from '../../../test/cases-test-data';
import { savedInvoice, serveEditor } from '../../../test/invoice-editor-test-data';
import { renderApp } from '../../../test/render-app';
import { formatDayText } from '../../../ui/date-text';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const CREATE = '/client/5/invoices/create-invoice?type=trust&from=client';

function trustInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return savedInvoice({
    id: 950,
    type: 'TRUST',
    title: 'Trust Invoice',
    charges: [],
    case: [],
    amount: 333.33,
    total: 333.33,
    payment_details: { outstanding_amount: 333.33, total_paid: 0, status: 'unpaid' },
    ...overrides,
  });
}

function serveTrust(extra: Parameters<typeof serveEditor>[0] = {}) {
  return serveEditor({
    'GET /api/law-firm/3/cases': {
      body: casesPage([firmCase(56, { title: 'Asylum application', client_id: 6, client_name: 'Ahmed Saleh' })]),
    },
    'POST /api/invoice/create_invoice/client/5': (call) => ({
      status: 201,
      body: { invoice: trustInvoice({ case_id: (call.body as { case_id: number | null }).case_id }) },
    }),
    'POST /api/invoice/create_invoice/client/6': () => ({
      status: 201,
      body: { invoice: trustInvoice({ client_id: 6, case_id: 56 }) },
    }),
    ...extra,
  });
}

async function open(path = CREATE, heading = 'Create invoice') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}
const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });
const save = () => screen.getByRole('button', { name: 'Save invoice' });

describe('trust invoice screen', () => {
  it('keeps digits and a dot in the amount, rounds on leaving, and totals amount + tax', async () => {
    serveTrust();
    const { user } = await open();
    expect(screen.getByLabelText(/Date issued/)).toHaveValue(formatDayText(localDay(new Date()), 'en'));
    expect(screen.getByLabelText(/Due date/)).toHaveValue(formatDayText(localDay(new Date()), 'en'));
    expect(screen.getByRole('switch', { name: 'Tax (16%)' })).toBeChecked();
    await user.type(amountBox(), '1a00.12.5');
    expect(amountBox()).toHaveValue('100.125');
    await user.tab();
    expect(amountBox()).toHaveValue('100.13');
    const summary = screen.getByRole('region', { name: 'Invoice summary' });
    expect(within(summary).getByRole('group', { name: 'Tax' })).toHaveTextContent('$16.02');
    expect(within(summary).getByRole('group', { name: 'Total' })).toHaveTextContent('$116.15');
    await user.click(screen.getByRole('switch', { name: 'Tax (16%)' }));
    expect(within(summary).getByRole('group', { name: 'Total' })).toHaveTextContent('$100.13');
  });

  it('shows each validation toast in turn and saves nothing', async () => {
    const server = serveTrust();
    const { user } = await open();
    await user.click(save());
    expect(await screen.findByText('please enter valid amount')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Matter level' }));
    await user.type(amountBox(), '20');
    await user.click(save());
    expect(await screen.findByText('Please select a matter')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Client level' }));
    // The switch reset the amount.
    expect(amountBox()).toHaveValue('');
    await user.type(amountBox(), '20');
    await user.clear(screen.getByLabelText(/Due date/));
    await user.click(save());
    expect(await screen.findByText('Please select a due date')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Due date/), '2026-12-31');
    await user.clear(screen.getByLabelText(/Date issued/));
    await user.click(save());
    expect(await screen.findByText('Please select the date issued')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST' && call.path.includes('create_invoice'))).toBe(false);
  });

  it('asks for a client at Client level', async () => {
    serveTrust();
    const { user } = await open();
    await user.type(amountBox(), '20');
    // Picking the chosen client again deselects it.
    await user.click(screen.getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await user.click(save());
    expect(await screen.findByText('Please select a client')).toBeInTheDocument();
  });

  it('saves at Client level with the base amount and goes to the client invoices', async () => {
    const server = serveTrust();
    const { user, location } = await open();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-00042'));
    await user.type(amountBox(), '250.5');
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/client/5/profile/invoices'));
    const post = server.calls.find((call) => call.method === 'POST' && call.path.includes('create_invoice'));
    expect(post?.body).toMatchObject({
      type: 'TRUST',
      amount: '250.50',
      level: 'CLIENT',
      case_id: null,
      // The suggested number is shown, not sent: the server takes the next free one at save.
      invoice_number: null,
      total: 290.58,
    });
  });

  it('picks a firm matter at Matter level, which names the client', async () => {
    const server = serveTrust();
    const { user, location } = await open();
    await user.click(screen.getByRole('tab', { name: 'Matter level' }));
    await user.click(screen.getByRole('combobox', { name: 'Matter' }));
    await user.click(await screen.findByRole('option', { name: /Asylum application/ }));
    await user.type(amountBox(), '40');
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/client/6/profile/invoices'));
    const post = server.calls.find((call) => call.path === '/api/invoice/create_invoice/client/6');
    expect(post?.body).toMatchObject({ level: 'MATTER', case_id: 56, client_id: 6, amount: '40.00' });
  });

  it('from a case profile hides the tabs, keeps the matter and returns to the case invoices', async () => {
    serveTrust();
    const { user, location } = await open('/client/5/invoices/create-invoice?type=trust&from=case&caseId=21');
    expect(screen.queryByRole('tab', { name: 'Client level' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Matter/ })).toHaveValue('I-130 petition'));
    await user.type(amountBox(), '15');
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/client/5/cases/21/case-invoice'));
  });

  it('edits a saved trust invoice showing its base amount exactly, and offers the trust payment', async () => {
    const server = serveTrust({
      'GET /api/invoice/950': { body: { invoice: trustInvoice() } },
      'PUT /api/invoice/update_invoice/950': { body: { invoice: trustInvoice({ amount: 400 }) } },
      'GET /api/plaid-banking/law-firm-trust-accounts/3': { body: { trust_accounts: [] } },
    });
    const { user, location } = await open('/client/5/invoices/950/edit-trust', 'Edit invoice');
    expect(amountBox()).toHaveValue('333.33');
    // A saved invoice is shared by mail (see preview/share-invoice.test.tsx); here the modal opens and closes.
    await user.click(screen.getByRole('button', { name: 'Share invoice' }));
    const share = await screen.findByRole('dialog', { name: 'Share invoice INV-00041' });
    await user.click(within(share).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.clear(amountBox());
    await user.type(amountBox(), '400');
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/client/5/profile/invoices'));
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ type: 'TRUST', amount: '400.00' });
  });

  it('speaks Arabic right to left', async () => {
    serveTrust();
    const { user } = await open('/ar/client/5/invoices/create-invoice?type=trust&from=client', 'إنشاء فاتورة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('tab', { name: 'على مستوى القضية' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظ الفاتورة' }));
    expect(await screen.findByText('يرجى إدخال مبلغ صحيح')).toBeInTheDocument();
  });
});
