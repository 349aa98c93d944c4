/** The pay page: a client opens an invoice's pay link, sees the invoice and pays by card in the sandbox. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type RecordedCall } from '../../test/fake-api';
import { CARD_DECLINED, payIntent, payView, stripeIntent } from '../../test/online-payments-test-data';
import { renderApp } from '../../test/render-app';

// A token per test: the page keeps a payment under way per link for as long as the tab lives.
let TOKEN = '';
let API = '';
let count = 0;
beforeEach(() => {
  count += 1;
  TOKEN = `pay-${count}-abcdefghijklmnopqrstuvwxyz012345`;
  API = `/api/pay/${TOKEN}`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SANDBOX = '/api/sandbox/stripe/v1/payment_intents/pi_3PayTest0001';

async function typeCard(user: UserEvent, number = '4242 4242 4242 4242') {
  await user.type(screen.getByRole('textbox', { name: /^Card number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '12/34');
  await user.type(screen.getByRole('textbox', { name: /^CVC/ }), '123');
}

const amountInput = () => screen.getByRole('textbox', { name: /^Amount to pay/ });
const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('/pay/:token', () => {
  it('writes the amounts in the currency the answer names', async () => {
    fakeApi({ [`GET ${API}`]: { body: payView({ invoice: { currency: 'EUR' } }) } });
    renderApp(`/pay/${TOKEN}`, { token: null });
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(within(invoice).getByText('Total').nextElementSibling?.textContent).toBe('€1,200.00');
    expect(screen.getByRole('button', { name: 'Pay €1,000.00' })).toBeInTheDocument();
  });

  it('shows the invoice in English: the firm, the client, the number, the dates, the amounts and the status', async () => {
    fakeApi({ [`GET ${API}`]: { body: payView() } });
    renderApp(`/pay/${TOKEN}`, { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Haddad & Partners')).toBeInTheDocument();
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    const row = (label: string) => within(invoice).getByText(label).nextElementSibling?.textContent;
    expect(row('Billed to')).toBe('Maria Gonzalez');
    expect(row('Invoice number')).toBe('INV-00041');
    expect(row('Issued')).toBe('Mar 2, 2026');
    expect(row('Due')).toBe('Apr 1, 2026');
    expect(row('Total')).toBe('$1,200.00');
    expect(row('Paid')).toBe('$200.00');
    expect(row('Outstanding')).toBe('$1,000.00');
    expect(row('Status')).toBe('Partly paid');
    expect(screen.getByRole('link', { name: 'billing@haddad-law.test' })).toHaveAttribute(
      'href',
      'mailto:billing@haddad-law.test',
    );
    expect(screen.getByRole('link', { name: '+1 (713) 555-0142' })).toHaveAttribute('href', 'tel:+17135550142');
    // Without a plan, the whole payable amount is offered; no surcharge, so no surcharge line.
    expect(amountInput()).toHaveValue('1000');
    expect(screen.queryByText(/Card surcharge/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $1,000.00' })).toBeInTheDocument();
    // No staff shell around it.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens in the invoice’s language, right to left in Arabic, and switches to English', async () => {
    fakeApi({ [`GET ${API}`]: { body: payView({ invoice: { language: 'ar', status: 'overdue' } }) } });
    const { user, location } = renderApp(`/pay/${TOKEN}`, { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'الفاتورة INV-00041' })).toBeInTheDocument();
    expect(location().pathname).toBe(`/ar/pay/${TOKEN}`);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    const invoice = screen.getByRole('region', { name: 'الفاتورة' });
    expect(within(invoice).getByText('متأخرة')).toBeInTheDocument();
    // Amounts in Arabic digits, as the rest of the app writes them.
    expect(within(invoice).getByText('المستحق').nextElementSibling?.textContent).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
        .formatToParts(1000)
        .map((part) => (part.type === 'currency' ? '$' : part.value))
        .join(''),
    );
    expect(screen.getByRole('textbox', { name: /^المبلغ المراد دفعه/ })).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'اللغة' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' })).toBeInTheDocument();
    expect(location().pathname).toBe(`/en/pay/${TOKEN}`);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('offers the next installment first, and refuses an empty amount or one above what may be paid', async () => {
    const server = fakeApi({
      [`GET ${API}`]: { body: payView({ installment_amount: 250, payable: 900, pending: 100 }) },
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    expect(await screen.findByRole('textbox', { name: /^Amount to pay/ })).toHaveValue('250');
    expect(
      screen.getByText(
        'Your next installment is $250.00. You can pay up to $900.00. $100.00 is already being processed.',
      ),
    ).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '900.01');
    expect(screen.getByText('The most you can pay now is $900.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(amountInput()).toHaveFocus();

    await user.clear(amountInput());
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Enter the amount to pay, more than zero.')).toBeInTheDocument();
    expect(amountInput()).toHaveFocus();
    await user.type(amountInput(), '0');
    expect(screen.getByText('Enter the amount to pay, more than zero.')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', `${API}/intents`)).toEqual([]);

    await user.clear(amountInput());
    await user.type(amountInput(), '900');
    expect(screen.queryByText(/The most you can pay now/)).toBeNull();
    expect(screen.queryByText(/Enter the amount to pay/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $900.00' })).toBeInTheDocument();
  });

  it('shows the card surcharge and the total charged, following the amount', async () => {
    fakeApi({ [`GET ${API}`]: { body: payView({ surcharge_percent: 3, payable: 1000 }) } });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' });
    const surchargeLine = () => screen.getByText('Card surcharge (3%)').nextElementSibling?.textContent;
    const chargedLine = () => screen.getByText('Total charged to your card').nextElementSibling?.textContent;
    expect(surchargeLine()).toBe('$30.00');
    expect(chargedLine()).toBe('$1,030.00');
    await user.clear(amountInput());
    await user.type(amountInput(), '100.50');
    // 3 % of 100.50 is 3.015: half a cent rounds away from zero.
    expect(surchargeLine()).toBe('$3.02');
    expect(chargedLine()).toBe('$103.52');
    expect(screen.getByRole('button', { name: 'Pay $103.52' })).toBeInTheDocument();
  });

  it('pays with a sandbox test card: makes the intent, confirms it as Stripe.js does, and polls until completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    let views = 0;
    const afterPayment = payView({ invoice: { paid: 450, outstanding: 750 }, payable: 750 });
    const server = fakeApi({
      [`GET ${API}`]: () => ({ body: views++ === 0 ? payView() : afterPayment }),
      [`POST ${API}/intents`]: { status: 201, body: payIntent({ amount: 250, charged: 250 }) },
      [`POST ${SANDBOX}/confirm`]: { body: stripeIntent('succeeded') },
      [`GET ${API}/intents/pi_3PayTest0001`]: () => {
        polls += 1;
        return { body: { status: polls < 2 ? 'pending' : 'completed', message: null, outstanding: 750 } };
      },
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' });
    await user.clear(amountInput());
    await user.type(amountInput(), '250');
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));

    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', `${API}/intents`).map((call) => call.body)).toEqual([{ amount: 250 }]);
    const [confirm] = callsTo(server.calls, 'POST', `${SANDBOX}/confirm`);
    expect(confirm?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(confirm?.body).toEqual({ client_secret: 'pi_3PayTest0001_secret_abc', payment_method: 'pm_card_visa' });
    // No session travels with the client's calls.
    expect(confirm?.headers.Authorization).toBeUndefined();
    expect(polls).toBe(1);

    // Asked again 2 s later, not sooner.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(polls).toBe(2), { timeout: 200 });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    const receipt = screen.getByText('Amount paid').closest('dl') as HTMLElement;
    expect(within(receipt).getByText('Amount paid').nextElementSibling?.textContent).toBe('$250.00');
    expect(within(receipt).getByText('Reference').nextElementSibling?.textContent).toBe('pi_3PayTest0001');
    expect(within(receipt).getByText('Date')).toBeInTheDocument();
    expect(screen.getByText('Still outstanding: $750.00')).toBeInTheDocument();
    // The invoice is read again, and the polling has stopped.
    await waitFor(() => expect(callsTo(server.calls, 'GET', API)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(polls).toBe(2);
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    expect(within(invoice).getByText('Outstanding').nextElementSibling?.textContent).toBe('$750.00');

    // Another payment starts from what may be paid now, not from the amount just paid.
    await user.click(screen.getByRole('button', { name: 'Pay more' }));
    expect(amountInput()).toHaveValue('750');
  });

  it('gives up polling after two minutes and says the payment is still being processed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeApi({
      [`GET ${API}`]: { body: payView() },
      [`POST ${API}/intents`]: { status: 201, body: payIntent() },
      [`POST ${SANDBOX}/confirm`]: { body: stripeIntent('processing') },
      [`GET ${API}/intents/pi_3PayTest0001`]: { body: { status: 'pending', message: null, outstanding: 1000 } },
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    const polled = callsTo(server.calls, 'GET', `${API}/intents/pi_3PayTest0001`).length;
    expect(polled).toBeGreaterThanOrEqual(59);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText('Your payment is still being processed')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callsTo(server.calls, 'GET', `${API}/intents/pi_3PayTest0001`).length).toBeLessThanOrEqual(polled + 1);
  });

  it('shows a declined card in the reader’s language, and lets the client try again', async () => {
    const server = fakeApi({
      [`GET ${API}`]: { body: payView({ invoice: { language: 'ar' } }) },
      [`POST ${API}/intents`]: { status: 201, body: payIntent({ amount: 1000, charged: 1000 }) },
      [`POST ${SANDBOX}/confirm`]: CARD_DECLINED,
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    await screen.findByRole('heading', { level: 1, name: 'الفاتورة INV-00041' });
    await user.type(screen.getByRole('textbox', { name: /^رقم البطاقة/ }), '4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: /^تاريخ الانتهاء/ }), '12/34');
    await user.type(screen.getByRole('textbox', { name: /^رمز التحقق/ }), '123');
    await user.click(screen.getByRole('button', { name: /^ادفع/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('لم تتم عملية الدفع');
    expect(alert).toHaveTextContent('رُفضت بطاقتك. يُرجى استخدام بطاقة أخرى أو التواصل مع مصرفك.');
    expect(alert).not.toHaveTextContent('Your card was declined.');
    expect(callsTo(server.calls, 'POST', `${SANDBOX}/confirm`)[0]?.body).toMatchObject({
      payment_method: 'pm_card_chargeDeclined',
    });
    // Nothing went through: the page does not ask the server about the payment.
    expect(server.calls.some((call) => call.path.startsWith(`${API}/intents/`))).toBe(false);

    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(screen.getByRole('textbox', { name: /^المبلغ المراد دفعه/ })).toHaveValue('1000');
    expect(screen.getByRole('textbox', { name: /^رقم البطاقة/ })).toBeInTheDocument();
  });

  it('translates a failure the server reports by the provider’s words, and its own refusals', async () => {
    const server = fakeApi({
      [`GET ${API}`]: { body: payView() },
      [`POST ${API}/intents`]: {
        status: 422,
        body: { code: 'amount_exceeds_outstanding', message: 'The amount is more than the outstanding balance' },
      },
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount is more than what can be paid now. The page shows the new amount.',
    );
    expect(callsTo(server.calls, 'POST', `${SANDBOX}/confirm`)).toEqual([]);
    // The invoice is read again, for what may be paid now.
    await waitFor(() => expect(callsTo(server.calls, 'GET', API)).toHaveLength(2));
  });

  it('reads a failed payment’s message from the server back to the card code', async () => {
    fakeApi({
      [`GET ${API}`]: { body: payView() },
      [`POST ${API}/intents`]: { status: 201, body: payIntent() },
      [`POST ${SANDBOX}/confirm`]: { body: stripeIntent('succeeded') },
      [`GET ${API}/intents/pi_3PayTest0001`]: {
        body: { status: 'failed', message: 'Your card has insufficient funds.', outstanding: 1000 },
      },
    });
    const { user } = renderApp(`/pay/${TOKEN}`, { token: null });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    // Untranslated words would stay English in Arabic: this one is known, so it follows the language.
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('رصيد بطاقتك غير كافٍ.');
  });

  describe('3-D Secure in the sandbox', () => {
    function serve3ds(afterAuthentication: { status?: number; body: unknown }) {
      return fakeApi({
        [`GET ${API}`]: { body: payView() },
        [`POST ${API}/intents`]: { status: 201, body: payIntent({ amount: 1000, charged: 1000 }) },
        [`POST ${SANDBOX}/confirm`]: { body: stripeIntent('requires_action') },
        [`POST ${SANDBOX}/authenticate`]: afterAuthentication,
        [`GET ${API}/intents/pi_3PayTest0001`]: { body: { status: 'completed', message: null, outstanding: 0 } },
      });
    }

    async function payAndAuthenticate() {
      const view = renderApp(`/pay/${TOKEN}`, { token: null });
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00041' });
      await typeCard(view.user);
      await view.user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
      const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
      expect(within(dialog).getByText('Your bank asks you to confirm the payment of $1,000.00.')).toBeInTheDocument();
      return { ...view, dialog };
    }

    it('completes the authentication and polls to the receipt', async () => {
      const server = serve3ds({ body: stripeIntent('succeeded') });
      const { user, dialog } = await payAndAuthenticate();
      expect(server.calls.some((call) => call.path.startsWith(`${API}/intents/`))).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
      expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(callsTo(server.calls, 'POST', `${SANDBOX}/authenticate`).map((call) => call.body)).toEqual([
        { client_secret: 'pi_3PayTest0001_secret_abc', outcome: 'approve' },
      ]);
    });

    it('fails the authentication and says so in the reader’s language', async () => {
      const server = serve3ds({
        body: stripeIntent('requires_payment_method', {
          last_payment_error: {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
        }),
      });
      const { user, dialog } = await payAndAuthenticate();
      await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The payment was not authenticated. Please try again or use another card.',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(callsTo(server.calls, 'POST', `${SANDBOX}/authenticate`).map((call) => call.body)).toEqual([
        { client_secret: 'pi_3PayTest0001_secret_abc', outcome: 'fail' },
      ]);
      expect(server.calls.some((call) => call.path.startsWith(`${API}/intents/`))).toBe(false);
    });
  });

  it('says an unknown or withdrawn link is not valid', async () => {
    fakeApi({ [`GET ${API}`]: { status: 404, body: { code: 'pay_link_not_found', message: 'Pay link not found' } } });
    renderApp(`/pay/${TOKEN}`, { token: null });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This payment link is not valid');
    expect(alert).toHaveTextContent('Ask the firm that sent it for a new one.');
    expect(screen.queryByRole('textbox', { name: /Amount to pay/ })).toBeNull();
  });

  it('says so when everything outstanding is already in a card payment being processed', async () => {
    fakeApi({ [`GET ${API}`]: { body: payView({ pending: 1000, payable: 0 }) } });
    renderApp(`/pay/${TOKEN}`, { token: null });
    expect(await screen.findByText('Your payment of $1,000.00 is being processed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  });

  it('says a paid invoice is paid, with no card form', async () => {
    fakeApi({
      [`GET ${API}`]: {
        body: payView({ invoice: { paid: 1200, outstanding: 0, status: 'paid' }, payable: 0 }),
      },
    });
    renderApp(`/pay/${TOKEN}`, { token: null });
    expect(await screen.findByText('This invoice is paid')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
