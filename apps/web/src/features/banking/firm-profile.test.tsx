import type { BankDetails, EmployeeRule } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi, type RecordedCall } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const DETAILS: BankDetails = {
  bank_name: 'Chase',
  bank_address: null,
  bank_account_number_iban: '000123456789',
  bank_swift_code: null,
  bank_branch_code: null,
  bank_routing_number: null,
};

function serve(options: { rules?: EmployeeRule[]; putReply?: FakeReply; locale?: 'en' | 'ar' } = {}) {
  let stored = DETAILS;
  const me = makeMe({ rules: options.rules ?? [{ subject: 'settings', action: 'update' }], locale: options.locale });
  me.law_firm.phone_number = '+12125550100';
  me.law_firm.address = {
    street: '12 Main St',
    city: { id: '5128581', name: 'New York' },
    state: { id: 'NY', name: 'NY' },
    postal_code: '10001',
    country: { id: 'US', name: 'United States' },
  };
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/law-firm/bank-details': () => ({ body: stored }),
    'PUT /api/law-firm/bank-details': (call) => {
      if (options.putReply) return options.putReply;
      stored = { ...stored, ...(call.body as BankDetails) };
      return { body: stored };
    },
  });
}

const detailsForm = () => screen.findByRole('form', { name: 'Bank details' });

describe('firm profile and bank details', () => {
  it('shows the firm read-only and saves the bank details', async () => {
    const server = serve();
    const { user } = renderApp('/settings/3/settings-profile');
    const form = await detailsForm();
    const firm = screen.getByRole('region', { name: 'Firm details' });
    expect(firm).toHaveTextContent('Haddad & Partners');
    expect(firm).toHaveTextContent('office@haddad-law.test');
    expect(firm).toHaveTextContent('+12125550100');
    expect(firm).toHaveTextContent('12 Main St, New York, NY, 10001, United States');
    expect(within(firm).queryByRole('textbox')).not.toBeInTheDocument();

    const name = within(form).getByRole('textbox', { name: 'Bank name' });
    expect(name).toHaveValue('Chase');
    await user.clear(name);
    await user.type(name, 'JPMorgan Chase Bank');
    await user.type(within(form).getByRole('textbox', { name: 'SWIFT code' }), 'CHASUS33');
    await user.type(within(form).getByRole('textbox', { name: 'Bank address' }), '383 Madison Ave, New York');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByText('Bank details saved')).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT') as RecordedCall;
    expect(put.body).toEqual({
      bank_name: 'JPMorgan Chase Bank',
      bank_address: '383 Madison Ave, New York',
      bank_account_number_iban: '000123456789',
      bank_swift_code: 'CHASUS33',
      // Empty fields are sent as null, as the API stores them.
      bank_branch_code: null,
      bank_routing_number: null,
    });
  });

  it('shows the server’s field errors and a failure toast', async () => {
    serve({
      putReply: {
        status: 400,
        body: { code: 'validation_failed', message: 'Invalid', fields: { bank_swift_code: 'Too big' } },
      },
    });
    const { user } = renderApp('/settings/3/settings-profile');
    const form = await detailsForm();
    await user.type(within(form).getByRole('textbox', { name: 'SWIFT code' }), 'NOTASWIFT');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('The bank details could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Correct the highlighted fields and try again.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'SWIFT code' })).toHaveAccessibleDescription(
      'This value is not valid.',
    );
  });

  it('is read-only without update on settings', async () => {
    const server = serve({ rules: [{ subject: 'settings', action: 'read' }] });
    renderApp('/settings/3/settings-profile');
    const form = await detailsForm();
    expect(within(form).getByRole('textbox', { name: 'Bank name' })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save bank details' })).not.toBeInTheDocument();
    expect(within(form).getByText('You can view the bank details but not change them.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('answers not found for another firm’s id, and the registry entry leads to the user’s own firm', async () => {
    serve();
    const view = renderApp('/settings/4/settings-profile');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    view.unmount();

    serve();
    const { location } = renderApp('/ar/settings/settings-profile');
    await waitFor(() => expect(location().pathname).toBe('/ar/settings/3/settings-profile'));
    expect(await screen.findByRole('form', { name: 'التفاصيل المصرفية' })).toBeInTheDocument();
  });

  it('is closed to someone without the settings permission', async () => {
    serve({ rules: [] });
    renderApp('/settings/3/settings-profile');
    expect(await screen.findByText(/you don't have access/i)).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    serve({ locale: 'ar' });
    renderApp('/ar/settings/3/settings-profile');
    const form = await screen.findByRole('form', { name: 'التفاصيل المصرفية' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(within(form).getByRole('textbox', { name: 'اسم البنك' })).toHaveValue('Chase');
    expect(screen.getByRole('heading', { level: 1, name: 'ملف المكتب' })).toBeInTheDocument();
  });
});
