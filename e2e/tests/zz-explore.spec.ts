import { expect, test } from '@playwright/test';
import { DEMO, expectDashboard, signIn } from './helpers';

test('explore date field', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByRole('combobox', { name: 'Contact type' }).click();
  await page.getByRole('option', { name: 'Individual' }).click();
  const dob = dialog.getByLabel('Date of birth');
  await dob.focus();
  const state = async (label: string) =>
    console.log(label, await page.evaluate(() => ({
      active: document.activeElement?.outerHTML.slice(0, 200),
      calendar: Array.from(document.querySelectorAll('.mantine-Popover-dropdown')).filter((d) => (d as HTMLElement).innerText.includes('Su\tMo') && (d as HTMLElement).offsetParent !== null).length,
    })));
  await state('focused');
  await page.keyboard.press('ArrowDown');
  await state('arrowdown');
  await page.keyboard.type('1990-05-14');
  await state('typed');
  await page.keyboard.press('Escape');
  await state('escape');
  await page.keyboard.press('Tab');
  await state('tab');
  await expect(dob).toHaveValue(/1990|May/);
  console.log('VALUE', await dob.inputValue());
});
