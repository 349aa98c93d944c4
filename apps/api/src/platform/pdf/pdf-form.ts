/**
 * Reading and filling AcroForm fields with pdf-lib. Encrypted PDFs are decrypted first; the XFA
 * part of hybrid forms is dropped by pdf-lib (the AcroForm fields are the ones to read and fill).
 */
import {
  ANSWER_TOO_LONG_CODE,
  answerMaxLengthMessage,
  FILE_LIMITS,
  type FieldPosition,
  FORM_FILLING_MESSAGES,
  fitAnswer,
  type PdfFieldKind,
  type PdfFormField,
} from '@counsel/domain';
import {
  PDFButton,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFDropdown,
  type PDFField,
  type PDFForm,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFRef,
  PDFSignature,
  PDFString,
  PDFTextField,
} from 'pdf-lib';
import { AppError } from '../errors.js';
import { fileTooComplex, UnreadablePdfError } from '../parsing/errors.js';
import { decryptPdf, looksEncrypted } from './pdf-decrypt.js';
import { drawUnicodeAppearance } from './unicode-appearance.js';
import { loadShapingFont, UnicodeFormFont } from './unicode-font.js';

export { UnreadablePdfError };

/**
 * Opens a PDF for form work, decrypting it first when it is encrypted. A user's PDF is opened only in a
 * parser worker (`pdf-tasks.ts`): loading inflates its object streams, which a crafted file makes huge.
 * More pages than FILE_LIMITS.formPages is 422 file_too_complex.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let readable = bytes;
  if (looksEncrypted(bytes)) {
    try {
      readable = await decryptPdf(bytes);
    } catch (error) {
      throw new UnreadablePdfError((error as Error).message);
    }
  }
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(readable, { updateMetadata: false });
    // pdf-lib accepts bytes with a PDF header and nothing usable after it: a document needs pages.
    if (!document.catalog || document.getPageCount() === 0) throw new Error('The PDF has no pages.');
  } catch (error) {
    throw new UnreadablePdfError((error as Error).message);
  }
  const pages = document.getPageCount();
  if (pages > FILE_LIMITS.formPages) throw fileTooComplex('pdf_pages', { pages, max_pages: FILE_LIMITS.formPages });
  // pdf-lib drops the XFA part of a hybrid when its form is first read, warning each time: expected
  // here, not worth a log line. It is synchronous, so no other request's warning is swallowed.
  const originalWarn = console.warn;
  console.warn = () => {};
  try {
    document.getForm();
  } catch (error) {
    throw new UnreadablePdfError((error as Error).message);
  } finally {
    console.warn = originalWarn;
  }
  return document;
}

function kindOf(field: PDFField): PdfFieldKind {
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return 'dropdown';
  if (field instanceof PDFSignature) return 'signature';
  if (field instanceof PDFButton) return 'button';
  return 'text';
}

function tooltipOf(field: PDFField): string {
  const tooltip = field.acroField.dict.lookup(PDFName.of('TU'));
  return tooltip instanceof PDFString || tooltip instanceof PDFHexString ? tooltip.decodeText() : '';
}

function currentValueOf(field: PDFField): string | boolean | null {
  if (field instanceof PDFTextField) return field.getText() ?? '';
  if (field instanceof PDFCheckBox) return field.isChecked();
  if (field instanceof PDFRadioGroup) return field.getSelected() ?? null;
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return field.getSelected()[0] ?? null;
  return null;
}

function optionsOf(field: PDFField): string[] {
  if (field instanceof PDFDropdown || field instanceof PDFOptionList || field instanceof PDFRadioGroup) {
    return field.getOptions();
  }
  return [];
}

/**
 * Where a field's first widget is drawn: its page (the widget's /P, or the page whose annotations list it;
 * many forms leave /P out) and its rectangle. Nothing when the field has no widget on any page.
 */
function positionOf(field: PDFField, pageOf: (widget: PDFDict) => number | undefined): FieldPosition {
  const widget = field.acroField.getWidgets()[0];
  if (!widget) return {};
  const page = pageOf(widget.dict);
  if (page === undefined) return {};
  const { x, y, width, height } = widget.getRectangle();
  return { page, rect: { x, y, width, height } };
}

/** The page index of each widget annotation, by the pages' /Annots and the widgets' /P. */
function widgetPages(document: PDFDocument): (widget: PDFDict) => number | undefined {
  const pages = document.getPages();
  const byRef = new Map(pages.map((page, index) => [page.ref.toString(), index]));
  const byAnnotation = new Map<PDFDict, number>();
  pages.forEach((page, index) => {
    for (const annotation of page.node.Annots()?.asArray() ?? []) {
      const dict = document.context.lookup(annotation);
      if (dict instanceof PDFDict) byAnnotation.set(dict, index);
    }
  });
  return (widget) => {
    const parent = widget.get(PDFName.of('P'));
    return (parent instanceof PDFRef ? byRef.get(parent.toString()) : undefined) ?? byAnnotation.get(widget);
  };
}

/** Every AcroForm field of the document, in the PDF's order; push buttons are left out (nothing to fill). */
export function readFormFields(document: PDFDocument): PdfFormField[] {
  const pageOf = widgetPages(document);
  return document
    .getForm()
    .getFields()
    .filter((field) => !(field instanceof PDFButton))
    .map((field) => ({
      ...positionOf(field, pageOf),
      name: field.getName(),
      kind: kindOf(field),
      tooltip: tooltipOf(field),
      required: field.isRequired(),
      value: currentValueOf(field),
      options: optionsOf(field),
      ...(field instanceof PDFTextField ? { maxLength: field.getMaxLength() ?? null, comb: field.isCombed() } : {}),
    }));
}

export type FillValues = Record<string, string | boolean>;

/** Whether pdf-lib's default appearance font (Helvetica, WinAnsi) can draw the text. */
function helveticaDraws(form: PDFForm, text: string): boolean {
  try {
    // pdf-lib splits lines before it encodes them: a line break is no reason to leave Helvetica.
    form.getDefaultFont().encodeText(text.replace(/\r\n|\r|\n/g, ''));
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws the appearances of text fields (and dropdowns) whose values Helvetica cannot show (Arabic, any non-WinAnsi
 * script) with the embedded Unicode font, and marks those fields clean so that pdf-lib's own
 * appearance update (on flatten and on save) leaves them as drawn. Their values stay in the fields.
 */
async function drawUnicodeValues(
  document: PDFDocument,
  fields: Array<[PDFTextField | PDFDropdown, string]>,
): Promise<void> {
  if (fields.length === 0) return;
  const font = new UnicodeFormFont(document, await loadShapingFont());
  const form = document.getForm();
  for (const [field, text] of fields) {
    drawUnicodeAppearance(document, field, text, font);
    form.markFieldAsClean(field.ref);
  }
  await font.write();
}

/** A text answer as its field takes it (fitAnswer), or its field's name and box count when it does not fit. */
function fitted(field: PDFTextField, text: string): string | { name: string; max: number } {
  const max = field.getMaxLength();
  const fit = fitAnswer(text, max);
  return fit ?? { name: field.getName(), max: max! };
}

/**
 * Writes values into a PDF's fields by name (text, checkbox, radio, dropdown) and saves it,
 * optionally flattened so the values become part of the page. Unknown names and values a choice
 * field does not offer are skipped, so a stale schema never breaks a save. Text in a script the
 * embedded font lacks (Cairo has Latin and Arabic, no CJK) is kept as the field's value and drawn
 * as the font's empty box, read back as U+FFFD. An answer longer than its field's maximum length that
 * no separator explains is refused (422 answer_too_long, each such field named in `fields`).
 */
export async function fillPdfForm(
  bytes: Uint8Array,
  values: FillValues,
  options: { flatten?: boolean } = {},
): Promise<Uint8Array> {
  const document = await openPdf(bytes);
  const form = document.getForm();
  const unicodeFields: Array<[PDFTextField | PDFDropdown, string]> = [];
  const tooLong: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = form.getFieldMaybe(name);
    if (!field) continue;
    if (field instanceof PDFTextField) {
      const text = fitted(field, typeof value === 'string' ? value : value ? 'Yes' : '');
      if (typeof text !== 'string') {
        tooLong[text.name] = answerMaxLengthMessage(text.max);
        continue;
      }
      field.setText(text);
      if (!helveticaDraws(form, text)) unicodeFields.push([field, text]);
    } else if (field instanceof PDFCheckBox) {
      if (value === true || value === 'true') field.check();
      else field.uncheck();
    } else if (field instanceof PDFRadioGroup) {
      if (typeof value === 'string' && field.getOptions().includes(value)) field.select(value);
    } else if (field instanceof PDFDropdown) {
      if (typeof value === 'string' && (field.getOptions().includes(value) || field.isEditable())) {
        field.select(value);
        if (!helveticaDraws(form, value)) unicodeFields.push([field, value]);
      }
    }
  }
  // Cutting an answer would file a different answer ("(c)(9)" as "(c)("): every too-long one is named instead.
  if (Object.keys(tooLong).length > 0) {
    throw new AppError(422, ANSWER_TOO_LONG_CODE, FORM_FILLING_MESSAGES.answerTooLong, { fields: tooLong });
  }
  await drawUnicodeValues(document, unicodeFields);
  if (options.flatten) flattenForm(document);
  return document.save();
}

/**
 * pdf-lib's flatten, leaving no reference to what it deleted. pdf-lib takes a field's widgets off the
 * pages by the field's own reference, so a widget kept apart from its field (a field added by Counsel,
 * as the signed form's caption, or a form that puts several widgets under one field) stays listed in
 * the page's annotations after flatten deletes it: the saved file then points at an object it does not
 * have, which strict readers report as a broken cross-reference ("Invalid XRef entry").
 */
function flattenForm(document: PDFDocument): void {
  document.getForm().flatten();
  for (const page of document.getPages()) {
    const annotations = page.node.Annots();
    if (!annotations) continue;
    for (let index = annotations.size() - 1; index >= 0; index -= 1) {
      const item = annotations.get(index);
      if (item instanceof PDFRef && document.context.lookup(item) === undefined) annotations.remove(index);
    }
  }
}
