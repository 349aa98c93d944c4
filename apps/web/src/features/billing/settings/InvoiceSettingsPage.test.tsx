import type { EmployeeRule, InvoiceSettings } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi, type RecordedCall } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { makeSettings } from '../../../test/invoice-settings-test-data';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const GET = 'GET /api/invoice/invoice-settings/3';
const PUT = 'PUT /api/invoice/invoice-settings/3';
const SETTINGS_AND_INVOICES: EmployeeRule[] = [
  { subject: 'settings', action: 'read' },
  { subject: 'invoices', action: 'update' },
];

/** A firm whose stored settings a PUT replaces (or which answers `putReply` instead). */
function serveSettings(options: { rules?: EmployeeRule[]; initial?: InvoiceSettings; putReply?: FakeReply } = {}) {
  let stored = options.initial ?? makeSettings();
  const server = fakeApi({
    'GET /api/auth/me': { body: makeMe({ rules: options.rules ?? SETTINGS_AND_INVOICES }) },
    [GET]: () => ({ body: { invoice_settings: stored } }),
    [PUT]: (call) => {
      if (options.putReply) return options.putReply;
      stored = { ...stored, ...(call.body as object), updated_at: '2026-03-05T09:30:00.000Z' };
      return { body: { invoice_settings: stored } };
    },
  });
  return server;
}

async function openPage(path = '/settings/invoice-settings') {
  const view = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Change the defaults' });
  return { ...view, form };
}

const summary = () => screen.getByRole('region', { name: 'Current settings' });
const summaryValue = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('firm invoice settings page', () => {
  it('shows the current defaults and saves changes to them', async () => {
    const server = serveSettings({
      initial: makeSettings({
        include_discount: true,
        discount_description: 'Loyalty',
        discount_type: 'PERCENTAGE',
        discount_amount: 10,
      }),
    });
    const { user, form } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice settings' })).toBeInTheDocument();
    expect(summaryValue('Tax')).toBe('16%');
    expect(summaryValue('Discount')).toBe('Loyalty · 10%');
    expect(summaryValue('Footer')).toBe('Off');
    expect(within(form).getByRole('textbox', { name: 'Discount name' })).toHaveValue('Loyalty');

    await user.click(within(form).getByRole('switch', { name: 'Footer' }));
    await user.type(within(form).getByRole('textbox', { name: 'Footer text' }), 'Thank you for your trust');
    await user.click(within(form).getByRole('switch', { name: 'Automatic late fee' }));
    await user.type(within(form).getByRole('textbox', { name: 'Late fee description' }), 'Late payment');
    await user.type(within(form).getByRole('textbox', { name: 'Late fee amount' }), '25');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Invoice settings saved')).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT') as RecordedCall;
    expect(put.body).toEqual({
      ...makeSettings({
        include_discount: true,
        discount_description: 'Loyalty',
        discount_type: 'PERCENTAGE',
        discount_amount: 10,
        include_footer: true,
        footer_text: 'Thank you for your trust',
        include_late_fee: true,
        late_fee_description: 'Late payment',
        late_fee_amount: 25,
      }),
      id: undefined,
      law_firm_id: undefined,
      invoice_id: undefined,
      due_date: undefined,
      date_issued: undefined,
      created_at: undefined,
      updated_at: undefined,
    });
    await waitFor(() => expect(summaryValue('Footer')).toBe('On'));
    expect(summaryValue('Automatic late fee')).toBe('Late payment · $25.00');
  });

  it('is also at /settings/billing/invoice', async () => {
    serveSettings();
    await openPage('/settings/billing/invoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice settings' })).toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields', async () => {
    serveSettings({
      putReply: {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Invalid',
          fields: { discount_description: 'Enter the discount name', footer_text: 'Too big: expected string' },
        },
      },
      initial: makeSettings({ include_footer: true, footer_text: 'Thanks' }),
    });
    const { user, form } = await openPage();
    await user.click(within(form).getByRole('switch', { name: 'Discount' }));
    await user.type(within(form).getByRole('textbox', { name: 'Discount name' }), 'Spring');
    await user.type(within(form).getByRole('textbox', { name: 'Discount amount' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Discount name' })).toHaveAccessibleDescription(
        'Enter the discount name.',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Footer text' })).toHaveAccessibleDescription('Check this value.');
    expect(screen.getAllByText('Enter the discount name.')).toHaveLength(2);
    expect(screen.queryByText('Invoice settings saved')).toBeNull();
  });

  it('shows a general error when the save fails otherwise', async () => {
    serveSettings({ putReply: { status: 500, body: { code: 'internal_error', message: 'boom' } } });
    const { user, form } = await openPage();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The invoice settings could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });

  it('is read-only without permission to update invoices', async () => {
    const server = serveSettings({
      rules: [
        { subject: 'settings', action: 'read' },
        { subject: 'invoices', action: 'read' },
      ],
    });
    const { form } = await openPage();
    expect(within(form).getByRole('note')).toHaveTextContent('Changing them needs permission to update invoices.');
    expect(within(form).getByRole('switch', { name: 'Discount' })).toBeDisabled();
    expect(within(form).getByRole('switch', { name: 'Tax' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('is closed to users without the settings permission', async () => {
    serveSettings({ rules: [{ subject: 'invoices', action: 'manage' }] });
    renderApp('/settings/invoice-settings');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
  });

  it('previews the saved logo fetched with the bearer token', async () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:firm-logo';
    try {
      const server = fakeApi({
        'GET /api/auth/me': { body: makeMe({ rules: SETTINGS_AND_INVOICES }) },
        [GET]: { body: { invoice_settings: makeSettings({ include_logo: true, logo: 'firm-3.png' }) } },
        'GET /api/invoice/invoice-settings/logo/firm-3.png': { body: 'png-bytes' },
      });
      const { form } = await openPage();
      expect(await within(form).findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:firm-logo');
      const fetched = server.calls.find((call) => call.path.endsWith('/logo/firm-3.png')) as RecordedCall;
      expect(fetched.headers.Authorization).toBe('Bearer test-access-token');
      expect(summaryValue('Logo')).toBe('On');
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('reads right to left in Arabic', async () => {
    serveSettings();
    renderApp('/ar/settings/invoice-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الفواتير' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('switch', { name: 'الخصم' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'حفظ الإعدادات' })).toBeEnabled();
  });
});
