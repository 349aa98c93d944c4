/** Values longer than a field's maximum length (USCIS phone, ZIP and A-number boxes): fitted by their digits, or refused. */
import { ANSWER_TOO_LONG_CODE, answerMaxLengthMessage } from '@counsel/domain';
import { assertValidPdf } from '@counsel/invoice-document/pdf-validity';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { fillPdfForm, openPdf, readFormFields } from './pdf-form.js';

async function formWithBoxes(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  for (const [name, max, y] of [
    ['phone', 10, 700],
    ['a_number', 9, 650],
    ['zip', 5, 600],
    ['street', 12, 550],
    ['category', 4, 500],
  ] as const) {
    const field = form.createTextField(name);
    field.setMaxLength(max);
    field.addToPage(page, { x: 72, y, width: 300, height: 20 });
  }
  form.getTextField('zip').enableCombing();
  return pdf.save();
}

describe('filling fields with a maximum length', () => {
  it('writes a number’s digits when only its separators, its "A" or its country code overflow', async () => {
    const values = { phone: '+1 713-555-0190', a_number: 'A-123-456-789', zip: '77036', street: '5810 Hillcro' };
    const filled = await PDFDocument.load(await fillPdfForm(await formWithBoxes(), values, { flatten: false }));
    const text = (name: string) => filled.getForm().getTextField(name).getText();
    expect(text('phone')).toBe('7135550190');
    expect(text('a_number')).toBe('123456789');
    expect(text('zip')).toBe('77036');
    await assertValidPdf(await fillPdfForm(await formWithBoxes(), values, { flatten: true }));
  });

  it('refuses answers that would lose characters, naming each field and its box count', async () => {
    const values = { zip: '77036-1234', category: '(c)(9)', street: '5810 Hillcroft Avenue', phone: '7135550190' };
    const refusal = await fillPdfForm(await formWithBoxes(), values).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 422,
      code: ANSWER_TOO_LONG_CODE,
      extra: {
        fields: {
          zip: answerMaxLengthMessage(5),
          category: answerMaxLengthMessage(4),
          street: answerMaxLengthMessage(12),
        },
      },
    });
  });

  it('reads each text field’s maximum length and whether it is combed', async () => {
    const fields = readFormFields(await openPdf(await formWithBoxes()));
    expect(fields.find((f) => f.name === 'zip')).toMatchObject({ maxLength: 5, comb: true });
    expect(fields.find((f) => f.name === 'street')).toMatchObject({ maxLength: 12, comb: false });
  });
});
