import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, isoDay, signIn } from './helpers';
import { type APIRequestContext, expect, type Locator, type Page, test } from './test';

/** A demo client with no trust money of her own and a bill invoice made for this test only. */
const CLIENT = { q: 'Petrova', name: 'Sofia Petrova' };

/** Through the API: the client's id and a new $300.00 bill invoice for her, due in a month. */
async function billInvoice(request: APIRequestContext) {
  const headers = await demoAuthHeaders(request);
  const clientId = await demoClientId(request, headers, CLIENT.q);
  const created = await request.post(`/api/invoice/create_invoice/client/${clientId}`, {
    headers,
    data: {
      title: 'Payments e2e',
      type: 'BILL',
      date_issued: isoDay(0),
      due_date: isoDay(30),
      charges: [
        { description: 'Green card interview preparation', amount: '300.00', date: isoDay(0), type: 'Service' },
      ],
      include_tax_rate: false,
      tax_rate: 0,
      language: 'English',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invoice } = await created.json();
  return { clientId, invoiceId: invoice.id as number, number: invoice.invoice_number as string };
}

const summaryLine = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Summary' }).getByRole('group', { name, exact: true });

async function openRecordPayment(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectListStatus(page: Page, clientId: number, number: string, status: string) {
  await page.goto(`/client/${clientId}/profile/invoices`);
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText(status, { exact: true })).toBeVisible();
}

/** Picks the demo firm's IOLTA account in the modal's trust account picker. */
async function chooseTrustAccount(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: 'Trust account' }).click();
  await page.getByRole('option', { name: /IOLTA Trust Account/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Trust account' })).toHaveValue(/IOLTA Trust Account/);
}

test('a bill invoice paid partly from trust after a deposit and partly direct; a deletion and a refused overdraw', async ({
  page,
  request,
}) => {
  const { clientId, invoiceId, number } = await billInvoice(request);
  const editPath = `/client/${clientId}/invoices/${invoiceId}/edit`;
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  // $100 into the client's trust, from her invoices page (a payment tied to no invoice).
  await page.goto(`/client/${clientId}/profile/invoices`);
  let dialog = await openRecordPayment(page);
  await expect(dialog.getByRole('tab', { name: 'Client level' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Client' })).toHaveValue(CLIENT.name);
  await dialog.getByRole('radio', { name: 'Deposit into trust' }).check();
  // Other specs may add trust accounts to the demo firm, so the account is chosen rather than assumed.
  await chooseTrustAccount(page, dialog);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Retainer');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment recorded')).toBeVisible();

  // $100 of the invoice from that trust money.
  await page.goto(editPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice' })).toBeVisible();
  await expect(summaryLine(page, 'Outstanding')).toContainText('$300.00');
  dialog = await openRecordPayment(page);
  await expect(dialog.getByRole('group', { name: 'Outstanding balance' })).toContainText('$300.00');
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Pay from trust' }).check();
  await chooseTrustAccount(page, dialog);
  await expect(dialog.getByRole('status', { name: "Client's trust balance" })).toContainText('$100.00');
  await dialog.getByRole('combobox', { name: 'Office account' }).click();
  await page.getByRole('option', { name: /Operating Account/ }).click();
  // Typing more than is owed is refused on the spot.
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.pressSequentially('301');
  await expect(amount).toHaveValue('30');
  await expect(dialog.getByText('The amount cannot be more than the outstanding balance.')).toBeVisible();
  await amount.fill('100');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(summaryLine(page, 'Total paid')).toContainText('$100.00');
  await expect(summaryLine(page, 'Outstanding')).toContainText('$200.00');
  await expectListStatus(page, clientId, number, 'Partially paid');

  // The remaining $200 direct to the office account.
  await page.goto(editPath);
  dialog = await openRecordPayment(page);
  await expect(dialog.getByRole('radio', { name: 'Direct payment' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Office account' }).click();
  await page.getByRole('option', { name: /Operating Account/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('200');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Check 5521');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(summaryLine(page, 'Outstanding')).toContainText('$0.00');
  await expectListStatus(page, clientId, number, 'Paid');

  // Deleting the direct payment cancels it and the $200 is owed again.
  await page.goto(editPath);
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: /^Delete the payment of \$200\.00 on / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete payment' });
  await confirm.getByRole('button', { name: 'Delete payment' }).click();
  await expect(page.getByText('Payment deleted successfully')).toBeVisible();
  await expect(summaryLine(page, 'Outstanding')).toContainText('$200.00');
  await expect(summaryLine(page, 'Total paid')).toContainText('$100.00');
  const canceled = payments.getByRole('row').filter({ hasText: 'Check 5521' });
  await expect(canceled.getByText('Canceled')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete the payment of \$200\.00 on / })).toHaveCount(0);
  await page.getByRole('button', { name: /^History of the payment of \$200\.00 on / }).click();
  await expect(page.getByRole('list', { name: 'History of the payment of $200.00' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expectListStatus(page, clientId, number, 'Partially paid');

  // The trust money is spent: paying from trust again is refused by the server, in words.
  await page.goto(editPath);
  dialog = await openRecordPayment(page);
  await dialog.getByRole('radio', { name: 'Pay from trust' }).check();
  await chooseTrustAccount(page, dialog);
  await expect(dialog.getByRole('status', { name: "Client's trust balance" })).toContainText('$0.00');
  await dialog.getByRole('combobox', { name: 'Office account' }).click();
  await page.getByRole('option', { name: /Operating Account/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('150');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('alert')).toContainText("The client's trust balance is not enough for this payment.");
  await expect(dialog).toBeVisible();
});

test('a trust deposit listed on a bill invoice through the select-payments modal, outside the total', async ({
  page,
  request,
}) => {
  const { clientId, invoiceId } = await billInvoice(request);
  const headers = await demoAuthHeaders(request);
  const accounts = await (await request.get('/api/bank-accounts', { headers, params: { type: 'TRUST' } })).json();
  const description = `Listed retainer ${Date.now()}`;
  const deposit = await request.post('/api/payment/create-record-payment', {
    headers,
    data: {
      level: 'CLIENT',
      client_id: clientId,
      payment_type: 'trust',
      trust_account_id: accounts.bank_accounts[0].id,
      amount: 75,
      payment_date: isoDay(0),
      description,
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);

  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}/invoices/${invoiceId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice' })).toBeVisible();
  await expect(summaryLine(page, 'Total')).toContainText('$300.00');
  await page.getByRole('tab', { name: 'Charges without a matter' }).click();
  await page.getByRole('button', { name: 'Trust payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select payments' });
  const row = dialog.getByRole('row').filter({ hasText: description });
  await row.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Add selected' }).click();
  await expect(page.getByText('1 charge added')).toBeVisible();
  await expect(summaryLine(page, 'Trust payments listed')).toContainText('$75.00');
  await expect(summaryLine(page, 'Total')).toContainText('$300.00');
  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page.getByText(/Invoice INV-\d+ updated/)).toBeVisible();

  await page.goto(`/client/${clientId}/invoices/${invoiceId}/edit`);
  await page.getByRole('tab', { name: 'Charges without a matter' }).click();
  const table = page.getByRole('table', { name: 'Charges without a matter' });
  await expect(table.getByRole('textbox', { name: 'Description' }).nth(1)).toHaveValue(description);
  await expect(table.getByText('Not billed')).toBeVisible();
  await expect(summaryLine(page, 'Total')).toContainText('$300.00');
});
