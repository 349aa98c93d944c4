import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe } from '../../test/fixtures';
import {
  EDIT_PATH,
  INVOICE_PATH,
  paidInvoice,
  payment,
  RECORD,
  recorded,
  savedInvoice,
  servePayments,
} from '../../test/payments-test-data';
import { renderApp } from '../../test/render-app';
import { formatDayText } from '../../ui/date-text';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

async function openModal(path = EDIT_PATH) {
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
  return { ...view, dialog };
}

const amountOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Amount' });
const line = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name }).textContent;

async function chooseOffice(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Office account' }));
  await user.click(await screen.findByRole('option', { name: 'Operating · Bank of America ••9876 ($1,000.00)' }));
}

describe('record payment modal on a bill invoice', () => {
  it('shows the invoice summary without level tabs and refuses an amount above the outstanding balance', async () => {
    servePayments({ [INVOICE_PATH]: { body: { invoice: paidInvoice([payment()]) } } });
    const { user, dialog } = await openModal();
    expect(line(dialog, 'Invoice total')).toContain('$200.00');
    expect(line(dialog, 'Outstanding balance')).toContain('$150.00');
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Payment date/)).toHaveValue(
      formatDayText(new Date().toLocaleDateString('en-CA'), 'en'),
    );

    await user.type(amountOf(dialog), '151');
    expect(amountOf(dialog)).toHaveValue('15');
    expect(within(dialog).getByText('The amount cannot be more than the outstanding balance.')).toBeInTheDocument();
    await user.clear(amountOf(dialog));
    await user.type(amountOf(dialog), '150');
    expect(amountOf(dialog)).toHaveValue('150');
    expect(within(dialog).queryByText('The amount cannot be more than the outstanding balance.')).toBeNull();
  });

  it('asks for an amount greater than 0 before sending anything', async () => {
    const server = servePayments();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter an amount greater than 0.')).toBeInTheDocument();
    await user.type(amountOf(dialog), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter an amount greater than 0.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('records a direct payment to the office account, closes, resets and reloads the invoice', async () => {
    let loads = 0;
    const server = servePayments({
      [INVOICE_PATH]: () => {
        loads += 1;
        return { body: { invoice: loads === 1 ? savedInvoice() : paidInvoice([payment({ amount: 75.5 })]) } };
      },
    });
    const { user, dialog } = await openModal();
    expect(within(dialog).queryByRole('combobox', { name: 'Trust account' })).toBeNull();
    await chooseOffice(user, dialog);
    await user.type(amountOf(dialog), '75.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Check 1042');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record payment' })).toBeNull());
    const post = server.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      invoice_id: 900,
      client_id: 5,
      case_id: null,
      payment_type: 'direct',
      amount: 75.5,
      description: 'Check 1042',
      payment_date: new Date().toLocaleDateString('en-CA'),
      invoice_type: 'bill',
      level: 'CLIENT',
      trust_account_level: null,
      trust_account_id: null,
      office_account_id: 2,
    });
    // The invoice reloads: its payment and the new totals show.
    const totals = await screen.findByRole('group', { name: 'Total paid' });
    await waitFor(() => expect(totals.textContent).toContain('$75.50'));
    expect(screen.getByRole('group', { name: 'Outstanding' }).textContent).toContain('$124.50');
    expect(loads).toBe(2);
    // Opened again, the form starts over.
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const again = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(amountOf(again)).toHaveValue('');
    expect(within(again).getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it('pays from trust: shows the trust balance of the chosen level and sends both accounts', async () => {
    const server = servePayments({
      [INVOICE_PATH]: { body: { invoice: savedInvoice({ case_id: 21 }) } },
    });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Pay from trust' }));
    const balance = await within(dialog).findByRole('status', { name: "Matter's trust balance" });
    await waitFor(() => expect(balance.textContent).toContain('$80.00'));
    await user.click(within(dialog).getByRole('radio', { name: "Client's trust balance" }));
    const clientBalance = within(dialog).getByRole('status', { name: "Client's trust balance" });
    expect(clientBalance.textContent).toContain('$120.00');
    // The only trust account is chosen for the person; the office account is theirs to pick.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Trust account' })).toHaveValue(
        'IOLTA trust · Chase ••4321 ($1,000.00)',
      ),
    );
    await chooseOffice(user, dialog);
    await user.type(amountOf(dialog), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      payment_type: 'trust',
      case_id: 21,
      level: 'MATTER',
      trust_account_level: 'CLIENT_TRUST',
      trust_account_id: 1,
      office_account_id: 2,
      amount: 100,
    });
  });

  it('blocks a second submit while the first is being sent', async () => {
    let release: () => void = () => undefined;
    const server = servePayments({
      [RECORD]: async (call) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 201, body: recorded(call.body as Record<string, unknown>) };
      },
    });
    const { user, dialog } = await openModal();
    await chooseOffice(user, dialog);
    await user.type(amountOf(dialog), '20');
    const submit = within(dialog).getByRole('button', { name: 'Record payment' });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    submit.closest('form')!.requestSubmit();
    release();
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  const failures: Array<[string, () => { status?: number; body?: unknown }, string]> = [
    [
      'missing office account',
      () => ({
        status: 400,
        body: { code: 'missing_required_fields', message: 'x', details: { fields: ['office_account_id'] } },
      }),
      'Please choose the office account the money goes to.',
    ],
    [
      'missing fields',
      () => ({ status: 400, body: { code: 'missing_required_fields', message: 'x' } }),
      'Please fill out all required fields.',
    ],
    [
      'amount above outstanding',
      () => ({
        status: 422,
        body: { code: 'invalid_payment_amount', message: 'x', details: { reason: 'amount_must_match_outstanding' } },
      }),
      'The amount is more than what is still owed on this invoice. Another payment may have been recorded meanwhile.',
    ],
    [
      'amount above total',
      () => ({
        status: 422,
        body: { code: 'invalid_payment_amount', message: 'x', details: { reason: 'amount_exceeds_invoice_total' } },
      }),
      'The amount cannot be more than the invoice total.',
    ],
    [
      'trust too low',
      () => ({ status: 422, body: { code: 'insufficient_trust_funds', message: 'x', details: { available: 5 } } }),
      "The client's trust balance is not enough for this payment.",
    ],
    [
      'another code by name',
      () => ({ status: 403, body: { code: 'plan_upgrade_required', message: 'x' } }),
      'Upgrade your plan to record and delete payments.',
    ],
    [
      'an unknown code',
      () => ({ status: 409, body: { code: 'something_new', message: 'x' } }),
      'An unexpected error occurred. Please try again.',
    ],
    [
      'an error without a code',
      () => ({ status: 502, body: 'Bad gateway' }),
      "The server's answer could not be understood. Check the invoice before trying again.",
    ],
    [
      'a success without a code',
      () => ({ status: 201, body: { data: {} } }),
      "The server's answer could not be understood. Check the invoice before trying again.",
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      'another failure',
      () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
      'The payment could not be sent. Please try again.',
    ],
  ];

  it.each(failures)('translates %s', async (_name, reply, message) => {
    servePayments({ [RECORD]: reply });
    const { user, dialog } = await openModal();
    await chooseOffice(user, dialog);
    await user.type(amountOf(dialog), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // The modal stays open with what was typed.
    expect(amountOf(dialog)).toHaveValue('10');
  });
});

describe('record payment permissions', () => {
  it('is disabled without RECORD_PAYMENT, saying why', async () => {
    servePayments({}, makeMe({ rules: [{ subject: 'invoices', action: 'update' }] }));
    renderApp(EDIT_PATH);
    const button = await screen.findByRole('button', { name: 'Record payment' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("You don't have permission to record payments.");
  });

  it('is disabled when the plan lacks full access, saying why', async () => {
    const me = makeMe({ is_admin: true });
    me.plan.invoices_permission_level = 'READ_ONLY';
    servePayments({}, me);
    renderApp(EDIT_PATH);
    const button = await screen.findByRole('button', { name: 'Record payment' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Upgrade your plan to record and delete payments.');
  });

  it('is enabled with RECORD_PAYMENT and the plan', async () => {
    servePayments(
      {},
      makeMe({
        rules: [
          { subject: 'invoices', action: 'update' },
          { subject: 'payments', action: 'create' },
        ],
      }),
    );
    renderApp(EDIT_PATH);
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeEnabled();
  });

  it('is not offered while an invoice is being created', async () => {
    servePayments();
    renderApp('/client/5/invoices/create-invoice?type=bill&from=client');
    await screen.findByRole('heading', { level: 1, name: 'Create invoice' });
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
  });
});

describe('record payment in Arabic', () => {
  it('lays the modal out right to left with Arabic text and messages', async () => {
    servePayments({
      [RECORD]: { status: 422, body: { code: 'insufficient_trust_funds', message: 'Insufficient trust funds' } },
    });
    const view = renderApp(`/ar${EDIT_PATH}`);
    await view.user.click(await screen.findByRole('button', { name: 'تسجيل دفعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('group', { name: 'الرصيد المستحق' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('radio', { name: 'الدفع من الأمانات' }));
    expect(await within(dialog).findByRole('status', { name: 'رصيد أمانات العميل' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('combobox', { name: 'حساب المكتب' }));
    await view.user.click((await screen.findAllByRole('option'))[0]!);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'المبلغ' }), '10');
    await view.user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('رصيد أمانات العميل لا يكفي لهذه الدفعة.');
  });
});
