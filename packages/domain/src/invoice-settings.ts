/**
 * Invoice settings (billing.md §3, §4, §5): the firm's defaults, and the copy each invoice keeps.
 * Numbers are the API's decimals: amounts in dollars, rates in percent (two decimals each).
 */
import { z } from 'zod';
import { calendarDate, money } from './primitives.js';

export const ADJUSTMENT_TYPES = ['FIXED', 'PERCENTAGE'] as const;
export const INSTALLMENT_FREQUENCIES = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'QUARTERLY'] as const;
export type InstallmentFrequency = (typeof INSTALLMENT_FREQUENCIES)[number];
export const COLOR_SCHEMES = ['Black', 'Primary'] as const;
export const INVOICE_LANGUAGES = ['English', 'Arabic'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

/** Tax switched on with an empty rate takes this rate (percent). */
export const DEFAULT_TAX_RATE = 16;
export const MAX_TAX_RATE = 100;
export const MAX_LOGO_BYTES = 5_242_880;
/** Image types a logo may have (sniffed from the bytes on the server). */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_FOOTER_LENGTH = 1000;
export const MAX_ADJUSTMENT_DESCRIPTION = 200;
/** The largest amount anywhere on an invoice, in dollars. */
export const MAX_INVOICE_AMOUNT = 10_000_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** The settings fields as saved (firm defaults, and in the body of an invoice save). */
export const invoiceSettingsFields = z.object({
  include_logo: z.boolean().default(false),
  /** The name returned by the logo upload; null when there is none. */
  logo: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  include_footer: z.boolean().default(false),
  footer_text: optionalText(MAX_FOOTER_LENGTH),
  include_discount: z.boolean().default(false),
  discount_description: optionalText(MAX_ADJUSTMENT_DESCRIPTION),
  discount_type: z.enum(ADJUSTMENT_TYPES).default('FIXED'),
  discount_amount: money(MAX_INVOICE_AMOUNT).nullish().default(null),
  include_tax_rate: z.boolean().default(true),
  tax_rate: money(MAX_TAX_RATE).nullish().default(null),
  include_late_fee: z.boolean().default(false),
  late_fee_type: z.enum(ADJUSTMENT_TYPES).default('FIXED'),
  late_fee_amount: money(MAX_INVOICE_AMOUNT).nullish().default(null),
  late_fee_description: optionalText(MAX_ADJUSTMENT_DESCRIPTION),
  include_installment: z.boolean().default(false),
  installment_amount: money(MAX_INVOICE_AMOUNT).nullish().default(null),
  installment_frequency: z.enum(INSTALLMENT_FREQUENCIES).default('DAILY'),
  installment_start_date: calendarDate.nullish().default(null),
  color_scheme: z.enum(COLOR_SCHEMES).default('Black'),
  language: z.enum(INVOICE_LANGUAGES, { error: 'Choose the invoice language' }),
  send_invoice_reminders: z.boolean().default(false),
  auto_send_receipt: z.boolean().default(false),
  include_email: z.boolean().default(true),
  include_phone: z.boolean().default(true),
  include_address: z.boolean().default(true),
});
export type InvoiceSettingsFields = z.output<typeof invoiceSettingsFields>;
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsFields>;

/** A firm that never saved its settings gets these (billing.md §9). */
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettingsFields = {
  include_logo: false,
  logo: null,
  include_footer: false,
  footer_text: null,
  include_discount: false,
  discount_description: null,
  discount_type: 'FIXED',
  discount_amount: null,
  include_tax_rate: true,
  tax_rate: DEFAULT_TAX_RATE,
  include_late_fee: false,
  late_fee_type: 'FIXED',
  late_fee_amount: null,
  late_fee_description: null,
  include_installment: false,
  installment_amount: null,
  installment_frequency: 'DAILY',
  installment_start_date: null,
  color_scheme: 'Black',
  language: 'English',
  send_invoice_reminders: false,
  auto_send_receipt: false,
  include_email: true,
  include_phone: true,
  include_address: true,
};

/** Settings as the API answers them: the fields plus the record's identity and the invoice's dates. */
export const invoiceSettingsSchema = z.object({
  id: z.number().int().nullable(),
  law_firm_id: z.number().int(),
  invoice_id: z.number().int().nullable(),
  ...invoiceSettingsFields.shape,
  discount_amount: z.number().nullable(),
  tax_rate: z.number().nullable(),
  late_fee_amount: z.number().nullable(),
  installment_amount: z.number().nullable(),
  installment_start_date: z.string().nullable(),
  logo: z.string().nullable(),
  footer_text: z.string().nullable(),
  discount_description: z.string().nullable(),
  late_fee_description: z.string().nullable(),
  language: z.enum(INVOICE_LANGUAGES),
  due_date: z.string().nullable(),
  date_issued: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const invoiceSettingsResponse = z.object({ invoice_settings: invoiceSettingsSchema });
export type InvoiceSettingsResponse = z.infer<typeof invoiceSettingsResponse>;
export const invoiceLogoResponse = z.object({ logo: z.string() });

export const INVOICE_SETTINGS_PROBLEMS = [
  'language_required',
  'installment_amount_required',
  'installment_amount_exceeds_total',
  'installment_start_date_required',
  'discount_amount_required',
  'discount_percentage_too_large',
  'discount_description_required',
  'late_fee_amount_required',
  'late_fee_percentage_too_large',
  'late_fee_description_required',
  'footer_text_required',
  'tax_rate_out_of_range',
  'logo_required',
] as const;
export type InvoiceSettingsProblemCode = (typeof INVOICE_SETTINGS_PROBLEMS)[number];
export interface InvoiceSettingsProblem {
  field: keyof InvoiceSettingsFields;
  code: InvoiceSettingsProblemCode;
  message: string;
}

const MESSAGES: Record<InvoiceSettingsProblemCode, string> = {
  language_required: 'Choose the invoice language',
  installment_amount_required: 'Enter the installment amount',
  installment_amount_exceeds_total: 'The installment amount cannot be more than the invoice total',
  installment_start_date_required: 'Choose the first payment date',
  discount_amount_required: 'Enter the discount amount',
  discount_percentage_too_large: 'A percentage discount cannot be more than 100',
  discount_description_required: 'Enter the discount name',
  late_fee_amount_required: 'Enter the late fee amount',
  late_fee_percentage_too_large: 'A percentage late fee cannot be more than 100',
  late_fee_description_required: 'Enter the late fee description',
  footer_text_required: 'Enter the footer text',
  tax_rate_out_of_range: 'The tax rate must be between 0 and 100',
  logo_required: 'Upload a logo or turn the logo off',
};

type SettingsToCheck = Pick<
  InvoiceSettingsFields,
  | 'language'
  | 'include_installment'
  | 'installment_amount'
  | 'installment_start_date'
  | 'include_discount'
  | 'discount_amount'
  | 'discount_type'
  | 'discount_description'
  | 'include_late_fee'
  | 'late_fee_amount'
  | 'late_fee_type'
  | 'late_fee_description'
  | 'include_footer'
  | 'footer_text'
  | 'include_tax_rate'
  | 'tax_rate'
  | 'include_logo'
  | 'logo'
> & { language: InvoiceLanguage | null | undefined };

/**
 * Every rule of §5 the settings break, in the order the modal shows its fields; the screen toasts
 * the first, the server answers all of them as field errors. `invoiceTotalCents` is given when the
 * settings belong to an invoice (the installment amount may not pass its total); `hasNewLogo` when
 * a file has been chosen but not yet uploaded.
 */
export function invoiceSettingsProblems(
  settings: SettingsToCheck,
  context: { invoiceTotalCents?: number | null; hasNewLogo?: boolean } = {},
): InvoiceSettingsProblem[] {
  const problems: InvoiceSettingsProblem[] = [];
  const add = (field: keyof InvoiceSettingsFields, code: InvoiceSettingsProblemCode) =>
    problems.push({ field, code, message: MESSAGES[code] });

  if (settings.include_tax_rate && settings.tax_rate != null) {
    if (settings.tax_rate < 0 || settings.tax_rate > MAX_TAX_RATE) add('tax_rate', 'tax_rate_out_of_range');
  }
  if (settings.include_discount) {
    if (settings.discount_amount == null || Number.isNaN(settings.discount_amount)) {
      add('discount_amount', 'discount_amount_required');
    } else if (settings.discount_type === 'PERCENTAGE' && settings.discount_amount > 100) {
      add('discount_amount', 'discount_percentage_too_large');
    }
    if (!settings.discount_description?.trim()) add('discount_description', 'discount_description_required');
  }
  if (settings.include_late_fee) {
    if (settings.late_fee_amount == null || Number.isNaN(settings.late_fee_amount)) {
      add('late_fee_amount', 'late_fee_amount_required');
    } else if (settings.late_fee_type === 'PERCENTAGE' && settings.late_fee_amount > 100) {
      add('late_fee_amount', 'late_fee_percentage_too_large');
    }
    if (!settings.late_fee_description?.trim()) add('late_fee_description', 'late_fee_description_required');
  }
  if (settings.include_footer && !settings.footer_text?.trim()) add('footer_text', 'footer_text_required');
  if (settings.include_logo && !settings.logo && !context.hasNewLogo) add('logo', 'logo_required');
  if (!settings.language) add('language', 'language_required');
  if (settings.include_installment) {
    if (
      settings.installment_amount == null ||
      Number.isNaN(settings.installment_amount) ||
      settings.installment_amount <= 0
    ) {
      add('installment_amount', 'installment_amount_required');
    } else if (
      context.invoiceTotalCents != null &&
      Math.round(settings.installment_amount * 100) > context.invoiceTotalCents
    ) {
      add('installment_amount', 'installment_amount_exceeds_total');
    }
    if (!settings.installment_start_date) add('installment_start_date', 'installment_start_date_required');
  }
  return problems;
}

/**
 * The toggle transitions of §4: turning off discount, late fee, footer or installment clears what
 * depends on it (types back to FIXED, frequency back to DAILY); tax on takes 16 when empty, off
 * sets 0; logo off forgets a chosen file (the caller drops the file itself).
 */
export function toggleInvoiceSetting<T extends InvoiceSettingsFields>(
  settings: T,
  toggle:
    | 'include_discount'
    | 'include_late_fee'
    | 'include_footer'
    | 'include_installment'
    | 'include_tax_rate'
    | 'include_logo',
  on: boolean,
): T {
  const next = { ...settings, [toggle]: on };
  if (toggle === 'include_tax_rate') {
    // An empty rate (none, or the 0 that switching off left) becomes the default.
    return { ...next, tax_rate: on ? settings.tax_rate || DEFAULT_TAX_RATE : 0 };
  }
  if (on) return next;
  switch (toggle) {
    case 'include_discount':
      return { ...next, discount_amount: null, discount_description: null, discount_type: 'FIXED' };
    case 'include_late_fee':
      return { ...next, late_fee_amount: null, late_fee_description: null, late_fee_type: 'FIXED' };
    case 'include_footer':
      return { ...next, footer_text: null };
    case 'include_installment':
      return { ...next, installment_amount: null, installment_start_date: null, installment_frequency: 'DAILY' };
    default:
      return next;
  }
}
