/**
 * Pure helpers of the invoice settings form: the editable fields of a loaded record, the logo's
 * address, and the translation key of a problem the server or the domain reports.
 */
import {
  DEFAULT_INVOICE_SETTINGS,
  INVOICE_SETTINGS_PROBLEMS,
  type InvoiceSettings,
  type InvoiceSettingsFields,
  type InvoiceSettingsProblemCode,
  LOGO_MIME_TYPES,
  MAX_LOGO_BYTES,
} from '@counsel/domain';

export type SettingsField = keyof InvoiceSettingsFields;
/** Messages shown on fields, already translated. */
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const FIELD_NAMES = Object.keys(DEFAULT_INVOICE_SETTINGS) as SettingsField[];

/** Only the editable fields of settings as the API answers them (no id, dates or invoice link). */
export function settingsFieldsOf(settings: InvoiceSettings | InvoiceSettingsFields): InvoiceSettingsFields {
  const source = settings as Record<SettingsField, unknown>;
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, source[name]])) as InvoiceSettingsFields;
}

export function isSettingsField(name: string): name is SettingsField {
  return (FIELD_NAMES as string[]).includes(name);
}

/** Where the current logo is served (the caller's firm only). */
export function logoPath(logo: string | null | undefined): string | null {
  return logo ? `/api/invoice/invoice-settings/logo/${encodeURIComponent(logo)}` : null;
}

export type LogoRefusal = 'logoType' | 'logoSize';

/** Why a chosen file cannot be a logo (checked here before any upload; the server sniffs the bytes again). */
export function logoRefusal(file: Pick<File, 'type' | 'size'>): LogoRefusal | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return 'logoType';
  if (file.size > MAX_LOGO_BYTES) return 'logoSize';
  return null;
}

/**
 * The server answers a refused field with the domain's English message (from `invoiceSettingsProblems`)
 * or a zod one; this finds its translation key. English is never shown as-is in Arabic, so an unknown
 * message reads as a generic "check this value".
 */
const SERVER_MESSAGES: Record<string, InvoiceSettingsProblemCode> = {
  'Choose the invoice language': 'language_required',
  'Enter the installment amount': 'installment_amount_required',
  'The installment amount cannot be more than the invoice total': 'installment_amount_exceeds_total',
  'Choose the first payment date': 'installment_start_date_required',
  'Enter the discount amount': 'discount_amount_required',
  'A percentage discount cannot be more than 100': 'discount_percentage_too_large',
  'Enter the discount name': 'discount_description_required',
  'Enter the late fee amount': 'late_fee_amount_required',
  'A percentage late fee cannot be more than 100': 'late_fee_percentage_too_large',
  'Enter the late fee description': 'late_fee_description_required',
  'Enter the footer text': 'footer_text_required',
  'The tax rate must be between 0 and 100': 'tax_rate_out_of_range',
  'Upload a logo or turn the logo off': 'logo_required',
};

export function problemKey(code: InvoiceSettingsProblemCode): string {
  return `problems.${code}`;
}

export function serverMessageKey(message: string): string {
  const code = SERVER_MESSAGES[message];
  if (code) return problemKey(code);
  // The server may also answer with a bare code.
  if ((INVOICE_SETTINGS_PROBLEMS as readonly string[]).includes(message)) {
    return problemKey(message as InvoiceSettingsProblemCode);
  }
  return 'problems.invalid';
}
