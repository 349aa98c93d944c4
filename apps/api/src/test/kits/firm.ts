/** Test data for the firm's logo store, shared with the billing suites (invoice settings name the firm's logos). */

import { invoiceLogoKey } from '../../modules/firm/logo-names.js';
import type { TestApp } from '../app.js';

/** A real 1x1 PNG: the stored type of an upload is sniffed from these bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores a logo file where an upload would, so settings may name it. */
export async function storeLogo(t: TestApp, lawFirmId: number, logo = 'firm-logo.png'): Promise<string> {
  await t.services.storage.store.put(invoiceLogoKey(lawFirmId, logo), PNG, 'image/png');
  return logo;
}
