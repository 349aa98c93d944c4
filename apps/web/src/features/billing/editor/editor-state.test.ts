import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettingsFields } from '@counsel/domain';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../../lib/local-day';
import { type EditorCharge, manualCharge, newChargeKey, withTaxable, withType } from './charge-rules';
import { type EditorState, editorReducer, editorTotals, newInvoiceState } from './editor-state';
import { saveProblem, saveRequest } from './save-request';

const expense = (overrides: Partial<EditorCharge> = {}): EditorCharge => ({
  ...manualCharge({ description: 'Filing fee', amount: '100', date: '2026-03-02', type: 'Expense', caseId: null }),
  key: newChargeKey(),
  ...overrides,
});

const noTax: InvoiceSettingsFields = { ...DEFAULT_INVOICE_SETTINGS, include_tax_rate: false, tax_rate: 0 };

function stateWith(charges: EditorCharge[], settings: InvoiceSettingsFields = noTax): EditorState {
  return {
    ...newInvoiceState({ settings, title: 'Invoice', now: new Date(2026, 2, 2) }),
    invoiceNumber: 'INV-00042',
    charges,
  };
}

describe('charge rules (billing.md §4)', () => {
  it('switching a charge to Service makes it untaxed with rate 0', () => {
    const taxed = expense({ taxable: true, taxRate: 8.25 });
    expect(withType(taxed, 'Service')).toMatchObject({ type: 'Service', taxable: false, taxRate: 0 });
    expect(withType(taxed, 'Expense')).toMatchObject({ type: 'Expense', taxable: true, taxRate: 8.25 });
  });

  it('taxable on takes the charge’s own rate, else the settings rate, else 0; off sets 0', () => {
    expect(withTaxable(expense({ taxRate: 5 }), true, 16).taxRate).toBe(5);
    expect(withTaxable(expense({ taxRate: 0 }), true, 16).taxRate).toBe(16);
    expect(withTaxable(expense({ taxRate: '' }), true, null).taxRate).toBe(0);
    expect(withTaxable(expense({ taxable: true, taxRate: 5 }), false, 16)).toMatchObject({
      taxable: false,
      taxRate: 0,
    });
  });

  it('a tax rate left empty becomes 0', () => {
    const charge = expense({ taxable: true, taxRate: 7 });
    let state = stateWith([charge]);
    state = editorReducer(state, { type: 'setTaxRate', key: charge.key, taxRate: '' });
    expect(state.charges[0]?.taxRate).toBe('');
    state = editorReducer(state, { type: 'leaveTaxRate', key: charge.key });
    expect(state.charges[0]?.taxRate).toBe(0);
  });
});

describe('editor reducer', () => {
  it('dates default to today and 30 days later', () => {
    const state = newInvoiceState({ settings: noTax, title: 'Invoice', now: new Date(2026, 0, 15) });
    expect(state).toMatchObject({ dateIssued: '2026-01-15', dueDate: '2026-02-14' });
    expect(localDay(new Date(2026, 11, 31), 1)).toBe('2027-01-01');
  });

  it('keeps a typed number when the generated one arrives late', () => {
    let state = stateWith([]);
    state = { ...state, invoiceNumber: '' };
    state = editorReducer(state, { type: 'setField', field: 'invoiceNumber', value: 'MY-1' });
    expect(editorReducer(state, { type: 'numberGenerated', value: 'INV-7' }).invoiceNumber).toBe('MY-1');
    expect(
      editorReducer({ ...state, invoiceNumber: '' }, { type: 'numberGenerated', value: 'INV-7' }).invoiceNumber,
    ).toBe('INV-7');
  });

  it('adds the matter a new line needs, and removing a matter removes its charges', () => {
    let state = stateWith([]);
    state = editorReducer(state, {
      type: 'addCharges',
      charges: [
        expense({ case_id: 21 }),
        manualCharge({ description: 'Call', amount: '50', date: '2026-03-02', type: 'Service', caseId: null }),
      ],
      matterTitles: { 21: 'I-130 petition' },
    });
    expect(state.matters).toEqual([{ id: 21, title: 'I-130 petition' }]);
    expect(state.charges).toHaveLength(2);
    state = editorReducer(state, { type: 'removeMatter', caseId: 21 });
    expect(state.matters).toEqual([]);
    expect(state.charges.map((charge) => charge.description)).toEqual(['Call']);
  });
});

describe('totals and the save body', () => {
  it('adds item tax and general tax, subtracts the discount, and sends amounts as text', () => {
    const settings: InvoiceSettingsFields = {
      ...DEFAULT_INVOICE_SETTINGS,
      include_tax_rate: true,
      tax_rate: 10,
      include_discount: true,
      discount_type: 'PERCENTAGE',
      discount_amount: 10,
      discount_description: 'Loyalty',
    };
    const state = stateWith(
      [
        expense({ amount: '100', taxable: true, taxRate: 5, case_id: 21 }),
        expense({ amount: '50.5', type: 'Service', description: 'Call' }),
      ],
      settings,
    );
    const { totals } = editorTotals(state);
    // 150.50 + 5.00 item tax + 15.05 general tax − 15.05 discount.
    expect(totals).toMatchObject({ subtotalCents: 15050, itemTaxCents: 500, generalTaxCents: 1505, totalCents: 15550 });
    const body = saveRequest(state, {
      clientId: 5,
      lawFirmId: 3,
      userId: 7,
      caseId: null,
      matterName: () => 'I-130 petition',
    });
    expect(body).toMatchObject({
      type: 'BILL',
      invoice_number: 'INV-00042',
      client_id: 5,
      law_firm_id: 3,
      include_discount: true,
      discount_amount: 10,
      total: 155.5,
    });
    expect(body).not.toHaveProperty('case_id');
    expect(body.charges[0]).toMatchObject({ amount: '100.00', case_id: 21, matterName: 'I-130 petition', taxRate: 5 });
    expect(body.charges[1]).toMatchObject({ amount: '50.50', matterName: null, taxable: false });
  });

  it('refuses to save without charges, with the due date first, or with a discount above the subtotal', () => {
    expect(saveProblem(stateWith([]))).toBe('chargesRequired');
    expect(saveProblem({ ...stateWith([expense()]), dueDate: '2026-01-01' })).toBe('dueBeforeIssued');
    expect(saveProblem(stateWith([expense({ amount: '' })]))).toBe('chargesIncomplete');
    const bigDiscount = { ...noTax, include_discount: true, discount_amount: 500, discount_description: 'Too much' };
    expect(saveProblem(stateWith([expense()], bigDiscount))).toBe('discountExceedsSubtotal');
    expect(saveProblem(stateWith([expense()]))).toBeNull();
  });
});
