/**
 * Invoice settings between the API's decimals and the table's integers. Amounts are cents; rates and
 * percentage amounts are hundredths of a percent, so a discount of 12.5 means $12.50 when FIXED and
 * 12.5% when PERCENTAGE: both are stored as 1250.
 */
import {
  DEFAULT_INVOICE_SETTINGS,
  type InvoiceSettings,
  type InvoiceSettingsFields,
  invoiceSettingsFields,
} from '@counsel/domain';
import type { invoiceSettings } from '../../db/schema/index.js';

type SettingsRow = typeof invoiceSettings.$inferSelect;
export type SettingsValues = Omit<typeof invoiceSettings.$inferInsert, 'id' | 'lawFirmId' | 'invoiceId'>;

const toHundredths = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));
const fromHundredths = (value: number | null) => (value == null ? null : value / 100);

/** The columns to write for settings given in the API's fields. */
export function settingsValues(fields: InvoiceSettingsFields): SettingsValues {
  return {
    includeLogo: fields.include_logo,
    logo: fields.logo,
    includeFooter: fields.include_footer,
    footerText: fields.footer_text,
    includeDiscount: fields.include_discount,
    discountDescription: fields.discount_description,
    discountType: fields.discount_type,
    discountValue: toHundredths(fields.discount_amount),
    includeTaxRate: fields.include_tax_rate,
    taxRateHundredths: toHundredths(fields.tax_rate),
    includeLateFee: fields.include_late_fee,
    lateFeeType: fields.late_fee_type,
    lateFeeValue: toHundredths(fields.late_fee_amount),
    lateFeeDescription: fields.late_fee_description,
    includeInstallment: fields.include_installment,
    installmentAmountCents: toHundredths(fields.installment_amount),
    installmentFrequency: fields.installment_frequency,
    installmentStartDate: fields.installment_start_date,
    colorScheme: fields.color_scheme,
    language: fields.language,
    sendInvoiceReminders: fields.send_invoice_reminders,
    autoSendReceipt: fields.auto_send_receipt,
    includeEmail: fields.include_email,
    includePhone: fields.include_phone,
    includeAddress: fields.include_address,
  };
}

/** The API's fields of a stored row (enum columns are re-read through the schema, never cast). */
export function settingsFields(row: SettingsRow): InvoiceSettingsFields {
  return invoiceSettingsFields.parse({
    include_logo: row.includeLogo,
    logo: row.logo,
    include_footer: row.includeFooter,
    footer_text: row.footerText,
    include_discount: row.includeDiscount,
    discount_description: row.discountDescription,
    discount_type: row.discountType,
    discount_amount: fromHundredths(row.discountValue),
    include_tax_rate: row.includeTaxRate,
    tax_rate: fromHundredths(row.taxRateHundredths),
    include_late_fee: row.includeLateFee,
    late_fee_type: row.lateFeeType,
    late_fee_amount: fromHundredths(row.lateFeeValue),
    late_fee_description: row.lateFeeDescription,
    include_installment: row.includeInstallment,
    installment_amount: fromHundredths(row.installmentAmountCents),
    installment_frequency: row.installmentFrequency,
    installment_start_date: row.installmentStartDate,
    color_scheme: row.colorScheme,
    language: row.language,
    send_invoice_reminders: row.sendInvoiceReminders,
    auto_send_receipt: row.autoSendReceipt,
    include_email: row.includeEmail,
    include_phone: row.includePhone,
    include_address: row.includeAddress,
  });
}

/** What a firm's profile says its invoices default to: their language and logo. */
export interface FirmDocumentDefaults {
  /** law_firms.language: en or ar. */
  language: string;
  logo: string | null;
}

/**
 * The spec's defaults as they apply to one firm: its invoices are in the firm's language, and the
 * firm's logo is their logo until the settings choose another (or turn it off).
 */
export function defaultSettingsFor(firm: FirmDocumentDefaults | null): InvoiceSettingsFields {
  if (!firm) return DEFAULT_INVOICE_SETTINGS;
  return {
    ...DEFAULT_INVOICE_SETTINGS,
    language: firm.language === 'ar' ? 'Arabic' : 'English',
    include_logo: firm.logo !== null,
    logo: firm.logo,
  };
}

/** The response shape: a stored row, or the firm's defaults when it never saved any. */
export function settingsOut(
  lawFirmId: number,
  row: SettingsRow | null,
  invoiceDates: { due_date: string; date_issued: string } | null = null,
  firm: FirmDocumentDefaults | null = null,
): InvoiceSettings {
  const fields = row ? settingsFields(row) : defaultSettingsFor(firm);
  return {
    id: row?.id ?? null,
    law_firm_id: lawFirmId,
    invoice_id: row?.invoiceId ?? null,
    ...fields,
    due_date: invoiceDates?.due_date ?? null,
    date_issued: invoiceDates?.date_issued ?? null,
    created_at: row?.createdAt.toISOString() ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
