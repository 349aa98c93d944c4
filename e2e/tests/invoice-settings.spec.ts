import { deflateSync } from 'node:zlib';
import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

/** A real 2x2 red PNG: the server sniffs the bytes, so a fake header would be refused. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]); // filter byte, then two red pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the admin changes the firm’s invoice defaults: a percentage discount and a logo, both kept', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto('/settings/invoice-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice settings' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Change the defaults' });
  const discount = form.getByRole('switch', { name: 'Discount' });
  if (await discount.isChecked()) {
    // The demo firm may start with a discount: switching it off and on starts it empty.
    await discount.uncheck({ force: true });
  }
  await discount.check({ force: true });
  await form.getByRole('textbox', { name: 'Discount name' }).fill('Returning client');
  await form.getByRole('combobox', { name: 'Discount type' }).click();
  await page.getByRole('option', { name: 'Percentage' }).click();
  await form.getByRole('textbox', { name: 'Discount amount' }).fill('10');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invoice settings saved')).toBeVisible();

  await page.reload();
  const summary = page.getByRole('region', { name: 'Current settings' });
  await expect(summary).toContainText('Returning client · 10%');
  const reloaded = page.getByRole('form', { name: 'Change the defaults' });
  await expect(reloaded.getByRole('switch', { name: 'Discount' })).toBeChecked();
  await expect(reloaded.getByRole('textbox', { name: 'Discount name' })).toHaveValue('Returning client');
  await expect(reloaded.getByRole('combobox', { name: 'Discount type' })).toHaveValue('Percentage');
  await expect(reloaded.getByRole('textbox', { name: 'Discount amount' })).toHaveValue('10%');

  // The logo: switched on, a PNG chosen and previewed, uploaded on save, and shown again after a reload.
  const logo = reloaded.getByRole('switch', { name: 'Logo' });
  if (!(await logo.isChecked())) await logo.check({ force: true });
  // Through the upload-image modal, without a crop (logos keep their shape).
  await reloaded.getByRole('button', { name: /^(Upload logo|Change logo)$/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Upload logo' });
  await chooser
    .getByLabel('Image file')
    .setInputFiles({ name: 'firm-logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await chooser.getByRole('button', { name: 'Use this logo' }).click();
  await expect(chooser).toBeHidden();
  await expect(reloaded.getByText('firm-logo.png')).toBeVisible();
  await expect(reloaded.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await reloaded.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invoice settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Current settings' })).toContainText('Returning client · 10%');
  const preview = page.getByRole('form', { name: 'Change the defaults' }).getByRole('img', { name: 'Logo preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // The image really decoded: the server sent the PNG's bytes back.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
});
