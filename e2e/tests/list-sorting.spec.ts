import fs from 'node:fs';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('the invoices list sorts by a clicked header on the server and exports that order as CSV', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/invoices');
  const total = page.getByRole('columnheader', { name: 'Total' });
  await expect(page.getByRole('columnheader', { name: 'Date issued' })).toHaveAttribute('aria-sort', 'descending');

  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  const rows = page.getByRole('row');
  // The demo's largest invoice: the H-1B extension, eighth issued (bill and trust invoices share the numbers).
  await expect(rows.nth(1)).toContainText('INV-00008');
  await expect(rows.nth(1)).toContainText('H-1B extension and amendment');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoices.csv');
  const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFFNumber,Title,Type,Client,Matter,Date issued,Due date,Total,Paid,Outstanding,Status');
  expect(lines[1]?.startsWith('INV-00008,')).toBe(true);
});
