/**
 * Pictures checked before anything decodes them: the width and height from the file's header
 * (image-size reads a few bytes), and for a PNG that its compressed pixel data unpacks to no more
 * than those dimensions need. A 9000×9000 PNG costs a decoder about a gigabyte; a small PNG whose data
 * unpacks to far more than its header says is a bomb of its own.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { imageSize } from 'image-size';
import { fileTooComplex, imageTooLarge } from './errors.js';

const inflate = promisify(zlib.inflate);

export interface PixelLimits {
  maxSide: number;
  maxPixels: number;
}

export interface ImageDimensions {
  type: string;
  width: number;
  height: number;
}

/**
 * The picture's type and size from its header, or null when image-size does not recognise it. image-size
 * reads the view's whole underlying memory, not just the view: a small Buffer from Node's shared pool
 * (a decoded data URL) would be read together with whatever else sits in the pool (seen: three zero bytes
 * taken for a 29797×8307 TGA). It is given bytes of their own.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  try {
    const { type, width, height } = imageSize(own);
    return type && width !== undefined && height !== undefined ? { type, width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Refuses (422 image_too_large) a picture larger than the limits, and (422 file_too_complex) a PNG whose
 * pixel data unpacks past its size. Answers the dimensions, or null for bytes that are no picture
 * image-size knows (the caller decides what that means).
 */
export async function assertImageWithinLimits(bytes: Uint8Array, limits: PixelLimits): Promise<ImageDimensions | null> {
  const found = imageDimensions(bytes);
  if (!found) return null;
  const { width, height } = found;
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw imageTooLarge({ width, height, max_side: limits.maxSide, max_pixels: limits.maxPixels });
  }
  if (found.type === 'png')
    await assertPngDataFits(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), width, height);
  return found;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * The most bytes a PNG's image data may unpack to: each row's pixels plus its filter byte, with room
 * for the extra rows and rounding of an interlaced (Adam7) image's seven passes.
 */
function maxPngDataBytes(width: number, height: number, bitDepth: number, colorType: number): number {
  const bitsPerPixel = (CHANNELS[colorType] ?? 4) * Math.max(1, bitDepth);
  return Math.ceil((width * bitsPerPixel) / 8) * height + 4 * height + 64;
}

/** Unpacks the PNG's IDAT data (off the event loop, in zlib's thread pool) no further than its header allows. */
async function assertPngDataFits(png: Buffer, width: number, height: number): Promise<void> {
  const idat: Buffer[] = [];
  let bitDepth = 8;
  let colorType = 6;
  // Chunks after the 8-byte signature: length, type, data, CRC.
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, Math.min(png.length, at + 8 + length));
    if (type === 'IHDR' && data.length >= 10) {
      bitDepth = data[8]!;
      colorType = data[9]!;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const limit = maxPngDataBytes(width, height, bitDepth, colorType);
  try {
    await inflate(Buffer.concat(idat), { maxOutputLength: limit });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw fileTooComplex('image_data_exceeds_size', { width, height });
    }
    // Damaged data: the decoder that reads it answers for it.
  }
}
