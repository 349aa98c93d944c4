import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('switching to Arabic turns the layout right-to-left and is remembered', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();

  await expect(page).toHaveURL(/\/ar(\/|$)/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
  // The navigation sits on the right in Arabic.
  const nav = await page.getByRole('navigation').first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(nav!.x).toBeGreaterThan(viewport.width / 2);

  // The choice follows the user to the next sign-in.
  await page.getByRole('button', { name: 'Layla Hamdan' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/login$/);
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Put English back for the other tests, through the language settings page.
  await page.goto('/ar/settings/language');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveURL(/\/en\/settings\/language$/);
});
