import { acceptTermsDialog, DEMO, enrolInPage, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('a new firm signs up and lands on its own dashboard', async ({ page }) => {
  const email = `owner.${Date.now()}@haddad-law.example`;
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Firm name' }).fill('Haddad Family Law');
  await page.getByRole('textbox', { name: 'Your full name' }).fill('Samira Haddad');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new user accepts the terms of service before anything else, then sets up the second sign-in step a
  // registered firm requires.
  await acceptTermsDialog(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your firm requires a second sign-in step' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/account\/security$/);
  await enrolInPage(page);

  await expectDashboard(page, 'Haddad Family Law');
  await expect(page.getByText('Samira Haddad', { exact: false }).first()).toBeVisible();
  // A new firm has no cases yet, and the dashboard says so rather than showing someone else's.
  await expect(page.getByText('Hamdan & Clarke Immigration Law')).toHaveCount(0);
});

test('signing in with a wrong password says so; the right one opens the dashboard', async ({ page }) => {
  await signIn(page, { email: DEMO.email, password: 'not the password' });
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectDashboard(page, DEMO.firm);
  await expect(page.getByRole('region', { name: 'Clients' })).toBeVisible();
});

test('logging out clears the session and returns to the sign-in page', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.getByRole('button', { name: 'Layla Hamdan' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('counsel.')));
  expect(stored).not.toContain('counsel.accessToken');
  // The old session is gone on the server too: reloading an app page asks to sign in again.
  await page.goto('/main');
  await expect(page).toHaveURL(/\/auth\/login/);
});
