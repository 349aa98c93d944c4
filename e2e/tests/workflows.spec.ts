/**
 * Workflows, read-only: the demo admin finds the firm's own workflow and the public library, opens a
 * public workflow, follows a step to its alternative path and a task's instructions, then reads it in
 * Arabic, right to left, at phone width.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

const FIRM_WORKFLOW = 'Spousal I-130 — Hamdan & Clarke';
const PUBLIC_WORKFLOW = 'Family-based petition (I-130)';
const STEP = /Adjustment of status in the United States/;
const ALTERNATIVE = 'Consular processing through the National Visa Center';
const TASK = 'Prepare the I-485 package with I-864, I-693, I-765 and I-131';

async function expectNoAxeFindings(page: Page, where: string) {
  expect(describeFindings(where, await axeFindings(page))).toEqual([]);
}

test('read a public workflow step by step, then in Arabic on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Workflows' }).click();
  await expect(page).toHaveURL(/\/client\/workflows$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  const firm = page.getByRole('region', { name: "Your firm's workflows" });
  const library = page.getByRole('region', { name: 'Public workflows' });
  await expect(firm.getByRole('listitem', { name: FIRM_WORKFLOW })).toContainText('Your firm');
  const publicCard = library.getByRole('listitem', { name: PUBLIC_WORKFLOW });
  await expect(publicCard).toContainText('Public');
  await expectNoAxeFindings(page, '/client/workflows');

  // The filter narrows both sections.
  const filter = page.getByRole('searchbox', { name: 'Filter by title' });
  await filter.fill('family-based');
  await expect(library.getByRole('listitem')).toHaveCount(1);
  await expect(firm).toContainText('No workflows match “family-based”.');
  await filter.fill('');

  await publicCard.getByRole('link', { name: PUBLIC_WORKFLOW }).click();
  await expect(page).toHaveURL(/\/client\/workflows\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_WORKFLOW })).toBeVisible();
  await expect(page.getByRole('button', { name: /^1\. / })).toHaveAttribute('aria-expanded', 'true');

  const step = page.getByRole('button', { name: STEP });
  await expect(step).toHaveAttribute('aria-expanded', 'false');
  await step.click();
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  const alternative = page.getByRole('region', { name: `Alternative path: ${ALTERNATIVE}` });
  await expect(alternative).toBeVisible();
  await expect(alternative).toContainText('Instead of the main path of this step');

  const task = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TASK }) });
  await expect(task).toContainText(/Duration: \d+ days/);
  await task.getByRole('button', { name: /^Instructions \(\d+\)$/ }).click();
  await expect(task.getByText('What goes in')).toBeVisible();
  await expectNoAxeFindings(page, 'the public I-130 workflow');

  // The viewer's address without its locale, to open it again in Arabic.
  const viewerPath = new URL(page.url()).pathname.replace(/^\/(en|ar)(?=\/)/, '');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar${viewerPath}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_WORKFLOW })).toBeVisible();
  await page.getByRole('button', { name: 'توسيع كل الخطوات' }).click();
  await expect(page.getByRole('region', { name: `مسار بديل: ${ALTERNATIVE}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'كل مسارات العمل' })).toBeVisible();
  await expectNoAxeFindings(page, `/ar${viewerPath} at 390 px`);
  // Nothing runs off the side of a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
