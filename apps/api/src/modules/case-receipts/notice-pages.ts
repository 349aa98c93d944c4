/**
 * The parser-pool side of reading a notice (platform/parsing: a worker thread with memory and time limits,
 * terminated past them). A PDF is opened with pdf.js: a page with a usable text layer answers its text; a page
 * without one (a scan) is drawn to a greyscale picture for OCR. A photo is decoded, brought to a size OCR reads
 * well, turned grey and its contrast stretched, and turned by a small angle when asked (a skewed photo).
 */
import { NOTICE_LIMITS, NOTICE_MESSAGES } from '@counsel/domain';
import type { Canvas } from '@napi-rs/canvas';
import { AppError } from '../../platform/errors.js';
import { fileTooComplex } from '../../platform/parsing/errors.js';
import { assertImageWithinLimits } from '../../platform/parsing/image-limits.js';
import { openUserPdf, type UserPdfPage } from '../../platform/parsing/pdfjs.js';
import { parserTask } from '../../platform/parsing/task.js';

/** The canvas library (native Skia, about 40 MB of memory), loaded by the parser worker that draws a page, never by the request thread. */
const canvasLibrary = () => import('@napi-rs/canvas');

export type NoticePage = { page: number; text: string } | { page: number; image: Uint8Array } | { page: number };

export interface NoticePdf {
  /** Pages of the file. */
  total: number;
  /** Each page: its text, or its picture for OCR, or neither (past the OCR page limit). */
  pages: NoticePage[];
}

/** A page's text layer counts when it has at least this many letters and digits (a scan has none, or a stamp). */
const USABLE_TEXT = 40;
/** Pages are drawn at about 216 dpi (3× the PDF's 72 units an inch), at most this many pixels. */
const RENDER_SCALE = 3;
const RENDER_MAX_PIXELS = 12_000_000;

/** The page's text as lines: pdf.js's items joined, a new line where the baseline moves or an item ends one. */
function linesOf(items: ReadonlyArray<{ str?: string; transform?: number[]; hasEOL?: boolean }>): string {
  let text = '';
  let lastY: number | null = null;
  for (const item of items) {
    if (item.str === undefined) continue;
    const y = item.transform?.[5] ?? 0;
    if (lastY !== null && Math.abs(y - lastY) > 2 && !text.endsWith('\n')) text += '\n';
    else if (text !== '' && !text.endsWith('\n') && !text.endsWith(' ')) text += ' ';
    text += item.str;
    lastY = y;
    if (item.hasEOL) {
      text += '\n';
      lastY = null;
    }
  }
  return text;
}

async function readNoticePdf(bytes: Uint8Array): Promise<NoticePdf> {
  const document = await openUserPdf(bytes);
  try {
    if (document.numPages > NOTICE_LIMITS.maxPages) {
      throw fileTooComplex('pdf_pages', { pages: document.numPages, max_pages: NOTICE_LIMITS.maxPages });
    }
    const pages: NoticePage[] = [];
    let drawn = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const text = linesOf((await page.getTextContent()).items as never);
      if (text.replace(/[^A-Za-z0-9]/g, '').length >= USABLE_TEXT) {
        pages.push({ page: number, text });
      } else if (drawn < NOTICE_LIMITS.maxOcrPages) {
        drawn += 1;
        pages.push({ page: number, image: await drawPage(page) });
      } else {
        pages.push({ page: number });
      }
      page.cleanup();
    }
    return { total: document.numPages, pages };
  } finally {
    await document.destroy();
  }
}

async function drawPage(page: UserPdfPage): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_SCALE, Math.sqrt(RENDER_MAX_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await canvasLibrary();
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  return greyPng(canvas);
}

/** Grey, with the darkest and lightest 1% stretched to black and white: faded scans and dim photos read better. */
function greyPng(canvas: Canvas): Uint8Array {
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const { data } = image;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 4) {
    const grey = Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
    data[i] = grey;
    histogram[grey]! += 1;
  }
  const pixels = data.length / 4;
  let low = 0;
  let high = 255;
  for (let seen = 0; low < 255 && seen + histogram[low]! < pixels * 0.01; low += 1) seen += histogram[low]!;
  for (let seen = 0; high > 0 && seen + histogram[high]! < pixels * 0.01; high -= 1) seen += histogram[high]!;
  const range = Math.max(1, high - low);
  for (let i = 0; i < data.length; i += 4) {
    const value = Math.max(0, Math.min(255, Math.round(((data[i]! - low) * 255) / range)));
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
  }
  context.putImageData(image, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** A photo's long side is brought between these (OCR wants text about 20-40 px high). */
const PHOTO_MIN_SIDE = 1800;
const PHOTO_MAX_SIDE = 3200;

async function preparePhoto(bytes: Uint8Array, angle: number): Promise<Uint8Array> {
  await assertImageWithinLimits(bytes, NOTICE_LIMITS.image);
  const { createCanvas, loadImage } = await canvasLibrary();
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  const long = Math.max(image.width, image.height);
  const scale = long < PHOTO_MIN_SIDE ? PHOTO_MIN_SIDE / long : long > PHOTO_MAX_SIDE ? PHOTO_MAX_SIDE / long : 1;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  if (angle !== 0) {
    context.translate(width / 2, height / 2);
    context.rotate((angle * Math.PI) / 180);
    context.translate(-width / 2, -height / 2);
  }
  context.drawImage(image, 0, 0, width, height);
  return greyPng(canvas);
}

/** A file pdf.js or the picture decoder could not read is the sender's 422, not the server's 500. */
async function orUnreadable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, 'unreadable_notice', NOTICE_MESSAGES.unreadable);
  }
}

/** A notice PDF's pages: text, or pictures for OCR. */
export const noticePdfTask = parserTask('noticePdf', ({ bytes }: { bytes: Uint8Array }) =>
  orUnreadable(() => readNoticePdf(bytes)),
);

/** A photo or scanned picture of a notice, ready for OCR, turned by `angle` degrees. */
export const noticePhotoTask = parserTask('noticePhoto', ({ bytes, angle }: { bytes: Uint8Array; angle: number }) =>
  orUnreadable(() => preparePhoto(bytes, angle)),
);
