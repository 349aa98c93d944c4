import { readFile } from 'node:fs/promises';
import { DEMO, signIn } from './helpers';
import { samplePdf } from './sample-pdf';
import { expect, type Locator, type Page, test } from './test';

const NOTE = Buffer.from('Second version: the signed copy.\n', 'utf8');

/** How many pixels an element's content runs past its box (0 when it fits). */
const overflowOf = (locator: Locator) => locator.evaluate((element) => element.scrollWidth - element.clientWidth);

/** Signs in as the demo admin and uploads a document of Daniel Okafor to /doc-management's root. */
async function uploadToRoot(page: Page, title: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await signIn(page, DEMO);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/doc-management');
  await page.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: /^Upload a document to/ });
  await upload.getByRole('textbox', { name: 'Title' }).fill(title);
  await upload.getByRole('combobox', { name: /^Client/ }).fill('Okafor');
  await page.getByRole('option', { name: /Daniel Okafor/ }).click();
  await upload.getByLabel('File').setInputFiles(file);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
}

test('versions: upload a new one, download and restore an earlier one; whole names in a wide list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString().slice(-5);
  const title = `Passport scan of Daniel Okafor ${stamp}`;
  const pdf = await samplePdf(['Passport, first version'], { size: 14, y: 720 });

  await uploadToRoot(page, title, { name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf });

  // The list view: the whole name in its row (no cut at 8 characters), with the client, type and date.
  await page.getByRole('radiogroup', { name: 'View' }).getByText('List', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Folders and documents' });
  const name = table.getByRole('button', { name: title, exact: true });
  await expect(name).toHaveText(title);
  expect(await overflowOf(name.getByText(title))).toBeLessThanOrEqual(0);
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: title, exact: true }) });
  await expect(row).toContainText('Daniel Okafor');
  await expect(row).toContainText('PDF');

  // The versions dialog from the document's menu.
  await table.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Versions' }).click();
  const dialog = page.getByRole('dialog', { name: `Versions of “${title}”` });
  const versions = dialog.getByRole('table', { name: 'Versions, newest first' });
  await expect(versions.getByRole('row')).toHaveCount(2);
  await expect(versions.getByRole('row').nth(1)).toContainText('Version 1');
  await expect(versions.getByRole('row').nth(1)).toContainText('Current');

  const newVersion = dialog.getByRole('region', { name: 'Upload new version' });
  await newVersion.getByLabel('File').setInputFiles({ name: 'passport.txt', mimeType: 'text/plain', buffer: NOTE });
  await newVersion.getByRole('button', { name: 'Upload new version' }).click();
  await expect(page.getByText('Version 2 uploaded.')).toBeVisible();
  await expect(versions.getByRole('row')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download version 1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('passport.pdf');
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored as version 3.')).toBeVisible();
  await expect(versions.getByRole('row')).toHaveCount(4);
  await expect(versions.getByRole('row').nth(1)).toContainText('Version 3');
  await expect(versions.getByRole('row').nth(1)).toContainText('passport.pdf');
  await dialog.getByRole('button', { name: 'Close the versions' }).click();
});

test('a long unbroken document title stays inside the delete confirmation', async ({ page }) => {
  const title = `Scan_${'0123456789'.repeat(12)}_${Date.now().toString().slice(-5)}`;
  await uploadToRoot(page, title, { name: 'scan.txt', mimeType: 'text/plain', buffer: NOTE });
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirm.getByText(title, { exact: false })).toBeVisible();
  expect(await overflowOf(confirm)).toBeLessThanOrEqual(0);
  expect(await overflowOf(confirm.getByText(title, { exact: false }))).toBeLessThanOrEqual(0);
});

test('a cut-short client link says the link is not valid', async ({ page }) => {
  await page.goto('/en/client-form/abc');
  await expect(page.getByText('Link not valid')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
