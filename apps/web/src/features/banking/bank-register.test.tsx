import type { BankRegisterResponse } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function registerPage(page: number, from: string | null): BankRegisterResponse {
  return {
    account: { id: 2, title: 'Operating', account_type: 'OFFICE' },
    from,
    to: null,
    opening_balance: 1000,
    closing_balance: 1075.5,
    rows: [
      {
        movement_id: 10 + page,
        date: '2026-03-01',
        kind: 'payment',
        payment_id: 7,
        description: 'Retainer',
        client_id: 5,
        client_name: 'Maria Gonzalez',
        amount: 50,
        balance: 1050,
      },
    ],
    page,
    page_size: 25,
    total: 30,
  };
}

describe('bank account register', () => {
  it('shows the movements with the running balance, filters by day on the server and pages', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      'GET /api/bank-accounts/2/register': (call) => {
        const query = new URLSearchParams(call.search);
        return { body: registerPage(Number(query.get('page')), query.get('from')) };
      },
    });
    const { user } = renderApp('/ar/settings/bank-accounts/2/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل حساب Operating' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الحركات' });
    expect(within(table).getByRole('columnheader', { name: 'الرصيد' })).toBeInTheDocument();
    expect(within(table).getByText('Maria Gonzalez')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'الرصيد الافتتاحي' })).toHaveTextContent('1,000.00');

    await user.type(screen.getByLabelText('من'), '2026-03-01');
    await waitFor(() => expect(calls.some((c) => c.search.includes('from=2026-03-01'))).toBe(true));
    expect(screen.getByRole('button', { name: 'تنزيل ملف CSV' })).toBeEnabled();
  });
});
