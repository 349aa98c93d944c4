/**
 * The receipt number dialog on /receipt-scanner/scanner in a real Chromium: a text I-797C notice uploaded and
 * read by the server; the camera (Chromium's fake camera playing a photo of the notice) captured and read by
 * OCR; the dialog checked with axe in English and Arabic. The notices are drawn by the API's sample-notice
 * script (apps/api/src/test/sample-notices.ts) before Chromium starts, since the fake camera reads its file then.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { axeFindings, describeFindings } from './axe';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Locator, type Page, test } from './test';

const NOTICES = path.join(os.tmpdir(), `counsel-e2e-notices-${process.pid}`);
execFileSync(
  process.execPath,
  ['--import', 'tsx', path.resolve(import.meta.dirname, '../../apps/api/src/test/sample-notices.ts'), NOTICES],
  { stdio: 'inherit', timeout: 60_000 },
);
// Each process that loads this file (the runner listing tests, the worker running them) drew its own copy.
process.on('exit', () => rmSync(NOTICES, { recursive: true, force: true }));

// Chromium's fake camera plays the notice photo (MJPEG), and the permission prompt is accepted: this spec only.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${path.join(NOTICES, 'camera.mjpeg')}`,
    ],
  },
});

/** A choice of Mantine's SegmentedControl: its radio is visually hidden, its label is what people click. */
async function choose(dialog: Locator, name: string) {
  await dialog.locator('label', { hasText: name }).click();
  await expect(dialog.getByRole('radio', { name })).toBeChecked();
}

async function openDialog(page: Page, prefix = '') {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`${prefix}/receipt-scanner/scanner`);
}

test('a text notice PDF uploaded in the dialog fills the receipt number, form type and received date', async ({
  page,
}) => {
  await openDialog(page);
  await page.getByRole('button', { name: 'Add receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a receipt' });
  await choose(dialog, 'Upload notice');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'I-797C.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile(path.join(NOTICES, 'i797c-text.pdf')),
  });
  await expect(dialog.getByRole('textbox', { name: /Receipt number/ })).toHaveValue('IOE0912345678');
  await expect(dialog.getByRole('textbox', { name: 'Form type' })).toHaveValue('I-130');
  await expect(dialog.getByText(/Filled in from the notice: IOE0912345678/)).toBeVisible();
  await expect(page.getByText('Receipt number extracted')).toBeVisible();
  expect(await axeFindings(page, '[role="dialog"]').then((f) => describeFindings('receipt dialog', f))).toEqual([]);
});

test('the camera captures the notice and OCR reads its receipt number', async ({ page }) => {
  test.setTimeout(150_000);
  await openDialog(page);
  await page.getByRole('button', { name: 'Add receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a receipt' });
  await choose(dialog, 'Camera');
  const capture = dialog.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeVisible();
  // Let a few frames of the file play before taking one.
  await page.waitForTimeout(1000);
  await capture.click();
  await expect(dialog.getByRole('img', { name: 'Captured photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use photo' }).click();
  await expect(dialog.getByRole('textbox', { name: /Receipt number/ })).toHaveValue('IOE0912345678', {
    timeout: 60_000,
  });
});

test('in Arabic at 390 px: the dialog’s three ways in, with no serious axe finding', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDialog(page, '/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إضافة إيصال' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة إيصال' });
  await choose(dialog, 'رفع الإشعار');
  await expect(dialog.getByText('ملف الإشعار')).toBeVisible();
  expect(await axeFindings(page, '[role="dialog"]').then((f) => describeFindings('ar receipt dialog', f))).toEqual([]);
  await choose(dialog, 'الكاميرا');
  await expect(dialog.getByRole('button', { name: 'التقاط', exact: true })).toBeVisible();
  expect(await axeFindings(page, '[role="dialog"]').then((f) => describeFindings('ar receipt camera', f))).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
