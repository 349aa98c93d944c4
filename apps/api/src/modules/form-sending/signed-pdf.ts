/**
 * The client's filled, signed PDF: the form's values written and flattened by fillPdfForm, then the
 * drawn signature placed in every signature field's box, or at the foot of the last page with the
 * signer's name and the date when the form has no signature field. The signature is multiplied onto
 * the page, so its white never hides what the form prints under or beside it. The client's date of
 * signature is filled with the day. The signature is the client's file
 * and the form may be a firm's: both are decoded in the parser pool (platform/parsing), and the
 * signature's size is checked from its header first.
 */
import { FILE_LIMITS } from '@counsel/domain';
import { paragraphDirection } from '@counsel/invoice-document/unicode-layout';
import {
  BlendMode,
  type PDFDocument as Doc,
  PDFDocument,
  type PDFField,
  type PDFImage,
  PDFSignature,
  rgb,
} from 'pdf-lib';
import { assertImageWithinLimits } from '../../platform/parsing/image-limits.js';
import { runParser } from '../../platform/parsing/pool.js';
import { parserTask } from '../../platform/parsing/task.js';
import { type FillValues, fillPdfForm, openPdf } from '../../platform/pdf/pdf-form.js';

interface Box {
  pageIndex: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether pdf-lib can embed the PNG: embedding decodes the whole image, so a truncated or fake PNG fails. */
export const signatureDecodesTask = parserTask('signatureDecodes', async (bytes: Uint8Array) => {
  try {
    await (await PDFDocument.create()).embedPng(bytes);
    return true;
  } catch {
    return false;
  }
});

/**
 * The PNG bytes of a `data:image/png;base64,` URL, or null when they are no PNG that decodes. A PNG
 * larger than FILE_LIMITS.signature (9000×9000 cost about a gigabyte and 70 s to decode) is 422
 * image_too_large, refused from its header before any decoding.
 */
export async function decodeSignature(dataUrl: string): Promise<Uint8Array | null> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const image = await assertImageWithinLimits(bytes, FILE_LIMITS.signature);
  if (image?.type !== 'png') return null;
  return (await runParser(signatureDecodesTask, bytes)) ? bytes : null;
}

/**
 * The client's signature boxes (named by the schema: USCIS forms and fields placed in Counsel sign in
 * text fields), and every digital-signature field, which has nothing to show once flattened.
 */
function signatureFields(document: Doc, signatureNames: ReadonlySet<string>) {
  const fields = document.getForm().getFields();
  return {
    client: fields.filter((field) => signatureNames.has(field.getName())),
    removed: fields.filter((field) => field instanceof PDFSignature || signatureNames.has(field.getName())),
  };
}

/** Where the fields' widgets sit, read before flattening removes them. */
function signatureBoxes(document: Doc, fields: readonly PDFField[]): Box[] {
  const pages = document.getPages();
  const boxes: Box[] = [];
  for (const field of fields) {
    for (const widget of field.acroField.getWidgets()) {
      const ref = document.context.getObjectRef(widget.dict);
      const pageIndex = pages.findIndex(
        (page) => (ref && page.node.Annots()?.asArray().includes(ref)) || (widget.P() && page.ref === widget.P()),
      );
      if (pageIndex < 0) continue;
      boxes.push({ pageIndex, ...widget.getRectangle() });
    }
  }
  return boxes;
}

/** The image scaled to fit the box, keeping its proportions, centred. */
function drawFitted(document: Doc, image: PDFImage, box: Box) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  document.getPage(box.pageIndex).drawImage(image, {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
    blendMode: BlendMode.Multiply,
  });
}

const centre = (box: Box) => [box.x + box.width / 2, box.y + box.height / 2] as const;
const distance = (a: Box, b: Box) => Math.hypot(centre(a)[0] - centre(b)[0], centre(a)[1] - centre(b)[1]);

/**
 * The dates of signature that are the client's: a date belongs to the signature box nearest to it on
 * its page (the I-765's preparer's date sits under the preparer's box, the applicant's under theirs).
 */
function clientDates(document: Doc, dates: Record<string, string>, client: Box[], others: Box[]): FillValues {
  const form = document.getForm();
  const values: FillValues = {};
  for (const [name, text] of Object.entries(dates)) {
    const field = form.getFieldMaybe(name);
    const [box] = field ? signatureBoxes(document, [field]) : [];
    if (!box) continue;
    const nearest = [...client, ...others]
      .filter((signature) => signature.pageIndex === box.pageIndex)
      .sort((a, b) => distance(a, box) - distance(b, box))[0];
    if (nearest && client.includes(nearest)) values[name] = text;
  }
  return values;
}

/** The signature fields of a form: the client's, everyone else's, and each date of signature's text. */
export interface SigningFields {
  client?: ReadonlySet<string>;
  others?: ReadonlySet<string>;
  dates?: Record<string, string>;
}

export async function signedFormPdf(
  source: Uint8Array,
  values: FillValues,
  signature: Uint8Array,
  signer: { name: string; date: string },
  signing: SigningFields = {},
): Promise<Uint8Array> {
  const original = await openPdf(source);
  const fields = signatureFields(original, signing.client ?? new Set());
  const boxes = signatureBoxes(original, fields.client);
  const others = original
    .getForm()
    .getFields()
    .filter((field) => signing.others?.has(field.getName()) ?? false);
  const dated = { ...values, ...clientDates(original, signing.dates ?? {}, boxes, signatureBoxes(original, others)) };
  // The signature fields are taken out before filling: the drawn signature replaces them, and an
  // empty signature field has no appearance for flattening to keep.
  for (const field of fields.removed) detachField(original, field);
  // Without a box, the signature goes at the foot of the last page above the signer's name and the
  // date. The caption is a field filled like the form's own, so an Arabic name is shaped and reads
  // back in logical order as the answers do.
  const caption = boxes.length === 0 ? addCaptionField(original) : null;
  const captioned = caption ? { ...dated, [caption]: captionText(signer) } : dated;
  const filled = await fillPdfForm(await original.save(), captioned, { flatten: true });
  const document = await PDFDocument.load(filled);
  const image = await document.embedPng(signature);
  if (boxes.length > 0) {
    for (const box of boxes) drawFitted(document, image, box);
    return document.save();
  }
  const pages = document.getPages();
  const last = pages[pages.length - 1]!;
  // Left-aligned above a signing line, at most 180 × 48 points.
  const scale = Math.min(SIGNING_LINE_WIDTH / image.width, 48 / image.height);
  last.drawImage(image, {
    x: FOOT_MARGIN,
    y: FOOT_MARGIN + 16,
    width: image.width * scale,
    height: image.height * scale,
    blendMode: BlendMode.Multiply,
  });
  last.drawLine({
    start: { x: FOOT_MARGIN, y: FOOT_MARGIN + 14 },
    end: { x: FOOT_MARGIN + SIGNING_LINE_WIDTH, y: FOOT_MARGIN + 14 },
    thickness: 0.5,
    color: rgb(0.3, 0.3, 0.3),
  });
  return document.save();
}

const FOOT_MARGIN = 36;

export interface SignedPdfInput {
  source: Uint8Array;
  values: FillValues;
  signature: Uint8Array;
  /** The date as the form writes dates. */
  signer: { name: string; date: string };
  signatureNames: string[];
  otherSignatureNames: string[];
  signatureDates: Record<string, string>;
}

export const signedFormPdfTask = parserTask('signedFormPdf', (input: SignedPdfInput) =>
  signedFormPdf(input.source, input.values, input.signature, input.signer, {
    client: new Set(input.signatureNames),
    others: new Set(input.otherSignatureNames),
    dates: input.signatureDates,
  }),
);

/** signedFormPdf, run in the parser pool. */
export function signedFormPdfInWorker(input: SignedPdfInput): Promise<Uint8Array> {
  return runParser(signedFormPdfTask, input);
}

/**
 * "Name · date". After an Arabic name the bidi algorithm reads the date's digits as Arabic numbers
 * and lays "2026-11-27" out as 27-11-2026; a left-to-right mark before the date keeps it one
 * left-to-right number while the line reads right to left from the name.
 */
function captionText(signer: { name: string; date: string }): string {
  return paragraphDirection(signer.name) === 'rtl'
    ? `${signer.name} · \u200E${signer.date}`
    : `${signer.name} · ${signer.date}`;
}
const SIGNING_LINE_WIDTH = 180;

/** A borderless one-line text field under the signing line of the last page; answers its name. */
function addCaptionField(document: Doc): string {
  const form = document.getForm();
  let name = 'counsel_signature_caption';
  while (form.getFieldMaybe(name)) name += '_';
  const field = form.createTextField(name);
  const pages = document.getPages();
  field.addToPage(pages[pages.length - 1]!, {
    x: FOOT_MARGIN,
    y: FOOT_MARGIN - 3,
    width: SIGNING_LINE_WIDTH,
    height: 14,
    borderWidth: 0,
    backgroundColor: undefined,
    borderColor: undefined,
  });
  field.setFontSize(9);
  return name;
}

/**
 * Takes a field and its widgets out of the form and off the pages. pdf-lib's own removeField looks up
 * each widget's appearance first and throws on a widget that has none, as G-28's signature field.
 */
function detachField(document: Doc, field: PDFField) {
  for (const widget of field.acroField.getWidgets()) {
    const ref = document.context.getObjectRef(widget.dict);
    for (const page of document.getPages()) {
      if (ref) page.node.removeAnnot(ref);
      page.node.removeAnnot(field.ref);
    }
  }
  document.getForm().acroForm.removeField(field.acroField);
}
