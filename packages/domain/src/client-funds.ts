/**
 * A client's unapplied funds: money paid "direct" at client or matter level without an invoice (or
 * more than the client owed). It sits in the office account as the client's credit until staff apply
 * it to open bill invoices. Applying writes a payment against the invoice (category applied_credit)
 * that names its source payment and moves no money: the money already is in the office account.
 */
import { z } from 'zod';
import { paginationQuery } from './common.js';
import { positiveAmount } from './payments.js';
import { calendarDate } from './primitives.js';

export const APPLIED_CREDIT_CATEGORY = 'applied_credit';

export const CLIENT_FUNDS_ERRORS = {
  /** Only a completed direct payment without an invoice holds unapplied funds. */
  notUnappliedPayment: 'payment_not_unapplied',
  /** The invoice is not an open bill invoice of the payment's client. */
  invoiceNotApplicable: 'invoice_not_applicable',
  /** invalid_payment_amount's reason when the amount is more than what is left unapplied. */
  amountExceedsUnapplied: 'amount_exceeds_unapplied',
  /** Canceling a payment whose funds are applied: its applications must be canceled first. */
  paymentHasApplications: 'payment_has_applications',
} as const;

/** POST /payment/{paymentId}/apply: apply part or all of an unapplied payment to an invoice. */
export const applyPaymentRequest = z.object({
  invoice_id: z.number().int().positive(),
  amount: positiveAmount,
  /** The application's date; today where the firm is when left out. */
  payment_date: calendarDate.nullish(),
});
export type ApplyPaymentRequest = z.input<typeof applyPaymentRequest>;

export const unappliedPaymentSchema = z.object({
  id: z.number().int(),
  payment_date: z.string(),
  case_id: z.number().int().nullable(),
  case_title: z.string().nullable(),
  description: z.string().nullable(),
  office_account_id: z.number().int().nullable(),
  amount: z.number(),
  applied: z.number(),
  unapplied: z.number(),
});
export type UnappliedPayment = z.infer<typeof unappliedPaymentSchema>;

export const openInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  title: z.string(),
  case_id: z.number().int().nullable(),
  due_date: z.string(),
  total: z.number(),
  outstanding: z.number(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** The unapplied payments a page of the client's funds shows. */
export const CLIENT_FUNDS_PAGE_SIZE = 10;

/** GET /client/{clientId}/unapplied-funds?page=&page_size=: the payments are paged like the other lists. */
export const clientFundsQuery = paginationQuery.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(CLIENT_FUNDS_PAGE_SIZE),
});
export type ClientFundsQuery = z.input<typeof clientFundsQuery>;

/** GET /client/{clientId}/unapplied-funds */
export const clientFundsResponse = z.object({
  /** Sum of what is left unapplied of the client's payments below. */
  unapplied_total: z.number(),
  /** What the client owes: the outstanding of their open bill invoices. */
  owed_total: z.number(),
  /** A page of the completed direct payments without an invoice that still have something unapplied, oldest first. */
  payments: z.array(unappliedPaymentSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many payments have something unapplied, over every page. */
  total: z.number().int(),
  /**
   * Every one of the client's bill invoices with something outstanding, oldest due first: the choices of
   * the apply dialog, whichever page of payments it is opened from.
   */
  open_invoices: z.array(openInvoiceSchema),
});
export type ClientFundsResponse = z.infer<typeof clientFundsResponse>;
