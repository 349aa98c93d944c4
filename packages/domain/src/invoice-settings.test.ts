import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVOICE_SETTINGS,
  DEFAULT_TAX_RATE,
  type InvoiceSettingsFields,
  invoiceSettingsFields,
  invoiceSettingsProblems,
  invoiceSettingsSchema,
  MAX_LOGO_BYTES,
} from './invoice-settings.js';
import { calendarDate, INVALID_DATE_MESSAGE } from './primitives.js';

const valid: InvoiceSettingsFields = { ...DEFAULT_INVOICE_SETTINGS };
const codes = (settings: Partial<InvoiceSettingsFields>, context?: Parameters<typeof invoiceSettingsProblems>[1]) =>
  invoiceSettingsProblems({ ...valid, ...settings }, context).map((p) => `${p.field}:${p.code}`);

describe('the spec’s defaults', () => {
  it('are FIXED adjustments, DAILY installments, Black, English, tax included at 16%, 5 MB logos', () => {
    expect(DEFAULT_INVOICE_SETTINGS).toMatchObject({
      discount_type: 'FIXED',
      late_fee_type: 'FIXED',
      installment_frequency: 'DAILY',
      color_scheme: 'Black',
      language: 'English',
      include_tax_rate: true,
      tax_rate: 16,
    });
    expect(DEFAULT_TAX_RATE).toBe(16);
    expect(MAX_LOGO_BYTES).toBe(5_242_880);
  });

  it('are what the fields schema fills in for a body that only names the language', () => {
    const parsed = invoiceSettingsFields.parse({ language: 'English' });
    expect({ ...parsed, tax_rate: DEFAULT_TAX_RATE }).toEqual(DEFAULT_INVOICE_SETTINGS);
    expect(invoiceSettingsProblems(DEFAULT_INVOICE_SETTINGS)).toEqual([]);
  });
});

describe('invoiceSettingsFields', () => {
  it('requires the language, with the spec’s message', () => {
    const result = invoiceSettingsFields.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'language')?.message).toBe('Choose the invoice language');
    expect(invoiceSettingsFields.safeParse({ language: 'French' }).success).toBe(false);
    expect(invoiceSettingsFields.parse({ language: 'Arabic' }).language).toBe('Arabic');
  });

  it('keeps the tax rate between 0 and 100 with steps of 0.01', () => {
    const tax = (tax_rate: number) => invoiceSettingsFields.safeParse({ language: 'English', tax_rate }).success;
    expect(tax(0)).toBe(true);
    expect(tax(100)).toBe(true);
    expect(tax(16.25)).toBe(true);
    expect(tax(8.875)).toBe(false);
    expect(tax(100.01)).toBe(false);
    expect(tax(-0.01)).toBe(false);
  });

  it('turns empty texts into null and trims them', () => {
    const parsed = invoiceSettingsFields.parse({
      language: 'English',
      footer_text: '   ',
      discount_description: '  Loyal client ',
      logo: '',
    });
    expect(parsed.footer_text).toBeNull();
    expect(parsed.discount_description).toBe('Loyal client');
    expect(parsed.logo).toBeNull();
  });

  it('accepts only real calendar dates for the first installment, cutting an ISO time to its date', () => {
    const start = (value: string) =>
      invoiceSettingsFields.safeParse({ language: 'English', installment_start_date: value });
    expect(start('2026-02-28').data?.installment_start_date).toBe('2026-02-28');
    expect(start('2026-03-01T10:00:00.000Z').data?.installment_start_date).toBe('2026-03-01');
    expect(start('2026-02-30').success).toBe(false);
    expect(start('1899-12-31').success).toBe(false);
    expect(start('tomorrow').success).toBe(false);
    expect(calendarDate.safeParse('2024-02-29').success).toBe(true);
    expect(calendarDate.safeParse('2025-02-29').success).toBe(false);
  });

  it('answers a field error, never an exception, for any date-like text', () => {
    for (const bad of ['2026-13-01', '2026-00-10', '2026-01-32', '2026-99-99', '0000-00-00']) {
      expect(calendarDate.safeParse(bad).error?.issues[0]?.message, bad).toBe(INVALID_DATE_MESSAGE);
    }
    const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), fc.string(), (y, m, d, tail) => {
        const result = calendarDate.safeParse(`${y}-${m}-${d}${tail}`);
        if (result.success) expect(result.data).toBe(`${y}-${m}-${d}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('answers settings with identity and dates through the response schema', () => {
    const answer = {
      id: null,
      law_firm_id: 3,
      invoice_id: null,
      ...DEFAULT_INVOICE_SETTINGS,
      due_date: null,
      date_issued: null,
      created_at: null,
      updated_at: null,
    };
    expect(invoiceSettingsSchema.parse(answer)).toEqual(answer);
  });
});

describe('invoiceSettingsProblems', () => {
  it('finds nothing wrong with complete settings', () => {
    expect(
      codes({
        include_discount: true,
        discount_amount: 10,
        discount_description: 'Loyalty',
        include_late_fee: true,
        late_fee_amount: 25,
        late_fee_description: 'Late payment',
        include_footer: true,
        footer_text: 'Thank you',
        include_installment: true,
        installment_amount: 100,
        installment_start_date: '2026-04-01',
        include_logo: true,
        logo: 'a.png',
      }),
    ).toEqual([]);
  });

  it('requires the language', () => {
    expect(invoiceSettingsProblems({ ...valid, language: null as unknown as 'English' })).toEqual([
      { field: 'language', code: 'language_required', message: 'Choose the invoice language' },
    ]);
  });

  it('with installments on: requires an amount above 0 and a start date', () => {
    expect(codes({ include_installment: true, installment_amount: null, installment_start_date: null })).toEqual([
      'installment_amount:installment_amount_required',
      'installment_start_date:installment_start_date_required',
    ]);
    expect(codes({ include_installment: true, installment_amount: 0, installment_start_date: '2026-01-01' })).toEqual([
      'installment_amount:installment_amount_required',
    ]);
    expect(
      codes({ include_installment: true, installment_amount: Number.NaN, installment_start_date: '2026-01-01' }),
    ).toEqual(['installment_amount:installment_amount_required']);
    // Off: nothing is asked.
    expect(codes({ include_installment: false, installment_amount: null })).toEqual([]);
  });

  it('with installments on: the amount may not pass the invoice total, when there is one', () => {
    const on = { include_installment: true, installment_start_date: '2026-01-01' };
    expect(codes({ ...on, installment_amount: 100.01 }, { invoiceTotalCents: 10_000 })).toEqual([
      'installment_amount:installment_amount_exceeds_total',
    ]);
    expect(codes({ ...on, installment_amount: 100 }, { invoiceTotalCents: 10_000 })).toEqual([]);
    // Firm defaults have no total to compare with.
    expect(codes({ ...on, installment_amount: 1_000_000 })).toEqual([]);
    expect(invoiceSettingsProblems({ ...valid, ...on, installment_amount: 101 }, { invoiceTotalCents: 100 })).toEqual([
      {
        field: 'installment_amount',
        code: 'installment_amount_exceeds_total',
        message: 'The installment amount cannot be more than the invoice total',
      },
    ]);
  });

  it('with a discount on: requires an amount and a description; a percentage is at most 100', () => {
    expect(codes({ include_discount: true })).toEqual([
      'discount_amount:discount_amount_required',
      'discount_description:discount_description_required',
    ]);
    expect(codes({ include_discount: true, discount_amount: 5, discount_description: '  ' })).toEqual([
      'discount_description:discount_description_required',
    ]);
    const percent = { include_discount: true, discount_type: 'PERCENTAGE' as const, discount_description: 'x' };
    expect(codes({ ...percent, discount_amount: 100.01 })).toEqual(['discount_amount:discount_percentage_too_large']);
    expect(codes({ ...percent, discount_amount: 100 })).toEqual([]);
    // A fixed discount of more than 100 dollars is fine.
    expect(codes({ ...percent, discount_type: 'FIXED', discount_amount: 250 })).toEqual([]);
    expect(codes({ include_discount: false, discount_amount: null })).toEqual([]);
  });

  it('with a late fee on: requires an amount and a description; a percentage is at most 100', () => {
    expect(codes({ include_late_fee: true })).toEqual([
      'late_fee_amount:late_fee_amount_required',
      'late_fee_description:late_fee_description_required',
    ]);
    const percent = { include_late_fee: true, late_fee_type: 'PERCENTAGE' as const, late_fee_description: 'Late' };
    expect(codes({ ...percent, late_fee_amount: 101 })).toEqual(['late_fee_amount:late_fee_percentage_too_large']);
    expect(codes({ ...percent, late_fee_amount: 1.5 })).toEqual([]);
    expect(invoiceSettingsProblems({ ...valid, ...percent, late_fee_amount: 101 })[0]?.message).toBe(
      'A percentage late fee cannot be more than 100',
    );
  });

  it('with the footer on: requires its text', () => {
    expect(codes({ include_footer: true, footer_text: null })).toEqual(['footer_text:footer_text_required']);
    expect(codes({ include_footer: true, footer_text: ' \n ' })).toEqual(['footer_text:footer_text_required']);
    expect(codes({ include_footer: false, footer_text: null })).toEqual([]);
  });

  it('keeps an included tax rate between 0 and 100', () => {
    expect(codes({ include_tax_rate: true, tax_rate: 100.5 })).toEqual(['tax_rate:tax_rate_out_of_range']);
    expect(codes({ include_tax_rate: true, tax_rate: -1 })).toEqual(['tax_rate:tax_rate_out_of_range']);
    expect(codes({ include_tax_rate: true, tax_rate: 0 })).toEqual([]);
    expect(codes({ include_tax_rate: true, tax_rate: 100 })).toEqual([]);
    expect(codes({ include_tax_rate: false, tax_rate: 0 })).toEqual([]);
  });

  it('with the logo on: requires a stored logo or a newly chosen file', () => {
    expect(invoiceSettingsProblems({ ...valid, include_logo: true, logo: null })).toEqual([
      { field: 'logo', code: 'logo_required', message: 'Upload a logo or turn the logo off' },
    ]);
    expect(codes({ include_logo: true, logo: null }, { hasNewLogo: true })).toEqual([]);
    expect(codes({ include_logo: true, logo: 'x.png' })).toEqual([]);
    expect(codes({ include_logo: false, logo: null })).toEqual([]);
  });

  it('lists every problem at once, in the order the modal shows the fields', () => {
    expect(
      codes(
        {
          language: null as unknown as 'English',
          include_installment: true,
          include_discount: true,
          include_late_fee: true,
          include_footer: true,
          include_tax_rate: true,
          tax_rate: 101,
          include_logo: true,
        },
        {},
      ),
    ).toEqual([
      'tax_rate:tax_rate_out_of_range',
      'discount_amount:discount_amount_required',
      'discount_description:discount_description_required',
      'late_fee_amount:late_fee_amount_required',
      'late_fee_description:late_fee_description_required',
      'footer_text:footer_text_required',
      'logo:logo_required',
      'language:language_required',
      'installment_amount:installment_amount_required',
      'installment_start_date:installment_start_date_required',
    ]);
  });
});
