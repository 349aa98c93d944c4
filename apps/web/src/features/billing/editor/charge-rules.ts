/**
 * One charge line as the bill invoice screen edits it, and the rules of billing.md §4 for its type
 * and tax. Amounts stay text while someone types (sanitised to digits and one dot with two decimals);
 * the totals read them as cents.
 */
import {
  type ChargeTime,
  type ChargeType,
  type InvoiceCharge,
  type InvoiceSettingsFields,
  type InvoiceTimeEntryLine,
  type PaymentPickerRow,
  parseAmountToCents,
  percentToHundredths,
  type SavedCharge,
  type TimeEntry,
  type TotalsCharge,
  type TotalsSettings,
  timeEntryToInvoiceLine,
} from '@counsel/domain';

export interface EditorCharge {
  /** This screen's own handle for the line (saved lines also have an `id`). */
  key: string;
  id: number | null;
  description: string;
  /** As typed: digits and at most one dot with two decimals. */
  amount: string;
  /** YYYY-MM-DD. */
  date: string;
  type: ChargeType;
  case_id: number | null;
  is_time_entry: boolean;
  time_entry_id: number | null;
  saved_charge_id: number | null;
  /** A Trust Payment line's payment, and that payment's status (canceled after it was listed). */
  payment_id: number | null;
  payment_status: InvoiceCharge['payment_status'];
  taxable: boolean;
  /** Percent; text while being typed ('' or '12.'), a number once the field is left. */
  taxRate: number | string;
  /** A time entry's hours, rate and timekeeper, shown on the line; null for other lines. */
  time: ChargeTime | null;
}

let lastKey = 0;
export const newChargeKey = (): string => {
  lastKey += 1;
  return `charge-${lastKey}`;
};

export type NewCharge = Omit<EditorCharge, 'key'>;

const blank: Omit<NewCharge, 'description' | 'amount' | 'date' | 'type' | 'case_id'> = {
  id: null,
  is_time_entry: false,
  time_entry_id: null,
  saved_charge_id: null,
  payment_id: null,
  payment_status: null,
  taxable: false,
  taxRate: 0,
  time: null,
};

/** Dollars (a number from the API) as the text of an amount field, "375.00". */
export function dollarsToAmountText(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Screen 6: a charge typed in the create-charge modal. */
export function manualCharge(input: {
  description: string;
  amount: string;
  date: string;
  type: 'Service' | 'Expense';
  caseId: number | null;
}): NewCharge {
  return {
    ...blank,
    description: input.description.trim(),
    amount: input.amount,
    date: input.date,
    type: input.type,
    case_id: input.caseId,
  };
}

/** Screen 7: a saved charge picked for this invoice. */
export function savedChargeLine(charge: SavedCharge, caseId: number | null): NewCharge {
  return {
    ...blank,
    description: charge.description,
    amount: dollarsToAmountText(Number(charge.amount)),
    date: charge.date.slice(0, 10),
    type: charge.type,
    case_id: caseId,
    saved_charge_id: charge.id,
  };
}

/**
 * Screen 8: a payment the client made, listed as a Trust Payment line (its amount and date are the
 * payment's; the server copies them again). It lands under the payment's matter, else the tab's.
 */
export function paymentLine(payment: PaymentPickerRow, description: string): NewCharge {
  return {
    ...blank,
    description,
    amount: dollarsToAmountText(payment.amount),
    date: payment.payment_date.slice(0, 10),
    type: 'Trust Payment',
    case_id: payment.case_id,
    payment_id: payment.id,
    payment_status: 'completed',
  };
}

/**
 * A time entry as an invoice line (§4: an Expense under its own matter). An entry without a
 * description is named by the caller (`fallbackDescription`), since a line needs one.
 */
export function timeEntryLine(line: InvoiceTimeEntryLine, fallbackDescription: string): NewCharge {
  return {
    ...blank,
    description: line.description.trim() || fallbackDescription,
    amount: dollarsToAmountText(line.amount),
    date: line.date.slice(0, 10),
    type: 'Expense',
    case_id: line.case_id,
    is_time_entry: true,
    time_entry_id: line.time_entry_id,
    time: line.time ?? null,
  };
}

export function timeEntryCharge(entry: TimeEntry, fallbackDescription: string): NewCharge {
  return timeEntryLine(timeEntryToInvoiceLine(entry), fallbackDescription);
}

/** A line of a saved invoice, for edit mode. */
export function savedInvoiceLine(charge: InvoiceCharge): EditorCharge {
  return {
    key: newChargeKey(),
    id: charge.id,
    description: charge.description,
    amount: charge.amount,
    date: charge.date.slice(0, 10),
    type: charge.type,
    case_id: charge.case_id,
    is_time_entry: charge.is_time_entry,
    time_entry_id: charge.time_entry_id,
    saved_charge_id: charge.saved_charge_id,
    payment_id: charge.payment_id,
    payment_status: charge.payment_status,
    taxable: charge.taxable,
    taxRate: charge.taxRate,
    time: charge.time_entry ?? null,
  };
}

/** §4: a Service carries no tax, so switching to Service resets taxable and the rate. */
export function withType(charge: EditorCharge, type: ChargeType): EditorCharge {
  return type === 'Service' ? { ...charge, type, taxable: false, taxRate: 0 } : { ...charge, type };
}

/**
 * §4: taxable off sets the rate to 0; on takes the charge's own rate, else the invoice settings'
 * tax rate, else 0.
 */
export function withTaxable(charge: EditorCharge, taxable: boolean, settingsTaxRate: number | null): EditorCharge {
  if (!taxable) return { ...charge, taxable, taxRate: 0 };
  return { ...charge, taxable, taxRate: rateOf(charge) || settingsTaxRate || 0 };
}

/** §5: a rate left empty becomes 0 (and one left half-typed, what it says). */
export function withRateLeft(charge: EditorCharge): EditorCharge {
  return typeof charge.taxRate === 'number' ? charge : { ...charge, taxRate: rateOf(charge) };
}

/** The rate as a number: text still being typed reads as what it says, empty as 0. */
export function rateOf(charge: Pick<EditorCharge, 'taxRate'>): number {
  const rate = typeof charge.taxRate === 'number' ? charge.taxRate : Number(charge.taxRate);
  return Number.isFinite(rate) ? rate : 0;
}

export const amountCents = (charge: Pick<EditorCharge, 'amount'>): number | null => parseAmountToCents(charge.amount);

/** The line as the totals arithmetic reads it; an amount still being typed counts as 0. */
export function totalsChargeOf(charge: EditorCharge): TotalsCharge {
  return {
    amountCents: amountCents(charge) ?? 0,
    taxable: charge.taxable,
    taxRateHundredths: percentToHundredths(rateOf(charge)),
  };
}

/** The settings as the totals arithmetic reads them (a discount is cents or hundredths of a percent). */
export function totalsSettingsOf(settings: InvoiceSettingsFields): TotalsSettings {
  return {
    includeTax: settings.include_tax_rate,
    taxRateHundredths: percentToHundredths(settings.tax_rate ?? 0),
    includeDiscount: settings.include_discount,
    discountType: settings.discount_type,
    discountValue: Math.round((settings.discount_amount ?? 0) * 100),
  };
}

/** What a line still lacks before it can be saved (the screen marks it after a save attempt). */
export function chargeProblems(charge: EditorCharge): Array<'description' | 'amount' | 'date'> {
  const problems: Array<'description' | 'amount' | 'date'> = [];
  if (!charge.description.trim()) problems.push('description');
  if (amountCents(charge) === null) problems.push('amount');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(charge.date)) problems.push('date');
  return problems;
}
