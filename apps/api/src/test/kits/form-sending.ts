/** Shared set-up of the sending suites: the documents world, a firm form with a signature field, and helpers. */
import type { CollaborationField, FormSection } from '@counsel/domain';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import type { TestApp } from '../app.js';
import { formsApi } from './firm-forms.js';

/** A one-page form: name, city, a signature field (pdf-lib makes none: a text field retyped as /Sig) and a signature text field. */
export async function signablePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText('Client questionnaire', {
    x: 72,
    y: 720,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  const form = pdf.getForm();
  form.createTextField('full_name').addToPage(page, { x: 72, y: 660, width: 240, height: 24 });
  form.createTextField('city').addToPage(page, { x: 72, y: 620, width: 240, height: 24 });
  form.createTextField('staff_note').addToPage(page, { x: 72, y: 580, width: 240, height: 24 });
  // USCIS forms sign in text fields their schema types as signatures.
  form.createTextField('witness_signature').addToPage(page, { x: 72, y: 100, width: 200, height: 50 });
  const signature = form.createTextField('client_signature');
  signature.addToPage(page, { x: 300, y: 100, width: 200, height: 50 });
  signature.acroField.dict.set(PDFName.of('FT'), PDFName.of('Sig'));
  return Buffer.from(await pdf.save());
}

export const field = (name: string, extra: Partial<CollaborationField> = {}): CollaborationField => ({
  name,
  label: name,
  type: 'text',
  default_value: null,
  required: false,
  hidden: false,
  client_related: false,
  options: [],
  metadata: { field_purpose: null },
  ...extra,
});

/** The reviewed sections: one required field, one optional with the staff's default, one hidden, the signature. */
export const SECTIONS: FormSection[] = [
  {
    section: 'About you',
    section_description: 'Your details',
    fields: [
      field('full_name', { required: true }),
      field('city', { default_value: 'Amman' }),
      field('staff_note', { hidden: true, default_value: 'Checked by staff' }),
    ],
  },
  {
    section: 'Signature',
    section_description: '',
    fields: [
      field('client_signature', { label: 'Client’s signature', type: 'signature', required: true }),
      field('witness_signature', { label: 'Witness’s signature', type: 'signature', default_value: 'not a signature' }),
    ],
  },
];

/** A drawn signature: a real 1×1 PNG. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export async function uploadSignableForm(t: TestApp, token: string, lawFirmId: number): Promise<number> {
  const res = await formsApi(t, token, lawFirmId).upload(
    { title: 'Questionnaire' },
    { bytes: await signablePdf(), filename: 'questionnaire.pdf', type: 'application/pdf' },
  );
  if (res.status !== 201 && res.status !== 200) throw new Error(`form upload failed: ${res.status}`);
  return res.body.form.id as number;
}

/** The token of the newest link mailed to `to` (the outbox keeps the mail as the client got it). */
export async function linkTokenFor(t: TestApp, lawFirmId: number, to: string): Promise<string> {
  const mails = (await t.services.mailer.listOutbox(lawFirmId, 1, 100)).items;
  const mail = mails.find((m) => m.to.includes(to) && /\/client-form\//.test(m.text));
  const token = mail?.text.match(/\/client-form\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}
