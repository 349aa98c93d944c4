/**
 * Where the firm's logos live in storage, and whether a profile or invoice settings may name one. A
 * logo is a file name (what the upload answered) under the firm's own folder, so a name can never reach
 * another firm's file. The folder keeps its first name, invoice-logos/: stored files stay where they are.
 */
import type { FileStorage } from '../../platform/storage/index.js';

/** A bare file name: no folders, no dot-dot, nothing a storage key could be tricked with. */
const SAFE_LOGO_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

export function invoiceLogoKey(lawFirmId: number, logo: string): string {
  if (!SAFE_LOGO_NAME.test(logo) || logo.length > 100) throw new Error('Not a logo file name');
  return `invoice-logos/${lawFirmId}/${logo}`;
}

export const LOGO_NOT_FOUND = 'This logo was not found; upload it again';

/** True when the firm has a stored logo of that name. */
export async function logoExists(storage: FileStorage, lawFirmId: number, logo: string): Promise<boolean> {
  if (!SAFE_LOGO_NAME.test(logo) || logo.length > 100) return false;
  return (await storage.store.get(invoiceLogoKey(lawFirmId, logo))) !== null;
}
