/** The card payments settings page: the surcharge on or off and its percent, the server's refusal shown, read-only without update on settings. */
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const SETTINGS = (percent: number) => ({
  body: { card_surcharge_percent: percent, office_account_id: null, trust_account_id: null },
});
const READS_INVOICES = makeMe({ rules: [{ subject: 'invoices', action: 'read' }] });
const SETTINGS_EDITOR = makeMe({
  rules: [
    { subject: 'invoices', action: 'read' },
    { subject: 'settings', action: 'update' },
  ],
});
const RULES =
  'The surcharge is at most 3%. It is never added to trust invoices, nor for clients whose address is in ' +
  'Connecticut (CT), Massachusetts (MA), Maine (ME) or Puerto Rico (PR).';

describe('/settings/card-payments', () => {
  it('turns the surcharge on with its percent and saves only the surcharge', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: SETTINGS_EDITOR },
      'GET /api/online-payments/settings': SETTINGS(0),
      'PUT /api/online-payments/settings': (call) =>
        SETTINGS((call.body as { card_surcharge_percent: number }).card_surcharge_percent),
    });
    const { user } = renderApp('/settings/card-payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Card payments' })).toBeInTheDocument();
    expect(screen.getByText(RULES)).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: /Add a card surcharge to bill invoices/ });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Surcharge/ })).toBeNull();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the surcharge percent, or turn the surcharge off.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Surcharge/ }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Card payment settings saved.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ card_surcharge_percent: 2.5 });
  });

  it('shows the server’s refusal of a percent above 3 under the field', async () => {
    fakeApi({
      'GET /api/auth/me': { body: SETTINGS_EDITOR },
      'GET /api/online-payments/settings': SETTINGS(1.5),
      'PUT /api/online-payments/settings': {
        status: 400,
        body: {
          code: 'surcharge_too_high',
          message: 'The card surcharge cannot be more than 3%',
          fields: { card_surcharge_percent: 'The card surcharge cannot be more than 3%' },
        },
      },
    });
    const { user } = renderApp('/settings/card-payments');
    const percent = await screen.findByRole('textbox', { name: /Surcharge/ });
    expect(percent).toHaveValue('1.5%');
    await user.clear(percent);
    await user.type(percent, '3.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The card surcharge cannot be more than 3%.')).toBeInTheDocument();
    expect(percent).toHaveAccessibleDescription(/The card surcharge cannot be more than 3%\./);
  });

  it('turning it off saves 0', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      'GET /api/online-payments/settings': SETTINGS(2),
      'PUT /api/online-payments/settings': SETTINGS(0),
    });
    const { user } = renderApp('/settings/card-payments');
    await user.click(await screen.findByRole('switch', { name: /Add a card surcharge/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ card_surcharge_percent: 0 }),
    );
  });

  it('is read-only for a user who reads invoices but may not change settings', async () => {
    fakeApi({ 'GET /api/auth/me': { body: READS_INVOICES }, 'GET /api/online-payments/settings': SETTINGS(2) });
    renderApp('/settings/card-payments');
    expect(await screen.findByRole('switch', { name: /Add a card surcharge/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Surcharge/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      screen.getByText("Only people who may change the firm's settings can change the card surcharge."),
    ).toBeInTheDocument();
  });

  it('is listed on the settings home for those who read invoices, and speaks Arabic', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ locale: 'ar', is_admin: true }) },
      'GET /api/online-payments/settings': SETTINGS(0),
    });
    const { user } = renderApp('/ar/settings/3');
    await user.click(await screen.findByRole('link', { name: /الدفع بالبطاقة/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الدفع بالبطاقة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(/ولا تُضاف أبدًا إلى فواتير الأمانة/)).toBeInTheDocument();
  });

  it('is not offered without read on invoices', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'settings', action: 'update' }] }) } });
    renderApp('/settings/3');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Card payments/ })).toBeNull();
  });
});
