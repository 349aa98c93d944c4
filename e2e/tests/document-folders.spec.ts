import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

const NOTE = Buffer.from('Visa interview checklist: passport, DS-160 confirmation, photos.\n', 'utf8');

async function expectNoAxeFindings(page: Page, where: string) {
  const findings = await axeFindings(page);
  expect(describeFindings(where, findings)).toEqual([]);
}

test('folders: create, upload into one, rename, move, search; Arabic at 390 px', async ({ page }) => {
  // A long walk through the page, with two axe scans.
  test.setTimeout(150_000);
  const stamp = Date.now().toString().slice(-5);
  const folderName = `Visa files ${stamp}`;
  const renamed = `Consular ${stamp}`;
  const title = `Interview checklist ${stamp}`;

  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/doc-management');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const contents = page.getByRole('list', { name: 'Folders and documents' });
  await expect(contents.getByRole('button', { name: 'Immigration', exact: true })).toBeVisible();
  await expectNoAxeFindings(page, '/doc-management');

  // Create a folder at the root.
  await page.getByRole('button', { name: 'New folder' }).click();
  const add = page.getByRole('dialog', { name: 'New folder' });
  await add.getByRole('textbox', { name: /Folder name/ }).fill(`  ${folderName} `);
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Folder created')).toBeVisible();
  const folderCard = contents.getByRole('button', { name: folderName, exact: true });
  await expect(folderCard).toHaveAttribute('title', folderName);

  // Open it and upload a document straight into it.
  await folderCard.dblclick();
  const crumbs = page.getByRole('navigation', { name: 'Folder path' });
  await expect(crumbs.getByText(folderName)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: `Upload a document to /${folderName}` });
  await upload.getByRole('textbox', { name: 'Title' }).fill(title);
  await upload.getByRole('combobox', { name: /^Client/ }).fill('Okafor');
  await page.getByRole('option', { name: /Daniel Okafor/ }).click();
  await upload.getByLabel('File').setInputFiles({ name: 'checklist.txt', mimeType: 'text/plain', buffer: NOTE });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  await expect(contents.getByRole('button', { name: title, exact: true })).toBeVisible();

  // Back to the root, rename the folder, then move it into Immigration.
  await crumbs.getByRole('button', { name: 'All documents' }).click();
  await contents.getByRole('button', { name: `Actions for ${folderName}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename folder' });
  await rename.getByRole('textbox', { name: /Folder name/ }).fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Folder renamed')).toBeVisible();
  await contents.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: `Move “${renamed}”` });
  await move.getByRole('combobox', { name: 'Move to folder' }).click();
  await page.getByRole('option', { name: '/Immigration', exact: true }).click();
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved successfully')).toBeVisible();
  await expect(contents.getByRole('button', { name: renamed, exact: true })).toHaveCount(0);
  await contents.getByRole('button', { name: 'Immigration', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(contents.getByRole('button', { name: renamed, exact: true })).toBeVisible();

  // Search from the root finds the document inside the moved folder.
  await crumbs.getByRole('button', { name: 'All documents' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(contents.getByRole('button', { name: title, exact: true })).toBeVisible();
  await expect(contents.getByText(`/Immigration/${renamed}`)).toBeVisible();

  // Arabic on a phone: the page fits 390 px and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/doc-management');
  await expect(page.getByRole('heading', { name: 'المستندات', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'عقود العملاء', exact: true })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'طريقة العرض' }).getByText('قائمة', { exact: true }).click();
  // The whole name where it fits: nothing cut at a count of characters.
  const contracts = page.getByRole('button', { name: 'عقود العملاء', exact: true });
  await expect(contracts).toHaveText('عقود العملاء');
  expect(
    await contracts.getByText('عقود العملاء').evaluate((el) => el.scrollWidth - el.clientWidth),
  ).toBeLessThanOrEqual(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeFindings(page, '/ar/doc-management');
});
