import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToAmountText, invoiceStatus, parseAmountToCents, sanitizeAmountInput } from './invoice-totals.js';

describe('parseAmountToCents', () => {
  it('reads digits with at most one dot and two decimals', () => {
    expect(parseAmountToCents('12.50')).toBe(1250);
    expect(parseAmountToCents('12.5')).toBe(1250);
    expect(parseAmountToCents('12.')).toBe(1200);
    expect(parseAmountToCents('.5')).toBe(50);
    expect(parseAmountToCents('0.07')).toBe(7);
    expect(parseAmountToCents(' 1500 ')).toBe(150_000);
    expect(parseAmountToCents('007')).toBe(700);
  });

  it('refuses anything else', () => {
    for (const text of ['', ' ', '.', '12.345', '1.2.3', '12a', '-5', '1,000', '1e3', '+1', '12 .5']) {
      expect(parseAmountToCents(text), text).toBeNull();
    }
    expect(parseAmountToCents('9'.repeat(20))).toBeNull();
  });

  it('reads back every amount centsToAmountText writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (value) => {
        expect(parseAmountToCents(centsToAmountText(value))).toBe(value);
      }),
    );
  });
});

describe('centsToAmountText', () => {
  it('writes cents with two decimals', () => {
    expect(centsToAmountText(1250)).toBe('12.50');
    expect(centsToAmountText(7)).toBe('0.07');
    expect(centsToAmountText(0)).toBe('0.00');
    expect(centsToAmountText(100_000)).toBe('1000.00');
    expect(centsToAmountText(-5)).toBe('-0.05');
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and the first dot, with at most two decimals', () => {
    expect(sanitizeAmountInput('12a.3.45')).toBe('12.34');
    expect(sanitizeAmountInput('$1,250.999')).toBe('1250.99');
    expect(sanitizeAmountInput('abc')).toBe('');
    expect(sanitizeAmountInput('12.')).toBe('12.');
    expect(sanitizeAmountInput('.5')).toBe('.5');
    expect(sanitizeAmountInput('-3')).toBe('3');
    expect(sanitizeAmountInput('٣')).toBe('');
  });

  it('always leaves digits and at most one dot with two decimals, and changes nothing more', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789..ab-$, ') }), (typed) => {
        const kept = sanitizeAmountInput(typed);
        expect(kept).toMatch(/^\d*(\.\d{0,2})?$/);
        // Applying it again keeps the result as it is (each keystroke re-applies it).
        expect(sanitizeAmountInput(kept)).toBe(kept);
        // The digits before the dot are all the digits typed before the first dot.
        const firstDot = typed.indexOf('.');
        const before = (firstDot === -1 ? typed : typed.slice(0, firstDot)).replace(/\D/g, '');
        expect(kept.split('.')[0]).toBe(before);
        if (kept !== '' && kept !== '.') expect(parseAmountToCents(kept)).not.toBeNull();
      }),
    );
  });
});

describe('invoiceStatus', () => {
  const today = '2026-03-10';
  it('is paid when nothing is outstanding on a total above 0', () => {
    expect(invoiceStatus({ totalCents: 5000, paidCents: 5000, dueDate: '2026-01-01', today })).toBe('paid');
    expect(invoiceStatus({ totalCents: 5000, paidCents: 6000, dueDate: '2026-12-01', today })).toBe('paid');
  });

  it('is overdue when something is outstanding after the due date, paid in part or not', () => {
    expect(invoiceStatus({ totalCents: 5000, paidCents: 0, dueDate: '2026-03-09', today })).toBe('overdue');
    expect(invoiceStatus({ totalCents: 5000, paidCents: 100, dueDate: '2026-03-09', today })).toBe('overdue');
  });

  it('is partial when part is paid and the due date has not passed (due today is not overdue)', () => {
    expect(invoiceStatus({ totalCents: 5000, paidCents: 100, dueDate: '2026-03-10', today })).toBe('partial');
    expect(invoiceStatus({ totalCents: 5000, paidCents: 4999, dueDate: '2026-04-01', today })).toBe('partial');
  });

  it('is unpaid otherwise, including an invoice of 0', () => {
    expect(invoiceStatus({ totalCents: 5000, paidCents: 0, dueDate: '2026-03-10', today })).toBe('unpaid');
    expect(invoiceStatus({ totalCents: 0, paidCents: 0, dueDate: '2026-01-01', today })).toBe('unpaid');
  });
});
