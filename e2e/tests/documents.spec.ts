import { readFile } from 'node:fs/promises';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { samplePdf } from './sample-pdf';
import { expect, test } from './test';

test('upload a PDF to a client’s general documents, download it and delete it', async ({ page, request }) => {
  const clientId = await demoClientId(request, await demoAuthHeaders(request), 'wei.chen');
  const pdf = await samplePdf(['Residential lease, signed 2026'], { size: 14, y: 720 });

  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}`);
  await page.getByRole('button', { name: 'Documents' }).click();

  const list = page.getByRole('dialog', { name: /^General documents of Wei/ });
  await expect(list.getByText('This client has no general documents yet.')).toBeVisible();
  await list.getByRole('button', { name: 'Add document' }).click();

  const upload = page.getByRole('dialog', { name: 'Upload client document' });
  await upload.getByRole('textbox', { name: 'Title' }).fill('Lease agreement');
  await upload.getByRole('combobox', { name: 'Target directory' }).click();
  await page.getByRole('option', { name: 'General documents' }).click();
  await upload.getByLabel('File').setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(upload.getByRole('region', { name: 'Chosen file' })).toContainText('lease.pdf');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();

  await expect(list.getByRole('button', { name: 'Lease agreement', exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Actions for Lease agreement' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lease.pdf');
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  await list.getByRole('button', { name: 'Actions for Lease agreement' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Document deleted successfully')).toBeVisible();
  await expect(list.getByText('This client has no general documents yet.')).toBeVisible();
});
