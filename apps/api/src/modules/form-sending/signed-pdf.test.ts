/**
 * The client's signed PDF of a real USCIS form: the drawn signature goes in the client's own box (never
 * the attorney's, an interpreter's or the one signed before an officer), and Arabic answers read back
 * from the flattened page.
 */
import { clientSignatureFields, type FormSection } from '@counsel/domain';
import { assertValidPdf } from '@counsel/invoice-document/pdf-validity';
import { PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptPdf } from '../../platform/pdf/pdf-decrypt.js';
import { FORMS_ASSETS_DIR, uscisPdf } from '../../test/kits/forms.js';
import { genericFormSchema } from '../forms/service.js';
import { signedFormPdf } from './signed-pdf.js';
import { signatureNames } from './views.js';

const formsDeps = { assetsDir: FORMS_ASSETS_DIR, db: null as never, storage: null as never };
const sectionsOf = async (name: string): Promise<FormSection[]> =>
  (await genericFormSchema(formsDeps, name)).form.schema.form_fields;

/** A 2 × 2 black PNG: what matters is that it is drawn, not what it shows. */
const SIGNATURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNgYGBgYAAAAAUAAXpeqz8AAAAASUVORK5CYII=',
  'base64',
);

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts;
  } finally {
    await document.destroy();
  }
}

describe('the client’s signature boxes', () => {
  it('are the applicant’s or petitioner’s on the USCIS forms, not the attorney’s, interpreter’s or officer’s', async () => {
    expect(clientSignatureFields(await sectionsOf('G-28'))).toEqual([
      'form1[0].#subform[2].P5_Line6a_SignatureofApplicant[0]',
    ]);
    expect(clientSignatureFields(await sectionsOf('I-130'))).toEqual([
      'form1[0].#subform[8].P5_Line6a_SignatureofApplicant[0]',
    ]);
    // I-485's second applicant box is signed at the interview, before an officer.
    expect(clientSignatureFields(await sectionsOf('I-485'))).toEqual(['form1[0].#subform[16].Pt5Line6a_Signature[0]']);
  });

  it('is the form’s one signature box that is nobody else’s, and none when every box is someone else’s', () => {
    const field = (name: string, label: string) => ({
      name,
      label,
      type: 'signature' as const,
      default_value: null,
      required: false,
      hidden: false,
      client_related: false,
      options: [],
      metadata: { field_purpose: null },
    });
    const section = (fields: FormSection['fields']) => [{ section: 'Intake', section_description: '', fields }];
    expect(clientSignatureFields(section([field('sig', 'Signature')]))).toEqual(['sig']);
    expect(clientSignatureFields(section([field('sig', 'Signature of Attorney')]))).toEqual([]);
    expect(clientSignatureFields(section([field('a', 'Signature'), field('b', 'Signature of Attorney')]))).toEqual([
      'a',
    ]);
    expect(
      clientSignatureFields(section([field('a', 'Signature'), field('b', 'Signature of Person Preparing Form')])),
    ).toEqual(['a']);
    expect(clientSignatureFields(section([field('a', 'Signature'), field('b', 'Signature')]))).toEqual([]);
  });
});

describe('the signed G-28', () => {
  let g28: Uint8Array;
  let sections: FormSection[];
  beforeAll(async () => {
    g28 = await decryptPdf(uscisPdf('g-28.pdf'));
    sections = await sectionsOf('G-28');
  });

  it('draws the signature in the client’s box and the Arabic answers on the page', async () => {
    const fields = sections.flatMap((section) => section.fields);
    const street = fields.find((field) => field.metadata.field_purpose === 'client.address.street')!;
    const familyName = fields.find((field) => field.metadata.field_purpose === 'client.last_name')!;
    const values = { [street.name]: 'شارع الملك حسين 12', [familyName.name]: 'منصور' };

    const signed = await signedFormPdf(
      g28,
      values,
      SIGNATURE,
      { name: 'أحمد منصور', date: '2026-11-27' },
      { client: signatureNames(sections) },
    );
    await assertValidPdf(signed);
    const document = await PDFDocument.load(signed);
    expect(document.getForm().getFields()).toHaveLength(0);
    const text = (await pageTexts(signed)).join(' ');
    expect(text).toContain('منصور');
    expect(text).toContain('شارع الملك حسين');

    // A picture added only on the page of the applicant's box (the attorney's boxes stay empty).
    const source = await PDFDocument.load(g28);
    const box = source.getForm().getTextField(clientSignatureFields(sections)[0]!).acroField.getWidgets()[0]!;
    const pageOfBox = source.getPages().findIndex((page) => page.ref === box.P());
    const images = (pdf: PDFDocument) =>
      pdf.getPages().map((page) => {
        const objects = page.node.normalizedEntries().XObject;
        const isImage = (ref: PDFObject) =>
          pdf.context.lookup(ref, PDFStream).dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
        return objects?.entries().filter(([, ref]) => isImage(ref)).length ?? 0;
      });
    const before = images(source);
    const added = images(document).flatMap((count, index) => (count > before[index]! ? [index] : []));
    expect(added).toEqual([pageOfBox]);
  });
});

describe('a form without a signature box', () => {
  async function twoPageForm(): Promise<Uint8Array> {
    const document = await PDFDocument.create();
    const first = document.addPage([612, 792]);
    document.addPage([612, 792]);
    document.getForm().createTextField('city').addToPage(first, { x: 72, y: 700, width: 200, height: 18 });
    return document.save();
  }

  it('is signed at the foot of the last page above the signer’s name and date, an Arabic name included', async () => {
    const signed = await signedFormPdf(await twoPageForm(), { city: 'عمّان' }, SIGNATURE, {
      name: 'أحمد منصور',
      date: '2026-11-27',
    });
    const [first, last] = await pageTexts(signed);
    expect(first).toContain('عمّان');
    expect(last).toContain('أحمد منصور');
    expect(last).toContain('2026-11-27');
    expect(last).not.toContain('\uFFFD');
    expect(first).not.toContain('2026-11-27');
    // The caption's field is a widget apart from its field: flattening it left a reference to nothing.
    await assertValidPdf(signed);
    // The caption's field is flattened with the rest: the signed PDF has no fields left.
    expect((await PDFDocument.load(signed)).getForm().getFields()).toHaveLength(0);
  });

  it('keeps a Latin name as typed', async () => {
    const signed = await signedFormPdf(await twoPageForm(), {}, SIGNATURE, {
      name: 'Maria Gonzalez',
      date: '2026-11-28',
    });
    expect((await pageTexts(signed))[1]).toContain('Maria Gonzalez · 2026-11-28');
  });
});
