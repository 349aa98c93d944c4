import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';

/** A real one-page PDF, built by hand with correct cross-reference offsets. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

test('upload a PDF to a client’s general documents, download it and delete it', async ({ page, request }) => {
  const clientId = await demoClientId(request, await demoAuthHeaders(request), 'wei.chen');
  const pdf = onePagePdf('Residential lease, signed 2026');

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
