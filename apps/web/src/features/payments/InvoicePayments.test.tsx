import type { InvoicePayment } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { useMeQuery } from '../../lib/current-user';
import { session } from '../../lib/session';
import { i18n } from '../../locales/i18n';
import { makeMe } from '../../test/fixtures';
import { EDIT_PATH, INVOICE_PATH, paidInvoice, payment, servePayments } from '../../test/payments-test-data';
import { renderApp } from '../../test/render-app';
import { InvoicePayments } from './InvoicePayments';
import { RecordPaymentModal } from './RecordPaymentModal';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const DIRECT = payment();
const TRUST = payment({
  id: 72,
  amount: 30,
  payment_type: 'trust',
  payment_date: '2026-03-06',
  description: null,
  audit_trail: [],
});
const CANCELED = payment({
  id: 73,
  amount: 20,
  status: 'canceled',
  payment_date: '2026-03-04',
  audit_trail: [
    { action_type: 'recorded', amount: 20, created_at: '2026-03-04T10:00:00.000Z', description: null },
    { action_type: 'canceled', amount: 20, created_at: '2026-03-04T11:00:00.000Z', description: 'Entered twice' },
  ],
});
const DELETE_DIRECT = 'DELETE /api/payment/delete-record-payment/71';
const deleteButton = (amount: string, date: string) =>
  screen.getByRole('button', { name: `Delete the payment of ${amount} on ${date}` });
const group = (name: string) => screen.getByRole('group', { name }).textContent;

async function openEditor(routes: Parameters<typeof servePayments>[0] = {}, me = makeMe({ is_admin: true })) {
  const server = servePayments(
    { [INVOICE_PATH]: { body: { invoice: paidInvoice([DIRECT, TRUST, CANCELED]) } }, ...routes },
    me,
  );
  const view = renderApp(EDIT_PATH);
  await screen.findByRole('heading', { level: 2, name: 'Payments' });
  return { ...view, server };
}

describe('payments of an invoice being edited', () => {
  it('lists the payments with status, type and an expandable audit trail; canceled ones cannot be deleted', async () => {
    const { user } = await openEditor();
    const table = screen.getByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Direct')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$50.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Check 1042')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Trust')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the payment of $20.00 on Mar 4, 2026' })).toBeNull();
    expect(deleteButton('$50.00', 'Mar 5, 2026')).toBeEnabled();
    // Total paid leaves the canceled payment out.
    expect(group('Total paid')).toContain('$80.00');
    expect(group('Outstanding')).toContain('$120.00');

    const history = screen.getByRole('button', { name: 'History of the payment of $20.00 on Mar 4, 2026' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const trail = screen.getByRole('list', { name: 'History of the payment of $20.00' });
    expect(within(trail).getAllByRole('listitem')).toHaveLength(2);
    expect(within(trail).getByText(/Canceled: \$20\.00 on .* — Entered twice/)).toBeInTheDocument();
    await user.click(history);
    expect(screen.queryByRole('list', { name: 'History of the payment of $20.00' })).toBeNull();
  });

  it('deletes after confirming, then reloads the invoice', async () => {
    let loads = 0;
    const { user, server } = await openEditor({
      [INVOICE_PATH]: () => {
        loads += 1;
        const direct = loads === 1 ? DIRECT : { ...DIRECT, status: 'canceled' as const };
        return { body: { invoice: paidInvoice([direct, TRUST, CANCELED]) } };
      },
      [DELETE_DIRECT]: { body: { code: 'payment_canceled', data: {} } },
    });
    await user.click(deleteButton('$50.00', 'Mar 5, 2026'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete payment' });
    expect(dialog).toHaveTextContent('The payment of $50.00 on Mar 5, 2026 will be canceled');
    await user.click(within(dialog).getByRole('button', { name: 'Delete payment' }));
    expect(await screen.findByText('Payment deleted successfully')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/payment/delete-record-payment/71',
    ]);
    await waitFor(() => expect(loads).toBe(2));
    // The reloaded invoice: the payment is canceled (no delete action) and the outstanding balance is back.
    await waitFor(() => expect(group('Outstanding')).toContain('$170.00'));
    expect(group('Total paid')).toContain('$30.00');
    expect(screen.queryByRole('button', { name: 'Delete the payment of $50.00 on Mar 5, 2026' })).toBeNull();
  });

  it.each([
    [
      'a refusal',
      () => ({ status: 409, body: { code: 'payment_already_canceled', message: 'x' } }),
      'Failed to delete payment',
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Error deleting payment',
    ],
  ])('says so on %s and keeps the payment', async (_name, reply, toast) => {
    const { user } = await openEditor({ [DELETE_DIRECT]: reply });
    await user.click(deleteButton('$50.00', 'Mar 5, 2026'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete payment' })).getByRole('button', {
        name: 'Delete payment',
      }),
    );
    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete payment' })).toBeNull());
    expect(deleteButton('$50.00', 'Mar 5, 2026')).toBeInTheDocument();
  });

  it('disables deleting without DELETE_PAYMENT, saying why', async () => {
    await openEditor(
      {},
      makeMe({
        rules: [
          { subject: 'invoices', action: 'update' },
          { subject: 'payments', action: 'create' },
        ],
      }),
    );
    const button = deleteButton('$50.00', 'Mar 5, 2026');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("You don't have permission to delete payments.");
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeEnabled();
  });

  it('disables deleting when the plan lacks full access', async () => {
    const me = makeMe({
      rules: [
        { subject: 'invoices', action: 'update' },
        { subject: 'payments', action: 'manage' },
      ],
    });
    me.plan.invoices_permission_level = 'READ_ONLY';
    await openEditor({}, me);
    const button = deleteButton('$50.00', 'Mar 5, 2026');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Upgrade your plan to record and delete payments.');
  });

  it('shows the payments in Arabic, right to left', async () => {
    servePayments({ [INVOICE_PATH]: { body: { invoice: paidInvoice([DIRECT]) } } });
    renderApp(`/ar${EDIT_PATH}`);
    await screen.findByRole('heading', { level: 2, name: 'الدفعات' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    const table = screen.getByRole('table', { name: 'الدفعات' });
    expect(within(table).getByRole('columnheader', { name: 'الحالة' })).toBeInTheDocument();
    expect(within(table).getByText('مكتملة')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'إجمالي المدفوع' })).toBeInTheDocument();
  });
});

function SignedIn({ children }: { children: ReactNode }) {
  return useMeQuery().data ? children : null;
}

function renderAlone(node: ReactNode) {
  // No locale layout here: an earlier Arabic test must not leave its language behind.
  void i18n.changeLanguage('en');
  session.setAccessToken('test-access-token');
  const user = userEvent.setup();
  render(
    <AppProviders mantineEnv="test">
      <SignedIn>{node}</SignedIn>
    </AppProviders>,
  );
  return user;
}

describe('payments shown outside the invoice editor', () => {
  it('removes a deleted payment locally and recomputes the outstanding balance without reloading', async () => {
    const server = servePayments({ [DELETE_DIRECT]: { body: { code: 'payment_canceled', data: {} } } });
    const payments: InvoicePayment[] = [DIRECT, TRUST];
    const user = renderAlone(<InvoicePayments payments={payments} afterDelete="local" totalCents={20000} />);
    expect((await screen.findByRole('group', { name: 'Outstanding' })).textContent).toContain('$120.00');
    await user.click(deleteButton('$50.00', 'Mar 5, 2026'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete payment' })).getByRole('button', {
        name: 'Delete payment',
      }),
    );
    expect(await screen.findByText('Payment deleted successfully')).toBeInTheDocument();
    expect(screen.queryByText('Check 1042')).toBeNull();
    expect(group('Outstanding')).toContain('$170.00');
    expect(group('Total paid')).toContain('$30.00');
    expect(server.calls.some((call) => call.path.startsWith('/api/invoice/'))).toBe(false);
  });

  it('lets the person pick the client when no client is fixed', async () => {
    const server = servePayments();
    const user = renderAlone(<RecordPaymentModal opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Please select a client.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Ahmed Saleh' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Office account' }));
    await user.click(await screen.findByRole('option', { name: /Operating/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')!.body).toMatchObject({ client_id: 6, level: 'CLIENT' });
  });
});
