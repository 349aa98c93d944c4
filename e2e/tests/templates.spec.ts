/**
 * Templates: an email template written with two merge fields from the insert menu, saved, and previewed
 * for a real client: the fields are filled from the client and the firm, and a placeholder the server
 * cannot fill stays visible and is reported. Then the Arabic template in the Arabic editor.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

const TITLE = `Interview reminder ${Date.now().toString(36)}`;

test('write an email template with merge fields and preview it for a client, then an Arabic one', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/settings/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();

  await page.getByRole('button', { name: 'New template' }).click();
  await page
    .getByRole('dialog', { name: 'Select a template type' })
    .getByRole('button', { name: /^Email/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/templates\/new\?kind=email$/);

  // The subject is required for an email.
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Your interview with #Law_Firm_name');

  // Two merge fields from the insert menu, and one the server cannot fill.
  const body = page.getByRole('textbox', { name: 'Template text' });
  await body.click();
  await page.keyboard.type('Dear ');
  await page.getByRole('button', { name: 'Insert merge field' }).click();
  const menu = page.getByRole('dialog', { name: 'Insert merge field' });
  await menu.getByRole('searchbox', { name: 'Search merge fields' }).fill('first name');
  await menu.getByRole('button', { name: /Client's first name/ }).click();
  await page.keyboard.type(', your interview is confirmed. Call ');
  await page.getByRole('button', { name: 'Insert merge field' }).click();
  await menu.getByRole('searchbox', { name: 'Search merge fields' }).fill('#Law_Firm_phone');
  await menu.getByRole('button', { name: /Firm phone/ }).click();
  await page.keyboard.type(' with questions. Room #meeting_location.');
  await expect(body).toContainText('Dear #contact_first_name, your interview is confirmed. Call #Law_Firm_phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/templates\/\d+$/);

  // The preview for a client fills the fields and reports the one it cannot fill.
  await page.getByRole('button', { name: 'Preview for a client' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview for a client' });
  await preview.getByRole('combobox', { name: 'Client' }).fill('Maria');
  await page.getByRole('option', { name: 'Maria Elena Gonzalez' }).click();
  await preview.getByRole('button', { name: 'Show preview' }).click();
  await expect(preview).toContainText(`Your interview with ${DEMO.firm}`);
  const rendered = preview.frameLocator('iframe');
  await expect(rendered.locator('body')).toContainText('Dear Maria, your interview is confirmed.');
  await expect(rendered.locator('body')).toContainText('#meeting_location');
  const warning = preview.getByRole('alert');
  await expect(warning).toContainText('These merge fields could not be filled:');
  await expect(warning).toContainText('#meeting_location');
  await expect(warning).not.toContainText('#contact_first_name');
  await page.keyboard.press('Escape');

  // The list has it; the Arabic email template opens right to left in the Arabic interface.
  await page.goto('/ar/settings/templates?tab=email');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await page.getByRole('link', { name: 'رسالة ترحيب' }).click();
  await expect(page.getByRole('textbox', { name: 'نص القالب' })).toHaveAttribute('dir', 'rtl');
  expect(describeFindings('the Arabic template editor', await axeFindings(page))).toEqual([]);
});
