/**
 * The firm's logo store: uploading and serving the logos that the firm's profile and its invoices
 * (billing) name. Where a logo lives (invoice-logos/{law_firm_id}/{name}) and which names are allowed
 * is logo-names.ts's; uploads get a fresh random name. A name is always joined to
 * the caller's own firm, so another firm's logo, or a name that tries to leave the folder, is not found.
 * Logos are never deleted when settings change: every invoice keeps a copy of its settings, logo included.
 */
import { randomUUID } from 'node:crypto';
import { FILE_LIMITS, LOGO_MIME_TYPES, MAX_LOGO_BYTES } from '@counsel/domain';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { assertImageWithinLimits } from '../../platform/parsing/image-limits.js';
import { type FileStorage, sniffContentType } from '../../platform/storage/index.js';
import { invoiceLogoKey } from './logo-names.js';

type LogoType = (typeof LOGO_MIME_TYPES)[number];
const EXTENSIONS: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const LOGO_MISSING = 'Choose a logo to upload.';
const LOGO_TOO_LARGE = 'The logo is larger than 5 MB.';
/** How an uploaded logo is received (platform/uploads): its limit and its 413's message. */
export const LOGO_RECEIVING = { maxBytes: MAX_LOGO_BYTES, tooLargeMessage: LOGO_TOO_LARGE };

const isLogoType = (type: string | null): type is LogoType =>
  type !== null && (LOGO_MIME_TYPES as readonly string[]).includes(type);

/** The storage key of a logo name, or null for a name logo-names.ts refuses. */
function keyOf(lawFirmId: number, name: string): string | null {
  try {
    return invoiceLogoKey(lawFirmId, name);
  } catch {
    return null;
  }
}

/**
 * Stores an uploaded logo after checking it the way every upload is checked (DESIGN §3): not empty,
 * at most 5 MB, and an image by its bytes whatever its name says. Invoice PDFs decode it on the server,
 * so its pixels are held to FILE_LIMITS.logo from its header (422 image_too_large). Answers the new
 * file's name.
 */
export async function storeLogo(storage: FileStorage, lawFirmId: number, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw validationFailed({ logo: LOGO_MISSING }, 'The file is empty.');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError(413, 'payload_too_large', LOGO_TOO_LARGE, { details: { max_bytes: MAX_LOGO_BYTES } });
  }
  const type = await sniffContentType(bytes);
  if (!isLogoType(type)) {
    throw new AppError(415, 'unsupported_file_type', 'The logo must be a PNG, JPEG, GIF or WebP image.', {
      details: { detected: type ?? 'unknown', accepted: [...LOGO_MIME_TYPES] },
    });
  }
  await assertImageWithinLimits(bytes, FILE_LIMITS.logo);
  const name = `${randomUUID()}.${EXTENSIONS[type]}`;
  await storage.store.put(invoiceLogoKey(lawFirmId, name), bytes, type);
  return name;
}

/** The logo's bytes and their sniffed type; 404 for a bad name, a missing file or anything not an image. */
export async function readLogo(storage: FileStorage, lawFirmId: number, name: string) {
  const key = keyOf(lawFirmId, name);
  const bytes = key ? await storage.store.get(key) : null;
  const contentType = bytes ? await sniffContentType(bytes) : null;
  if (!bytes || !isLogoType(contentType)) throw notFound('Logo');
  return { bytes, contentType };
}
