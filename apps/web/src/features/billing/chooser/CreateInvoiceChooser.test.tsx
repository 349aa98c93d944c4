import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { casesPage, firmCase } from '../../../test/cases-test-data';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { invoicesPage, query } from '../../../test/invoice-lists-test-data';
import { renderApp } from '../../../test/render-app';
import { CLIENTS } from '../../../test/time-test-data';

const CREATOR = makeMe({ rules: [{ subject: 'invoices', action: 'create' }] });

function serve() {
  return fakeApi({
    'GET /api/auth/me': { body: CREATOR },
    'GET /api/invoice/all/3': { body: invoicesPage([]) },
    'GET /api/law-firm/3/client': { body: CLIENTS },
    'GET /api/law-firm/3/cases': (call) => ({
      body: casesPage(
        query(call.search).q === 'asylum'
          ? [firmCase(56, { title: 'Asylum application', client_id: 6, client_name: 'Ahmed Saleh' })]
          : [
              firmCase(55, { title: 'N-400 Naturalization', client_id: 5, client_name: 'Maria Gonzalez' }),
              firmCase(56, { title: 'Asylum application', client_id: 6, client_name: 'Ahmed Saleh' }),
            ],
      ),
    }),
  });
}

async function openChooser(path = '/invoices', createName = 'Create invoice') {
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: createName }));
  const dialog = await screen.findByRole('dialog', { name: createName });
  return { ...app, dialog };
}

describe('create-invoice chooser', () => {
  it('stays disabled until a client is picked, then opens a bill invoice from the client', async () => {
    serve();
    const { user, dialog, location } = await openChooser();
    const create = within(dialog).getByRole('button', { name: 'Create invoice' });
    expect(create).toBeDisabled();
    // The disabled button says what it waits for, on screen and to a screen reader.
    expect(create).toHaveAccessibleDescription('Still missing: Client.');
    expect(within(dialog).getByText('Still missing: Client.')).toBeVisible();
    expect(within(dialog).getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Ahmed Saleh' }));
    expect(create).toBeEnabled();
    expect(within(dialog).queryByText('Still missing: Client.')).toBeNull();
    await user.click(create);

    await waitFor(() => expect(location().pathname).toBe('/client/6/invoices/create-invoice'));
    expect(query(location().search)).toEqual({ type: 'bill', from: 'client' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches the firm’s cases on the server and opens a bill invoice from the picked case', async () => {
    const server = serve();
    const { user, dialog, location } = await openChooser();
    // A client picked on the other tab does not count for the cases tab.
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Cases' }));
    const create = within(dialog).getByRole('button', { name: 'Create invoice' });
    expect(create).toBeDisabled();

    const picker = within(dialog).getByRole('combobox', { name: 'Case' });
    await user.type(picker, 'asylum');
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === '/api/law-firm/3/cases' && query(c.search).q === 'asylum')).toBe(true),
    );
    const option = await screen.findByRole('option', { name: /Asylum application/ });
    expect(within(option).getByText('Ahmed Saleh')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /N-400/ })).not.toBeInTheDocument();
    await user.click(option);
    expect(create).toBeEnabled();
    await user.click(create);

    await waitFor(() => expect(location().pathname).toBe('/client/6/invoices/create-invoice'));
    expect(query(location().search)).toEqual({ type: 'bill', from: 'case', caseId: '56' });
  });

  it('opens a trust invoice for the picked client or case when Trust is chosen', async () => {
    serve();
    const { user, dialog, location } = await openChooser();
    expect(within(dialog).getByRole('radio', { name: 'Bill invoice' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Trust invoice' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Cases' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: /Asylum application/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));

    await waitFor(() => expect(location().pathname).toBe('/client/6/invoices/create-invoice'));
    expect(query(location().search)).toEqual({ type: 'trust', from: 'case', caseId: '56' });
  });

  it('keeps the Arabic prefix, and clears the pick when closed and opened again', async () => {
    serve();
    const { user, dialog, location } = await openChooser('/ar/invoices', 'إنشاء فاتورة');
    await user.click(within(dialog).getByRole('combobox', { name: 'العميل' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'إنشاء فاتورة' }));
    const again = await screen.findByRole('dialog', { name: 'إنشاء فاتورة' });
    const create = within(again).getByRole('button', { name: 'إنشاء فاتورة' });
    expect(create).toBeDisabled();
    await user.click(within(again).getByRole('combobox', { name: 'العميل' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await user.click(create);
    await waitFor(() => expect(location().pathname).toBe('/ar/client/5/invoices/create-invoice'));
    expect(query(location().search)).toEqual({ type: 'bill', from: 'client' });
  });

  it('is not offered to who may only read invoices', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'invoices', action: 'read' }] }) },
      'GET /api/invoice/all/3': { body: invoicesPage([]) },
    });
    renderApp('/invoices');
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
  });
});
