import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Locator, type Page, test } from './test';

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

/** Tab forwards and backwards well past the dialog's controls: focus must never leave it. */
async function expectTabCyclesInside(page: Page, dialog: Locator) {
  const stops = await dialog.locator('button, input, textarea, select, a[href], [tabindex="0"]').count();
  for (let step = 0; step < stops + 2; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
});

test('a dialog opened with the keyboard takes focus, keeps it, closes on Escape and returns it', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Add contact' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  // Named close button, and no second banner landmark inside the dialog.
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expect(dialog.locator('header')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);

  await expectTabCyclesInside(page, dialog);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a dialog opened from a menu item returns focus to the menu button', async ({ page }) => {
  const menuButton = page.getByRole('button', { name: 'Actions for USCIS Houston Field Office' });
  const menu = page.getByRole('menu');
  // The list can still redraw its rows once after they first show: a button focused just
  // before that is replaced, and the Enter lands on nothing. Focus and press again until the menu has opened.
  await expect(async () => {
    await menuButton.focus();
    await expect(menuButton).toBeFocused({ timeout: 1_000 });
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  // Focus is on the first item; the arrows move through the items.
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await expect(items.nth(1)).toHaveText('Edit');

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(dialog).toBeVisible();
  await expect(menu).toBeHidden();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  await expectTabCyclesInside(page, dialog);
  // Escape first closes a list a field may have open (the address's State), then the dialog.
  await dialog.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The close button too gives focus back to the menu button.
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});
