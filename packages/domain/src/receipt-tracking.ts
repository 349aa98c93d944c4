/**
 * The tracked history of a receipt's USCIS status: every lookup, by a person or by the daily re-check, that
 * finds a new status keeps one entry (USCIS's title and text as sent, its date, when we asked). Staff read it
 * on the receipt and the case, the dashboard counts the week's changes, and the client reads the timeline of
 * their own receipts in the portal.
 */
import { z } from 'zod';
import { RECEIPT_STATUS_KINDS } from './receipt-status.js';

export const RECEIPT_CHECK_SOURCES = ['manual', 'automatic'] as const;
export type ReceiptCheckSource = (typeof RECEIPT_CHECK_SOURCES)[number];

/** How many days the dashboard's "status changes this week" looks back. */
export const STATUS_CHANGES_WINDOW_DAYS = 7;

export const receiptStatusEntry = z.object({
  id: z.number().int(),
  /** USCIS's status title, as sent (e.g. "Case Was Approved"). */
  status: z.string(),
  /** What the screens translate: the kind of the title. */
  status_kind: z.enum(RECEIPT_STATUS_KINDS),
  /** USCIS's longer text, as sent, in English. */
  status_description: z.string(),
  /** When USCIS changed it (its own date), else when we first saw it. */
  changed_at: z.string(),
  /** When the lookup that found it was made. */
  checked_at: z.string(),
  source: z.enum(RECEIPT_CHECK_SOURCES),
});
export type ReceiptStatusEntry = z.infer<typeof receiptStatusEntry>;

/** GET /case-receipt/{id}/history: newest first. */
export const receiptHistoryResponse = z.object({
  case_receipt_id: z.number().int(),
  receipt_number: z.string(),
  history: z.array(receiptStatusEntry),
});
export type ReceiptHistoryResponse = z.infer<typeof receiptHistoryResponse>;

export const statusChangesQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(STATUS_CHANGES_WINDOW_DAYS),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export type StatusChangesQuery = z.input<typeof statusChangesQuery>;

/** GET /case-receipt/law_firm/{lawFirmId}/status-changes: the dashboard's card. */
export const statusChangesResponse = z.object({
  days: z.number().int(),
  /** How many receipts changed status in the window. */
  total: z.number().int(),
  /** The latest changes, newest first, at most `limit`. */
  changes: z.array(
    receiptStatusEntry.extend({
      case_receipt_id: z.number().int(),
      receipt_number: z.string(),
      case_id: z.number().int(),
      case_title: z.string(),
      client_id: z.number().int(),
    }),
  ),
});
export type StatusChangesResponse = z.infer<typeof statusChangesResponse>;

/** A receipt as its client sees it in the portal: no notes of the firm, the timeline as USCIS wrote it. */
export const portalReceipt = z.object({
  id: z.number().int(),
  receipt_number: z.string(),
  case_title: z.string(),
  form_type: z.string().nullable(),
  status: z.string().nullable(),
  status_kind: z.enum(RECEIPT_STATUS_KINDS),
  status_description: z.string().nullable(),
  submitted_date: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  history: z.array(receiptStatusEntry.omit({ source: true, checked_at: true })),
});
export type PortalReceipt = z.infer<typeof portalReceipt>;

export const portalReceiptsResponse = z.object({ receipts: z.array(portalReceipt) });
export type PortalReceiptsResponse = z.infer<typeof portalReceiptsResponse>;
export const portalReceiptResponse = z.object({ receipt: portalReceipt });
