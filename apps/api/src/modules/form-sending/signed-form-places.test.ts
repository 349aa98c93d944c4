/**
 * Where signing writes on a real form: the drawn signature inside the client's signature box (the
 * I-765 uploaded as a firm form names it only "Signature", beside the preparer's; the I-130's is 6.a),
 * multiplied onto the page so its white never hides printed text, and the client's date of signature
 * filled as the form asks (mm/dd/yyyy), the preparer's and the interpreter's left empty. Every signed
 * file passes a strict reader.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildFormSections, clientSignatureFields, type FormSection } from '@counsel/domain';
import { assertValidPdf } from '@counsel/invoice-document/pdf-validity';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptPdf } from '../../platform/pdf/pdf-decrypt.js';
import { openPdf, readFormFields } from '../../platform/pdf/pdf-form.js';
import { FORMS_ASSETS_DIR, uscisPdf } from '../../test/kits/forms.js';
import { genericFormSchema } from '../forms/service.js';
import { signedFormPdf } from './signed-pdf.js';
import { signingFields } from './views.js';

/** A 2 × 2 PNG: black on top, white below (the drawn signature's paper). */
const SIGNATURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNgYGBgYAAAAAUAAXpeqz8AAAAASUVORK5CYII=',
  'base64',
);

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, c: Matrix): Matrix => [
  m[0] * c[0] + m[1] * c[2],
  m[0] * c[1] + m[1] * c[3],
  m[2] * c[0] + m[3] * c[2],
  m[2] * c[1] + m[3] * c[3],
  m[4] * c[0] + m[5] * c[2] + c[4],
  m[4] * c[1] + m[5] * c[3] + c[5],
];

interface Drawn {
  x: number;
  y: number;
  width: number;
  height: number;
  blend: string;
}

/** The images a page paints, where (in points) and with which blend mode, read by pdf.js. */
async function imagesOn(pdf: Uint8Array, pageNumber: number): Promise<Drawn[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const { fnArray, argsArray } = await (await document.getPage(pageNumber)).getOperatorList();
    const stack: Array<{ ctm: Matrix; blend: string }> = [];
    let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, blend: 'source-over' };
    const images: Drawn[] = [];
    fnArray.forEach((fn, index) => {
      const args = argsArray[index] as unknown[];
      if (fn === OPS.save) stack.push({ ...state });
      else if (fn === OPS.restore) state = stack.pop() ?? state;
      else if (fn === OPS.transform) state = { ...state, ctm: times(args as Matrix, state.ctm) };
      else if (fn === OPS.paintFormXObjectBegin) {
        stack.push({ ...state });
        if (args[0]) state = { ...state, ctm: times(args[0] as Matrix, state.ctm) };
      } else if (fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
      else if (fn === OPS.setGState) {
        for (const [key, value] of args[0] as Array<[string, unknown]>) {
          if (key === 'BM') state = { ...state, blend: String(value) };
        }
      } else if (fn === OPS.paintImageXObject) {
        const [a, , , d, e, f] = state.ctm;
        images.push({ x: e, y: f, width: a, height: d, blend: state.blend });
      }
    });
    return images;
  } finally {
    await document.destroy();
  }
}

/** The text pieces of a page with their places. */
async function textsOn(pdf: Uint8Array, pageNumber: number): Promise<Array<{ text: string; x: number; y: number }>> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const content = await (await document.getPage(pageNumber)).getTextContent();
    return content.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, x: item.transform[4], y: item.transform[5] }] : [],
    );
  } finally {
    await document.destroy();
  }
}

const inside = (drawn: Drawn, box: { x: number; y: number; width: number; height: number }) =>
  drawn.x >= box.x - 0.01 &&
  drawn.y >= box.y - 0.01 &&
  drawn.x + drawn.width <= box.x + box.width + 0.01 &&
  drawn.y + drawn.height <= box.y + box.height + 0.01;

async function sign(source: Uint8Array, sections: FormSection[], day: string) {
  const { date, signatureNames, otherSignatureNames, signatureDates } = signingFields(sections, day);
  return signedFormPdf(
    source,
    {},
    SIGNATURE,
    { name: 'Maria Gonzalez', date },
    {
      client: new Set(signatureNames),
      others: new Set(otherSignatureNames),
      dates: signatureDates,
    },
  );
}

/**
 * The one-page I-765 (edition 03/11/16) as USCIS published it, uploaded as a firm's form: not part of
 * the public library, so the suite runs when the file is among the forms' assets.
 */
const I765 = path.join(FORMS_ASSETS_DIR, 'uscis', 'i-765.pdf');

describe.skipIf(!fs.existsSync(I765))('the signed I-765 (a firm form)', () => {
  const SIGNATURE_BOX = 'form1[0].#subform[0].signature[0]';
  let source: Uint8Array;
  let sections: FormSection[];
  let signed: Uint8Array;
  beforeAll(async () => {
    source = fs.readFileSync(I765);
    sections = buildFormSections(readFormFields(await openPdf(source)));
    signed = await sign(source, sections, '2026-11-28');
  });

  it('has the applicant’s “Signature” box as the client’s, not the preparer’s', () => {
    expect(clientSignatureFields(sections)).toEqual([SIGNATURE_BOX]);
  });

  it('draws the signature in that box, multiplied onto the page, and nothing over questions 13 and 14', async () => {
    const box = (await openPdf(source)).getForm().getTextField(SIGNATURE_BOX).acroField.getWidgets()[0]!;
    const images = await imagesOn(signed, 1);
    expect(images).toHaveLength(1);
    expect(inside(images[0]!, box.getRectangle())).toBe(true);
    expect(images[0]!.blend).toBe('multiply');
    // Questions 13 and 14 fill the foot of the left column.
    const questions13And14 = { x: 36, y: 20, width: 270, height: 90 };
    expect(images.filter((image) => image.y < questions13And14.y + questions13And14.height)).toEqual([]);
  });

  it('fills the applicant’s date of signature as mm/dd/yyyy and leaves the preparer’s empty', async () => {
    const texts = await textsOn(signed, 1);
    const dates = texts.filter((item) => /2026/.test(item.text));
    expect(dates.map((item) => item.text)).toEqual(['11/28/2026']);
    // last_date[0] sits at (444, 195), 132 × 12 points, under the signature box.
    expect(dates[0]!.x).toBeGreaterThanOrEqual(444);
    expect(dates[0]!.y).toBeGreaterThanOrEqual(193);
    expect(dates[0]!.y).toBeLessThan(207);
  });

  it('is a valid PDF for a strict reader (its cross-reference whole)', async () => {
    await assertValidPdf(signed);
  });
});

describe('the signed I-130', () => {
  let signed: Uint8Array;
  let source: Uint8Array;
  beforeAll(async () => {
    source = await decryptPdf(uscisPdf('i-130.pdf'));
    const sections = (
      await genericFormSchema({ assetsDir: FORMS_ASSETS_DIR, db: null as never, storage: null as never }, 'I-130')
    ).form.schema.form_fields;
    signed = await sign(source, sections, '2026-03-05');
  });

  it('signs 6.a and dates 6.b as mm/dd/yyyy; the interpreter’s and preparer’s dates stay empty', async () => {
    const form = (await openPdf(source)).getForm();
    const box = form.getTextField('form1[0].#subform[8].P5_Line6a_SignatureofApplicant[0]').acroField.getWidgets()[0]!;
    const pageNumber = (await openPdf(source)).getPages().findIndex((page) => page.ref === box.P()) + 1;
    const inBox = (await imagesOn(signed, pageNumber)).filter((image) => inside(image, box.getRectangle()));
    expect(inBox.map((image) => image.blend)).toEqual(['multiply']);

    const dated = [];
    for (let page = 1; page <= 12; page += 1) {
      dated.push(...(await textsOn(signed, page)).filter((item) => /2026/.test(item.text)).map((item) => item.text));
    }
    expect(dated).toEqual(['03/05/2026']);
    await assertValidPdf(signed);
  });
});
