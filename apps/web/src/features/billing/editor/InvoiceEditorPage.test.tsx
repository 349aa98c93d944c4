import { encodeInvoiceTimeEntries, type SaveBillInvoiceRequest } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '../../../lib/local-day';
import { makeMe } from '../../../test/fixtures';
import { ADMIN, firmSettings, serveEditor } from '../../../test/invoice-editor-test-data';
import { renderApp } from '../../../test/render-app';
import { formatDayText } from '../../../ui/date-text';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const CREATE = '/client/5/invoices/create-invoice?type=bill&from=client';
type View = ReturnType<typeof renderApp>;

async function openCreate(path = CREATE) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Create invoice' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-00042'));
  return view;
}

async function addMatter({ user }: View, title = 'I-130 petition') {
  await user.click(screen.getByRole('combobox', { name: 'Matter' }));
  await user.click(await screen.findByRole('option', { name: title }));
  await user.click(screen.getByRole('button', { name: 'Add matter' }));
}

async function createCharge({ user }: View, values: { description: string; amount: string; type?: 'Expense' }) {
  await user.click(screen.getByRole('button', { name: 'Create charge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create charge' });
  if (values.type) await user.click(within(dialog).getByRole('radio', { name: 'Expense' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), values.description);
  await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), values.amount);
  await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create charge' })).not.toBeInTheDocument());
}

const line = (name: string) => within(screen.getByRole('group', { name })).getAllByText(/\$|—/).at(-1)?.textContent;

describe('bill invoice screen: creating from a client', () => {
  it('starts from a generated number, the default title, today and 30 days later, and names the client', async () => {
    const server = serveEditor();
    await openCreate();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Invoice');
    expect(screen.getByLabelText(/Date issued/)).toHaveValue(formatDayText(localDay(new Date()), 'en'));
    expect(screen.getByLabelText(/Due date/)).toHaveValue(formatDayText(localDay(new Date(), 30), 'en'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Client' })).toHaveValue('Maria Gonzalez'));
    expect(screen.getByRole('tab', { name: 'Matters' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Charges without a matter' })).toBeInTheDocument();
    // The number is reserved once per opened screen.
    expect(server.calls.filter((call) => call.path === '/api/invoice/generate-invoice-number')).toHaveLength(1);
  });

  it('asks for a matter before adding a charge to one', async () => {
    serveEditor();
    const view = await openCreate();
    await view.user.click(screen.getByRole('button', { name: 'Create charge' }));
    expect(await screen.findByText('Please select a matter first')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create charge' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add matter' }));
    expect(screen.getAllByText('Please select a matter first').length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a charge with empty required fields', async () => {
    serveEditor();
    const { user } = await openCreate();
    await user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await user.click(screen.getByRole('button', { name: 'Create charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create charge' });
    // Only on the matters tab does the modal name the matter.
    expect(within(dialog).queryByRole('textbox', { name: 'Matter' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Please fill out all required fields!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create charge' })).toBeInTheDocument();
    // Description and amount are marked (the date starts as today), and a filled field loses its mark.
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Filing');
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a matter and its charges, keeps amounts to digits and two decimals, and applies the tax rules', async () => {
    serveEditor({
      'GET /api/invoice/invoice-settings/3': { body: { invoice_settings: firmSettings({ tax_rate: 8 }) } },
    });
    const view = await openCreate();
    const { user } = view;
    await addMatter(view);
    expect(await screen.findByText('Matter added')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'I-130 petition' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create charge' });
    expect(within(dialog).getByRole('textbox', { name: 'Matter' })).toHaveValue('I-130 petition');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await createCharge(view, { description: 'Court filing', amount: '12a.3.456', type: 'Expense' });

    const rows = within(screen.getByRole('table', { name: 'Charges of I-130 petition' })).getAllByRole('row');
    const row = rows[1]!;
    expect(within(row).getByRole('textbox', { name: 'Amount' })).toHaveValue('12.34');
    expect(line('Subtotal')).toBe('$12.34');

    // Expense: taxable on takes the invoice settings' rate (8%).
    const taxable = within(row).getByRole('switch', { name: 'Taxable' });
    await user.click(taxable);
    expect(within(row).getByRole('textbox', { name: 'Tax rate (%)' })).toHaveValue('8');
    expect(line('Item tax')).toBe('$0.99');

    // Back to Service: no tax at all.
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'Service');
    expect(within(row).queryByRole('switch', { name: 'Taxable' })).not.toBeInTheDocument();
    expect(line('Item tax')).toBe('$0.00');

    // Removing the matter (after confirming) takes its charges away.
    await user.click(screen.getByRole('button', { name: 'Remove the matter I-130 petition' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this matter?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove matter' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'I-130 petition' })).not.toBeInTheDocument());
    expect(line('Subtotal')).toBe('$0.00');
  });

  it('saves the exact body and goes to the client’s invoices', async () => {
    const server = serveEditor({
      'GET /api/invoice/invoice-settings/3': {
        body: {
          invoice_settings: firmSettings({
            tax_rate: 10,
            include_discount: true,
            discount_type: 'PERCENTAGE',
            discount_amount: 10,
            discount_description: 'Loyalty',
          }),
        },
      },
    });
    const view = await openCreate();
    await addMatter(view);
    await createCharge(view, { description: 'Consultation', amount: '200' });
    await view.user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await createCharge(view, { description: 'Courier', amount: '50', type: 'Expense' });
    // 250 + 25 general tax − 25 discount.
    expect(line('Total')).toBe('$250.00');
    expect(line('Discount')).toBe('-$25.00');

    await view.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(view.location().pathname).toBe('/client/5/profile/invoices'));
    expect(await screen.findByText('Invoice INV-00042 created')).toBeInTheDocument();
    const posts = server.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as SaveBillInvoiceRequest;
    expect(posts[0]!.path).toBe('/api/invoice/create_invoice/client/5');
    expect(body).toMatchObject({
      type: 'BILL',
      title: 'Invoice',
      // The suggested number is shown, not sent: the server takes the next free one at save.
      invoice_number: null,
      client_id: 5,
      law_firm_id: 3,
      created_by_user_id: 7,
      date_issued: localDay(new Date()),
      due_date: localDay(new Date(), 30),
      include_tax_rate: true,
      tax_rate: 10,
      include_discount: true,
      discount_type: 'PERCENTAGE',
      discount_amount: 10,
      discount_description: 'Loyalty',
      language: 'English',
      total: 250,
    });
    expect(body).not.toHaveProperty('case_id');
    expect(body.charges).toEqual([
      expect.objectContaining({
        description: 'Consultation',
        amount: '200.00',
        type: 'Service',
        case_id: 21,
        matterName: 'I-130 petition',
        client_id: 5,
        taxable: false,
      }),
      expect.objectContaining({ description: 'Courier', amount: '50.00', type: 'Expense', case_id: null }),
    ]);
  });

  it('refuses to save without charges, or with a discount above the subtotal', async () => {
    const server = serveEditor({
      'GET /api/invoice/invoice-settings/3': {
        body: {
          invoice_settings: firmSettings({
            include_discount: true,
            discount_amount: 500,
            discount_description: 'Promo',
          }),
        },
      },
    });
    const view = await openCreate();
    await view.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByText('Add at least one charge before saving the invoice.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await createCharge(view, { description: 'Call', amount: '100' });
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByRole('alert')).toHaveTextContent(
      'The discount is larger than the invoice subtotal.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('from a case shows only that case’s charges, sends its case_id and goes back to the case’s invoices', async () => {
    const server = serveEditor();
    const view = await openCreate('/client/5/cases/21/case-invoice/create-invoice');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Charges of the matter I-130 petition' })).toBeInTheDocument();
    await createCharge(view, { description: 'Interview preparation', amount: '300' });
    await view.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(view.location().pathname).toBe('/client/5/cases/21/case-invoice'));
    const body = server.calls.find((call) => call.method === 'POST')!.body as SaveBillInvoiceRequest;
    expect(body.case_id).toBe(21);
    expect(body.charges[0]).toMatchObject({ case_id: 21, description: 'Interview preparation' });
  });

  it('reads the timeEntries parameter once, adds its lines under their matters, and takes it out of the address', async () => {
    serveEditor();
    const timeEntries = encodeInvoiceTimeEntries([
      {
        time_entry_id: 101,
        description: 'Reviewed the petition',
        amount: 375,
        date: '2026-03-02',
        type: 'Expense',
        is_time_entry: true,
        client_id: 5,
        case_id: 21,
        time: { hours: 1.25, hourly_rate: '300.00', timekeeper: 'Nadia Rahman' },
      },
      {
        time_entry_id: 102,
        description: '',
        amount: 80.5,
        date: '2026-03-03',
        type: 'Expense',
        is_time_entry: true,
        client_id: 5,
        case_id: null,
      },
    ]);
    const params = new URLSearchParams({ type: 'bill', from: 'client', timeEntries });
    const view = await openCreate(`/client/5/invoices/create-invoice?${params.toString()}`);
    await waitFor(() => expect(view.location().search).toBe('?type=bill&from=client'));
    expect(await screen.findByText('2 time entries added')).toBeInTheDocument();
    const matter = await screen.findByRole('table', { name: 'Charges of I-130 petition' });
    const row = within(matter).getAllByRole('row')[1]!;
    expect(within(row).getByRole('textbox', { name: 'Description' })).toHaveValue('Reviewed the petition');
    expect(within(row).getByRole('textbox', { name: 'Amount' })).toHaveValue('375.00');
    expect(within(row).getByRole('combobox', { name: 'Type' })).toHaveValue('Expense');
    expect(within(row).getByText('Time entry')).toBeInTheDocument();
    // The line says whose time it bills, how long and at what rate.
    expect(within(row).getByText('1.25 h × $300.00 · Nadia Rahman')).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    const loose = screen.getByRole('table', { name: 'Charges without a matter' });
    expect(within(loose).getByRole('textbox', { name: 'Description' })).toHaveValue('Time recorded on Mar 3, 2026');
    expect(line('Subtotal')).toBe('$455.50');
  });

  it('without plan access shows the upgrade message and cannot save; a 403 from the server shows it too', async () => {
    serveEditor({}, { ...ADMIN, plan: { ...ADMIN.plan, invoices_permission_level: 'READ_ONLY' } });
    const view = await openCreate();
    expect(screen.getByRole('alert')).toHaveTextContent('Upgrade your plan to create invoices');
    expect(screen.getByRole('button', { name: 'Save invoice' })).toBeDisabled();
    view.unmount();

    serveEditor({
      'POST /api/invoice/create_invoice/client/5': {
        status: 403,
        body: { code: 'plan_upgrade_required', message: 'Upgrade your plan to create invoices' },
      },
    });
    const again = await openCreate();
    await again.user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await createCharge(again, { description: 'Call', amount: '100' });
    await again.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByText('Failed to create invoice')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save invoice' })).toBeDisabled());
    expect(screen.getAllByText(/Upgrade your plan to create invoices/).length).toBeGreaterThanOrEqual(1);
    expect(again.location().pathname).toBe('/client/5/invoices/create-invoice');
  });

  it('shows a translated server refusal with the hint to check the fields', async () => {
    serveEditor({
      'POST /api/invoice/create_invoice/client/5': {
        status: 409,
        body: { code: 'invoice_number_taken', message: 'This invoice number is already used by another invoice' },
      },
    });
    const view = await openCreate();
    await view.user.click(screen.getByRole('tab', { name: 'Charges without a matter' }));
    await createCharge(view, { description: 'Call', amount: '100' });
    await view.user.click(screen.getByRole('button', { name: 'Save invoice' }));
    // The toast's title, and the alert that stays on the screen.
    expect(await screen.findAllByText('Failed to create invoice')).toHaveLength(2);
    expect(
      screen.getByText(
        'This invoice number is already used by another invoice. Please check for missing fields and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveAccessibleDescription(
      'This invoice number is already used by another invoice.',
    );
  });

  it('needs permission to create invoices', async () => {
    serveEditor({}, makeMe({ rules: [{ subject: 'invoices', action: 'read' }] }));
    renderApp(CREATE);
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
  });

  it('renders right to left in Arabic', async () => {
    serveEditor();
    renderApp('/ar/client/5/invoices/create-invoice?type=bill&from=client');
    expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء فاتورة' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('tab', { name: 'القضايا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ الفاتورة' })).toBeInTheDocument();
  });
});
