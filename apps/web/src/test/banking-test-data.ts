/** Records and a fake server for the banking tests. */
import type { BankAccount, EmployeeRule, LawFirmAccountsResponse } from '@counsel/domain';
import { type FakeReply, fakeApi, type RecordedCall } from './fake-api';
import { makeMe } from './fixtures';

export function makeAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 11,
    law_firm_id: 3,
    title: 'IOLTA Client Trust',
    account_type: 'TRUST',
    sub_type: 'Checking',
    banking_institution: 'JPMorgan Chase Bank',
    currency: 'USD',
    starting_balance: 0,
    current_balance: 4250.5,
    plaid_account_id: null,
    mask: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const TRUST_ACCOUNT = makeAccount();
export const OFFICE_ACCOUNT = makeAccount({
  id: 12,
  title: 'Operating Account',
  account_type: 'OFFICE',
  sub_type: 'Savings',
  banking_institution: 'Barclays',
  currency: 'GBP',
  starting_balance: 1000,
  current_balance: 1234.56,
  mask: '0042',
});

export const LINKED: LawFirmAccountsResponse = {
  accounts: [
    {
      institution_name: 'First Platypus Bank',
      plaid_item_id: 'item-sandbox-1',
      accounts: [
        {
          account_id: 'acc-1',
          name: 'Plaid Checking',
          official_name: 'Plaid Gold Standard 0% Interest Checking',
          mask: '0000',
          institution_name: 'First Platypus Bank',
          plaid_account_id: 'acc-1',
          bank_account_id: null,
        },
      ],
    },
  ],
};

export const ADMIN_RULES: EmployeeRule[] = [];

/**
 * A firm holding `accounts`: creating one adds it to the list (or answers `createReply`), link-token answers
 * the sandbox's Link page, exchange stores `LINKED`.
 */
export function serveBanking(
  options: {
    is_admin?: boolean;
    rules?: EmployeeRule[];
    accounts?: BankAccount[];
    linked?: LawFirmAccountsResponse;
    createReply?: FakeReply;
    locale?: 'en' | 'ar';
    extra?: Record<string, FakeReply | ((call: RecordedCall) => FakeReply)>;
  } = {},
) {
  let accounts = [...(options.accounts ?? [TRUST_ACCOUNT, OFFICE_ACCOUNT])];
  let linked = options.linked ?? { accounts: [] };
  return fakeApi({
    'GET /api/auth/me': {
      body: makeMe({ is_admin: options.is_admin ?? true, rules: options.rules ?? [], locale: options.locale }),
    },
    'GET /api/bank-accounts': (call) => {
      const type = new URLSearchParams(call.search).get('type');
      return { body: { bank_accounts: accounts.filter((account) => !type || account.account_type === type) } };
    },
    'POST /api/bank-accounts': (call) => {
      if (options.createReply) return options.createReply;
      const body = call.body as { title: string; amount: number; accountType: 'TRUST' | 'OFFICE' };
      const created = makeAccount({
        id: 100 + accounts.length,
        title: body.title,
        account_type: body.accountType,
        starting_balance: body.accountType === 'TRUST' ? 0 : body.amount,
        current_balance: body.accountType === 'TRUST' ? 0 : body.amount,
      });
      accounts = [...accounts, created];
      return { status: 201, body: { bank_account: created } };
    },
    'GET /api/plaid-banking/law-firm-accounts': () => ({ body: linked }),
    'POST /api/plaid-banking/link-token': {
      body: {
        link_token: 'link-sandbox-abc',
        link_url: '/api/sandbox/plaid/link?link_token=link-sandbox-abc',
        sandbox: true,
      },
    },
    'POST /api/plaid-banking/exchange': () => {
      linked = LINKED;
      return { body: linked };
    },
    'POST /api/plaid-banking/link-account': (call) => {
      const body = call.body as { plaid_account_id: string; bank_account_id: number };
      const first = linked.accounts[0];
      if (first) {
        linked = {
          accounts: [
            {
              ...first,
              accounts: first.accounts.map((account) =>
                account.plaid_account_id === body.plaid_account_id
                  ? { ...account, bank_account_id: body.bank_account_id }
                  : account,
              ),
            },
          ],
        };
      }
      const account = accounts.find((candidate) => candidate.id === body.bank_account_id) as BankAccount;
      return { body: { bank_account: { ...account, plaid_account_id: body.plaid_account_id, mask: '0000' } } };
    },
    ...options.extra,
  });
}
