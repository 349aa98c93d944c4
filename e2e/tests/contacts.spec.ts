import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('adding a contact: errors first, then a saved contact in the list', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  // The demo firm's standalone contacts are there.
  await expect(page.getByRole('row', { name: /USCIS Houston Field Office/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByRole('combobox', { name: 'Contact type' }).click();
  await page.getByRole('option', { name: 'Individual' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();

  // Name, gender, date of birth and city are missing.
  await expect(page.getByText('Please fix 4 validation errors before submitting.')).toBeVisible();
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText('4 fields need your attention');
  await expect(summary).toContainText('Date of birth: This field is required.');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Layal Nasser');
  await dialog.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await dialog.getByLabel('Date of birth').fill('1990-05-14');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('layal.nasser@mail.example');
  await dialog.getByRole('combobox', { name: 'State' }).click();
  await dialog.getByRole('combobox', { name: 'State' }).fill('Texas');
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await dialog.getByRole('button', { name: 'Type the city instead' }).click();
  await dialog.getByRole('textbox', { name: 'City' }).fill('Houston');
  await dialog.getByRole('checkbox', { name: /Interpreter/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('The contact was added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search contacts' }).fill('layal');
  const row = page.getByRole('row', { name: /Layal Nasser/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Individual')).toBeVisible();
  await expect(row.getByText('Interpreter')).toBeVisible();
});
