/**
 * The demo firm's own legal forms (/forms/law-firm-forms): folders in English and Arabic, and PDFs made
 * with pdf-lib that carry real AcroForm fields (text, checkbox, dropdown), so filling them works.
 * The bytes go through the file storage like any upload.
 */
import { FIRM_FORM_MAX_BYTES, type FieldCorrections } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, type PDFField, type PDFFont, PDFHexString, PDFName, type PDFPage, StandardFonts } from 'pdf-lib';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { folders as formFolders, insertForm, setFieldCorrections } from '../modules/firm-forms/repository.js';
import type { FileStorage } from '../platform/storage/index.js';
import { plantFolders } from './folders.js';

/** `labelAr`: the firm's Arabic label, kept with the form as if set in the Fields dialog. */
type Field = { name: string; label: string; labelAr?: string } & (
  | { kind: 'text' }
  | { kind: 'checkbox' }
  | { kind: 'dropdown'; options: string[] }
);

interface DemoForm {
  title: string;
  fileName: string;
  fields: Field[];
}

interface DemoFormFolder {
  name: string;
  forms?: DemoForm[];
  children?: DemoFormFolder[];
}

const INTAKE: DemoForm = {
  title: 'Client intake questionnaire',
  fileName: 'client-intake-questionnaire.pdf',
  fields: [
    {
      kind: 'text',
      name: 'client.family_name',
      label: 'Family name (last name)',
      labelAr: 'اسم العائلة (الاسم الأخير)',
    },
    { kind: 'text', name: 'client.given_name', label: 'Given name (first name)', labelAr: 'الاسم الأول' },
    {
      kind: 'text',
      name: 'client.date_of_birth',
      label: 'Date of birth (mm/dd/yyyy)',
      labelAr: 'تاريخ الميلاد (mm/dd/yyyy)',
    },
    { kind: 'text', name: 'client.country_of_birth', label: 'Country of birth', labelAr: 'بلد الميلاد' },
    { kind: 'text', name: 'client.email', label: 'Email address', labelAr: 'البريد الإلكتروني' },
    { kind: 'text', name: 'client.phone', label: 'Daytime telephone number', labelAr: 'رقم الهاتف خلال النهار' },
    {
      kind: 'text',
      name: 'client.a_number',
      label: 'Alien registration number (A-number), if any',
      labelAr: 'رقم تسجيل الأجنبي (A-Number)، إن وُجد',
    },
    {
      kind: 'checkbox',
      name: 'history.prior_filings',
      label: 'I have filed with USCIS before',
      labelAr: 'سبق أن قدّمت طلبًا إلى USCIS',
    },
    {
      kind: 'dropdown',
      name: 'client.preferred_language',
      label: 'Preferred language',
      labelAr: 'اللغة المفضّلة',
      options: ['English', 'Arabic', 'Spanish', 'French'],
    },
  ],
};

const CHECKLIST: DemoForm = {
  title: 'Family petition document checklist',
  fileName: 'family-petition-checklist.pdf',
  fields: [
    { kind: 'text', name: 'petitioner.name', label: 'Petitioner full name' },
    { kind: 'text', name: 'beneficiary.name', label: 'Beneficiary full name' },
    { kind: 'checkbox', name: 'docs.birth_certificate', label: 'Birth certificate with certified translation' },
    { kind: 'checkbox', name: 'docs.marriage_certificate', label: 'Marriage certificate' },
    { kind: 'checkbox', name: 'docs.passport_photos', label: 'Two passport-style photos' },
    {
      kind: 'dropdown',
      name: 'petition.relationship',
      label: 'Relationship to petitioner',
      options: ['Spouse', 'Parent', 'Child', 'Sibling'],
    },
  ],
};

const CONSENT: DemoForm = {
  title: 'Consent to communicate by email',
  fileName: 'email-consent.pdf',
  fields: [
    { kind: 'text', name: 'client.full_name', label: 'Client full name' },
    { kind: 'text', name: 'client.email', label: 'Email address' },
    { kind: 'checkbox', name: 'consent.email', label: 'I agree to receive case updates by email' },
  ],
};

export const DEMO_FORM_FOLDERS: DemoFormFolder[] = [
  { name: 'Intake', forms: [INTAKE] },
  { name: 'نماذج العملاء', children: [{ name: 'الالتماسات العائلية', forms: [CHECKLIST] }] },
];
/** Forms at the library's root. */
export const DEMO_ROOT_FORMS: DemoForm[] = [CONSENT];

/**
 * The field's tooltip, as government forms write theirs ("Part 1. Title. Label"): extraction labels the
 * field from it and groups it under the form's title, instead of showing the field's internal name.
 */
function tooltipOf(formTitle: string, label: string): PDFHexString {
  return PDFHexString.fromText(`Part 1. ${formTitle}. ${label}`);
}

function drawField(pdf: PDFDocument, page: PDFPage, font: PDFFont, field: Field, y: number, formTitle: string) {
  const form = pdf.getForm();
  page.drawText(field.label, { x: 72, y: y + 22, size: 10, font });
  const labelled = (created: PDFField) =>
    created.acroField.dict.set(PDFName.of('TU'), tooltipOf(formTitle, field.label));
  if (field.kind === 'text') {
    const input = form.createTextField(field.name);
    input.addToPage(page, { x: 72, y, width: 300, height: 18, font });
    labelled(input);
  } else if (field.kind === 'checkbox') {
    const box = form.createCheckBox(field.name);
    box.addToPage(page, { x: 72, y: y + 2, width: 14, height: 14 });
    labelled(box);
  } else {
    const dropdown = form.createDropdown(field.name);
    dropdown.addOptions(field.options);
    dropdown.addToPage(page, { x: 72, y, width: 200, height: 18, font });
    labelled(dropdown);
  }
}

/** A one-page form with a heading and one labelled AcroForm field per line. */
export async function demoFormPdf(form: DemoForm): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(form.title);
  pdf.setProducer('Counsel');
  // A fixed date keeps the demo files identical from one seed to the next.
  const fixed = new Date('2026-01-05T09:00:00Z');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  page.drawText(form.title, { x: 72, y: 720, size: 16, font: bold });
  page.drawText('Hamdan & Clarke Immigration Law', { x: 72, y: 700, size: 10, font });
  let y = 650;
  for (const field of form.fields) {
    drawField(pdf, page, font, field, y, form.title);
    y -= 54;
  }
  return pdf.save();
}

export async function seedFirmForms(tx: DbOrTx, lawFirmId: number, storage: FileStorage): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.isAdmin, true)))
    .limit(1);
  const userId = admin!.id;
  const store = async (form: DemoForm, directoryId: number | null) => {
    const stored = await storage.save({
      lawFirmId,
      bytes: Buffer.from(await demoFormPdf(form)),
      originalName: form.fileName,
      maxBytes: FIRM_FORM_MAX_BYTES,
      accept: ['application/pdf'],
    });
    const inserted = await insertForm(
      tx,
      { lawFirmId, directoryId, title: form.title, userId },
      { storageKey: stored.key, fileName: stored.originalName, mimeType: stored.contentType, sizeBytes: stored.size },
    );
    const corrections: FieldCorrections = Object.fromEntries(
      form.fields.flatMap((field) => (field.labelAr ? [[field.name, { label_ar: field.labelAr }]] : [])),
    );
    if (Object.keys(corrections).length > 0) await setFieldCorrections(tx, inserted.id, corrections);
  };
  await plantFolders(tx, formFolders, { lawFirmId, userId }, DEMO_FORM_FOLDERS, async (folder, id) => {
    for (const form of folder.forms ?? []) await store(form, id);
  });
  for (const form of DEMO_ROOT_FORMS) await store(form, null);
}
