import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

/** A demo client with no trust money before this test. */
const CLIENT = { q: 'Okafor', name: 'Daniel Okafor' };

async function clientId(page: Page): Promise<number> {
  await page.goto('/clients');
  await page.getByRole('link', { name: `Open ${CLIENT.name}` }).click();
  await expect(page).toHaveURL(/\/client\/\d+$/);
  return Number(/\/client\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
}

test('a trust invoice for a client, paid into trust, raises the client’s trust balance', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  const id = await clientId(page);

  await page.goto(`/client/${id}/invoices/create-invoice?type=trust&from=client`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Client level' })).toHaveAttribute('aria-selected', 'true');
  const number = await page.getByRole('textbox', { name: 'Invoice number' }).inputValue();
  // Digits and a dot only, rounded to the cent on leaving the field.
  const amount = page.getByRole('textbox', { name: /Amount/ });
  await amount.fill('1200.456');
  await amount.blur();
  await expect(amount).toHaveValue('1200.46');
  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${id}/profile/invoices$`));

  // Reopened from the list, it shows the base amount exactly as typed.
  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${id}/invoices/\\d+/edit-trust$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Amount/ })).toHaveValue('1200.46');

  // The whole outstanding amount paid into the IOLTA account.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  const outstanding = (await dialog.getByRole('group', { name: 'Outstanding balance' }).textContent()) ?? '';
  const owed = /\$([\d,]+\.\d{2})/.exec(outstanding)?.[1]?.replaceAll(',', '') ?? '';
  expect(Number(owed)).toBeGreaterThan(0);
  await dialog.getByRole('combobox', { name: 'Trust account' }).click();
  await page.getByRole('option', { name: /IOLTA Trust Account/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(owed);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/client/${id}/profile/invoices`);
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('Paid', { exact: true })).toBeVisible();

  // The deposit is the client's trust money now.
  await page.goto('/settings/trust-accounting');
  await page
    .getByRole('region', { name: 'Client trust balance' })
    .getByRole('combobox', { name: 'Client', exact: true })
    .fill(CLIENT.q);
  await page.getByRole('option', { name: CLIENT.name }).click();
  const lookup = page.getByRole('region', { name: 'Client trust balance' });
  await expect(lookup.getByRole('row', { name: /Total in trust/ })).toContainText(
    `$${Number(owed).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
});

test('the create-invoice chooser opens a trust invoice when asked for one', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create invoice' });
  await dialog.getByRole('radio', { name: 'Trust invoice' }).check();
  await dialog.getByRole('combobox', { name: 'Client' }).fill(CLIENT.q);
  await page.getByRole('option', { name: CLIENT.name }).click();
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/client\/\d+\/invoices\/create-invoice\?type=trust/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();
  // The trust editor: one base amount, no lines of charges.
  await expect(page.getByRole('textbox', { name: /Amount/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Client level' })).toHaveAttribute('aria-selected', 'true');
});
