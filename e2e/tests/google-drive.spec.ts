/**
 * Google Drive through the API's own sandbox: connect in the 500x600 consent popup, make a folder and
 * upload a file to Drive, pick it in the client upload form and see the new document; then Arabic.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function expectNoAxeFindings(page: Page, where: string, within?: string) {
  const findings = await axeFindings(page, within);
  expect(describeFindings(where, findings)).toEqual([]);
}

test.describe
  .serial('Google Drive (sandbox)', () => {
    // A long walk through two screens and four dialogs on a shared machine.
    test.setTimeout(180_000);

    test('connect, upload to Drive, pick the file in the client upload form', async ({ page, request }) => {
      const clientId = await demoClientId(request, await demoAuthHeaders(request), 'wei.chen');
      await signIn(page, DEMO);
      await expectDashboard(page, DEMO.firm);
      await page.goto('/doc-drive');

      // Not authorized yet: the page says so without taking the focus; its button opens the confirm dialog,
      // which offers the authorization popup.
      const notice = page.getByRole('main').getByRole('alert');
      await expect(notice.getByText('Google Drive access not authorized. Please authorize first.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await notice.getByRole('button', { name: 'Connect Google Drive' }).click();
      const confirm = page.getByRole('dialog', { name: 'Connect Google Drive' });
      await expect(confirm.getByText('Google Drive access not authorized. Please authorize first.')).toBeVisible();
      await expectNoAxeFindings(page, '/doc-drive confirm', '[role="dialog"]');
      const popupOpened = page.waitForEvent('popup');
      await confirm.getByRole('button', { name: 'Authorize' }).click();
      const popup = await popupOpened;
      expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
      await expect(popup.getByText('Sandbox', { exact: true })).toBeVisible();
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Allow' }).click();
      await closed;

      await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
      await expect(page.getByText('This folder is empty.')).toBeVisible();
      await expectNoAxeFindings(page, '/doc-drive');

      await page.getByRole('button', { name: 'New folder' }).click();
      const folderDialog = page.getByRole('dialog', { name: 'New folder' });
      await folderDialog.getByRole('textbox', { name: 'Folder name' }).fill('Chen family');
      await folderDialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('button', { name: 'Open folder Chen family' }).click();
      await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Chen family');

      await page.getByRole('button', { name: 'Upload to Drive' }).click();
      const uploadDialog = page.getByRole('dialog', { name: 'Upload to Google Drive' });
      await uploadDialog
        .getByLabel('File')
        .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
      await uploadDialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByText('File uploaded to Google Drive')).toBeVisible();
      await expect(page.getByRole('cell', { name: 'lease.pdf', exact: true })).toBeVisible();

      // Rename keeps the extension.
      await page.getByRole('button', { name: 'Actions for lease.pdf' }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename' });
      await rename.getByRole('textbox', { name: 'Name' }).fill('Residential lease');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('cell', { name: 'Residential lease.pdf', exact: true })).toBeVisible();

      // The client upload form: choose from Google Drive.
      await page.goto(`/client/${clientId}`);
      await page.getByRole('button', { name: 'Documents' }).click();
      const list = page.getByRole('dialog', { name: /^General documents of Wei/ });
      await list.getByRole('button', { name: 'Add document' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload client document' });
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(upload.getByText('Please select a file or choose from Google Drive')).toBeVisible();
      await upload.getByRole('textbox', { name: 'Title' }).fill('Lease from Drive');
      await upload.getByRole('combobox', { name: 'Target directory' }).click();
      await page.getByRole('option', { name: 'General documents' }).click();
      await upload.getByRole('button', { name: 'Choose from Google Drive' }).click();

      const picker = page.getByRole('dialog', { name: /Choose from Google Drive/ });
      await picker.getByRole('button', { name: 'Open folder Chen family' }).click();
      await picker.getByRole('button', { name: 'Select Residential lease.pdf' }).click();
      await expect(picker.getByText('Selected: Residential lease.pdf')).toBeVisible();
      await expectNoAxeFindings(page, 'Drive picker', '[role="dialog"]');
      await picker.getByRole('button', { name: 'Select', exact: true }).click();

      await expect(upload.getByRole('region', { name: 'Chosen from Google Drive' })).toContainText(
        'Residential lease.pdf',
      );
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByText('Document uploaded successfully')).toBeVisible();
      await expect(list.getByRole('button', { name: 'Lease from Drive', exact: true })).toBeVisible();
    });

    test('Arabic: the Drive page and the picker, right to left', async ({ page }) => {
      await signIn(page, DEMO);
      await expectDashboard(page, DEMO.firm);
      await page.goto('/ar/doc-drive');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText('بيئة تجريبية', { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'مسار المجلد' })).toContainText('ملفاتي');
      await expect(page.getByRole('button', { name: 'فتح المجلد Chen family' })).toBeVisible();
      await page.getByRole('button', { name: 'مجلد جديد' }).click();
      await expect(page.getByRole('dialog', { name: 'مجلد جديد' })).toBeVisible();
      await page.getByRole('button', { name: 'إلغاء' }).click();
      await expectNoAxeFindings(page, '/ar/doc-drive');
    });
  });
