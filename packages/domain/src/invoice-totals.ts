/**
 * Invoice arithmetic (billing.md §5), in integer cents. The invoice screen shows these numbers as
 * people type; the server computes them again on every save and stores its own, never the browser's.
 * Rates are percentages with at most two decimals, held as hundredths of a percent (16.5% → 1650).
 * Every computed component is rounded on its own, half away from zero, to the cent (DESIGN §3).
 */

export type AdjustmentType = 'FIXED' | 'PERCENTAGE';

/** a × b ÷ d, rounded half away from zero, with exact integer steps (no 0.49999 surprises). */
export function mulDivRound(a: number, b: number, d: number): number {
  const product = a * b;
  const sign = Math.sign(product) * Math.sign(d);
  const n = Math.abs(product);
  const div = Math.abs(d);
  const quotient = Math.floor(n / div);
  const remainder = n - quotient * div;
  const rounded = remainder * 2 >= div ? quotient + 1 : quotient;
  // A negative product that rounds to nothing would otherwise give -0.
  return rounded === 0 ? 0 : sign * rounded;
}

/** A percentage (0–100, two decimals) as hundredths of a percent. */
export const percentToHundredths = (percent: number): number => Math.round(percent * 100);

/** `percent` of `cents`, as cents. */
export const percentOf = (cents: number, rateHundredths: number): number => mulDivRound(cents, rateHundredths, 10_000);

/**
 * Text typed into an amount field as cents: digits and at most one dot with at most two decimals.
 * Anything else (letters, two dots, three decimals, empty) is null.
 */
export function parseAmountToCents(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  const whole = Number(match[1] || '0');
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the text of an amount field: 1250 → "12.50". */
export function centsToAmountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * What an amount input keeps of what was typed: digits and the first dot, at most two decimals
 * ("12a.3.45" → "12.34"). The screen applies it on every keystroke.
 */
export function sanitizeAmountInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const decimals = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${kept.slice(0, dot)}.${decimals}`;
}

export interface TotalsCharge {
  amountCents: number;
  taxable: boolean;
  /** The charge's own tax rate in hundredths of a percent; used only when taxable. */
  taxRateHundredths: number;
}

export interface TotalsSettings {
  includeTax: boolean;
  /** The invoice's general tax rate in hundredths of a percent. */
  taxRateHundredths: number;
  includeDiscount: boolean;
  discountType: AdjustmentType;
  /** Cents when FIXED; hundredths of a percent of the subtotal when PERCENTAGE. */
  discountValue: number;
}

export interface InvoiceTotals {
  subtotalCents: number;
  itemTaxCents: number;
  generalTaxCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
}

export class DiscountExceedsSubtotalError extends Error {
  readonly code = DISCOUNT_EXCEEDS_SUBTOTAL;
  constructor(
    readonly discountCents: number,
    readonly subtotalCents: number,
  ) {
    super(DISCOUNT_EXCEEDS_SUBTOTAL_MESSAGE);
    this.name = 'DiscountExceedsSubtotalError';
  }
}
export const DISCOUNT_EXCEEDS_SUBTOTAL = 'discount_exceeds_subtotal';
export const DISCOUNT_EXCEEDS_SUBTOTAL_MESSAGE = 'The discount is larger than the invoice subtotal';

/** The discount in cents for a subtotal (percentages are of the subtotal). */
export function discountCents(settings: TotalsSettings, subtotalCents: number): number {
  if (!settings.includeDiscount) return 0;
  return settings.discountType === 'PERCENTAGE'
    ? percentOf(subtotalCents, settings.discountValue)
    : settings.discountValue;
}

/**
 * Bill invoice totals: subtotal = sum of amounts; item tax on taxable charges at their own rate;
 * general tax on the subtotal when enabled; total = subtotal + item tax + general tax − discount.
 * A discount larger than the subtotal throws DiscountExceedsSubtotalError.
 */
export function billInvoiceTotals(charges: readonly TotalsCharge[], settings: TotalsSettings): InvoiceTotals {
  const subtotalCents = charges.reduce((sum, charge) => sum + charge.amountCents, 0);
  const itemTaxCents = charges.reduce(
    (sum, charge) => sum + (charge.taxable ? percentOf(charge.amountCents, charge.taxRateHundredths) : 0),
    0,
  );
  const generalTaxCents = settings.includeTax ? percentOf(subtotalCents, settings.taxRateHundredths) : 0;
  const discount = discountCents(settings, subtotalCents);
  if (discount > subtotalCents) throw new DiscountExceedsSubtotalError(discount, subtotalCents);
  const taxCents = itemTaxCents + generalTaxCents;
  return {
    subtotalCents,
    itemTaxCents,
    generalTaxCents,
    taxCents,
    discountCents: discount,
    totalCents: subtotalCents + taxCents - discount,
  };
}

/** Totals for the screen, which shows the problem instead of throwing while someone types. */
export function tryBillInvoiceTotals(
  charges: readonly TotalsCharge[],
  settings: TotalsSettings,
): { totals: InvoiceTotals; error: null } | { totals: null; error: DiscountExceedsSubtotalError } {
  try {
    return { totals: billInvoiceTotals(charges, settings), error: null };
  } catch (error) {
    if (error instanceof DiscountExceedsSubtotalError) return { totals: null, error };
    throw error;
  }
}

/** Invoice status (DESIGN §4); dates are YYYY-MM-DD in the firm's time zone. */
export type InvoiceStatus = 'paid' | 'partial' | 'overdue' | 'unpaid';
export function invoiceStatus(input: {
  totalCents: number;
  paidCents: number;
  dueDate: string;
  today: string;
}): InvoiceStatus {
  const outstanding = input.totalCents - input.paidCents;
  if (outstanding <= 0 && input.totalCents > 0) return 'paid';
  if (outstanding > 0 && input.dueDate < input.today) return 'overdue';
  if (input.paidCents > 0 && outstanding > 0) return 'partial';
  return 'unpaid';
}

/**
 * Trust invoice totals (§5): total = amount + tax (rate% of the amount when tax is on) − discount
 * (a PERCENTAGE discount is of the amount). The amount plays the subtotal; the tax is general tax.
 * A discount larger than the amount throws DiscountExceedsSubtotalError, as for bill invoices.
 */
export function trustInvoiceTotals(amountCents: number, settings: TotalsSettings): InvoiceTotals {
  const generalTaxCents = settings.includeTax ? percentOf(amountCents, settings.taxRateHundredths) : 0;
  const discount = discountCents(settings, amountCents);
  if (discount > amountCents) throw new DiscountExceedsSubtotalError(discount, amountCents);
  return {
    subtotalCents: amountCents,
    itemTaxCents: 0,
    generalTaxCents,
    taxCents: generalTaxCents,
    discountCents: discount,
    totalCents: amountCents + generalTaxCents - discount,
  };
}
