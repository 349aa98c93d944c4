import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { invoicesPage, portalAccount, portalInvoice, SIGNED_OUT } from '../../test/portal-fixtures';
import { renderApp } from '../../test/render-app';

const ACCOUNT = { 'GET /api/portal/account': { body: { account: portalAccount() } } };
const card = (name: RegExp | string) => screen.findByRole('listitem', { name });

describe('/portal/invoices', () => {
  it('lists the client’s invoices with their sums and status, and Pay opens the owed one’s pay page', async () => {
    const server = fakeApi({
      ...ACCOUNT,
      'GET /api/portal/invoices': {
        body: invoicesPage([
          portalInvoice(),
          portalInvoice({
            id: 8,
            invoice_number: 'INV-0006',
            type: 'trust',
            total: 500,
            paid: 0,
            balance: 500,
            status: 'overdue',
            pay_path: null,
          }),
          portalInvoice({
            id: 9,
            invoice_number: 'INV-0005',
            total: 80,
            paid: 80,
            balance: 0,
            status: 'paid',
            currency: 'EUR',
            pay_path: null,
          }),
        ]),
      },
    });
    const { user, location } = renderApp('/en/portal/invoices', { token: null });

    const owed = await card('Invoice INV-0007');
    expect(within(owed).getByText('Partly paid')).toBeInTheDocument();
    expect(within(owed).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(owed).getByText('Dec 2, 2026')).toBeInTheDocument();
    expect(within(owed).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(owed).getByText('$250.00')).toBeInTheDocument();
    const pay = within(owed).getByRole('link', { name: 'Pay' });
    expect(pay).toHaveAccessibleDescription('Invoice INV-0007');

    const trust = await card('Trust invoice INV-0006');
    expect(within(trust).getByText('Overdue')).toBeInTheDocument();
    expect(within(trust).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(
      within(trust).getByText('This invoice cannot be paid online yet. Please contact your law firm to pay it.'),
    ).toBeInTheDocument();

    const paid = await card('Invoice INV-0005');
    expect(within(paid).getByText('Paid', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(paid).getAllByText('€80.00')).toHaveLength(2);
    expect(within(paid).queryByRole('link')).toBeNull();
    expect(within(paid).queryByText(/cannot be paid online/)).toBeNull();
    // One client on the account: no "For ..." line.
    expect(screen.queryByText('Maria Gomez')).toBeNull();

    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(server.calls.at(-1)?.search).toBe('?page=1&page_size=10');
    await user.click(pay);
    expect(location().pathname).toBe('/en/pay/tok_abcdefghijklmnopqrstuvwxyz');
  });

  it('says so when there is no invoice yet', async () => {
    fakeApi({ ...ACCOUNT, 'GET /api/portal/invoices': { body: invoicesPage([]) } });
    renderApp('/en/portal/invoices', { token: null });
    expect(
      await screen.findByText('No invoices yet. When your law firm sends you one, it appears here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /invoice/i })).toBeNull();
  });

  it('reads right to left in Arabic, names whose invoice each is for a family, and pays in Arabic', async () => {
    fakeApi({
      'GET /api/portal/account': {
        body: {
          account: portalAccount({
            locale: 'ar',
            clients: [
              { first_name: 'Maria', last_name: 'Gomez' },
              { first_name: 'Luis', last_name: 'Gomez' },
            ],
          }),
        },
      },
      'GET /api/portal/invoices': { body: invoicesPage([portalInvoice({ client_name: 'Luis Gomez' })]) },
    });
    renderApp('/ar/portal/invoices', { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'فواتيرك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const owed = await card('فاتورة INV-0007');
    expect(within(owed).getByText('مدفوعة جزئيًا')).toBeInTheDocument();
    expect(within(owed).getByText('Luis Gomez')).toBeInTheDocument();
    expect(within(owed).getByRole('link', { name: 'ادفع' })).toHaveAttribute(
      'href',
      '/ar/pay/tok_abcdefghijklmnopqrstuvwxyz',
    );
  });

  it('pages on the server, keeping the page in the address', async () => {
    const server = fakeApi({
      ...ACCOUNT,
      'GET /api/portal/invoices': (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        return {
          body: invoicesPage([portalInvoice({ id: page, invoice_number: `INV-P${page}` })], 23, page),
        };
      },
    });
    const { user, location } = renderApp('/en/portal/invoices', { token: null });
    expect(await card('Invoice INV-P1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await card('Invoice INV-P3')).toBeInTheDocument();
    expect(location().search).toBe('?page=3');
    expect(server.calls.at(-1)?.search).toBe('?page=3&page_size=10');
  });

  it('sends a client whose session ended to sign in', async () => {
    fakeApi({ 'GET /api/portal/account': SIGNED_OUT, 'GET /api/portal/invoices': SIGNED_OUT });
    const { location } = renderApp('/en/portal/invoices', { token: null });
    expect(await screen.findByText('Please sign in to your client portal.')).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal');
  });
});
