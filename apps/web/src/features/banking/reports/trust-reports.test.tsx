import { type ClientLedgerResponse, dayIn, type ThreeWayReport } from '@counsel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/format';
import type { RecordedCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CLIENTS } from '../../../test/time-test-data';
import { formatDayText } from '../../../ui/date-text';
import { makeAccount, serveBanking, TRUST_ACCOUNT } from '../../../test/banking-test-data';

const LEDGER: ClientLedgerResponse = {
  client_id: 5,
  client_name: 'Maria Gonzalez',
  from: null,
  to: null,
  opening_balance: 0,
  closing_balance: 1300,
  rows: [
    {
      movement_id: 1,
      date: '2025-01-05',
      posted_at: '2025-01-05T15:00:00.000Z',
      payment_id: 9,
      description: 'Retainer',
      case_id: null,
      matter_title: null,
      bank_account_id: 11,
      bank_account_title: 'IOLTA Client Trust',
      kind: 'deposit',
      amount: 1000,
      balance: 1000,
    },
    {
      movement_id: 2,
      date: '2025-01-10',
      posted_at: '2025-01-10T15:00:00.000Z',
      payment_id: 10,
      description: null,
      case_id: 21,
      matter_title: 'I-130 petition',
      bank_account_id: 11,
      bank_account_title: 'IOLTA Client Trust',
      kind: 'deposit',
      amount: 500,
      balance: 1500,
    },
    {
      movement_id: 3,
      date: '2025-01-12',
      posted_at: '2025-01-12T15:00:00.000Z',
      payment_id: 11,
      description: null,
      case_id: null,
      matter_title: null,
      bank_account_id: 11,
      bank_account_title: 'IOLTA Client Trust',
      kind: 'reversal',
      amount: -200,
      balance: 1300,
    },
  ],
};

const BALANCED: ThreeWayReport = {
  date: '2025-01-10',
  time_zone: 'America/New_York',
  cut_off: '2025-01-11T05:00:00.000Z',
  trust_account_id: null,
  accounts: [{ id: 11, title: 'IOLTA Client Trust', bank_balance: 1300 }],
  bank_balance: 1300,
  ledger_total: 1300,
  client_balances_total: 1300,
  differences: { bank_vs_ledger: 0, ledger_vs_clients: 0, bank_vs_clients: 0 },
  balanced: true,
  clients: [
    {
      client_id: 5,
      name: 'Maria Gonzalez',
      balance: 1300,
      matters: [
        { case_id: null, title: null, balance: 800 },
        { case_id: 21, title: 'I-130 petition', balance: 500 },
      ],
    },
  ],
};

const UNBALANCED: ThreeWayReport = {
  ...BALANCED,
  date: '2025-02-01',
  bank_balance: 1375,
  ledger_total: 1325,
  differences: { bank_vs_ledger: 50, ledger_vs_clients: 25, bank_vs_clients: 75 },
  balanced: false,
};

function serve(options: { locale?: 'en' | 'ar' } = {}) {
  return serveBanking({
    accounts: [TRUST_ACCOUNT, makeAccount({ id: 14, title: 'Second IOLTA' })],
    ...options,
    extra: {
      'GET /api/law-firm/3/client': { body: CLIENTS },
      'GET /api/trust/reports/client-ledger/5': (call: RecordedCall) => {
        const query = new URLSearchParams(call.search);
        return { body: { ...LEDGER, from: query.get('from'), to: query.get('to') } };
      },
      'GET /api/trust/reports/three-way': (call: RecordedCall) => ({
        body: new URLSearchParams(call.search).get('date') === '2025-02-01' ? UNBALANCED : BALANCED,
      }),
    },
  });
}

async function openReports() {
  const view = renderApp('/settings/trust-accounting');
  return { ...view, reports: await screen.findByRole('region', { name: 'Reports' }) };
}

describe('trust reports', () => {
  it("shows a client's trust ledger with opening, running and closing balances", async () => {
    const server = serve();
    const { user, reports } = await openReports();
    expect(within(reports).getByText('Choose a client to see their trust ledger.')).toBeInTheDocument();
    await user.click(within(reports).getByRole('combobox', { name: 'Ledger of' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));

    const table = await within(reports).findByRole('table', { name: 'Trust ledger of Maria Gonzalez, all movements' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateDescriptionMatterTypeAmountBalance',
      'Opening balance$0.00',
      'Jan 5, 2025RetainerClient levelDeposit$1,000.00$1,000.00',
      'Jan 10, 2025DepositI-130 petitionDeposit$500.00$1,500.00',
      'Jan 12, 2025ReversalClient levelReversal-$200.00$1,300.00',
      'Closing balance$1,300.00',
    ]);

    fireEvent.change(within(reports).getByLabelText('From'), { target: { value: '2025-01-10' } });
    fireEvent.change(within(reports).getByLabelText('To'), { target: { value: '2025-01-31' } });
    expect(
      await within(reports).findByRole('table', {
        name: /Trust ledger of Maria Gonzalez, Jan 10, 2025 to Jan 31, 2025/,
      }),
    ).toBeInTheDocument();
    const last = server.calls.filter((call) => call.path === '/api/trust/reports/client-ledger/5').at(-1);
    expect(last?.search).toBe('?from=2025-01-10&to=2025-01-31');
  });

  it('keeps the chosen client and range across the tabs, and shares the client with the balance lookup', async () => {
    serve();
    const { user, reports } = await openReports();
    const lookup = screen.getByRole('region', { name: 'Client trust balance' });
    await user.click(within(lookup).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    // The ledger follows the client chosen above.
    expect(await within(reports).findByRole('table', { name: /Trust ledger of Maria Gonzalez/ })).toBeInTheDocument();
    fireEvent.change(within(reports).getByLabelText('From'), { target: { value: '2025-01-10' } });

    await user.click(within(reports).getByRole('tab', { name: 'Three-way reconciliation' }));
    await user.click(within(reports).getByRole('tab', { name: 'Client ledger' }));
    expect(within(reports).getByRole('combobox', { name: 'Ledger of' })).toHaveValue('Maria Gonzalez');
    // The field shows the day in the interface's language.
    expect(within(reports).getByLabelText('From')).toHaveValue('Jan 10, 2025');
    expect(
      await within(reports).findByRole('table', { name: /Trust ledger of Maria Gonzalez, from Jan 10, 2025/ }),
    ).toBeInTheDocument();
  });

  it('does not ask for a range that ends before it starts', async () => {
    const server = serve();
    const { user, reports } = await openReports();
    await user.click(within(reports).getByRole('combobox', { name: 'Ledger of' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await within(reports).findByRole('table', { name: /Trust ledger of Maria Gonzalez/ });
    const before = server.calls.filter((call) => call.path.startsWith('/api/trust/reports/')).length;
    fireEvent.change(within(reports).getByLabelText('From'), { target: { value: '2025-02-01' } });
    fireEvent.change(within(reports).getByLabelText('To'), { target: { value: '2025-01-01' } });
    expect(await within(reports).findByText('The end date cannot be before the start date')).toBeInTheDocument();
    // Only the valid "from only" range was asked for.
    const asked = server.calls.filter((call) => call.path.startsWith('/api/trust/reports/')).slice(before);
    expect(asked.map((call) => call.search)).toEqual(['?from=2025-02-01']);
  });

  it('reconciles at the end of the firm day, side by side, and highlights differences that are not zero', async () => {
    const server = serve();
    const { user, reports } = await openReports();
    await user.click(within(reports).getByRole('tab', { name: 'Three-way reconciliation' }));

    expect(await within(reports).findByRole('group', { name: 'Trust bank balance' })).toHaveTextContent('$1,300.00');
    expect(within(reports).getByRole('group', { name: 'Trust ledger total' })).toHaveTextContent('$1,300.00');
    expect(within(reports).getByRole('group', { name: 'Sum of client balances' })).toHaveTextContent('$1,300.00');
    expect(within(reports).getByText('Balanced: the three figures agree.')).toBeInTheDocument();
    const today = dayIn('America/New_York');
    expect(within(reports).getByLabelText(/Balances at the end of/)).toHaveValue(formatDayText(today, 'en'));
    expect(server.calls.find((call) => call.path === '/api/trust/reports/three-way')?.search).toBe(`?date=${today}`);
    let differences = within(reports).getByRole('table', { name: 'Differences' });
    for (const row of within(differences).getAllByRole('row')) {
      expect(row).toHaveTextContent('Matches');
      expect(row.querySelector('[data-differs="true"]')).toBeNull();
    }
    const clients = within(reports).getByRole('table', { name: 'Client balances' });
    expect(within(clients).getByRole('row', { name: /Maria Gonzalez/ })).toHaveTextContent('$1,300.00');
    expect(within(clients).getByRole('row', { name: /Client level/ })).toHaveTextContent('$800.00');
    expect(within(clients).getByRole('row', { name: /Matter: I-130 petition/ })).toHaveTextContent('$500.00');

    fireEvent.change(within(reports).getByLabelText(/Balances at the end of/), { target: { value: '2025-02-01' } });
    expect(await within(reports).findByRole('alert')).toHaveTextContent('Not balanced');
    differences = within(reports).getByRole('table', { name: 'Differences' });
    const bankVsLedger = within(differences).getByRole('row', { name: /Bank balance − ledger total/ });
    expect(bankVsLedger).toHaveTextContent('$50.00Differs');
    expect(within(bankVsLedger).getByText('$50.00')).toHaveAttribute('data-differs', 'true');
    expect(within(bankVsLedger).getByText('$50.00').className).toMatch(/nonZero/);
    expect(within(differences).getByRole('row', { name: /Ledger total − client balances/ })).toHaveTextContent(
      '$25.00Differs',
    );

    await user.click(within(reports).getByRole('combobox', { name: 'Trust account' }));
    await user.click(await screen.findByRole('option', { name: 'Second IOLTA' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/api/trust/reports/three-way').at(-1)?.search).toBe(
        '?date=2025-02-01&trust_account_id=14',
      ),
    );
  });

  it('prints with the browser print dialog', async () => {
    serve();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, reports } = await openReports();
    await user.click(within(reports).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('reads right to left in Arabic, amounts in the Arabic format', async () => {
    serve({ locale: 'ar' });
    const { user } = renderApp('/ar/settings/trust-accounting');
    const reports = await screen.findByRole('region', { name: 'التقارير' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(within(reports).getByRole('tab', { name: 'المطابقة الثلاثية' })).toBeInTheDocument();
    expect(within(reports).getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    await user.click(within(reports).getByRole('tab', { name: 'سجل الموكل' }));
    await user.click(within(reports).getByRole('combobox', { name: 'صاحب السجل' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    const table = await within(reports).findByRole('table', { name: /سجل أمانة Maria Gonzalez/ });
    const closing = within(table).getByRole('row', { name: /الرصيد الختامي/ });
    // Compared as raw text: the formats hold non-breaking spaces and direction marks.
    expect(closing.textContent).toContain(formatMoney(1300, 'ar'));
    expect(within(table).getByRole('row', { name: /Retainer/ })).toHaveTextContent('إيداع');
  });
});
