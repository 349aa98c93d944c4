/** Image upload (spec §4, §5, §9): photos and logos chosen, converted and cropped in the browser. */

/** Largest image the upload-image modal takes, and the server's limit for photos and logos (5 MB). */
export const IMAGE_UPLOAD_MAX_BYTES = 5_242_880;

/** Types the modal takes as they are; HEIC/HEIF photos are converted to PNG first. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;

/** HEIC/HEIF, by type or by extension: browsers often give these files an empty type. */
export const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'] as const;
export const HEIC_EXTENSIONS = ['.heic', '.heif'] as const;

/** heic2any's output for a HEIC photo (§9: PNG at quality 0.8). */
export const HEIC_OUTPUT = { toType: 'image/png', quality: 0.8 } as const;

/** Default crop aspect ratio (§9: 1, a square). */
export const IMAGE_CROP_ASPECT = 1;

/** The API path that serves a client's photo; `v` changes with every new photo, so browsers may keep each one. */
export function clientImagePath(clientId: number, version: string): string {
  return `/api/client/${clientId}/image?v=${encodeURIComponent(version)}`;
}

/** Types a client's photo may have (sniffed from the bytes on the server). */
export const CLIENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
