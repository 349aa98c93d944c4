/**
 * The steps of an image upload that need no screen: recognising what was chosen, converting HEIC to PNG
 * (heic2any, loaded only when a HEIC photo is chosen: it is over 1 MB) and drawing the result onto a canvas.
 */
import { HEIC_EXTENSIONS, HEIC_OUTPUT, HEIC_TYPES } from '@counsel/domain';

/** Longest side of an image re-drawn in the browser: photos and logos are shown small, and this keeps them under 5 MB. */
export const MAX_OUTPUT_SIDE = 1024;

/** A pixel rectangle of the source image (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function isHeic(file: File): boolean {
  const name = file.name.toLowerCase();
  return (
    (HEIC_TYPES as readonly string[]).includes(file.type.toLowerCase()) ||
    HEIC_EXTENSIONS.some((extension) => name.endsWith(extension))
  );
}

/** The name with a new extension ("IMG_0001.HEIC" → "IMG_0001.png"). */
export function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${extension}`;
}

/** HEIC/HEIF → PNG at quality 0.8. Throws when the photo cannot be decoded. */
export async function convertHeic(file: File): Promise<File> {
  const { default: heic2any } = await import('heic2any');
  const result = await heic2any({ blob: file, toType: HEIC_OUTPUT.toType, quality: HEIC_OUTPUT.quality });
  const blob = Array.isArray(result) ? result[0] : result;
  if (!blob) throw new Error('The HEIC file held no image');
  return new File([blob], renamed(file.name, 'png'), { type: HEIC_OUTPUT.toType });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))), type, quality),
  );
}

/**
 * Draws `area` of the image (all of it when omitted) onto a canvas no larger than MAX_OUTPUT_SIDE and
 * returns it as a file: JPEG stays JPEG, anything else becomes PNG (transparency kept).
 */
export async function renderImage(source: ImageBitmap, name: string, sourceType: string, area?: PixelArea) {
  const region = area ?? { x: 0, y: 0, width: source.width, height: source.height };
  const scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(region.width, region.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(region.width * scale));
  canvas.height = Math.max(1, Math.round(region.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, region.x, region.y, region.width, region.height, 0, 0, canvas.width, canvas.height);
  const jpeg = sourceType === 'image/jpeg';
  const blob = await toBlob(canvas, jpeg ? 'image/jpeg' : 'image/png', jpeg ? 0.9 : undefined);
  return new File([blob], renamed(name, jpeg ? 'jpg' : 'png'), {
    type: blob.type || (jpeg ? 'image/jpeg' : 'image/png'),
  });
}
