import { DEMO, expectDashboard, PARALEGAL, signIn } from './helpers';
import { expect, test } from './test';

test('page search works from the keyboard', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await search.click();
  await search.fill('OUTBOX');
  // Matches the description of Admin tools, case-insensitively.
  await expect(page.getByRole('option')).toHaveText([/Admin tools/]);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/settings\/admin-tools$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeVisible();

  await search.fill('zzz');
  await expect(page.getByText('No pages found for “zzz”')).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('an employee without the settings permission sees neither the entry nor the page', async ({ page }) => {
  await signIn(page, PARALEGAL);
  // Omar works in Arabic: his remembered language applies as soon as he signs in.
  await expect(page).toHaveURL(/\/ar(\/|$)/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.firm })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'البحث في الصفحات' });
  await search.fill('أدوات');
  await expect(page.getByText('لا توجد صفحات مطابقة لـ “أدوات”')).toBeVisible();
  await search.fill('اللغة');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.goto('/en/settings/admin-tools');
  await expect(page.getByText("Uh oh! Seems like you don't have access to this.")).toBeVisible();
});

test('finds a client by phone from the header and opens the client', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await search.fill('(713) 555-0190');
  const clients = page.getByRole('group', { name: 'Clients' });
  const client = clients.getByRole('option', { name: /أحمد/ });
  await expect(client).toBeVisible();
  await client.click();
  await expect(page).toHaveURL(/\/client\/\d+$/);
  await expect(search).toHaveValue('');
});
