import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import { serveBanking } from '../../test/banking-test-data';
import type { RecordedCall } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { formatPounds } from './money';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

async function openPage(path = '/settings/bank-accounts') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Bank accounts' });
  return view;
}

async function openForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add bank account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
  return { dialog, save: within(dialog).getByRole('button', { name: 'Save' }) };
}

async function choose(user: ReturnType<typeof renderApp>['user'], box: HTMLElement, option: string) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

const accountsTable = () => screen.getByRole('table', { name: "The firm's bank accounts" });
const row = (name: string) => within(accountsTable()).getByRole('row', { name: new RegExp(name) });

describe('bank accounts page', () => {
  it('lists trust and office accounts with type, bank, mask and the balance in the account’s currency', async () => {
    serveBanking();
    await openPage();
    const trust = row('IOLTA Client Trust');
    expect(within(trust).getByText('Trust')).toBeInTheDocument();
    expect(trust).toHaveTextContent('Checking');
    expect(trust).toHaveTextContent('JPMorgan Chase Bank');
    expect(trust).toHaveTextContent('$4,250.50');
    expect(trust).toHaveTextContent('Not linked');
    const office = row('Operating Account');
    expect(within(office).getByText('Office')).toBeInTheDocument();
    expect(office).toHaveTextContent('Savings');
    expect(office).toHaveTextContent('Barclays');
    expect(office).toHaveTextContent('GBP');
    expect(office).toHaveTextContent('£1,234.56');
    expect(office).not.toHaveTextContent('$');
    expect(office).toHaveTextContent('•••• 0042');
  });

  it('creates an office account: Save waits for a name, a starting balance and a bank from the list', async () => {
    const server = serveBanking();
    const { user } = await openPage();
    const { dialog, save } = await openForm(user);
    expect(save).toBeDisabled();
    // A disabled Save says what it waits for.
    expect(save).toHaveAccessibleDescription('Still missing: Account name and Bank.');

    await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'Operating USD');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Account type' }), 'Office');
    // The bank list is searched as one types; a name not on it cannot be chosen.
    const bank = within(dialog).getByRole('combobox', { name: 'Bank' });
    await user.type(bank, 'Barc');
    expect(await screen.findByRole('option', { name: 'Barclays' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bank of America' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Barclays' }));
    // Office accounts need their starting balance.
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Still missing: Starting balance.')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Starting balance' });
    expect(amount).toBeEnabled();
    await user.type(amount, '2500.75');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Currency' }), 'British pound (GBP)');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Bank account “Operating USD” created')).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST' && call.path === '/api/bank-accounts');
    expect(post?.body).toEqual({
      title: 'Operating USD',
      amount: 2500.75,
      accountType: 'OFFICE',
      subType: 'Checking',
      bankingInstitution: 'Barclays',
      currency: 'GBP',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(accountsTable()).findByRole('row', { name: /Operating USD/ })).toHaveTextContent('$2,500.75');
  });

  it('keeps a trust account at 0 and says why, whatever was typed for an office account', async () => {
    const server = serveBanking();
    const { user } = await openPage();
    const { dialog, save } = await openForm(user);
    const type = within(dialog).getByRole('combobox', { name: 'Account type' });
    await choose(user, type, 'Office');
    await user.type(within(dialog).getByRole('textbox', { name: 'Starting balance' }), '900');
    await choose(user, type, 'Trust');

    const amount = within(dialog).getByRole('textbox', { name: 'Starting balance' });
    expect(amount).toBeDisabled();
    expect(amount).toHaveValue('0');
    expect(
      within(dialog).getByText('Trust accounts start at 0: client money comes in through recorded trust deposits.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'IOLTA 2');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Bank' }), 'Citibank');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Bank account “IOLTA 2” created');
    const post = server.calls.find((call) => call.method === 'POST') as RecordedCall;
    expect(post.body).toMatchObject({ accountType: 'TRUST', amount: 0, bankingInstitution: 'Citibank' });
  });

  it('says what is wrong with a field once it was left, and sends nothing while Save waits', async () => {
    const server = serveBanking();
    const { user } = await openPage();
    const { dialog, save } = await openForm(user);
    const name = within(dialog).getByRole('textbox', { name: 'Account name' });
    expect(within(dialog).queryByText('Enter the account name.')).not.toBeInTheDocument();
    await user.click(name);
    await user.tab();
    expect(await within(dialog).findByText('Enter the account name.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(save);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    // Typing a name takes the message away at once.
    await user.type(name, 'Escrow');
    await waitFor(() => expect(within(dialog).queryByText('Enter the account name.')).not.toBeInTheDocument());
  });

  it('shows the server’s field errors on their fields', async () => {
    serveBanking({
      createReply: {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Invalid',
          fields: { bankingInstitution: 'Unknown bank', title: 'Too big' },
        },
      },
    });
    const { user } = await openPage();
    const { dialog, save } = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'Escrow');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Bank' }), 'KeyBank');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('The bank account could not be created')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription(
      'Choose a bank from the list.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Account name' })).toHaveAccessibleDescription(
      'Enter the account name.',
    );
    expect(screen.getByRole('dialog', { name: 'Add bank account' })).toBeInTheDocument();
  });

  it('hides adding and linking from someone who may only look', async () => {
    serveBanking({ is_admin: false, rules: [{ subject: 'bank_accounts', action: 'read' }], linked: undefined });
    await openPage();
    expect(row('Operating Account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add bank account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link a bank with Plaid' })).not.toBeInTheDocument();
  });

  it('offers only the types the user may create', async () => {
    serveBanking({
      is_admin: false,
      rules: [
        { subject: 'bank_accounts', action: 'read' },
        { subject: 'trust_accounts', action: 'create' },
      ],
    });
    const { user } = await openPage();
    const { dialog } = await openForm(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Account type' }));
    expect(await screen.findByRole('option', { name: 'Trust' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Office' })).not.toBeInTheDocument();
  });

  it('is not open to someone without the bank accounts permission', async () => {
    serveBanking({ is_admin: false, rules: [{ subject: 'trust_accounts', action: 'read' }] });
    renderApp('/settings/bank-accounts');
    expect(await screen.findByText(/you don't have access/i)).toBeInTheDocument();
  });

  it('reads right to left in Arabic, amounts in the Arabic format', async () => {
    serveBanking({ locale: 'ar' });
    renderApp('/ar/settings/bank-accounts');
    await screen.findByRole('heading', { level: 1, name: 'الحسابات المصرفية' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const table = screen.getByRole('table', { name: 'الحسابات المصرفية للمكتب' });
    const trust = within(table).getByRole('row', { name: /IOLTA Client Trust/ });
    expect(trust).toHaveTextContent('أمانة');
    // Compared as raw text: the formats hold non-breaking spaces and direction marks.
    expect(trust.textContent).toContain(formatMoney(4250.5, 'ar'));
    expect(within(table).getByRole('row', { name: /Operating Account/ }).textContent).toContain(
      formatPounds(1234.56, 'ar'),
    );
    expect(screen.getByRole('button', { name: 'إضافة حساب مصرفي' })).toBeInTheDocument();
  });
});
