/**
 * The terms of service on a new user's first sign-in: the full-screen dialog before the app, free of axe
 * findings, held by the keyboard, Accept letting the firm's dashboard show for good; the settings page then
 * shows the date the user accepted.
 */
import { axeFindings, describeFindings } from './axe';
import { enrolInPage, expectDashboard, signIn, TERMS_TITLE } from './helpers';
import { expect, test } from './test';

test('accept the terms on first sign-in', async ({ page, request }) => {
  const account = { email: `owner.${Date.now()}@nasser-law.example`, password: 'a long enough password' };
  const registered = await request.post('/api/auth/register', {
    data: { firm_name: 'Nasser Legal Group', full_name: 'Huda Nasser', ...account },
  });
  expect(registered.status()).toBe(201);

  // A phone's width: the terms and both choices must still be usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account);
  const dialog = page.getByRole('dialog', { name: TERMS_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toContainText('not for children under 13');
  await expect(dialog).toContainText('Data is kept on a cloud provider');
  // Nothing of the app shows behind it.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  expect(describeFindings('the terms dialog', await axeFindings(page))).toEqual([]);

  // The keyboard starts on the text (so it scrolls), then Decline, then Accept.
  const text = dialog.getByRole('region', { name: TERMS_TITLE });
  await expect(text).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Tab');
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeFocused();
  await expect(accept).toBeInViewport();
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  // The registered firm requires a second sign-in step: set up next, then the app.
  await enrolInPage(page);
  await expectDashboard(page, 'Nasser Legal Group');
  // Accepted once is accepted: a reload goes straight to the app.
  await page.reload();
  await expectDashboard(page, 'Nasser Legal Group');
  await expect(page.getByRole('dialog', { name: TERMS_TITLE })).toHaveCount(0);

  await page.goto('/settings/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: TERMS_TITLE })).toBeVisible();
  await expect(page.getByText(/^You accepted version \d{4}-\d{2}-\d{2} on /)).toBeVisible();
});
