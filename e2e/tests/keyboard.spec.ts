import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

/** Presses Tab until `matches` holds, at most `limit` times. */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 30) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('Tab never reached the control');
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
});

test('Tab passes through the header search without opening its list or landing in it', async ({ page }) => {
  await page.reload();
  await expectDashboard(page, DEMO.firm);
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await tabTo(page, () => search.evaluate((element) => element === document.activeElement));
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // The next Tab stop is the header's next control, not a scroller of the list.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeFocused();

  // Open by typing, then leave with Tab: the list closes and focus moves on.
  await page.keyboard.press('Shift+Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type('set');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeFocused();
});

test('the user menu, the profile tabs and the show-password toggle work from the keyboard', async ({ page }) => {
  const banner = page.getByRole('banner');
  const userButton = banner.locator('button[aria-haspopup="menu"]').last();
  await userButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await expect(items.last()).toHaveText('Log out');
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toHaveText('My profile');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-profile\//);

  // Tabs: the arrows move between them and select them, wrapping around.
  const details = page.getByRole('tab', { name: 'Details' });
  const password = page.getByRole('tab', { name: 'Password' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await details.focus();
  await page.keyboard.press('ArrowRight');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-selected', 'true');

  // Show password: the next Tab stop after the field, named, a toggle button.
  const current = page.getByRole('textbox', { name: 'Current password' });
  await current.fill('secret-words');
  await expect(current).toHaveAttribute('type', 'password');
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('tabpanel').getByRole('button', { name: 'Show password' }).first();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(current).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

test('the timer starts, stops and has its record dismissed with the keyboard, keeping focus', async ({ page }) => {
  const start = page.getByRole('button', { name: 'Start timer' });
  await start.focus();
  await page.keyboard.press('Enter');
  const stop = page.getByRole('button', { name: 'Stop timer' });
  await expect(stop).toBeFocused();
  await expect(page.getByRole('timer', { name: 'Running time' })).toBeVisible();

  await page.keyboard.press('Enter');
  const record = page.getByRole('dialog', { name: 'Save your time record' });
  await expect(record).toBeVisible();
  await expect.poll(() => record.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  // Delete the record from the keyboard; the confirmation is a dialog of its own.
  await record.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete time entry' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(record).toBeHidden();
  await expect(start).toBeFocused();
});

test('a date field is typed into; Escape closes its calendar, not the dialog around it', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByRole('combobox', { name: 'Contact type' }).click();
  await page.getByRole('option', { name: 'Individual' }).click();

  const birth = dialog.getByLabel('Date of birth');
  await birth.focus();
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  await expect(nextMonth).toBeVisible();
  await page.keyboard.type('1990-05-14');
  await page.keyboard.press('Escape');
  await expect(nextMonth).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(0);
  await expect(birth).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(birth).not.toBeFocused();
  await expect(birth).toHaveValue('May 14, 1990');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
