/**
 * The upload-image modal and the camera in a real Chromium: a real HEIC photo decoded by heic2any (its worker
 * under the app's Content-Security-Policy), cropped and saved as the profile photo; Chromium's fake camera
 * for a document scan; the dialog in Arabic and checked with axe.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

// A 480×320 HEIC photo (x265 in a HEIF container), made with libheif's heif-enc from a generated PNG.
const HEIC_PHOTO = path.resolve(import.meta.dirname, '../fixtures/sunset-480x320.heic');

// Chromium's fake camera (a moving test pattern) and an auto-accepted permission prompt, for this spec only.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

async function openProfile(page: Page, prefix = '') {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`${prefix}/my-profile`);
}

test('a HEIC photo is converted, cropped square and saved as the profile photo', async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openProfile(page);
  await page.getByRole('button', { name: 'Change photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change profile photo' });
  await expect(dialog.getByText('PNG, JPG, JPEG or HEIC. Max 5 MB.')).toBeVisible();
  // No type, as browsers often give HEIC files: the extension says what it is.
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'sunset.HEIC',
    mimeType: '',
    buffer: await readFile(HEIC_PHOTO),
  });
  await expect(dialog.getByRole('switch', { name: 'Crop image' })).toBeChecked({ timeout: 60_000 });
  const frame = dialog.getByRole('group', { name: /Crop frame/ });
  await expect(frame).toBeVisible();
  const box = await frame.boundingBox();
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(1.5);
  // Zoom in a little with the keyboard, so the crop is smaller than the photo's height.
  await dialog.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await axeFindings(page, '[role="dialog"]').then((f) => describeFindings('upload-image modal', f))).toEqual([]);

  const saved = page.waitForResponse((r) => r.url().includes('/image') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await expect(page.getByText('Your photo was saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new photo shows, square and cut from the 320-pixel-high photo (zoomed in, so smaller).
  const avatar = page.getByRole('img', { name: 'Layla Hamdan' }).first();
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const size = await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size[0]).toBe(size[1]);
  expect(size[0]).toBeLessThan(320);
  expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('a document is scanned with the camera and uploaded as a JPEG', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clientId = await demoClientId(request, await demoAuthHeaders(request), 'wei.chen');
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}`);
  await page.getByRole('button', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Add document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload client document' });
  await upload.getByRole('textbox', { name: 'Title' }).fill('Scanned passport page');
  await upload.getByRole('combobox', { name: 'Target directory' }).click();
  await page.getByRole('option', { name: 'General documents' }).click();

  await upload.getByRole('button', { name: 'Scan with camera' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan a document' });
  await scan.getByRole('button', { name: 'Capture' }).click();
  await expect(scan.getByRole('img', { name: 'Captured photo' })).toBeVisible();
  await scan.getByRole('button', { name: 'Retake' }).click();
  await scan.getByRole('button', { name: 'Capture' }).click();
  await scan.getByRole('button', { name: 'Use photo' }).click();
  await expect(scan).toBeHidden();
  await expect(upload.getByRole('region', { name: 'Chosen file' })).toContainText(/scan-.*\.jpg/);

  const sent = page.waitForResponse((r) => r.url().includes('/documents') && r.request().method() === 'POST');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect((await response.json()).document.title).toBe('Scanned passport page');
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
});

test('in Arabic: the modal, its messages and the camera, with no serious axe finding', async ({ page }) => {
  // Two axe scans on a machine shared with other runs.
  test.setTimeout(150_000);
  await openProfile(page, '/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تغيير الصورة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تغيير الصورة الشخصية' });
  await expect(dialog.getByText('PNG أو JPG أو JPEG أو HEIC. الحد الأقصى 5 ميغابايت.')).toBeVisible();
  await dialog
    .getByLabel('ملف الصورة')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByRole('alert')).toHaveText('يرجى اختيار ملف صورة صالح.');
  expect(await axeFindings(page, '[role="dialog"]').then((f) => describeFindings('ar upload-image modal', f))).toEqual(
    [],
  );

  await dialog.getByRole('button', { name: 'التقاط صورة' }).click();
  await expect(dialog.getByRole('button', { name: 'التقاط', exact: true })).toBeVisible();
  expect(await axeFindings(page, '[role="dialog"]').then((f) => describeFindings('ar camera', f))).toEqual([]);
  await dialog.getByRole('button', { name: 'التقاط', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'استخدام الصورة' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'إعادة الالتقاط' })).toBeVisible();
});
