import { describe, expect, it } from 'vitest';
import { editorReducer, newInvoiceState } from './editor-state';
import { invoiceNumberToSend } from './suggested-number';

describe('the invoice number a save sends', () => {
  it('sends none while the field shows the suggestion, so the server draws the next free number', () => {
    expect(invoiceNumberToSend('INV-00007', 'INV-00007')).toBeNull();
    expect(invoiceNumberToSend(' INV-00007 ', 'INV-00007')).toBeNull();
    expect(invoiceNumberToSend('', 'INV-00007')).toBeNull();
  });

  it('sends a number typed by hand, and the number of a saved invoice', () => {
    expect(invoiceNumberToSend('2026-CL-14', 'INV-00007')).toBe('2026-CL-14');
    expect(invoiceNumberToSend('INV-00003', null)).toBe('INV-00003');
  });

  it('remembers the suggestion only when it fills an empty field', () => {
    const blank = newInvoiceState({ settings: {} as never, title: 'Invoice', now: new Date('2026-11-26T12:00:00Z') });
    const suggested = editorReducer(blank, { type: 'numberGenerated', value: 'INV-00007' });
    expect(suggested).toMatchObject({ invoiceNumber: 'INV-00007', suggestedNumber: 'INV-00007' });
    const typed = editorReducer({ ...blank, invoiceNumber: 'X-1' }, { type: 'numberGenerated', value: 'INV-00007' });
    expect(typed).toMatchObject({ invoiceNumber: 'X-1', suggestedNumber: null });
  });
});
