/**
 * Writes the sample notices of test/kits/notices.ts to a folder, to look at them or to hand them to a browser:
 * `npx tsx apps/api/src/test/sample-notices.ts <folder>` writes i797c-text.pdf, i797c-scan.pdf,
 * i797c-photo.jpg, three-notices.pdf and camera.mjpeg (for Chromium's fake camera).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BUNDLE_NOTICES,
  cameraMjpeg,
  I130_NOTICE,
  phonePhotoJpeg,
  scannedNoticePdf,
  textNoticePdf,
} from './kits/notices.js';

const folder = process.argv[2];
if (!folder) throw new Error('Name the folder to write the sample notices in.');
fs.mkdirSync(folder, { recursive: true });
const files: Record<string, Buffer> = {
  'i797c-text.pdf': await textNoticePdf([I130_NOTICE]),
  'i797c-scan.pdf': await scannedNoticePdf(I130_NOTICE),
  'i797c-photo.jpg': phonePhotoJpeg(I130_NOTICE),
  'three-notices.pdf': await textNoticePdf(BUNDLE_NOTICES),
  'camera.mjpeg': cameraMjpeg(I130_NOTICE),
};
for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), bytes);
