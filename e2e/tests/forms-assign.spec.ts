/**
 * Handing a form to fill to a colleague: from the filling screen (opened on a client and a form, as the
 * mailed link opens it) the admin assigns I-485 to James Clarke; the forms hub lists it among the firm's
 * open fillings, and marking it done takes it off. The demo admin's own list opens the filling screen
 * on its client. Then the hub in Arabic at phone width, with no serious accessibility finding.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('assign I-485 to a colleague from the filling screen, see it on the hub, mark it done; Arabic on a phone', async ({
  page,
  request,
}) => {
  const clientId = await demoClientId(request, await demoAuthHeaders(request), 'sofia');
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  await page.goto(`/forms/fill?client_id=${clientId}&form_type=public&id=3`);
  await expect(page.getByRole('region', { name: 'The chosen client' })).toContainText('Sofia Petrova');
  await page.getByRole('button', { name: 'Assign to employees' }).click();
  const dialog = page.getByRole('dialog', { name: /^Assign I-485 · .* to employees$/ });
  await dialog.getByRole('button', { name: 'Assign now' }).click();
  await expect(dialog.getByText('Choose at least one employee.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Employee' }).fill('James');
  await page.getByRole('option', { name: 'James Clarke' }).click();
  await expect(dialog.getByRole('list', { name: 'Assigned employees' })).toContainText('James Clarke');
  await dialog.getByRole('textbox', { name: 'Note for them (optional)' }).fill('Her passport scan is in the file.');
  await dialog.getByRole('button', { name: 'Assign now' }).click();
  await expect(page.getByText('The form was assigned to 1 employee.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/forms');
  const section = page.getByRole('region', { name: 'Forms to fill' });
  // The demo admin's own list: the seeded I-130 for Ahmed opens the filling screen on him and the form.
  const mine = section.getByRole('listitem').filter({ hasText: 'I-130' });
  await expect(mine).toContainText('أحمد خالد منصور');
  await section.getByText('All open', { exact: true }).click();
  await expect(section.getByRole('radio', { name: 'All open' })).toBeChecked();
  const assigned = section.getByRole('listitem').filter({ hasText: 'Sofia Petrova' });
  await expect(assigned).toContainText('I-485');
  await expect(assigned).toContainText('Her passport scan is in the file.');
  await assigned.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByText(/I-485 .* is marked done\./)).toBeVisible();
  await expect(assigned).toHaveCount(0);

  await section.getByText('Assigned to me', { exact: true }).click();
  await section.getByRole('listitem').filter({ hasText: 'I-130' }).getByRole('link', { name: 'Fill the form' }).click();
  await expect(page).toHaveURL(/\/forms\/fill\?client_id=\d+&form_type=public&id=2&case_id=\d+$/);
  await expect(page.getByRole('region', { name: 'The chosen client' })).toContainText('أحمد خالد منصور');
  await expect(page.getByRole('combobox', { name: 'Form' })).toHaveValue('public:2');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/forms');
  const arabic = page.getByRole('region', { name: 'نماذج للتعبئة' });
  await expect(arabic.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  expect(describeFindings('/ar/forms at 390 px', await axeFindings(page))).toEqual([]);
});
