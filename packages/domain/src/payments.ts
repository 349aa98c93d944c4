/**
 * Payments (billing.md §3 Payment record, Payment on an invoice, Payment picker row; §5; §8) and the
 * checks the record-payment modal makes before the server makes them again.
 */
import { z } from 'zod';
import { MAX_INVOICE_AMOUNT } from './invoice-settings.js';
import { calendarDate, money } from './primitives.js';

export const PAYMENT_TYPES = ['direct', 'trust'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_LEVELS = ['CLIENT', 'MATTER'] as const;
export const TRUST_ACCOUNT_LEVELS = ['CLIENT_TRUST', 'MATTER_TRUST'] as const;
export const PAYMENT_INVOICE_TYPES = ['trust', 'bill'] as const;
export const PAYMENT_PICKER_PAGE_SIZE = 6;

/** The server's codes (§8) and the reasons of invalid_payment_amount. */
export const PAYMENT_ERRORS = {
  missingRequiredFields: 'missing_required_fields',
  officeAccountRequired: 'office_account_required',
  trustAccountRequired: 'trust_account_required',
  invalidPaymentAmount: 'invalid_payment_amount',
  amountMustMatchOutstanding: 'amount_must_match_outstanding',
  amountExceedsInvoiceTotal: 'amount_exceeds_invoice_total',
  insufficientTrustFunds: 'insufficient_trust_funds',
  paymentCanceled: 'payment_already_canceled',
} as const;
/** The modal's own checks (§8 client-side). */
export const PAYMENT_CLIENT_CHECKS = [
  'amount_must_be_positive',
  'amount_exceeds_outstanding_balance',
  'amount_exceeds_invoice_total',
  'select_client',
  'select_matter',
] as const;
export type PaymentClientCheck = (typeof PAYMENT_CLIENT_CHECKS)[number];

export const positiveAmount = money(MAX_INVOICE_AMOUNT).refine(
  (value) => value >= 0.01,
  'Enter an amount of at least 0.01',
);

/**
 * POST /payment/create-record-payment. Which accounts are needed depends on what the money does:
 * - against a TRUST invoice, or not tied to an invoice with payment_type trust: a deposit into trust
 *   (trust_account_id);
 * - payment_type trust against a BILL invoice: from the client's trust balance to the office
 *   (trust_account_id and office_account_id);
 * - payment_type direct against a BILL invoice, or not tied to an invoice: into the office account
 *   (office_account_id).
 */
export const recordPaymentRequest = z.object({
  invoice_id: z.number().int().positive().nullish(),
  client_id: z.number().int().positive().nullish(),
  case_id: z.number().int().positive().nullish(),
  payment_type: z.enum(PAYMENT_TYPES),
  amount: positiveAmount,
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
  payment_date: calendarDate,
  invoice_type: z.enum(PAYMENT_INVOICE_TYPES).nullish(),
  level: z.enum(PAYMENT_LEVELS).nullish(),
  trust_account_level: z.enum(TRUST_ACCOUNT_LEVELS).nullish(),
  trust_account_id: z.number().int().positive().nullish(),
  office_account_id: z.number().int().positive().nullish(),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequest>;

export const paymentAuditEntrySchema = z.object({
  action_type: z.string(),
  amount: z.number(),
  created_at: z.string(),
  description: z.string().nullable(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int().nullable(),
  client_id: z.number().int(),
  case_id: z.number().int().nullable(),
  amount: z.number(),
  status: z.enum(['completed', 'pending', 'canceled']),
  payment_type: z.enum(PAYMENT_TYPES),
  payment_date: z.string(),
  description: z.string().nullable(),
  level: z.enum(PAYMENT_LEVELS),
  trust_account_level: z.enum(TRUST_ACCOUNT_LEVELS).nullable(),
  trust_account_id: z.number().int().nullable(),
  office_account_id: z.number().int().nullable(),
  audit_trail: z.array(paymentAuditEntrySchema),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** "success (code) with data": the payment and, for an invoice, its new payment details. */
export const recordPaymentResponse = z.object({
  code: z.literal('payment_recorded'),
  data: z.object({
    payment: paymentSchema,
    payment_details: z
      .object({
        outstanding_amount: z.number(),
        total_paid: z.number(),
        status: z.enum(['paid', 'partial', 'overdue', 'unpaid']),
      })
      .nullable(),
  }),
});
export type RecordPaymentResponse = z.infer<typeof recordPaymentResponse>;
export const deletePaymentResponse = recordPaymentResponse.extend({ code: z.literal('payment_canceled') });

export const makePaymentsQuery = z.object({
  law_firm_id: z.coerce.number().int().positive(),
  client_id: z.coerce.number().int().positive().optional(),
  case_id: z.coerce.number().int().positive().optional(),
  /**
   * The bill invoice the picker adds Trust Payment lines to: its own payments are left out, and so
   * are payments another invoice already lists (one invoice lists a payment at most once).
   */
  invoice_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(PAYMENT_PICKER_PAGE_SIZE),
});
export const paymentPickerRowSchema = z.object({
  id: z.number().int(),
  client_name: z.string(),
  case_title: z.string().nullable(),
  /** The payment's matter, so a line listing it lands under that matter. */
  case_id: z.number().int().nullable(),
  amount: z.number(),
  payment_date: z.string(),
  description: z.string().nullable(),
  /** What the money was: trust_deposit, trust_transfer, direct. */
  category: z.string(),
});
export type PaymentPickerRow = z.infer<typeof paymentPickerRowSchema>;
export const makePaymentsResponse = z.object({
  payments: z.array(paymentPickerRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type MakePaymentsResponse = z.infer<typeof makePaymentsResponse>;

/**
 * The record-payment modal's checks, in cents, first problem first. Invoice-bound payments may not
 * pass the outstanding balance nor the invoice total; others need a client (CLIENT) or a matter (MATTER).
 */
export function paymentClientCheck(input: {
  amountCents: number | null;
  invoice: { totalCents: number; outstandingCents: number } | null;
  level: 'CLIENT' | 'MATTER';
  clientId: number | null;
  caseId: number | null;
}): PaymentClientCheck | null {
  if (input.amountCents == null || input.amountCents <= 0) return 'amount_must_be_positive';
  if (input.invoice) {
    if (input.amountCents > input.invoice.totalCents) return 'amount_exceeds_invoice_total';
    if (input.amountCents > input.invoice.outstandingCents) return 'amount_exceeds_outstanding_balance';
    return null;
  }
  if (input.level === 'CLIENT' && !input.clientId) return 'select_client';
  if (input.level === 'MATTER' && !input.caseId) return 'select_matter';
  return null;
}
