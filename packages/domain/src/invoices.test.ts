import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToAmountText } from './invoice-totals.js';
import {
  chargeAmount,
  chargeInput,
  createInvoicePath,
  createSavedChargeRequest,
  INVOICE_ERRORS,
  invoiceSavedPath,
  invoicesQuery,
  isBilledCharge,
  MAX_CHARGE_DESCRIPTION,
  saveBillInvoiceRequest,
  TRUST_PAYMENT_CHARGE,
} from './invoices.js';

describe('chargeAmount', () => {
  it('reads text or a number with at most two decimals as cents', () => {
    expect(chargeAmount.parse('12.50')).toBe(1250);
    expect(chargeAmount.parse('12.5')).toBe(1250);
    expect(chargeAmount.parse(' 300 ')).toBe(30_000);
    expect(chargeAmount.parse('.75')).toBe(75);
    expect(chargeAmount.parse('0')).toBe(0);
    expect(chargeAmount.parse(12.5)).toBe(1250);
    expect(chargeAmount.parse(0.07)).toBe(7);
    expect(chargeAmount.parse(1500)).toBe(150_000);
  });

  it('refuses signs, letters, separators, three decimals and amounts past 10,000,000', () => {
    for (const bad of ['', '.', '12.', '12.345', '-5', '1,000', '12a', '1e3', 'NaN', '10000000.01']) {
      const result = chargeAmount.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter an amount with at most two decimals');
    }
    for (const bad of [-1, 12.345, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 10_000_000.01]) {
      expect(chargeAmount.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(chargeAmount.parse('10000000.00')).toBe(1_000_000_000);
  });

  it('reads back every amount written with two decimals, as text and as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(chargeAmount.parse(centsToAmountText(cents))).toBe(cents);
        expect(chargeAmount.parse(cents / 100)).toBe(cents);
      }),
    );
  });
});

describe('chargeInput', () => {
  const line = { description: 'Filing fee', amount: '410.00', date: '2026-03-01' };

  it('fills in a Service line, not taxable, rate 0, not from a time entry', () => {
    expect(chargeInput.parse(line)).toEqual({
      description: 'Filing fee',
      amount: 41_000,
      date: '2026-03-01',
      type: 'Service',
      is_time_entry: false,
      taxable: false,
      taxRate: 0,
    });
  });

  it('keeps an Expense line’s tax and its links, cutting an ISO time to its date', () => {
    const parsed = chargeInput.parse({
      ...line,
      id: 4,
      type: 'Expense',
      taxable: true,
      taxRate: 8.25,
      date: '2026-03-01T18:30:00.000Z',
      case_id: 7,
      client_id: 3,
      saved_charge_id: 9,
      matterName: 'I-485',
    });
    expect(parsed).toMatchObject({ id: 4, type: 'Expense', taxable: true, taxRate: 8.25, date: '2026-03-01' });
    expect(parsed).toMatchObject({ case_id: 7, client_id: 3, saved_charge_id: 9 });
  });

  it('refuses a missing description, a bad date, an unknown type and a tax rate outside 0–100', () => {
    const problem = (extra: Record<string, unknown>) => {
      const result = chargeInput.safeParse({ ...line, ...extra });
      return result.success ? null : (result.error.issues[0]?.path[0] ?? '_');
    };
    expect(problem({ description: '   ' })).toBe('description');
    expect(chargeInput.safeParse({ ...line, description: ' ' }).error?.issues[0]?.message).toBe('Enter a description');
    expect(problem({ description: 'x'.repeat(MAX_CHARGE_DESCRIPTION + 1) })).toBe('description');
    expect(problem({ date: '2026-13-01' })).toBe('date');
    expect(problem({ type: 'Discount' })).toBe('type');
    expect(problem({ taxRate: 100.01 })).toBe('taxRate');
    expect(problem({ taxRate: -1 })).toBe('taxRate');
    expect(problem({ taxRate: 1.005 })).toBe('taxRate');
    expect(problem({ amount: '1.234' })).toBe('amount');
    expect(problem({ taxRate: null })).toBeNull();
    expect(problem({ type: 'Trust Payment' })).toBeNull();
  });
});

describe('saveBillInvoiceRequest', () => {
  const body = {
    title: '  Retainer  ',
    type: 'BILL',
    due_date: '2026-04-01',
    date_issued: '2026-03-01T09:00:00Z',
    invoice_number: ' INV-00042 ',
    client_id: 5,
    law_firm_id: 2,
    charges: [
      { description: 'Consultation', amount: '250.00', date: '2026-03-01' },
      { description: 'Courier', amount: 35.5, date: '2026-03-02', type: 'Expense', taxable: true, taxRate: 16 },
    ],
    total: 291.18,
    language: 'English',
  };

  it('parses the invoice, its charges in cents and every settings field with its default', () => {
    const parsed = saveBillInvoiceRequest.parse(body);
    expect(parsed).toMatchObject({
      title: 'Retainer',
      type: 'BILL',
      due_date: '2026-04-01',
      date_issued: '2026-03-01',
      invoice_number: 'INV-00042',
      client_id: 5,
      total: 291.18,
      language: 'English',
      include_tax_rate: true,
      tax_rate: null,
      include_discount: false,
      discount_type: 'FIXED',
      installment_frequency: 'DAILY',
      color_scheme: 'Black',
    });
    expect(parsed.charges.map((c) => [c.amount, c.type, c.taxable, c.taxRate])).toEqual([
      [25_000, 'Service', false, 0],
      [3550, 'Expense', true, 16],
    ]);
  });

  it('takes an empty list of charges (the server answers charges_required) but not a trust invoice', () => {
    expect(saveBillInvoiceRequest.safeParse({ ...body, charges: [] }).success).toBe(true);
    expect(saveBillInvoiceRequest.safeParse({ ...body, type: 'TRUST' }).success).toBe(false);
    expect(INVOICE_ERRORS.chargesRequired).toBe('charges_required');
  });

  it('requires the dates and the language, and refuses a charge with a bad amount by its path', () => {
    const failedPaths = (extra: Record<string, unknown>) =>
      saveBillInvoiceRequest.safeParse({ ...body, ...extra }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(failedPaths({ due_date: undefined })).toEqual(['due_date']);
    expect(failedPaths({ date_issued: 'soon' })).toEqual(['date_issued']);
    expect(failedPaths({ language: undefined })).toEqual(['language']);
    expect(failedPaths({ invoice_number: '   ' })).toEqual(['invoice_number']);
    expect(failedPaths({ invoice_number: 'N'.repeat(41) })).toEqual(['invoice_number']);
    expect(failedPaths({ charges: [{ description: 'x', amount: '1.001', date: '2026-03-01' }] })).toEqual([
      'charges.0.amount',
    ]);
    expect(failedPaths({ charges: Array.from({ length: 501 }, () => body.charges[0]) })).toEqual(['charges']);
  });

  it('leaves the number out when none is sent, so the server draws one', () => {
    const { invoice_number: _, ...withoutNumber } = body;
    expect(saveBillInvoiceRequest.parse(withoutNumber).invoice_number).toBeUndefined();
  });
});

describe('createSavedChargeRequest', () => {
  const charge = { description: 'USCIS filing fee', amount: 1440, date: '2026-03-01', law_firm_id: 2 };

  it('takes an amount above 0 with at most two decimals, as a Service by default', () => {
    expect(createSavedChargeRequest.parse(charge)).toMatchObject({ amount: 1440, type: 'Service' });
    expect(createSavedChargeRequest.parse({ ...charge, amount: 12.34, type: 'Expense' }).type).toBe('Expense');
    for (const amount of [0, -5, 12.345, 10_000_000.01]) {
      expect(createSavedChargeRequest.safeParse({ ...charge, amount }).success, String(amount)).toBe(false);
    }
  });

  it('requires a description and a date, and refuses Trust Payment lines', () => {
    expect(createSavedChargeRequest.safeParse({ ...charge, description: '' }).success).toBe(false);
    expect(createSavedChargeRequest.safeParse({ ...charge, date: undefined }).success).toBe(false);
    expect(createSavedChargeRequest.safeParse({ ...charge, type: 'Trust Payment' }).success).toBe(false);
  });
});

describe('invoicesQuery', () => {
  it('defaults to the first page of 12 and coerces query strings', () => {
    expect(invoicesQuery.parse({})).toMatchObject({ page: 1, page_size: 12 });
    expect(invoicesQuery.parse({ page: '3', page_size: '50', status: 'overdue' })).toMatchObject({
      page: 3,
      page_size: 50,
      status: 'overdue',
    });
    expect(invoicesQuery.safeParse({ page_size: '101' }).success).toBe(false);
    expect(invoicesQuery.safeParse({ status: 'draft' }).success).toBe(false);
  });
});

describe('addresses', () => {
  it('goes back to the case’s invoices after a save from a case, else to the client’s', () => {
    expect(invoiceSavedPath({ clientId: 4, caseId: 9, fromCase: true })).toBe('/client/4/cases/9/case-invoice');
    expect(invoiceSavedPath({ clientId: 4, caseId: 9, fromCase: false })).toBe('/client/4/profile/invoices');
    expect(invoiceSavedPath({ clientId: 4, caseId: null, fromCase: true })).toBe('/client/4/profile/invoices');
  });

  it('opens the create-invoice screen of a client or of a case', () => {
    expect(createInvoicePath({ clientId: 4 })).toBe('/client/4/invoices/create-invoice?type=bill&from=client');
    expect(createInvoicePath({ clientId: 4, caseId: 9 })).toBe(
      '/client/4/invoices/create-invoice?type=bill&from=case&caseId=9',
    );
  });
});

describe('chargeAmount', () => {
  it.each([
    ['7', 700],
    ['7.5', 750],
    ['.05', 5],
    [12.34, 1234],
    ['0', 0],
    ['10000000', 1_000_000_000],
  ])('reads %j as %d cents', (amount, cents) => {
    expect(chargeAmount.parse(amount)).toBe(cents);
  });

  it.each(['10000000.01', 'x7', '7x', '7.x', 'x.5', '1.234'])('refuses %j, naming the two decimals', (amount) => {
    expect(chargeAmount.safeParse(amount).error?.issues[0]?.message).toBe('Enter an amount with at most two decimals');
  });
});

describe('isBilledCharge', () => {
  it('bills every charge but a trust payment', () => {
    expect(isBilledCharge({ type: TRUST_PAYMENT_CHARGE })).toBe(false);
    expect(isBilledCharge({ type: 'Service' })).toBe(true);
  });
});
