import { describe, expect, it } from 'vitest';
import { DiscountExceedsSubtotalError, type TotalsSettings, trustInvoiceTotals } from './invoice-totals.js';
import { defaultInvoiceTitle, saveTrustInvoiceRequest, TRUST_AMOUNT_INVALID_MESSAGE } from './invoices.js';

const OFF: TotalsSettings = {
  includeTax: false,
  taxRateHundredths: 0,
  includeDiscount: false,
  discountType: 'FIXED',
  discountValue: 0,
};

describe('trustInvoiceTotals', () => {
  it('is the amount alone when tax and discount are off', () => {
    expect(trustInvoiceTotals(12_345, OFF)).toEqual({
      subtotalCents: 12_345,
      itemTaxCents: 0,
      generalTaxCents: 0,
      taxCents: 0,
      discountCents: 0,
      totalCents: 12_345,
    });
  });

  it('adds rate% of the amount as tax, rounded half away from zero to the cent', () => {
    // 16.5% of 100.01 = 16.50165 → 16.50
    const totals = trustInvoiceTotals(10_001, { ...OFF, includeTax: true, taxRateHundredths: 1650 });
    expect(totals.taxCents).toBe(1650);
    expect(totals.totalCents).toBe(11_651);
    // A rate that is on but 0 adds nothing; a rate with the toggle off adds nothing.
    expect(trustInvoiceTotals(10_000, { ...OFF, includeTax: true }).totalCents).toBe(10_000);
    expect(trustInvoiceTotals(10_000, { ...OFF, taxRateHundredths: 1600 }).totalCents).toBe(10_000);
  });

  it('takes a fixed discount off, and a percentage discount of the amount', () => {
    const fixed = trustInvoiceTotals(10_000, {
      ...OFF,
      includeTax: true,
      taxRateHundredths: 1000,
      includeDiscount: true,
      discountValue: 2_500,
    });
    expect(fixed).toMatchObject({ generalTaxCents: 1000, discountCents: 2500, totalCents: 8500 });
    const percent = trustInvoiceTotals(20_000, {
      ...OFF,
      includeDiscount: true,
      discountType: 'PERCENTAGE',
      discountValue: 1000,
    });
    expect(percent).toMatchObject({ discountCents: 2000, totalCents: 18_000 });
  });

  it('refuses a discount larger than the amount', () => {
    expect(() => trustInvoiceTotals(1_000, { ...OFF, includeDiscount: true, discountValue: 1_001 })).toThrow(
      DiscountExceedsSubtotalError,
    );
  });
});

describe('defaultInvoiceTitle', () => {
  it('names an invoice in its language', () => {
    expect(defaultInvoiceTitle('BILL', 'English')).toBe('Invoice');
    expect(defaultInvoiceTitle('TRUST', 'English')).toBe('Trust Invoice');
    expect(defaultInvoiceTitle('BILL', 'Arabic')).toBe('فاتورة');
    expect(defaultInvoiceTitle('TRUST', 'Arabic')).toBe('فاتورة أمانة');
  });
});

describe('saveTrustInvoiceRequest', () => {
  const body = {
    type: 'TRUST',
    due_date: '2025-04-04',
    date_issued: '2025-03-05',
    amount: '250.50',
    include_tax_rate: false,
    language: 'English',
  };

  it('parses the amount to cents and leaves an empty title for the server to name', () => {
    const parsed = saveTrustInvoiceRequest.parse(body);
    expect(parsed.amount).toBe(25_050);
    expect(parsed.title).toBeNull();
    expect(saveTrustInvoiceRequest.parse({ ...body, title: '  ' }).title).toBeNull();
    expect(saveTrustInvoiceRequest.parse({ ...body, amount: 99.9 }).amount).toBe(9990);
  });

  it.each([0, '0.00', '-5', '1.234', 'abc', ''])('refuses the amount %j with the screen message', (amount) => {
    const result = saveTrustInvoiceRequest.safeParse({ ...body, amount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['amount']);
    expect(result.error?.issues[0]?.message).toBe(TRUST_AMOUNT_INVALID_MESSAGE);
  });

  it.each([
    ['7', 700],
    ['7.5', 750],
    ['.05', 5],
    [12.34, 1234],
    ['10000000', 1_000_000_000],
  ])('reads the amount %j as %d cents', (amount, cents) => {
    expect(saveTrustInvoiceRequest.parse({ ...body, amount }).amount).toBe(cents);
  });

  it.each(['10000000.01', 'x7', '7x', '7.x', 'x.5', '7.5.1'])('refuses the amount %j', (amount) => {
    expect(saveTrustInvoiceRequest.safeParse({ ...body, amount }).error?.issues[0]?.message).toBe(
      TRUST_AMOUNT_INVALID_MESSAGE,
    );
  });

  it('needs a case at MATTER level', () => {
    const result = saveTrustInvoiceRequest.safeParse({ ...body, level: 'MATTER' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['case_id']);
    expect(result.error?.issues[0]?.message).toBe('Select a matter');
    expect(saveTrustInvoiceRequest.safeParse({ ...body, level: 'MATTER', case_id: 4 }).success).toBe(true);
  });
});
