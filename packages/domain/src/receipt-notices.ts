/**
 * Reading USCIS notices (I-797, I-797C) for their receipt numbers: POST /case-receipt/extract-receipt (spec §7)
 * and PUT /case-receipt/update-scanned-notice-file, which keeps the notice as a case document. A notice is a PDF
 * with a text layer, a scanned PDF, or a photo; the server reads the text layer first and reads pictures by OCR.
 */
import { z } from 'zod';
import { caseReceiptSchema } from './case-receipts.js';
import { documentSchema } from './documents.js';

const MIB = 1024 * 1024;

export const NOTICE_LIMITS = {
  /** A notice file: a phone photo is a few megabytes, a scanned notice of a few pages about as much. */
  maxBytes: 20 * MIB,
  /** Pages of a PDF opened at all (a bundle of notices from one mailing is a few dozen at most). */
  maxPages: 40,
  /** Pages without a text layer that are read by OCR in one request (each takes seconds). */
  maxOcrPages: 8,
  /** The whole OCR of one request, after which its OCR worker is stopped. */
  ocrTimeoutMs: 90_000,
  /** A photo or page image: a 12-megapixel phone photo passes, with room. */
  image: { maxSide: 10_000, maxPixels: 50_000_000 },
} as const;

/** The notice types accepted (else 415 unsupported_file_type): a PDF or a picture from a scanner or a phone. */
export const NOTICE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const NOTICE_ERROR_CODES = [
  /** 422: the file was read but held no USCIS receipt number. */
  'receipt_not_found',
  /** 422: the bytes claim to be a PDF or picture but cannot be read. */
  'unreadable_notice',
] as const;

export const NOTICE_MESSAGES = {
  extracted: 'Receipt number extracted',
  notFound: 'No USCIS receipt number was found in the file.',
  unsupported: 'Choose a PDF, PNG or JPEG notice.',
  unreadable: 'The file could not be read as a PDF or a picture.',
  fileRequired: 'Choose the notice file.',
  noticeSaved: 'Notice saved to the case documents',
} as const;

/** The appointment an appointment notice prints (biometrics at an Application Support Center, an interview). */
export const noticeAppointmentSchema = z.object({
  kind: z.enum(['biometrics', 'interview']),
  /** The printed local date and time, YYYY-MM-DDTHH:mm (the notice names no zone). */
  starts_at: z.string(),
  /** The zone of the place's state, when its address was read; else the firm's zone is meant. */
  time_zone: z.string().nullable(),
  /** The center's or office's name and address, lines joined with commas. */
  place: z.string().nullable(),
});
export type NoticeAppointmentFound = z.infer<typeof noticeAppointmentSchema>;

/** One notice found in a file: its receipt number and what else the notice says, when it was read. */
export const extractedReceiptSchema = z.object({
  receipt_number: z.string(),
  /** The form the case is about, as USCIS writes it: I-130, I-485, N-400... */
  form_type: z.string().nullable(),
  /** YYYY-MM-DD */
  received_date: z.string().nullable(),
  notice_date: z.string().nullable(),
  /** "Receipt Notice", "Approval Notice", "Biometrics Appointment Notice"... */
  notice_type: z.string().nullable(),
  /** What an appointment notice prints of its appointment; null on other notices or when not read. */
  appointment: noticeAppointmentSchema.nullable().optional(),
  /** The file's pages (from 1) this notice is on. */
  pages: z.array(z.number().int()),
  /** Whether it was read from the PDF's text or by OCR. */
  source: z.enum(['text', 'ocr']),
});
export type ExtractedReceipt = z.infer<typeof extractedReceiptSchema>;

export const extractReceiptResponse = z.object({
  /** The first notice's number, as the spec's client reads it. */
  receipt_number: z.string(),
  receipts: z.array(extractedReceiptSchema),
  message: z.string(),
  /** Pages read, and of those read by OCR. */
  pages: z.number().int(),
  ocr_pages: z.number().int(),
});
export type ExtractReceiptResponse = z.infer<typeof extractReceiptResponse>;

/** PUT /case-receipt/update-scanned-notice-file: which receipt the notice belongs to (multipart fields). */
export const scannedNoticeFields = z.object({
  case_receipt_id: z.coerce.number().int().positive(),
  /** The file name the client had for the receipt's notice before (kept in the audit trail). */
  old_file_name: z.string().max(255).optional(),
});

export const scannedNoticeResponse = z.object({
  document: documentSchema,
  /** The notice's download path, as the receipt's `file`. */
  file: z.string(),
  case_receipt: caseReceiptSchema,
  /** The calendar appointment the notice's printed date, time and place made or corrected; null when it prints none. */
  appointment: z
    .object({ id: z.number().int(), start_at: z.string(), address: z.string(), created: z.boolean() })
    .nullable(),
  message: z.string(),
});
export type ScannedNoticeResponse = z.infer<typeof scannedNoticeResponse>;
