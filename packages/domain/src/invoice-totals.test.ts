import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billInvoiceTotals,
  DiscountExceedsSubtotalError,
  discountCents,
  mulDivRound,
  percentOf,
  percentToHundredths,
  type TotalsCharge,
  type TotalsSettings,
  tryBillInvoiceTotals,
} from './invoice-totals.js';

/** a × b ÷ d rounded half away from zero, exactly, in BigInt: the reference mulDivRound must match. */
function exactMulDivRound(a: number, b: number, d: number): number {
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const n = abs(product);
  const div = abs(divisor);
  let quotient = n / div;
  if (2n * (n % div) >= div) quotient += 1n;
  const negative = product < 0n !== divisor < 0n;
  return Number(negative ? -quotient : quotient);
}

const NO_ADJUSTMENTS: TotalsSettings = {
  includeTax: false,
  taxRateHundredths: 0,
  includeDiscount: false,
  discountType: 'FIXED',
  discountValue: 0,
};

// Amounts up to the largest invoice amount (10,000,000.00), rates 0–100% in hundredths.
const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });
const charge: fc.Arbitrary<TotalsCharge> = fc.record({
  amountCents: cents,
  taxable: fc.boolean(),
  taxRateHundredths: rate,
});
const charges = fc.array(charge, { maxLength: 30 });
const settings: fc.Arbitrary<TotalsSettings> = fc.record({
  includeTax: fc.boolean(),
  taxRateHundredths: rate,
  includeDiscount: fc.boolean(),
  discountType: fc.constant('PERCENTAGE' as const),
  discountValue: rate,
});

describe('mulDivRound', () => {
  it('equals the exact rational a × b ÷ d rounded half away from zero', () => {
    // Products stay within 2^53 (the invoice amounts are far below it).
    const factor = fc.integer({ min: -94_906_265, max: 94_906_265 });
    const divisor = fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((d) => d !== 0);
    fc.assert(
      fc.property(factor, factor, divisor, (a, b, d) => {
        expect(mulDivRound(a, b, d)).toBe(exactMulDivRound(a, b, d));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with BigInt near the largest invoice amounts and at exact halves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 * 1_000_000_000 }), rate, (amount, r) => {
        expect(mulDivRound(amount, r, 10_000)).toBe(exactMulDivRound(amount, r, 10_000));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 5000 }), (q, half) => {
        // (2q + 1) / 2 × ... : a value exactly halfway between two integers.
        const d = 2 * half;
        const a = (2 * q + 1) * half;
        expect(mulDivRound(a, 1, d)).toBe(q >= 0 ? q + 1 : q);
      }),
    );
  });

  it('rounds worked examples half away from zero, never to -0', () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(-1, 1, 2)).toBe(-1);
    expect(mulDivRound(1, -1, 2)).toBe(-1);
    expect(mulDivRound(-1, -1, 2)).toBe(1);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(mulDivRound(2, 1, 3)).toBe(1);
    expect(mulDivRound(-1, 1, 3)).toBe(0);
    expect(mulDivRound(0, -5, 7)).toBe(0);
    expect(mulDivRound(5, 5, -2)).toBe(-13);
  });
});

describe('percentages', () => {
  it('holds rates in hundredths of a percent', () => {
    expect(percentToHundredths(16)).toBe(1600);
    expect(percentToHundredths(16.5)).toBe(1650);
    expect(percentToHundredths(0.07)).toBe(7);
    expect(percentToHundredths(99.99)).toBe(9999);
    expect(percentToHundredths(100)).toBe(10_000);
  });

  it('takes a percent of cents, rounding half a cent up', () => {
    // 16% of $100.00
    expect(percentOf(10_000, 1600)).toBe(1600);
    // 10% of 5 cents is half a cent: one cent.
    expect(percentOf(5, 1000)).toBe(1);
    // 10% of 4 cents is 0.4 cent: nothing.
    expect(percentOf(4, 1000)).toBe(0);
    // 16% of $0.03 = 0.48 cent → 0; of $0.04 = 0.64 → 1.
    expect(percentOf(3, 1600)).toBe(0);
    expect(percentOf(4, 1600)).toBe(1);
    // 8.25% of $19.99 = 164.9175 cents.
    expect(percentOf(1999, 825)).toBe(165);
  });
});

describe('billInvoiceTotals', () => {
  it('always totals subtotal + item tax + general tax − discount, in whole cents', () => {
    fc.assert(
      fc.property(charges, settings, (lines, s) => {
        const totals = billInvoiceTotals(lines, s);
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(totals.subtotalCents).toBe(lines.reduce((sum, c) => sum + c.amountCents, 0));
        expect(totals.taxCents).toBe(totals.itemTaxCents + totals.generalTaxCents);
        expect(totals.totalCents).toBe(
          totals.subtotalCents + totals.itemTaxCents + totals.generalTaxCents - totals.discountCents,
        );
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('rounds each line’s tax on its own, and the general tax on the subtotal', () => {
    fc.assert(
      fc.property(charges, settings, (lines, s) => {
        const totals = billInvoiceTotals(lines, s);
        const itemTax = lines
          .filter((c) => c.taxable)
          .reduce((sum, c) => sum + exactMulDivRound(c.amountCents, c.taxRateHundredths, 10_000), 0);
        expect(totals.itemTaxCents).toBe(itemTax);
        expect(totals.generalTaxCents).toBe(
          s.includeTax ? exactMulDivRound(totals.subtotalCents, s.taxRateHundredths, 10_000) : 0,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('has no item tax when nothing is taxable, whatever the lines’ rates', () => {
    fc.assert(
      fc.property(charges, settings, (lines, s) => {
        const untaxed = lines.map((c) => ({ ...c, taxable: false }));
        expect(billInvoiceTotals(untaxed, s).itemTaxCents).toBe(0);
      }),
    );
  });

  it('never lets a percentage discount pass the subtotal', () => {
    fc.assert(
      fc.property(charges, settings, (lines, s) => {
        const totals = billInvoiceTotals(lines, { ...s, includeDiscount: true });
        expect(totals.discountCents).toBeGreaterThanOrEqual(0);
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
      }),
    );
  });

  it('throws DiscountExceedsSubtotalError for a fixed discount above the subtotal, and allows it up to it', () => {
    fc.assert(
      fc.property(charges, fc.integer({ min: 1, max: 1_000_000 }), (lines, over) => {
        const subtotal = lines.reduce((sum, c) => sum + c.amountCents, 0);
        const fixed = (value: number): TotalsSettings => ({
          ...NO_ADJUSTMENTS,
          includeDiscount: true,
          discountType: 'FIXED',
          discountValue: value,
        });
        let thrown: unknown;
        try {
          billInvoiceTotals(lines, fixed(subtotal + over));
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(DiscountExceedsSubtotalError);
        expect(thrown).toMatchObject({
          code: 'discount_exceeds_subtotal',
          discountCents: subtotal + over,
          subtotalCents: subtotal,
        });
        const exact = billInvoiceTotals(lines, fixed(subtotal));
        expect(exact.discountCents).toBe(subtotal);
        expect(exact.totalCents).toBe(exact.itemTaxCents + exact.generalTaxCents);
      }),
    );
  });

  it('does not depend on the order of the charges', () => {
    fc.assert(
      fc.property(
        charges.chain((lines) =>
          fc.tuple(
            fc.constant(lines),
            fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
          ),
        ),
        settings,
        ([lines, shuffled], s) => {
          expect(billInvoiceTotals(shuffled, s)).toEqual(billInvoiceTotals(lines, s));
        },
      ),
    );
  });

  it('ignores a discount that is switched off, whatever its value', () => {
    const lines = [{ amountCents: 1000, taxable: false, taxRateHundredths: 0 }];
    const off: TotalsSettings = { ...NO_ADJUSTMENTS, discountType: 'FIXED', discountValue: 999_999 };
    expect(billInvoiceTotals(lines, off).discountCents).toBe(0);
    expect(discountCents(off, 1000)).toBe(0);
  });

  it('computes a worked example: services, a taxable expense, 16% general tax and a 10% discount', () => {
    const lines: TotalsCharge[] = [
      { amountCents: 150_000, taxable: false, taxRateHundredths: 0 },
      // A taxable expense at 8.25%: 8.25% of $42.50 = 350.625 cents → 351.
      { amountCents: 4250, taxable: true, taxRateHundredths: 825 },
      // Taxable off: its rate is ignored.
      { amountCents: 3333, taxable: false, taxRateHundredths: 1600 },
    ];
    const totals = billInvoiceTotals(lines, {
      includeTax: true,
      taxRateHundredths: 1600,
      includeDiscount: true,
      discountType: 'PERCENTAGE',
      discountValue: 1000,
    });
    // Subtotal 1,575.83; general tax 16% = 25,213.28 cents → 25,213; discount 10% = 15,758.3 → 15,758.
    expect(totals).toEqual({
      subtotalCents: 157_583,
      itemTaxCents: 351,
      generalTaxCents: 25_213,
      taxCents: 25_564,
      discountCents: 15_758,
      totalCents: 157_583 + 25_564 - 15_758,
    });
  });

  it('rounds half a cent up: 10% of $0.05 is 1 cent', () => {
    const totals = billInvoiceTotals([{ amountCents: 5, taxable: true, taxRateHundredths: 1000 }], {
      ...NO_ADJUSTMENTS,
      includeTax: true,
      taxRateHundredths: 1000,
    });
    expect(totals.itemTaxCents).toBe(1);
    expect(totals.generalTaxCents).toBe(1);
    expect(totals.totalCents).toBe(7);
  });

  it('charges the default 16% on $100.00 as $16.00, and gives zeros for an empty invoice', () => {
    const totals = billInvoiceTotals([{ amountCents: 10_000, taxable: false, taxRateHundredths: 0 }], {
      ...NO_ADJUSTMENTS,
      includeTax: true,
      taxRateHundredths: percentToHundredths(16),
    });
    expect(totals.generalTaxCents).toBe(1600);
    expect(totals.totalCents).toBe(11_600);
    expect(billInvoiceTotals([], { ...NO_ADJUSTMENTS, includeTax: true, taxRateHundredths: 1600 })).toEqual({
      subtotalCents: 0,
      itemTaxCents: 0,
      generalTaxCents: 0,
      taxCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });

  it('takes a fixed discount as cents', () => {
    const totals = billInvoiceTotals([{ amountCents: 20_000, taxable: false, taxRateHundredths: 0 }], {
      ...NO_ADJUSTMENTS,
      includeDiscount: true,
      discountType: 'FIXED',
      discountValue: 2550,
    });
    expect(totals.discountCents).toBe(2550);
    expect(totals.totalCents).toBe(17_450);
  });
});

describe('tryBillInvoiceTotals', () => {
  it('answers the error instead of throwing while someone types', () => {
    const lines = [{ amountCents: 100, taxable: false, taxRateHundredths: 0 }];
    const tooMuch = { ...NO_ADJUSTMENTS, includeDiscount: true, discountValue: 101 };
    const result = tryBillInvoiceTotals(lines, tooMuch);
    expect(result.totals).toBeNull();
    expect(result.error).toBeInstanceOf(DiscountExceedsSubtotalError);
    expect(result.error?.message).toBe('The discount is larger than the invoice subtotal');
    const fine = tryBillInvoiceTotals(lines, { ...tooMuch, discountValue: 40 });
    expect(fine).toEqual({ totals: billInvoiceTotals(lines, { ...tooMuch, discountValue: 40 }), error: null });
  });
});
