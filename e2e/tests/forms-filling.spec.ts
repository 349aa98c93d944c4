/**
 * Filling a form for a client end to end: staff fill the real USCIS I-130 for a demo client (the
 * family name pre-filled from the profile), review it, hide a field, preview the filled PDF and save
 * it; the document then shows in the client's documents. Then the same screen in Arabic at phone
 * width, with no serious accessibility finding.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

async function expectNoAxeFindings(page: Page, where: string, selector?: string) {
  expect(describeFindings(where, await axeFindings(page, selector))).toEqual([]);
}

test('fill I-130 for a demo client, review, preview, save; then the screen in Arabic on a phone', async ({
  page,
  request,
}) => {
  // Decrypting and filling the USCIS form and pdf.js's first page are slow on a busy machine.
  test.setTimeout(180_000);
  const clientId = await demoClientId(request, await demoAuthHeaders(request), 'priya');
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  await page.goto('/forms/public-forms');
  await page.getByRole('listitem').filter({ hasText: 'I-130' }).getByRole('link', { name: 'Fill' }).click();
  await expect(page).toHaveURL(/\/forms\/fill\?form_type=public&id=2$/);
  await expect(page.getByRole('combobox', { name: 'Form' })).toHaveValue('public:2');

  await page.getByRole('combobox', { name: 'Client' }).fill('Priya');
  await page.getByRole('option', { name: 'Priya Raman' }).click();
  await expect(page.getByRole('region', { name: 'The chosen client' })).toContainText('priya.raman@mail.example');
  await page.getByRole('button', { name: 'Review Form' }).click();
  await expect(page.getByText('Form schema retrieved successfully')).toBeVisible({ timeout: 60_000 });

  const review = page.getByRole('dialog', { name: 'Review form fields · I-130.pdf' });
  await expect(review.getByText(/^Section 1 of \d+$/)).toBeVisible();
  // The petitioner's part: the family name comes from the client's profile.
  const familyName = review.getByRole('textbox', { name: '4. A. Enter Family Name (Last Name).', exact: true });
  for (let step = 0; step < 6 && (await familyName.count()) === 0; step += 1) {
    await review.getByRole('button', { name: 'Next section' }).click();
  }
  await expect(familyName.first()).toHaveValue('Raman');

  await expect(review.getByRole('heading', { name: 'Hidden fields (0)' })).toBeVisible();
  await review
    .getByRole('button', { name: /^Hide “/ })
    .last()
    .click();
  await expect(review.getByRole('heading', { name: 'Hidden fields (1)' })).toBeVisible();

  await review.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview · I-130.pdf' });
  await expect(preview.getByRole('group', { name: 'Page 1' }).locator('canvas')).toBeVisible({ timeout: 60_000 });
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);

  await review.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Form saved as “/)).toBeVisible({ timeout: 60_000 });
  await expect(review.getByRole('button', { name: 'Open the saved document' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/client/${clientId}`);
  await page.getByRole('button', { name: 'Documents' }).click();
  const documents = page.getByRole('dialog', { name: /^General documents of Priya/ });
  await expect(documents.getByRole('button', { name: 'I-130.pdf', exact: true }).first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar/forms/fill?form_type=public&id=2&client_id=${clientId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تعبئة نموذج' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'العميل المختار' })).toContainText('priya.raman@mail.example');
  await expectNoAxeFindings(page, '/ar/forms/fill at 390 px');
  await page.getByRole('button', { name: 'مراجعة النموذج' }).click();
  const arabicReview = page.getByRole('dialog', { name: 'مراجعة حقول النموذج · I-130.pdf' });
  await expect(arabicReview.getByText(/^القسم 1 من \d+$/)).toBeVisible({ timeout: 60_000 });
  await expectNoAxeFindings(page, 'the review dialog in Arabic at 390 px', '[role="dialog"]');
  // Nothing runs off the side of a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
