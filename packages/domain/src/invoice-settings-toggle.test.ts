import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVOICE_SETTINGS,
  DEFAULT_TAX_RATE,
  type InvoiceSettingsFields,
  invoiceSettingsProblems,
  toggleInvoiceSetting,
} from './invoice-settings.js';

const valid: InvoiceSettingsFields = { ...DEFAULT_INVOICE_SETTINGS };

describe('toggleInvoiceSetting', () => {
  const filled: InvoiceSettingsFields = {
    ...valid,
    include_discount: true,
    discount_type: 'PERCENTAGE',
    discount_amount: 10,
    discount_description: 'Loyalty',
    include_late_fee: true,
    late_fee_type: 'PERCENTAGE',
    late_fee_amount: 5,
    late_fee_description: 'Late',
    include_footer: true,
    footer_text: 'Thanks',
    include_installment: true,
    installment_amount: 200,
    installment_frequency: 'MONTHLY',
    installment_start_date: '2026-05-01',
    include_logo: true,
    logo: 'logo.png',
    include_tax_rate: true,
    tax_rate: 7.5,
  };

  it('turning the discount off clears it and sets the type back to FIXED', () => {
    expect(toggleInvoiceSetting(filled, 'include_discount', false)).toEqual({
      ...filled,
      include_discount: false,
      discount_amount: null,
      discount_description: null,
      discount_type: 'FIXED',
    });
  });

  it('turning the late fee off clears it and sets the type back to FIXED', () => {
    expect(toggleInvoiceSetting(filled, 'include_late_fee', false)).toEqual({
      ...filled,
      include_late_fee: false,
      late_fee_amount: null,
      late_fee_description: null,
      late_fee_type: 'FIXED',
    });
  });

  it('turning the footer off clears its text', () => {
    expect(toggleInvoiceSetting(filled, 'include_footer', false)).toEqual({
      ...filled,
      include_footer: false,
      footer_text: null,
    });
  });

  it('turning installments off clears them and sets the frequency back to DAILY', () => {
    expect(toggleInvoiceSetting(filled, 'include_installment', false)).toEqual({
      ...filled,
      include_installment: false,
      installment_amount: null,
      installment_start_date: null,
      installment_frequency: 'DAILY',
    });
  });

  it('turning tax on takes 16 when the rate is empty or 0, and keeps a rate that is set', () => {
    const off = { ...filled, include_tax_rate: false };
    expect(toggleInvoiceSetting({ ...off, tax_rate: null }, 'include_tax_rate', true)).toMatchObject({
      include_tax_rate: true,
      tax_rate: 16,
    });
    expect(toggleInvoiceSetting({ ...off, tax_rate: 0 }, 'include_tax_rate', true).tax_rate).toBe(16);
    expect(toggleInvoiceSetting({ ...off, tax_rate: 7.5 }, 'include_tax_rate', true).tax_rate).toBe(7.5);
  });

  it('turning tax off sets the rate to 0, and on again gives 16', () => {
    const off = toggleInvoiceSetting(filled, 'include_tax_rate', false);
    expect(off).toEqual({ ...filled, include_tax_rate: false, tax_rate: 0 });
    expect(toggleInvoiceSetting(off, 'include_tax_rate', true).tax_rate).toBe(DEFAULT_TAX_RATE);
  });

  it('turning the logo off keeps everything else (the caller drops a chosen file)', () => {
    expect(toggleInvoiceSetting(filled, 'include_logo', false)).toEqual({ ...filled, include_logo: false });
  });

  it('turning a section on changes only its switch', () => {
    const empty = { ...valid };
    for (const toggle of ['include_discount', 'include_late_fee', 'include_footer', 'include_installment'] as const) {
      expect(toggleInvoiceSetting(empty, toggle, true)).toEqual({ ...empty, [toggle]: true });
    }
  });

  it('never changes the settings it was given, and off then on leaves a clean section', () => {
    const toggles = [
      'include_discount',
      'include_late_fee',
      'include_footer',
      'include_installment',
      'include_tax_rate',
      'include_logo',
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...toggles), fc.boolean(), (toggle, on) => {
        const copy = structuredClone(filled);
        const next = toggleInvoiceSetting(copy, toggle, on);
        expect(copy).toEqual(filled);
        expect(next[toggle]).toBe(on);
        // Switching off what depends on a toggle never leaves a problem behind.
        if (!on) expect(invoiceSettingsProblems(next)).toEqual([]);
      }),
    );
  });
});
