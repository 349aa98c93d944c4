import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

// The demo accountant: no other spec signs in as her, so changing her password disturbs nothing.
const SARAH = { email: 'sarah@hamdanclarke.example', name: 'Sarah Nguyen' };
const NEW_PASSWORD = 'sarah picks a fresh passphrase';

test('a forgotten password is reset from the mailed link, which works once', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The address changes before the page's code has loaded; until then the sign-in page, with its own Email field,
  // is still the one shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(SARAH.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account uses this address, we have sent it a link/)).toBeVisible();

  // The mail, in the firm's outbox (no mail server here), read by the administrator.
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/settings/admin-tools');
  await page
    .getByRole('button', { name: /Reset your Counsel password/ })
    .first()
    .click();
  const mail = page.getByRole('article').filter({ hasText: SARAH.email });
  const text = (await mail.textContent()) ?? '';
  const link = /https?:\/\/[^\s]+\/auth\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  await page.getByRole('button', { name: 'Layla Hamdan' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expectDashboard(page, DEMO.firm);
  await page.getByRole('button', { name: SARAH.name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  // Used once: the same link is refused, and the old password no longer signs in.
  await page.goto(link!);
  await page.getByLabel(/^New password/).fill('yet another passphrase');
  await page.getByLabel(/^Confirm new password/).fill('yet another passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This link is invalid, was already used or has expired.')).toBeVisible();
  await signIn(page, { email: SARAH.email, password: DEMO.password });
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, { email: SARAH.email, password: NEW_PASSWORD });
  await expectDashboard(page, DEMO.firm);
});
