import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, isoDay, signIn } from './helpers';
import { type APIRequestContext, expect, type Page, test } from './test';

/** A demo client no other spec pays for, so what she owes is hers and this test's alone. */
const CLIENT = { q: 'Raman', name: 'Priya Raman' };

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Through the API: the client's id, a new $300.00 bill invoice for her, and what she then owes in all. */
async function openInvoice(request: APIRequestContext) {
  const headers = await demoAuthHeaders(request);
  const clientId = await demoClientId(request, headers, CLIENT.q);
  const created = await request.post(`/api/invoice/create_invoice/client/${clientId}`, {
    headers,
    data: {
      title: 'Unapplied funds e2e',
      type: 'BILL',
      date_issued: isoDay(0),
      due_date: isoDay(30),
      charges: [{ description: 'Visa consultation', amount: '300.00', date: isoDay(0), type: 'Service' }],
      include_tax_rate: false,
      tax_rate: 0,
      language: 'English',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invoice } = await created.json();
  const funds = await (await request.get(`/api/client/${clientId}/unapplied-funds`, { headers })).json();
  return {
    clientId,
    number: invoice.invoice_number as string,
    owed: funds.owed_total as number,
    unapplied: funds.unapplied_total as number,
  };
}

const fundsSection = (page: Page) => page.getByRole('region', { name: 'Unapplied funds' });

test('an overpayment is kept as unapplied funds and applied to an open invoice from the client profile', async ({
  page,
  request,
}) => {
  const { clientId, number, owed, unapplied } = await openInvoice(request);
  const paid = owed + 400;
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  // A client-level direct payment of $400 more than she owes: the form warns, and takes it all the same.
  await page.goto(`/client/${clientId}/profile/invoices`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByRole('tab', { name: 'Client level' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Client' })).toHaveValue(CLIENT.name);
  await expect(dialog.getByRole('radio', { name: 'Direct to the office account' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Office account' }).click();
  await page.getByRole('option', { name: /Operating Account/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(paid.toFixed(2));
  const description = `Overpayment ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await expect(dialog.getByRole('status').filter({ hasText: 'more than the client owes' })).toContainText(
    `This amount is more than the client owes on open invoices (${money(owed)}). The difference of ${money(400)} will be kept`,
  );
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment recorded')).toBeVisible();

  // The client profile shows the whole payment as unapplied funds.
  await page.goto(`/client/${clientId}`);
  const funds = fundsSection(page);
  await expect(funds.getByRole('group', { name: 'Unapplied', exact: true })).toContainText(money(unapplied + paid));
  const row = funds.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText(money(paid));

  // Applied to the new invoice: the amount starts at what it owes, the less of the two.
  await row
    .getByRole('button', { name: new RegExp(`^Apply the payment of ${money(paid).replace('$', '\\$')} on `) })
    .click();
  const apply = page.getByRole('dialog', { name: 'Apply funds to an invoice' });
  await expect(apply.getByRole('group', { name: 'Available to apply' })).toContainText(money(paid));
  await apply.getByRole('combobox', { name: 'Invoice' }).click();
  await page.getByRole('option', { name: new RegExp(`^${number} · Unapplied funds e2e`) }).click();
  await expect(apply.getByRole('textbox', { name: 'Amount to apply' })).toHaveValue('300');
  await apply.getByRole('button', { name: 'Apply funds' }).click();
  await expect(apply).toBeHidden();
  await expect(page.getByText(`Funds applied to ${number}`)).toBeVisible();

  // What is left unapplied dropped by the $300 applied; the invoice is paid.
  await expect(funds.getByRole('group', { name: 'Unapplied', exact: true })).toContainText(
    money(unapplied + paid - 300),
  );
  await expect(row).toContainText(money(paid - 300));
  await page.goto(`/client/${clientId}/profile/invoices`);
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('Paid', { exact: true })).toBeVisible();
});
