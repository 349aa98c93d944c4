import { PLAID_LINK_MESSAGE } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKED, serveBanking } from '../../test/banking-test-data';
import type { RecordedCall } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { PLAID_POPUP_NAME } from './plaid-link';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  vi.restoreAllMocks();
});

interface FakePopup {
  closed: boolean;
  close: () => void;
  location: { href: string };
}

function stubPopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { href: 'about:blank' },
  };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

async function openPage() {
  const view = renderApp('/settings/bank-accounts');
  await screen.findByRole('heading', { level: 1, name: 'Bank accounts' });
  return view;
}

const linkButton = () => screen.getByRole('button', { name: 'Link a bank with Plaid' });
const exchanges = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/plaid-banking/exchange');

describe('linking a bank through Plaid', () => {
  it('opens Link in a named popup and exchanges the public token it posts back', async () => {
    const popup = stubPopup();
    const server = serveBanking();
    const { user } = await openPage();
    expect(await screen.findByText('No bank is linked through Plaid yet.')).toBeInTheDocument();

    await user.click(linkButton());
    expect(window.open).toHaveBeenCalledWith('', PLAID_POPUP_NAME, expect.any(String));
    await waitFor(() =>
      expect(popup.location.href).toBe(`${window.location.origin}/api/sandbox/plaid/link?link_token=link-sandbox-abc`),
    );

    // Another site's message, or one that is not Link's, changes nothing.
    post('https://evil.example', { type: PLAID_LINK_MESSAGE, public_token: 'public-stolen' });
    post(window.location.origin, { type: 'something-else', public_token: 'public-other' });
    post(window.location.origin, { type: PLAID_LINK_MESSAGE, public_token: 'public-sandbox-42' });

    expect(await screen.findByText('Bank linked through Plaid')).toBeInTheDocument();
    expect(exchanges(server.calls).map((call) => call.body)).toEqual([{ public_token: 'public-sandbox-42' }]);
    const bank = await screen.findByRole('heading', { level: 3, name: 'First Platypus Bank' });
    // The link token said this is Plaid's sandbox: the page says so.
    expect(within(bank.parentElement as HTMLElement).getByText('Sandbox')).toBeInTheDocument();
    const accounts = screen.getByRole('table', { name: 'Accounts at First Platypus Bank' });
    const plaidRow = within(accounts).getByRole('row', { name: /Plaid Checking/ });
    expect(plaidRow).toHaveTextContent('•••• 0000');
    expect(plaidRow).toHaveTextContent('Not linked yet');
  });

  it('says so when the popup is closed before a bank was chosen', async () => {
    const popup = stubPopup();
    const server = serveBanking();
    const { user } = await openPage();
    await user.click(linkButton());
    await waitFor(() => expect(popup.location.href).toContain('/api/sandbox/plaid/link'));
    popup.closed = true;
    expect(await screen.findByText('The Plaid window was closed before a bank was chosen.')).toBeInTheDocument();
    expect(exchanges(server.calls)).toHaveLength(0);
    await waitFor(() => expect(linkButton()).toBeEnabled());
  });

  it('reports a blocked popup and a failed link token', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const server = serveBanking({
      extra: { 'POST /api/plaid-banking/link-token': { status: 502, body: { code: 'internal_error', message: 'x' } } },
    });
    const { user } = await openPage();
    await user.click(linkButton());
    expect(
      await screen.findByText('The browser blocked the Plaid window. Allow pop-ups for this site and try again.'),
    ).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/plaid-banking/link-token')).toBe(false);

    notifications.clean();
    const popup = stubPopup();
    await user.click(linkButton());
    const failure = await screen.findByText('Something went wrong on our side. Please try again.');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('The bank could not be linked');
    expect(popup.close).toHaveBeenCalled();
  });

  it('links a Plaid account to one of the firm’s accounts', async () => {
    const server = serveBanking({ linked: LINKED });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Link Plaid Checking to an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Plaid Checking to an account' });
    const confirm = within(dialog).getByRole('button', { name: 'Link' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: "The firm's account" }));
    await user.click(await screen.findByRole('option', { name: 'Operating Account (Office)' }));
    await user.click(confirm);

    expect(await screen.findByText('Plaid Checking is linked to “Operating Account”')).toBeInTheDocument();
    const link = server.calls.find((call) => call.path === '/api/plaid-banking/link-account');
    expect(link?.body).toEqual({ plaid_account_id: 'acc-1', bank_account_id: 12 });
    const accounts = screen.getByRole('table', { name: 'Accounts at First Platypus Bank' });
    await waitFor(() =>
      expect(within(accounts).getByRole('row', { name: /Plaid Checking/ })).toHaveTextContent('Operating Account'),
    );
  });

  it('lets someone who may only add accounts connect a bank but not re-point accounts', async () => {
    serveBanking({
      is_admin: false,
      linked: LINKED,
      rules: [
        { subject: 'bank_accounts', action: 'create' },
        { subject: 'trust_accounts', action: 'read' },
      ],
    });
    await openPage();
    await screen.findByRole('heading', { level: 3, name: 'First Platypus Bank' });
    expect(linkButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link Plaid Checking to an account' })).not.toBeInTheDocument();
  });
});
