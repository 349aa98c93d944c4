import { DEMO, signIn } from './helpers';
import { expect, test } from './test';

test('an invoice with unsaved changes asks before the user leaves it', async ({ page }) => {
  // The invoice screen is a large lazy chunk: on a busy machine it can take a while to arrive.
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.firm })).toBeVisible({ timeout: 60_000 });
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Open Daniel Okafor' }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/client\/\d+$/);
  const id = /\/client\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];

  // Untouched, the editor lets the user go.
  await page.goto(`/client/${id}/invoices/create-invoice?type=trust&from=client`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  await page.goto(`/client/${id}/invoices/create-invoice?type=trust&from=client`);
  const amount = page.getByRole('textbox', { name: /Amount/ });
  await expect(amount).toBeVisible({ timeout: 60_000 });
  await amount.fill('450');
  await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
  const prompt = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/create-invoice/);
  await expect(amount).toHaveValue('450.00');

  await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
  await prompt.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  // A client's edit form asks too when closed with changes.
  await page.getByRole('link', { name: 'Open Daniel Okafor' }).click();
  await page.getByRole('button', { name: 'Edit client' }).click();
  const form = page.getByRole('dialog', { name: 'Edit client' });
  await form.getByRole('textbox', { name: /First name/ }).fill('Dan');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
});
