/**
 * The firm's plan and cards on Settings → Plans, against the Stripe sandbox: add a test card (the decline card is
 * refused with its message), make it the default, and upgrade the plan, whose limits then show. The demo firm is
 * on Professional with an active sandbox subscription; the spec only upgrades, so the specs after it keep full
 * invoice access.
 */
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment methods' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  return dialog;
}

test('add a sandbox card, make it the default and upgrade the plan: the new limits show', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/settings/plans');
  await expect(page.getByRole('heading', { name: 'Plans and payment cards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Current plan: Professional/ })).toBeVisible();

  // The decline card is refused at the provider, with its message, and saved nowhere.
  const declined = await addCard(page, '4000 0000 0000 0002');
  await expect(page.getByText(/Your card was declined/).first()).toBeVisible();
  await declined.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('article', { name: 'Visa ending in 0002' })).toHaveCount(0);

  const added = await addCard(page, '3566 0020 2036 0505');
  await expect(page.getByText('Card added successfully').first()).toBeVisible();
  await added.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Actions for card ending 0505' }).first().click();
  await page.getByRole('menuitem', { name: 'Make default' }).click();
  await expect(page.getByText('Default card changed').first()).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'JCB ending in 0505' }).first().getByText('Default', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade to Business' }).click();
  const confirm = page.getByRole('dialog', { name: 'Upgrade to Business?' });
  await expect(confirm).toContainText('Your next invoice');
  await confirm.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page.getByText('Your firm is now on the Business plan').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Current plan: Business/ })).toBeVisible();
  // Business allows 50 users (Professional 10).
  await expect(page.getByText(/of 50/).first()).toBeVisible();
});
