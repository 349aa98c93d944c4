/**
 * POST /case-receipt/extract-receipt (spec §7): the receipt numbers of a USCIS notice, with the form type,
 * received date and notice type when the notice says them. A PDF's text layer is read first; pages without one
 * and photos are read by OCR (platform/ocr), one page at a time in the process, all of a request's pages within
 * NOTICE_LIMITS.ocrTimeoutMs. A PDF holding several notices answers one entry per receipt number.
 *
 * Bounded at every step: the file's size as it arrives (platform/uploads), its type from its bytes, a picture's
 * pixels from its header before it is decoded, the PDF's pages, and the parsing in the parser pool (memory, time).
 */
import {
  type ExtractedReceipt,
  type ExtractReceiptResponse,
  NOTICE_LIMITS,
  NOTICE_MESSAGES,
  NOTICE_TYPES,
} from '@counsel/domain';
import { AppError } from '../../platform/errors.js';
import { ocr } from '../../platform/ocr/index.js';
import { assertImageWithinLimits } from '../../platform/parsing/image-limits.js';
import { runParser } from '../../platform/parsing/pool.js';
import type { ReceivedFile } from '../../platform/storage/index.js';
import { readReceived } from '../../platform/uploads/index.js';
import { noticePdfTask, noticePhotoTask } from './notice-pages.js';
import { noticesOf, type PageText, receiptNumbersIn } from './notice-text.js';

export const unsupportedNotice = () =>
  new AppError(415, 'unsupported_file_type', NOTICE_MESSAGES.unsupported, {
    details: { accepted: [...NOTICE_TYPES] },
  });

export const unreadableNotice = () => new AppError(422, 'unreadable_notice', NOTICE_MESSAGES.unreadable);

/** A skewed photo whose upright reading found no number is read again turned by these angles (degrees). */
const RETRY_ANGLES = [-3, 3] as const;

export function isNoticeType(type: string | null): type is (typeof NOTICE_TYPES)[number] {
  return (NOTICE_TYPES as readonly string[]).includes(type ?? '');
}

async function pdfPages(bytes: Buffer, deadline: number): Promise<{ texts: PageText[]; total: number }> {
  const pdf = await runParser(noticePdfTask, { bytes });
  const texts: PageText[] = [];
  for (const page of pdf.pages) {
    if ('text' in page) texts.push({ page: page.page, text: page.text, source: 'text' });
    else if ('image' in page) {
      texts.push({ page: page.page, text: await ocr().recognize(page.image, deadline), source: 'ocr' });
    }
  }
  return { texts, total: pdf.total };
}

async function photoText(bytes: Buffer, deadline: number): Promise<string> {
  // The header's size is checked before anything decodes the picture; bytes it does not know are no picture.
  if (!(await assertImageWithinLimits(bytes, NOTICE_LIMITS.image))) throw unreadableNotice();
  let text = '';
  for (const angle of [0, ...RETRY_ANGLES]) {
    const prepared = await runParser(noticePhotoTask, { bytes, angle });
    text = await ocr().recognize(prepared, deadline);
    if (receiptNumbersIn(text).length > 0) break;
  }
  return text;
}

/** The notices of an uploaded file; 422 receipt_not_found when it holds no receipt number. */
export async function extractReceipts(file: ReceivedFile): Promise<ExtractReceiptResponse> {
  if (!isNoticeType(file.contentType)) throw unsupportedNotice();
  const bytes = await readReceived(file);
  const deadline = Date.now() + NOTICE_LIMITS.ocrTimeoutMs;
  let texts: PageText[];
  let total = 1;
  if (file.contentType === 'application/pdf') {
    ({ texts, total } = await pdfPages(bytes, deadline));
  } else {
    texts = [{ page: 1, text: await photoText(bytes, deadline), source: 'ocr' }];
  }
  const receipts: ExtractedReceipt[] = noticesOf(texts);
  const first = receipts[0];
  if (!first) {
    throw new AppError(422, 'receipt_not_found', NOTICE_MESSAGES.notFound, { details: { pages: total } });
  }
  return {
    receipt_number: first.receipt_number,
    receipts,
    message: NOTICE_MESSAGES.extracted,
    pages: total,
    ocr_pages: texts.filter((page) => page.source === 'ocr').length,
  };
}
