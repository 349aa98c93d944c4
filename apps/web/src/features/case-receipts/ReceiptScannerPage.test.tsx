import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../locales/i18n';
import { ACCESS_TOKEN, FOUND_STATUS, QUERIES_LIMIT, receipt, receiptPage } from '../../test/case-receipts-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { GOVERNMENT_MESSAGE_MS } from './use-status-lookup';

const EDITOR = makeMe({ rules: [{ subject: 'cases', action: 'update' }] });
const READER = makeMe({ rules: [{ subject: 'cases', action: 'read' }] });

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  vi.restoreAllMocks();
  void i18n.changeLanguage('en');
});

function serve(routes: Parameters<typeof fakeApi>[0] = {}, me = EDITOR) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/case-receipt/law_firm/3': {
      body: receiptPage(
        [
          receipt(),
          receipt({ id: 22, receipt_number: 'WAC2290054321', form_type: 'I-765', status: 'Case Was Approved' }),
        ],
        30,
      ),
    },
    'POST /api/case-receipt/uscis-access-token': { body: ACCESS_TOKEN },
    'GET /api/case-receipt/government-case-status/IOE0912345678': { body: FOUND_STATUS },
    ...routes,
  });
}

describe('receipt scanner page', () => {
  it('lists the firm’s receipts, sorts and filters on the server', async () => {
    const server = serve();
    const { user } = renderApp('/receipt-scanner/scanner');
    const row = await screen.findByRole('row', { name: /IOE0912345678/ });
    expect(within(row).getByText('I-130 for spouse')).toBeInTheDocument();
    expect(within(row).getByText('Case Was Received')).toBeInTheDocument();
    expect(screen.getByText('30 receipts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Receipt number' }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.search.includes('sort=receipt_number') && c.search.includes('order=asc'))).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Form type' }));
    await user.click(await screen.findByRole('option', { name: 'I-765' }));
    await waitFor(() => expect(server.calls.some((c) => c.search.includes('form_type=I-765'))).toBe(true));
  });

  it('refuses a malformed number and a missing case in the dialog, sending nothing', async () => {
    const server = serve({
      'GET /api/client/search': { body: [] },
      'POST /api/case-receipt/3': (call) => ({
        status: 201,
        body: { status: 'success', message: 'Case receipt added', case_receipt: receipt(call.body as object) },
      }),
    });
    const { user } = renderApp('/receipt-scanner/scanner');
    await user.click(await screen.findByRole('button', { name: 'Add receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a receipt' });
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt number/ }), 'ioe-12');
    await user.click(within(dialog).getByRole('button', { name: 'Save receipt' }));
    expect(
      await within(dialog).findByText('A receipt number is three letters and ten digits, like IOE0912345678'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the case this receipt belongs to')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST' && c.path === '/api/case-receipt/3')).toBe(false);
    // Typing is the default of the three ways in: no file input or camera until one is chosen.
    expect(within(dialog).getByRole('radio', { name: 'Type it' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Camera preview')).not.toBeInTheDocument();
  });

  it('checks a status and shows USCIS’s message for 5 seconds', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = serve();
    const { user } = renderApp('/receipt-scanner/scanner');
    await user.click(await screen.findByRole('button', { name: 'Check status: IOE0912345678' }));
    expect(
      await screen.findByText('On September 1, 2026, we received your Form I-130, Petition for Alien Relative.'),
    ).toBeInTheDocument();
    const lookup = server.calls.find((c) => c.path === '/api/case-receipt/government-case-status/IOE0912345678')!;
    expect(lookup.headers['x-uscis-access-token']).toBe(ACCESS_TOKEN.access_token);
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Case Was Received', autoClose: GOVERNMENT_MESSAGE_MS }),
    );
    expect(GOVERNMENT_MESSAGE_MS).toBe(5000);
  });

  it('at the plan’s limit shows the limit toast and the upgrade alert, and blocks every receipt action', async () => {
    serve({ 'GET /api/case-receipt/government-case-status/IOE0912345678': QUERIES_LIMIT });
    const { user } = renderApp('/receipt-scanner/scanner');
    await user.click(await screen.findByRole('button', { name: 'Check status: IOE0912345678' }));
    expect(
      await screen.findByText('You have reached your USCIS queries limit. Please upgrade your plan.'),
    ).toBeInTheDocument();
    expect(screen.getByText('USCIS queries used up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add receipt' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check status: WAC2290054321' })).toBeDisabled();
  });

  it('is blocked from the start when the user’s usage is at the plan’s limit', async () => {
    const me = { ...EDITOR, usage: { used_documents_services: 0, used_uscis_queries: 100 } };
    serve({}, me);
    renderApp('/receipt-scanner/scanner');
    expect(await screen.findByText('USCIS queries used up')).toBeInTheDocument();
    expect(screen.getByText('USCIS queries this month: 100 of 100')).toBeInTheDocument();
  });

  it('offers no add or edit to a reader, and reads in Arabic', async () => {
    serve({}, READER);
    await act(() => i18n.changeLanguage('ar'));
    renderApp('/ar/receipt-scanner/scanner');
    expect(await screen.findByRole('heading', { name: 'ماسح الإيصالات' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إضافة إيصال' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'الاستعلام عن الحالة: IOE0912345678' })).toBeEnabled();
  });
});
