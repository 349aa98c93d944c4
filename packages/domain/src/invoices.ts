/**
 * Invoices, charges and saved charges (billing.md §3, §5, §7). The API speaks decimal amounts:
 * charge amounts as text with two decimals ("12.50"), totals as numbers.
 */
import { z } from 'zod';
import { emailSchema, paginated, paginationQuery } from './common.js';
import { invoiceSettingsFields, invoiceSettingsSchema, MAX_INVOICE_AMOUNT, MAX_TAX_RATE } from './invoice-settings.js';
import { type InvoiceStatus, invoiceStatus } from './invoice-totals.js';
import { exportQueryOf, INVOICE_SORT_COLUMNS, sortParams } from './list-sorting.js';
import { calendarDate, money, singleLine, TEXT_LIMITS } from './primitives.js';
import { chargeTimeSchema } from './time.js';

export const INVOICE_TYPES = ['BILL', 'TRUST'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const CHARGE_TYPES = ['Service', 'Expense', 'Trust Payment'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
/** What a person can put on a bill invoice by hand (Trust Payment lines come from payments). */
export const MANUAL_CHARGE_TYPES = ['Service', 'Expense'] as const;
/**
 * A Trust Payment line lists a payment the client already made (picked in the select-payments modal)
 * so the invoice shows it; the money moved when the payment was recorded, so the line is never billed:
 * it counts toward no subtotal, tax, discount or total.
 */
export const TRUST_PAYMENT_CHARGE = 'Trust Payment' satisfies ChargeType;
export const isBilledCharge = (charge: { type: string }): boolean => charge.type !== TRUST_PAYMENT_CHARGE;
export const INVOICE_STATUSES = ['paid', 'partial', 'overdue', 'unpaid'] as const;
export { type InvoiceStatus, invoiceStatus };
export const PAYMENT_STATUSES = ['completed', 'pending', 'canceled'] as const;

export const DEFAULT_BILL_INVOICE_TITLE = 'Invoice';
export const DEFAULT_TRUST_INVOICE_TITLE = 'Trust Invoice';

/**
 * The title an invoice gets when no one types one, in the invoice's language (its settings, which
 * default to the firm's language): an Arabic firm's invoices are titled in Arabic.
 */
export const DEFAULT_INVOICE_TITLES = {
  English: { BILL: DEFAULT_BILL_INVOICE_TITLE, TRUST: DEFAULT_TRUST_INVOICE_TITLE },
  Arabic: { BILL: 'فاتورة', TRUST: 'فاتورة أمانة' },
} as const satisfies Record<'English' | 'Arabic', Record<'BILL' | 'TRUST', string>>;

export function defaultInvoiceTitle(type: 'BILL' | 'TRUST', language: string): string {
  return (language === 'Arabic' ? DEFAULT_INVOICE_TITLES.Arabic : DEFAULT_INVOICE_TITLES.English)[type];
}
export const INVOICES_PAGE_SIZE = 12;
export const SAVED_CHARGES_PICKER_PAGE_SIZE = 6;
export const MAX_CHARGES_PER_INVOICE = 500;
/** A time entry's description becomes a line's: both take the one DESCRIPTION limit. */
export const MAX_CHARGE_DESCRIPTION = TEXT_LIMITS.DESCRIPTION;
export const MAX_INVOICE_NUMBER_LENGTH = 40;

/** Error codes of the invoice calls, beside the platform's (validation_failed, not_found, ...). */
export const INVOICE_ERRORS = {
  chargesRequired: 'charges_required',
  numberTaken: 'invoice_number_taken',
  discountExceedsSubtotal: 'discount_exceeds_subtotal',
  dueBeforeIssued: 'due_date_before_date_issued',
  caseOfOtherClient: 'case_of_other_client',
  chargeOutsideCase: 'charge_outside_invoice_case',
  timeEntryOfOtherClient: 'time_entry_of_other_client',
  timeEntryInvoiced: 'time_entry_invoiced',
  timeEntryRunning: 'time_entry_running',
  savedChargeBilled: 'saved_charge_billed',
  paymentOfOtherClient: 'payment_of_other_client',
  paymentCanceled: 'payment_canceled',
  paymentListed: 'payment_listed',
  paymentOnThisInvoice: 'payment_on_this_invoice',
  totalBelowPaid: 'invoice_total_below_paid',
  clientEmailMissing: 'client_email_missing',
} as const;
export const CHARGES_REQUIRED_MESSAGE = 'An invoice needs at least one charge';
export const INVOICE_NUMBER_TAKEN_MESSAGE = 'This invoice number is already used by another invoice';

/** The amount of a charge: text with two decimals, or a number (time-entry lines send numbers). */
export const chargeAmount = z.union([z.string().trim(), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text) ?? /^(\d*)\.(\d{1,2})$/.exec(text);
  const cents = match ? Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (!Number.isSafeInteger(cents) || cents > MAX_INVOICE_AMOUNT * 100) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount with at most two decimals' });
    return z.NEVER;
  }
  return cents;
});

/** One charge line as the invoice screen sends it. Service lines are never taxed (the server makes sure). */
export const chargeInput = z.object({
  /** The line's id when it was saved before; new lines have none. */
  id: z.number().int().positive().nullish(),
  description: z.string().trim().min(1, 'Enter a description').max(MAX_CHARGE_DESCRIPTION),
  /** Cents after parsing. */
  amount: chargeAmount,
  date: calendarDate,
  type: z.enum(CHARGE_TYPES).default('Service'),
  /** Shown on the screen; the server names the matter from case_id. */
  matterName: z.string().nullish(),
  case_id: z.number().int().positive().nullish(),
  client_id: z.number().int().positive().nullish(),
  is_time_entry: z.boolean().default(false),
  time_entry_id: z.number().int().positive().nullish(),
  /** Set when the line was picked from the saved charges. */
  saved_charge_id: z.number().int().positive().nullish(),
  /** A Trust Payment line's payment; its amount and date are the payment's, whatever the line says. */
  payment_id: z.number().int().positive().nullish(),
  taxable: z.boolean().default(false),
  taxRate: money(MAX_TAX_RATE).nullish().default(0),
});
export type ChargeInput = z.input<typeof chargeInput>;

export const invoiceChargeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  amount: z.string(),
  date: z.string(),
  type: z.enum(CHARGE_TYPES),
  matterName: z.string().nullable(),
  case_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  is_time_entry: z.boolean(),
  time_entry_id: z.number().int().nullable(),
  /** Null for lines that bill no time entry (and absent where a caller builds a line itself). */
  time_entry: chargeTimeSchema.nullish(),
  saved_charge_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  /** The listed payment's status now (a payment canceled after it was listed shows as such). */
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  taxable: z.boolean(),
  taxRate: z.number(),
  invoice_id: z.number().int(),
  created_by_user_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceCharge = z.infer<typeof invoiceChargeSchema>;

/**
 * The body of POST /invoice/create_invoice/client/{clientId} and PUT /invoice/update_invoice/{id}
 * for a bill invoice (§7): the invoice fields, its charges, the client's total (recomputed and
 * ignored by the server) and every invoice settings field, flat.
 */
export const saveBillInvoiceRequest = invoiceSettingsFields.extend({
  title: singleLine().max(200).nullish(),
  type: z.literal('BILL'),
  due_date: calendarDate,
  date_issued: calendarDate,
  /** The server takes the author from the session; kept for the spec's body. */
  created_by_user_id: z.number().int().nullish(),
  /** From GET /invoice/generate-invoice-number; the server draws one when absent. */
  invoice_number: singleLine().min(1).max(MAX_INVOICE_NUMBER_LENGTH).nullish(),
  client_id: z.number().int().positive().nullish(),
  law_firm_id: z.number().int().positive().nullish(),
  case_id: z.number().int().positive().nullish(),
  charges: z.array(chargeInput).max(MAX_CHARGES_PER_INVOICE),
  total: z.number().nullish(),
});
export type SaveBillInvoiceRequest = z.input<typeof saveBillInvoiceRequest>;

export const TRUST_AMOUNT_INVALID_MESSAGE = 'please enter valid amount';
export const TRUST_INVOICE_LEVELS = ['CLIENT', 'MATTER'] as const;
export type TrustInvoiceLevel = (typeof TRUST_INVOICE_LEVELS)[number];
export const TRUST_CASE_REQUIRED_MESSAGE = 'Select a matter';

/** A trust invoice's base amount: above 0, at most two decimals (text or number), as cents. */
const trustAmount = z.union([z.string().trim(), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text) ?? /^(\d*)\.(\d{1,2})$/.exec(text);
  const cents = match ? Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_INVOICE_AMOUNT * 100) {
    ctx.addIssue({ code: 'custom', message: TRUST_AMOUNT_INVALID_MESSAGE });
    return z.NEVER;
  }
  return cents;
});

/**
 * The save body of a trust invoice (§7: the bill body's fields without charges, plus amount and
 * discount). `amount` is the base amount before tax and discount, stored as is so editing shows it
 * exactly; the server computes tax, discount and total from it and the settings (`total` and
 * `discount` are the screen's figures, ignored). At MATTER level the invoice needs its case.
 */
export const saveTrustInvoiceRequest = invoiceSettingsFields
  .extend({
    title: singleLine()
      .max(200)
      .nullish()
      // Empty is no title: the server gives the default of the invoice's language.
      .transform((value) => value || null),
    type: z.literal('TRUST'),
    due_date: calendarDate,
    date_issued: calendarDate,
    created_by_user_id: z.number().int().nullish(),
    invoice_number: singleLine().min(1).max(MAX_INVOICE_NUMBER_LENGTH).nullish(),
    client_id: z.number().int().positive().nullish(),
    law_firm_id: z.number().int().positive().nullish(),
    /** Client level (no case) or Matter level (case_id required); taken from case_id when absent. */
    level: z.enum(TRUST_INVOICE_LEVELS).nullish(),
    case_id: z.number().int().positive().nullish(),
    amount: trustAmount,
    discount: z.object({ amount: z.number().nullish() }).nullish(),
    total: z.number().nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.level === 'MATTER' && body.case_id == null) {
      ctx.addIssue({ code: 'custom', path: ['case_id'], message: TRUST_CASE_REQUIRED_MESSAGE });
    }
  });
export type SaveTrustInvoiceRequest = z.input<typeof saveTrustInvoiceRequest>;

/** Create and update accept either kind of invoice, told apart by `type`. */
export const saveInvoiceRequest = z.discriminatedUnion('type', [saveBillInvoiceRequest, saveTrustInvoiceRequest]);
export type SaveInvoiceRequest = z.input<typeof saveInvoiceRequest>;

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  payment_type: z.string(),
  payment_date: z.string(),
  description: z.string().nullable(),
  audit_trail: z.array(
    z.object({
      action_type: z.string(),
      amount: z.number(),
      created_at: z.string(),
      description: z.string().nullable(),
    }),
  ),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  title: z.string(),
  type: z.enum(INVOICE_TYPES),
  client_id: z.number().int(),
  law_firm_id: z.number().int(),
  case_id: z.number().int().nullable(),
  created_by_user_id: z.number().int().nullable(),
  due_date: z.string(),
  date_issued: z.string(),
  charges: z.array(invoiceChargeSchema),
  total: z.number(),
  /** Trust invoices: the base amount before tax and discount. */
  amount: z.number().nullable(),
  payments: z.array(invoicePaymentSchema),
  /** The matters the invoice covers: its own case and the cases of its charges. */
  case: z.array(z.object({ id: z.number().int(), client_id: z.number().int(), title: z.string() })),
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
  }),
  law_firm: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    /** ISO 4217 code of the firm's books: the invoice's amounts are in it. */
    currency: z.string(),
  }),
  invoice_settings: invoiceSettingsSchema,
  amount_details: z.object({
    subtotal: z.number(),
    item_tax: z.number(),
    general_tax: z.number(),
    tax: z.number(),
    discount: z.number(),
    total: z.number(),
  }),
  discount: z.object({ amount: z.number() }),
  discount_amount: z.number(),
  payment_details: z.object({
    outstanding_amount: z.number(),
    total_paid: z.number(),
    status: z.enum(INVOICE_STATUSES),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceResponse = z.object({ invoice: invoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;
export const invoiceNumberResponse = z.object({ invoice_number: z.string() });

export const invoicesQuery = paginationQuery.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(INVOICES_PAGE_SIZE),
  /** Matches the number, the title or the client's name. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  /** Date issued from / to, inclusive. */
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  ...sortParams(INVOICE_SORT_COLUMNS),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;
/** GET /invoice/{all|client|case}/{id}/export: the list's filter and order as CSV, every page. */
export const invoicesExportQuery = exportQueryOf(invoicesQuery);
export type InvoicesExportQuery = z.infer<typeof invoicesExportQuery>;

export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  title: z.string(),
  type: z.enum(INVOICE_TYPES),
  client_id: z.number().int(),
  client_name: z.string(),
  case_id: z.number().int().nullable(),
  case_title: z.string().nullable(),
  /**
   * The matter the invoice is for: its own case, or else the one case every line belongs to; null
   * when the lines are of several matters or of none.
   */
  matter_id: z.number().int().nullable(),
  matter_title: z.string().nullable(),
  date_issued: z.string(),
  due_date: z.string(),
  total: z.number(),
  total_paid: z.number(),
  outstanding_amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;
export const invoicesPage = paginated(invoiceListItemSchema);
export type InvoicesPage = z.infer<typeof invoicesPage>;

/** A charge waiting to be billed (§3 Saved charge); invoice_id is null until an invoice picks it. */
export const savedChargeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  type: z.enum(MANUAL_CHARGE_TYPES),
  amount: z.string(),
  date: z.string(),
  invoice_id: z.number().int().nullable(),
  created_by_user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type SavedCharge = z.infer<typeof savedChargeSchema>;
export const savedChargesResponse = z.object({ charges: z.array(savedChargeSchema) });
export type SavedChargesResponse = z.infer<typeof savedChargesResponse>;

export const createSavedChargeRequest = z.object({
  description: z.string().trim().min(1, 'Enter a description').max(MAX_CHARGE_DESCRIPTION),
  amount: money(MAX_INVOICE_AMOUNT).refine((value) => value > 0, 'Enter an amount above 0'),
  type: z.enum(MANUAL_CHARGE_TYPES).default('Service'),
  date: calendarDate,
  law_firm_id: z.number().int().positive().nullish(),
  created_by_user_id: z.number().int().nullish(),
  invoice_id: z.number().int().positive().nullish(),
});
export type CreateSavedChargeRequest = z.input<typeof createSavedChargeRequest>;
export const savedChargeResponse = z.object({ charge: savedChargeSchema });

/** Where the invoice screen goes after a save (§2). */
export function invoiceSavedPath(input: { clientId: number; caseId?: number | null; fromCase: boolean }): string {
  return input.fromCase && input.caseId
    ? `/client/${input.clientId}/cases/${input.caseId}/case-invoice`
    : `/client/${input.clientId}/profile/invoices`;
}

/** The create-invoice address of the chooser (§2 screen 3). */
export function createInvoicePath(input: {
  clientId: number;
  caseId?: number | null;
  type?: 'bill' | 'trust';
}): string {
  const params = new URLSearchParams({ type: input.type ?? 'bill', from: input.caseId ? 'case' : 'client' });
  if (input.caseId) params.set('caseId', String(input.caseId));
  return `/client/${input.clientId}/invoices/create-invoice?${params.toString()}`;
}

/** Sharing an invoice by mail: a message for the client, the PDF attached. */
export const MAX_SHARE_MESSAGE = 2000;
export const CLIENT_EMAIL_MISSING_MESSAGE = 'The client has no email address; enter the address to send the invoice to';

/**
 * The body of POST /invoice/{invoiceId}/share. Without `email` the invoice goes to the client's own
 * address (null is the same as leaving it out, so a cleared field can be sent as is).
 */
export const shareInvoiceRequest = z.object({
  message: z.string().trim().min(1, 'Write a message').max(MAX_SHARE_MESSAGE),
  email: emailSchema.nullish(),
});
export type ShareInvoiceRequest = z.input<typeof shareInvoiceRequest>;

export const shareInvoiceResponse = z.object({
  code: z.literal('invoice_shared'),
  /** The address the mail went to. */
  sent_to: z.string(),
});
export type ShareInvoiceResponse = z.infer<typeof shareInvoiceResponse>;
