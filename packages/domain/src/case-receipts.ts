/**
 * Case receipts and the government case status (spec §3, §7 "Receipts and government lookup"): a USCIS
 * receipt kept on a case, the firm's list of them (the `/receipt-scanner/scanner` page), and the answer of a
 * status lookup as the USCIS Case Status API words it (its camelCase and snake_case fields kept as sent).
 */
import { z } from 'zod';
import { paginationQuery } from './common.js';
import { exportQueryOf, sortParams } from './list-sorting.js';
import { usageSchema } from './plans.js';
import { calendarDate, text } from './primitives.js';
import { checkReceiptNumber, RECEIPT_INPUT_MAX, RECEIPT_NUMBER_MESSAGES } from './receipt-number.js';

export const RECEIPT_DESCRIPTION_MAX = 1000;
export const RECEIPT_STATUS_MAX = 200;
export const RECEIPT_FORM_TYPE_MAX = 20;

export const CASE_RECEIPT_ERROR_CODES = [
  /** 409: the firm already keeps this receipt number. */
  'receipt_number_taken',
  /** 403: the month's USCIS queries of the plan are used up; every receipt action is refused. */
  'uscis_queries_limit',
  /** 502/403: USCIS refused the credentials, or the lookup's access token is missing, forged or expired. */
  'uscis_auth_failed',
  /** 502/503: USCIS answered an error or could not be reached. */
  'uscis_unavailable',
] as const;

export const CASE_RECEIPT_MESSAGES = {
  authFailed: 'Authentication Failed!',
  added: 'Case receipt added',
  numberTaken: 'This receipt number is already kept for a case of the firm',
  unavailable: 'USCIS could not answer just now. Please try again later.',
} as const;

/** A receipt number from a person: normalised, or refused with the domain's message. */
export const receiptNumberSchema = z
  .string({ error: RECEIPT_NUMBER_MESSAGES.required })
  .max(RECEIPT_INPUT_MAX, RECEIPT_NUMBER_MESSAGES.shape)
  .transform((value, ctx) => {
    const check = checkReceiptNumber(value);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }
    return check.receipt_number;
  });

const optionalText = (max: number) => text(max).nullish();

/** POST /case-receipt/{lawFirmId} and PUT /case-receipt/{id}: what a person keeps of a receipt. */
export const caseReceiptBody = z.object({
  receipt_number: receiptNumberSchema,
  case_id: z.coerce.number().int().positive(),
  description: optionalText(RECEIPT_DESCRIPTION_MAX),
  status: optionalText(RECEIPT_STATUS_MAX),
  form_type: optionalText(RECEIPT_FORM_TYPE_MAX),
  submitted_date: calendarDate.nullish(),
  modified_date: calendarDate.nullish(),
});
export type CaseReceiptBody = z.input<typeof caseReceiptBody>;

export const caseReceiptSchema = z.object({
  id: z.number().int(),
  receipt_number: z.string(),
  case_id: z.number().int(),
  case_title: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  description: z.string().nullable(),
  status: z.string().nullable(),
  /** The longer text USCIS sends with its status. */
  status_description: z.string().nullable(),
  form_type: z.string().nullable(),
  submitted_date: z.string().nullable(),
  modified_date: z.string().nullable(),
  /** The notice kept as a case document (its download path), once one is attached. */
  file: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  created_at: z.string(),
});
export type CaseReceipt = z.infer<typeof caseReceiptSchema>;

/** The spec's client takes an answer with status and message as success. */
export const caseReceiptSavedResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  case_receipt: caseReceiptSchema,
});
export type CaseReceiptSavedResponse = z.infer<typeof caseReceiptSavedResponse>;

export const CASE_RECEIPT_SORT_COLUMNS = [
  'receipt_number',
  'case_title',
  'client_name',
  'form_type',
  'status',
  'submitted_date',
  'modified_date',
  'created_at',
] as const;
export type CaseReceiptSortColumn = (typeof CASE_RECEIPT_SORT_COLUMNS)[number];

export const caseReceiptListQuery = paginationQuery.extend({
  /** A receipt number's beginning (spaces and dashes ignored, any case). */
  q: z.string().trim().max(RECEIPT_INPUT_MAX).optional(),
  status: z.string().trim().max(RECEIPT_STATUS_MAX).optional(),
  form_type: z.string().trim().max(RECEIPT_FORM_TYPE_MAX).optional(),
  case_id: z.coerce.number().int().positive().optional(),
  /** Only receipts whose USCIS status changed within this many days (the dashboard's link). */
  changed_days: z.coerce.number().int().min(1).max(90).optional(),
  ...sortParams(CASE_RECEIPT_SORT_COLUMNS),
});
export type CaseReceiptListQuery = z.input<typeof caseReceiptListQuery>;
export const caseReceiptExportQuery = exportQueryOf(caseReceiptListQuery);
export type CaseReceiptExportQuery = z.infer<typeof caseReceiptExportQuery>;

export const caseReceiptPage = z.object({
  case_receipts: z.array(caseReceiptSchema),
  /** The statuses and form types the firm's receipts hold, for the list's filters. */
  statuses: z.array(z.string()),
  form_types: z.array(z.string()),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type CaseReceiptPage = z.infer<typeof caseReceiptPage>;

export const caseReceiptsOfCase = z.object({ case_receipts: z.array(caseReceiptSchema) });
export type CaseReceiptsOfCase = z.infer<typeof caseReceiptsOfCase>;

/** POST /case-receipt/uscis-access-token: a lookup token for the signed-in user (never USCIS's own token). */
export const uscisAccessTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  /** True while the API's own USCIS sandbox stands in for USCIS. */
  sandbox: z.boolean(),
});
export type UscisAccessTokenResponse = z.infer<typeof uscisAccessTokenResponse>;

/** The header the lookup's access token travels in (Authorization carries the session). */
export const USCIS_TOKEN_HEADER = 'x-uscis-access-token';

export const governmentCaseStatusSchema = z.object({
  receiptNumber: z.string(),
  formType: z.string().nullable(),
  submittedDate: z.string().nullable(),
  modifiedDate: z.string().nullable(),
  current_case_status_text_en: z.string(),
  current_case_status_desc_en: z.string(),
});
export type GovernmentCaseStatus = z.infer<typeof governmentCaseStatusSchema>;

/** GET /case-receipt/government-case-status/{receipt}: case_status, or USCIS's message (no case found). */
export const governmentCaseStatusResponse = z.object({
  case_status: governmentCaseStatusSchema.optional(),
  message: z.string(),
  /** The caller's usage after the lookup (a successful one counts). */
  usage: usageSchema,
  /** Milliseconds the lookup waited for the shared USCIS budget (0 when it went at once). */
  waited_ms: z.number().int(),
  sandbox: z.boolean(),
});
export type GovernmentCaseStatusResponse = z.infer<typeof governmentCaseStatusResponse>;

export const receiptParam = z.object({ receipt: receiptNumberSchema });

/** A USCIS date ("MM-DD-YYYY HH:mm:ss", or ISO) as YYYY-MM-DD, or null when it is not one. */
export function uscisDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const us = /^(\d{2})-(\d{2})-(\d{4})\b/.exec(value);
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})\b/.exec(value);
  return iso ? iso[1]! : null;
}
