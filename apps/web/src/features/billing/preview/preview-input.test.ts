/** The screens' live state as the document's input: unsaved lines, matters, totals, balance and status. */
import { DEFAULT_INVOICE_SETTINGS } from '@counsel/domain';
import { buildInvoiceDocument } from '@counsel/invoice-document';
import { describe, expect, it } from 'vitest';
import { invoiceWith } from '../../../test/invoice-preview-test-data';
import { manualCharge, newChargeKey } from '../editor/charge-rules';
import { type EditorState, newInvoiceState } from '../editor/editor-state';
import { newTrustState } from '../trust/trust-state';
import { addressLine, billPreviewInput, type LivePreviewContext, trustPreviewInput } from './preview-input';

const CONTEXT: LivePreviewContext = {
  firm: { name: 'Haddad & Partners', email: null, phone: null, address: null },
  client: { name: 'Maria Gonzalez', email: 'maria@example.com', phone: null, address: null },
  invoice: null,
  today: '2026-03-10',
};
const settings = { ...DEFAULT_INVOICE_SETTINGS, include_tax_rate: false, tax_rate: 0 };

function billState(patch: Partial<EditorState> = {}): EditorState {
  const state = newInvoiceState({ settings, title: 'Invoice', now: new Date(2026, 2, 2) });
  const line = (description: string, amount: string, caseId: number | null, type: 'Service' | 'Expense') => ({
    ...manualCharge({ description, amount, date: '2026-03-02', type, caseId }),
    key: newChargeKey(),
  });
  return {
    ...state,
    invoiceNumber: 'INV-00042',
    matters: [{ id: 21, title: null }],
    charges: [line('Consultation', '200', 21, 'Service'), line('Courier', '45.5', null, 'Expense')],
    ...patch,
  };
}

describe('preview input', () => {
  it('writes an address the way the server does, place names included', () => {
    expect(
      addressLine({
        street: '12 Main St',
        city: { id: '1', name: 'Houston' },
        state: { id: 'TX', name: 'TX' },
        postal_code: '77002',
        country: { id: 'US', name: 'United States' },
      }),
    ).toBe('12 Main St, Houston, TX 77002, United States');
    expect(addressLine({ street: ' ', city: null, state: null, postal_code: null, country: null })).toBeNull();
  });

  it('shows the bill screen’s unsaved lines under their matters, with the live totals', () => {
    const input = billPreviewInput(billState(), { ...CONTEXT, matterTitle: (id) => `Matter ${id}` });
    expect(input).not.toBeNull();
    const document = buildInvoiceDocument({ ...input!, bankDetails: null, logoSrc: null });
    expect(document.sections.map((section) => section.matter?.title ?? null)).toEqual(['Matter 21', null]);
    expect(document.summary).toMatchObject({ totalCents: 24_550, outstandingCents: 24_550, status: 'unpaid' });
  });

  it('counts the saved invoice’s payments against the total on screen, overdue after the due date', () => {
    const saved = invoiceWith({}, { payment_details: { outstanding_amount: 150, total_paid: 50, status: 'partial' } });
    const input = billPreviewInput(billState({ dueDate: '2026-03-09' }), {
      ...CONTEXT,
      invoice: saved,
      matterTitle: String,
    });
    expect(input).toMatchObject({ paidCents: 5_000, outstandingCents: 19_550, status: 'overdue' });
  });

  it('has nothing to show while the discount is larger than the subtotal', () => {
    const state = billState({
      settings: { ...settings, include_discount: true, discount_type: 'FIXED', discount_amount: 1_000 },
    });
    expect(billPreviewInput(state, { ...CONTEXT, matterTitle: String })).toBeNull();
  });

  it('shows the trust screen’s amount for its matter', () => {
    const state = { ...newTrustState({ settings, clientId: 5, caseId: 21, now: new Date(2026, 2, 2) }), amount: '500' };
    const input = trustPreviewInput(state, { ...CONTEXT, matterTitle: 'I-130 petition' });
    const document = buildInvoiceDocument({ ...input!, bankDetails: null, logoSrc: null });
    expect(document.trustDeposit).toEqual({ amountCents: 50_000, matterTitle: 'I-130 petition' });
    expect(document.summary.totalCents).toBe(50_000);
  });
});
