/**
 * The public forms library end to end: the real USCIS I-130 (encrypted, XFA hybrid) opens in the
 * read-only viewer, its fields are read on the server, and the page works in Arabic, right to left,
 * at phone width.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

async function expectNoAxeFindings(page: Page, where: string, selector?: string) {
  expect(describeFindings(where, await axeFindings(page, selector))).toEqual([]);
}

test('open I-130 from the public forms, read its fields, then see the page in Arabic', async ({ page }) => {
  // pdf.js's worker and the first decryption of the form are slow on a busy machine.
  test.setTimeout(150_000);
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  await page.goto('/forms');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Public forms/ })
    .click();
  await expect(page).toHaveURL(/\/forms\/public-forms$/);
  await expect(
    page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Forms' }),
  ).toBeVisible();

  await expectNoAxeFindings(page, '/forms/public-forms');
  await page.getByRole('button', { name: 'I-130 Petition for Alien R…' }).click();
  const viewer = page.getByRole('dialog', { name: 'I-130 · Petition for Alien Relative' });
  const firstPage = viewer.getByRole('group', { name: 'Page 1' });
  await expect(firstPage.locator('canvas')).toBeVisible({ timeout: 60_000 });
  // Read-only: no annotation tools and no Save.
  await expect(viewer.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);

  const i130 = page.getByRole('listitem').filter({ hasText: 'I-130' });
  await i130.getByRole('button', { name: 'Fields' }).click();
  const fields = page.getByRole('dialog', { name: 'Fields of I-130' });
  await expect(fields.getByText(/438 fields/)).toBeVisible({ timeout: 60_000 });
  await expect(fields.getByRole('button', { name: /^Part 1\. Relationship/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(fields.getByRole('textbox', { name: 'Label of field 1', exact: true })).toHaveValue(/^1\. /);
  await expectNoAxeFindings(page, 'fields of I-130', '[role="dialog"]');
  await fields.getByRole('textbox', { name: 'Search fields' }).fill('Family Name');
  await expect(fields.getByRole('textbox', { name: /^Label of field/ }).first()).toHaveValue(/Family Name/);
  await fields.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/forms/public-forms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'النماذج العامة' })).toBeVisible();
  for (const name of ['G-28', 'I-130', 'I-485']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${name} `) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^I-130 / })).toContainText('التماس لقريب أجنبي');
  await expectNoAxeFindings(page, '/ar/forms/public-forms at 390 px');
  // Nothing runs off the side of a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
