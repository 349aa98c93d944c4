/** Values longer than a field's maximum length (USCIS phone, ZIP and A-number boxes) are fitted, not refused. */
import { assertValidPdf } from '@counsel/invoice-document/pdf-validity';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fillPdfForm } from './pdf-form.js';

async function formWithBoxes(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  for (const [name, max, y] of [
    ['phone', 10, 700],
    ['a_number', 9, 650],
    ['zip', 5, 600],
    ['street', 12, 550],
  ] as const) {
    const field = form.createTextField(name);
    field.setMaxLength(max);
    field.addToPage(page, { x: 72, y, width: 300, height: 20 });
  }
  return pdf.save();
}

describe('filling fields with a maximum length', () => {
  it('keeps a number’s digits and cuts other text at the maximum, flattened or not', async () => {
    const values = {
      phone: '+1 713-555-0190',
      a_number: 'A-123-456-789',
      zip: '77036-1234',
      street: '5810 Hillcroft Avenue',
    };
    const filled = await PDFDocument.load(await fillPdfForm(await formWithBoxes(), values));
    const text = (name: string) => filled.getForm().getTextField(name).getText();
    expect(text('phone')).toBe('7135550190');
    expect(text('a_number')).toBe('123456789');
    expect(text('zip')).toBe('77036');
    expect(text('street')).toBe('5810 Hillcro');
    await assertValidPdf(await fillPdfForm(await formWithBoxes(), values, { flatten: true }));
  });
});
