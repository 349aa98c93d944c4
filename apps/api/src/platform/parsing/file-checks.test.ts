/**
 * The checks made before a parser runs: a ZIP's directory (entries, unpacked size, ratio) and its true
 * sizes, and a picture's dimensions and pixel data. Honest Word files and signatures pass.
 */
import { FILE_LIMITS } from '@counsel/domain';
import { describe, expect, it } from 'vitest';
import { checklistDocx } from '../../test/kits/workflow-drafts.js';
import { AppError } from '../errors.js';
import { assertImageWithinLimits } from './image-limits.js';
import { blackPng, docxBomb, heavyDocx, withDeclaredSize, zipOf } from './test-files.js';
import { assertZipWithinLimits, verifyZipSizes } from './zip-limits.js';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).toBody();
}

const MIB = 1024 * 1024;

describe('a ZIP’s directory', () => {
  it('passes an honest Word checklist, even 2,000 identical bullets (about 100:1)', async () => {
    const same = await checklistDocx(
      Array.from({ length: 2000 }, () => ({ text: 'Collect a copy of the passport', bullet: 0 as const })),
    );
    await expect(assertZipWithinLimits(same)).resolves.toBeUndefined();
    await expect(verifyZipSizes(same)).resolves.toBeUndefined();
    // It passes the directory's checks; the parser worker's limits are what stop it.
    await expect(assertZipWithinLimits(await heavyDocx())).resolves.toBeUndefined();
  });

  it('refuses a part that unpacks more than 250 times its packed size (30 MB of XML in about 100 KB)', async () => {
    expect(await refusal(assertZipWithinLimits(await docxBomb()))).toMatchObject({
      code: 'file_too_complex',
      details: { reason: 'zip_ratio', max_ratio: FILE_LIMITS.zip.maxRatio },
    });
  });

  it('refuses parts that unpack to more than 50 MiB together, each of them small', async () => {
    const parts = Array.from({ length: 51 }, (_, index) => ({ name: `part-${index}.xml`, data: Buffer.alloc(MIB) }));
    expect(await refusal(assertZipWithinLimits(await zipOf(parts)))).toMatchObject({
      code: 'file_too_complex',
      details: { reason: 'zip_unpacked_size' },
    });
  });

  it('refuses more than 2,000 parts', async () => {
    const parts = Array.from({ length: 2001 }, (_, index) => ({
      name: `p${index}`,
      data: Buffer.from('x'),
      store: true,
    }));
    expect(await refusal(assertZipWithinLimits(await zipOf(parts)))).toMatchObject({
      code: 'file_too_complex',
      details: { reason: 'zip_entries', entries: 2001 },
    });
  });

  it('is verified while unpacking: a part yielding more than its directory entry declares is refused', async () => {
    const honest = await zipOf([{ name: 'word/document.xml', data: Buffer.alloc(4 * MIB, 'a') }]);
    const lying = withDeclaredSize(honest, 'word/document.xml', 1000);
    // The lie passes the directory's checks: 1,000 bytes declared.
    await expect(assertZipWithinLimits(lying)).resolves.toBeUndefined();
    expect(await refusal(verifyZipSizes(lying))).toMatchObject({ details: { reason: 'zip_sizes_misdeclared' } });
  });

  it('throws its own error for bytes that are no ZIP', async () => {
    await expect(assertZipWithinLimits(Buffer.from('not a zip at all'))).rejects.not.toBeInstanceOf(AppError);
  });
});

describe('a picture', () => {
  it('passes a signature pad’s PNG with its dimensions', async () => {
    expect(await assertImageWithinLimits(blackPng(600, 200), FILE_LIMITS.signature)).toEqual({
      type: 'png',
      width: 600,
      height: 200,
    });
  });

  it('refuses 9000×9000 (81 megapixels) from its header, and a side over 4,000 pixels', async () => {
    expect(await refusal(assertImageWithinLimits(blackPng(9000, 9000), FILE_LIMITS.signature))).toMatchObject({
      code: 'image_too_large',
      details: { width: 9000, height: 9000, max_side: 4000, max_pixels: 4_000_000 },
    });
    expect(await refusal(assertImageWithinLimits(blackPng(4001, 10), FILE_LIMITS.signature))).toMatchObject({
      code: 'image_too_large',
    });
  });

  it('refuses a small PNG whose pixel data unpacks to far more than its size needs', async () => {
    expect(await refusal(assertImageWithinLimits(blackPng(10, 10, 20 * MIB), FILE_LIMITS.signature))).toMatchObject({
      code: 'file_too_complex',
      details: { reason: 'image_data_exceeds_size' },
    });
  });

  it('answers null for bytes that are no picture', async () => {
    expect(await assertImageWithinLimits(Buffer.from('AAAA'), FILE_LIMITS.signature)).toBeNull();
  });

  it('reads only the bytes it is given, not the rest of the shared memory they sit in', async () => {
    // A decoded data URL is a small Buffer in Node's shared pool, next to whatever was decoded before it:
    // here a 9000×9000 PNG's header. Three zero bytes are still no picture.
    const neighbour = Buffer.from(blackPng(9000, 9000, 16).toString('base64'), 'base64');
    const tiny = Buffer.from('AAAA', 'base64');
    expect(tiny.buffer).toBe(neighbour.buffer);
    expect(await assertImageWithinLimits(tiny, FILE_LIMITS.signature)).toBeNull();
  });
});
