import type { LawFirm } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi, type RecordedCall } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const BANK = {
  bank_name: null,
  bank_address: null,
  bank_account_number_iban: null,
  bank_swift_code: null,
  bank_branch_code: null,
  bank_routing_number: null,
};

function serve(putReply?: FakeReply) {
  const me = makeMe({ is_admin: true });
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/law-firm/bank-details': { body: BANK },
    'GET /api/geo/countries': { body: [{ id: 'US', name: 'United States' }] },
    'GET /api/geo/countries/US/states': { body: [{ id: 'TX', name: 'Texas' }] },
    'PUT /api/law-firm/3/profile': (call) =>
      putReply ?? { body: { ...me.law_firm, ...(call.body as Partial<LawFirm>) } satisfies LawFirm },
  });
}

const firmForm = () => screen.findByRole('form', { name: 'Firm details' });

describe('editing the firm’s details', () => {
  it('saves the name, email, time zone, currency and invoice language', async () => {
    const server = serve();
    const { user } = renderApp('/settings/3/settings-profile');
    const form = await firmForm();
    const name = within(form).getByRole('textbox', { name: /Firm name/ });
    await user.clear(name);
    await user.type(name, 'Haddad Law');
    await user.click(within(form).getByRole('combobox', { name: /Currency/ }));
    await user.click(await screen.findByRole('option', { name: /^EUR/ }));
    await user.click(within(form).getByRole('combobox', { name: /Invoice language/ }));
    await user.click(await screen.findByRole('option', { name: 'Arabic' }));
    await user.click(within(form).getByRole('button', { name: 'Save firm details' }));

    expect(await screen.findByText('Firm details saved')).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT') as RecordedCall;
    expect(put.body).toMatchObject({
      name: 'Haddad Law',
      email: 'office@haddad-law.test',
      phone_number: null,
      time_zone: 'America/New_York',
      currency: 'EUR',
      language: 'ar',
      logo: null,
    });
  });

  it('shows the server’s refusals under their fields, in words', async () => {
    serve({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Invalid',
        fields: { time_zone: 'Choose a time zone from the list (an IANA name such as America/New_York)' },
      },
    });
    const { user } = renderApp('/settings/3/settings-profile');
    const form = await firmForm();
    await user.click(within(form).getByRole('button', { name: 'Save firm details' }));
    expect(await screen.findByText('The firm details could not be saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Time zone/ })).toHaveAccessibleDescription(
        /Choose a time zone from the list\./,
      ),
    );
  });
});

describe('the settings home', () => {
  it('lists each settings section once, the firm profile under the firm’s id', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe({ is_admin: true }) } });
    renderApp('/settings/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    const names = links.map((link) => link.querySelector('p')?.textContent);
    expect(names).toEqual([
      'Participant types',
      'Templates',
      'Invoice settings',
      'Card payments',
      'Bank accounts',
      'Trust accounting',
      'Firm profile and bank details',
      'Plans and payment cards',
      'Language',
      'Terms of service',
      'Admin tools',
    ]);
    expect(screen.getByRole('link', { name: /Firm profile/ })).toHaveAttribute('href', '/settings/3/settings-profile');
  });

  it('is not found for another firm’s id, and /settings leads to the user’s own', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe({ is_admin: true }) } });
    const view = renderApp('/settings/4');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    view.unmount();
    fakeApi({ 'GET /api/auth/me': { body: makeMe({ is_admin: true }) } });
    const { location } = renderApp('/ar/settings');
    await waitFor(() => expect(location().pathname).toBe('/ar/settings/3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
  });
});
