import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseProfile } from '../../../test/cases-test-data';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import {
  CLIENT,
  EDITOR,
  INVOICE_READER,
  invoiceRow,
  invoicesPage,
  MIXED,
  query,
  READER,
} from '../../../test/invoice-lists-test-data';
import { renderApp } from '../../../test/render-app';

/** The order every list asks for until a header is clicked. */
const NEWEST_FIRST = { sort: 'date_issued', order: 'desc' };

const FIRM_LIST = 'GET /api/invoice/all/3';

describe('firm invoices page', () => {
  it('shows every column, status badges and amounts, with numbers linking to the invoice screen', async () => {
    fakeApi({ 'GET /api/auth/me': { body: EDITOR }, [FIRM_LIST]: { body: invoicesPage(MIXED) } });
    renderApp('/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const column of [
      'Invoice number',
      'Title',
      'Client',
      'Matter',
      'Date issued',
      'Due date',
      'Total',
      'Outstanding',
      'Status',
    ]) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByText('4 invoices')).toBeInTheDocument();

    const partial = screen.getByRole('row', { name: /INV-00002/ });
    expect(within(partial).getByText('Consultation and filing')).toBeInTheDocument();
    expect(within(partial).getByText('أحمد خالد منصور')).toBeInTheDocument();
    expect(within(partial).getByText('No matter')).toBeInTheDocument();
    // Its lines are all of one matter, though the invoice was made for the client.
    expect(within(screen.getByRole('row', { name: /INV-00003/ })).getByText('H-1B petition')).toBeInTheDocument();
    expect(within(partial).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(partial).getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(within(partial).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(partial).getByText('$1,249.75')).toBeInTheDocument();
    expect(within(partial).getByRole('link', { name: 'INV-00002' })).toHaveAttribute(
      'href',
      '/client/102/invoices/2/edit',
    );
    // A trust invoice opens the trust invoice screen.
    expect(screen.getByRole('link', { name: 'INV-00004' })).toHaveAttribute(
      'href',
      '/client/101/invoices/4/edit-trust',
    );

    const badge = (row: string, text: string) =>
      within(screen.getByRole('row', { name: new RegExp(row) })).getByText(text);
    expect(badge('INV-00001', 'Paid').closest('[data-status]')).toHaveAttribute('data-status', 'paid');
    expect(badge('INV-00002', 'Partially paid')).toBeInTheDocument();
    expect(badge('INV-00003', 'Overdue')).toBeInTheDocument();
    expect(badge('INV-00004', 'Unpaid')).toBeInTheDocument();
    // Colours follow the status: paid green, partial orange, overdue red, unpaid blue.
    const colourOf = (row: string, text: string) =>
      badge(row, text).closest('.mantine-Badge-root')?.getAttribute('style');
    expect(colourOf('INV-00001', 'Paid')).toContain('green');
    expect(colourOf('INV-00002', 'Partially paid')).toContain('orange');
    expect(colourOf('INV-00003', 'Overdue')).toContain('red');
    expect(colourOf('INV-00004', 'Unpaid')).toContain('blue');

    const trust = screen.getByRole('row', { name: /INV-00004/ });
    expect(within(trust).getByText('Trust')).toBeInTheDocument();
  });

  it('sends page, search, status, type and date filters to the server, each time from page 1', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: READER },
      [FIRM_LIST]: (call) => {
        const page = Number(query(call.search).page);
        const rows = page === 2 ? [invoiceRow(13)] : Array.from({ length: 12 }, (_, i) => invoiceRow(i + 1));
        return { body: invoicesPage(rows, 13, page) };
      },
    });
    const { user } = renderApp('/invoices');
    expect(await screen.findByText('13 invoices')).toBeInTheDocument();
    expect(query(server.calls.find((c) => c.path === '/api/invoice/all/3')?.search ?? '')).toEqual({
      page: '1',
      page_size: '12',
      ...NEWEST_FIRST,
    });
    // A reader sees numbers without links and no create action.
    expect(within(screen.getByRole('row', { name: /INV-00001/ })).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /INV-00013/ })).toBeInTheDocument();

    const last = () => query(server.calls.filter((c) => c.path === '/api/invoice/all/3').at(-1)?.search ?? '');
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'gonz');
    await waitFor(() => expect(last()).toEqual({ page: '1', page_size: '12', search: 'gonz', ...NEWEST_FIRST }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(last()).toMatchObject({ status: 'overdue', search: 'gonz', page: '1' }));

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Trust' }));
    await waitFor(() => expect(last()).toMatchObject({ type: 'TRUST', status: 'overdue' }));

    await user.type(screen.getByLabelText('Issued from'), '2026-01-01');
    await user.type(screen.getByLabelText('Issued to'), '2026-03-31');
    await waitFor(() =>
      expect(last()).toEqual({
        page: '1',
        page_size: '12',
        search: 'gonz',
        status: 'overdue',
        type: 'TRUST',
        date_from: '2026-01-01',
        date_to: '2026-03-31',
        ...NEWEST_FIRST,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(last()).toEqual({ page: '1', page_size: '12', ...NEWEST_FIRST }));
  });

  it('says when there are no invoices, and when none match the filters', async () => {
    fakeApi({
      'GET /api/auth/me': { body: READER },
      [FIRM_LIST]: { body: invoicesPage([]) },
    });
    const { user } = renderApp('/invoices');
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'nobody');
    expect(await screen.findByText('No invoices match these filters.')).toBeInTheDocument();
  });

  it('shows the no-access message without VIEW_INVOICES and asks for nothing', async () => {
    const server = fakeApi({ 'GET /api/auth/me': { body: makeMe({ rules: [] }) } });
    renderApp('/invoices');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.startsWith('/api/invoice'))).toBe(false);
  });

  it('shows the no-access message when the server refuses the list', async () => {
    fakeApi({
      'GET /api/auth/me': { body: READER },
      [FIRM_LIST]: { status: 403, body: { code: 'forbidden', message: 'Forbidden' } },
    });
    renderApp('/invoices');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
  });

  it('speaks Arabic right to left, with Arabic statuses and prefixed links', async () => {
    fakeApi({ 'GET /api/auth/me': { body: EDITOR }, [FIRM_LIST]: { body: invoicesPage(MIXED) } });
    renderApp('/ar/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'الفواتير' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // Arabic plural category "few" (3 to 10), with the digits Intl gives Arabic here.
    expect(await screen.findByText(`${new Intl.NumberFormat('ar').format(4)} فواتير`)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'رقم الفاتورة' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('متأخرة السداد')).toBeInTheDocument();
    expect(within(table).getByText('مدفوعة جزئيًا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-00001' })).toHaveAttribute('href', '/ar/client/101/invoices/1/edit');
    expect(screen.getByRole('searchbox', { name: 'البحث في الفواتير' })).toBeInTheDocument();
  });
});

describe('client and case invoices pages', () => {
  it('lists a client’s invoices under the client’s name, with a back link and create links for a bill or a trust invoice', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [...INVOICE_READER, { subject: 'invoices', action: 'create' }] }) },
      'GET /api/client/101': { body: { client: CLIENT } },
      'GET /api/invoice/client/101': { body: invoicesPage([invoiceRow(7)]) },
    });
    const { user } = renderApp('/client/101/profile/invoices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoices of Maria Elena Gonzalez' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the client' })).toHaveAttribute('href', '/client/101');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('menuitem', { name: 'Bill invoice' })).toHaveAttribute(
      'href',
      '/client/101/invoices/create-invoice?type=bill&from=client',
    );
    expect(screen.getByRole('menuitem', { name: 'Trust invoice' })).toHaveAttribute(
      'href',
      '/client/101/invoices/create-invoice?type=trust&from=client',
    );
    const row = await screen.findByRole('row', { name: /INV-00007/ });
    expect(within(row).getByText('N-400 Naturalization')).toBeInTheDocument();
    // The client is in the title: no client column.
    expect(screen.queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/api/invoice/client/101')).toBe(true);
  });

  it('lists a case’s invoices under the case title, linking back to the case and to its create route', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      'GET /api/case/55': { body: caseProfile() },
      'GET /api/invoice/case/55': { body: invoicesPage([invoiceRow(9, { status: 'overdue' })]) },
    });
    const { user } = renderApp('/ar/client/101/cases/55/case-invoice');
    expect(await screen.findByRole('heading', { level: 1, name: 'فواتير N-400 Naturalization' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى القضية' })).toHaveAttribute('href', '/ar/client/101/cases/55');
    await user.click(screen.getByRole('button', { name: 'إنشاء فاتورة' }));
    expect(await screen.findByRole('menuitem', { name: 'فاتورة أتعاب' })).toHaveAttribute(
      'href',
      '/ar/client/101/cases/55/case-invoice/create-invoice',
    );
    expect(screen.getByRole('menuitem', { name: 'فاتورة أمانة' })).toHaveAttribute(
      'href',
      '/ar/client/101/invoices/create-invoice?type=trust&from=case&caseId=55',
    );
    expect(within(await screen.findByRole('table')).getByText('متأخرة السداد')).toBeInTheDocument();
  });

  it('does not show a case under another client’s address', async () => {
    fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/case/55': { body: caseProfile() },
      'GET /api/invoice/case/55': { body: invoicesPage([]) },
    });
    renderApp('/client/999/cases/55/case-invoice');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});

describe('invoices entries elsewhere', () => {
  it('puts "Invoices" in the page search only for who may read invoices', async () => {
    fakeApi({ 'GET /api/auth/me': { body: READER }, [FIRM_LIST]: { body: invoicesPage([]) } });
    const { user } = renderApp('/invoices');
    const input = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(input, 'invoice');
    expect(screen.getByRole('option', { name: /Invoices/ })).toBeInTheDocument();
  });

  it('leaves "Invoices" out of the page search without VIEW_INVOICES', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe({ rules: [] }) } });
    const { user } = renderApp('/invoices');
    const input = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(input, 'invoice');
    expect(screen.queryByRole('option', { name: /Invoices/ })).not.toBeInTheDocument();
  });

  it('links the client profile and the case profile to their invoices, only with VIEW_INVOICES', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [...INVOICE_READER, { subject: 'clients', action: 'read' }] }) },
      'GET /api/client/101': { body: { client: CLIENT } },
    });
    const first = renderApp('/client/101');
    // The navigation has its own "Invoices" entry: the profile's button is in the page itself.
    expect(await within(await screen.findByRole('main')).findByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/client/101/profile/invoices',
    );
    first.unmount();

    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'cases', action: 'read' }] }) },
      'GET /api/case/55': { body: caseProfile() },
    });
    const second = renderApp('/client/101/cases/55');
    expect(await screen.findByRole('heading', { level: 1, name: 'N-400 Naturalization' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
    second.unmount();

    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [...INVOICE_READER, { subject: 'cases', action: 'read' }] }) },
      'GET /api/case/55': { body: caseProfile() },
    });
    renderApp('/client/101/cases/55');
    expect(await within(await screen.findByRole('main')).findByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/client/101/cases/55/case-invoice',
    );
  });
});
