import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount, serveBanking, TRUST_ACCOUNT } from '../../test/banking-test-data';
import type { RecordedCall } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { CLIENTS } from '../../test/time-test-data';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const BALANCES = {
  client_id: 5,
  client_balance: 1500,
  matters: [
    { case_id: 55, title: 'N-400 Naturalization', balance: 750.25 },
    { case_id: 56, title: 'Asylum application', balance: 0 },
  ],
  total: 2250.25,
};

function serve(options: Parameters<typeof serveBanking>[0] = {}) {
  return serveBanking({
    accounts: [TRUST_ACCOUNT, makeAccount({ id: 13, title: 'Operating', account_type: 'OFFICE', current_balance: 9 })],
    ...options,
    extra: {
      'GET /api/law-firm/3/client': { body: CLIENTS },
      'GET /api/trust/balances/client/5': { body: BALANCES },
      ...options.extra,
    },
  });
}

describe('trust accounting page', () => {
  it('lists only the trust accounts and looks up what a client holds in trust, per matter', async () => {
    const server = serve();
    const { user } = renderApp('/settings/trust-accounting');
    await screen.findByRole('heading', { level: 1, name: 'Trust accounting' });
    const accounts = screen.getByRole('table', { name: "The firm's trust accounts" });
    expect(within(accounts).getByRole('row', { name: /IOLTA Client Trust/ })).toHaveTextContent('$4,250.50');
    expect(within(accounts).queryByRole('row', { name: /Operating/ })).not.toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/bank-accounts')?.search).toBe('?type=TRUST');

    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    const balances = await screen.findByRole('table', { name: 'Trust balances of the client' });
    expect(within(balances).getByRole('row', { name: /Client level/ })).toHaveTextContent('$1,500.00');
    expect(within(balances).getByRole('row', { name: /Matter: N-400 Naturalization/ })).toHaveTextContent('$750.25');
    expect(within(balances).getByRole('row', { name: /Matter: Asylum application/ })).toHaveTextContent('$0.00');
    expect(within(balances).getByRole('row', { name: /Total in trust/ })).toHaveTextContent('$2,250.25');
  });

  it('creates trust accounts only, starting at 0, for someone allowed to', async () => {
    const server = serve({
      is_admin: false,
      rules: [
        { subject: 'trust_accounts', action: 'create' },
        { subject: 'clients', action: 'read' },
      ],
    });
    const { user } = renderApp('/settings/trust-accounting');
    await user.click(await screen.findByRole('button', { name: 'Add trust account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    expect(within(dialog).getByRole('combobox', { name: 'Account type' })).toHaveValue('Trust');
    expect(within(dialog).getByRole('textbox', { name: 'Starting balance' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'IOLTA Savings');
    await user.click(within(dialog).getByRole('combobox', { name: 'Bank' }));
    await user.click(await screen.findByRole('option', { name: 'Lloyds Bank' }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Bank account “IOLTA Savings” created')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      accountType: 'TRUST',
      amount: 0,
    });
  });

  it('hides adding from readers and is closed to those without the trust permission', async () => {
    serve({ is_admin: false, rules: [{ subject: 'trust_accounts', action: 'read' }] });
    const view = renderApp('/settings/trust-accounting');
    await screen.findByRole('heading', { level: 1, name: 'Trust accounting' });
    expect(screen.queryByRole('button', { name: 'Add trust account' })).not.toBeInTheDocument();
    view.unmount();

    serve({ is_admin: false, rules: [{ subject: 'bank_accounts', action: 'manage' }] });
    renderApp('/settings/trust-accounting');
    expect(await screen.findByText(/you don't have access/i)).toBeInTheDocument();
  });

  it('shows each balance’s floor and sets an evergreen retainer’s floor for the matter', async () => {
    const server = serve({
      extra: {
        'GET /api/trust/floors/client/5': {
          body: { client_id: 5, floors: [{ case_id: null, floor: 500, requested_at: null }] },
        },
        'PUT /api/trust/floors/client/5': {
          body: {
            client_id: 5,
            floors: [
              { case_id: null, floor: 500, requested_at: null },
              { case_id: 55, floor: 250, requested_at: null },
            ],
          },
        },
      },
    });
    const { user } = renderApp('/settings/trust-accounting');
    await user.click(await screen.findByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    const balances = await screen.findByRole('table', { name: 'Trust balances of the client' });
    await waitFor(() =>
      expect(within(balances).getByRole('row', { name: /Client level/ })).toHaveTextContent('$500.00'),
    );
    expect(within(balances).getByRole('row', { name: /Matter: N-400/ })).toHaveTextContent('No floor');
    await user.click(screen.getByRole('button', { name: 'Set floor: Matter: N-400 Naturalization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trust floor: Matter: N-400 Naturalization' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Floor' }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save floor' }));
    await waitFor(() =>
      expect(within(balances).getByRole('row', { name: /Matter: N-400/ })).toHaveTextContent('$250.00'),
    );
    const put = server.calls.find((call) => call.method === 'PUT') as RecordedCall;
    expect(put.body).toEqual({ case_id: 55, floor: 250 });
    // Closed, the dialog hands focus back to the button that opened it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set floor: Matter: N-400 Naturalization' })).toHaveFocus(),
    );
  });
});
