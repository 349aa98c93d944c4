/**
 * The fields placed on a firm form written into its PDF with pdf-lib, as a parser task: the form is a
 * user's file, so it is opened in the parser pool (platform/parsing), never in the request thread.
 */
import { type PlacedField, placedFieldName } from '@counsel/domain';
import { type PDFDocument, type PDFField, PDFHexString, PDFName, type PDFPage } from 'pdf-lib';
import { AppError } from '../../platform/errors.js';
import { parserTask } from '../../platform/parsing/task.js';
import { openPdf, UnreadablePdfError } from '../../platform/pdf/pdf-form.js';

const fieldRefused = (index: number, message: string) =>
  new AppError(422, 'field_outside_page', `Field ${index + 1}: ${message}`, {
    details: { index },
    fields: { [`fields.${index}`]: message },
  });

/** 422 naming the first field whose page does not exist or whose box leaves its page. */
function assertInsidePages(document: PDFDocument, fields: readonly PlacedField[]) {
  const pageCount = document.getPageCount();
  fields.forEach((field, index) => {
    if (field.page > pageCount) throw fieldRefused(index, `the form has ${pageCount} page(s), not ${field.page}.`);
    // The crop box is what pdf.js shows and where the screen's clicks land.
    const box = document.getPage(field.page - 1).getCropBox();
    const inside =
      field.x >= box.x &&
      field.y >= box.y &&
      field.x + field.width <= box.x + box.width &&
      field.y + field.height <= box.y + box.height;
    if (!inside) throw fieldRefused(index, `the box is not inside page ${field.page}.`);
  });
}

/** `type_n`, with n moved on past names the PDF already has, so no two fields share a name. */
function freeName(document: PDFDocument, field: PlacedField, index: number, count: number): string {
  const form = document.getForm();
  let name = placedFieldName(field.type, index);
  for (let n = index + count; form.getFieldMaybe(name); n += count) name = placedFieldName(field.type, n);
  return name;
}

function addField(document: PDFDocument, page: PDFPage, field: PlacedField, name: string): PDFField {
  const form = document.getForm();
  // pdf-lib grows the widget by half its border on each side: inset, so the widget is the placed box.
  const border = 1;
  const box = {
    x: field.x + border / 2,
    y: field.y + border / 2,
    width: field.width - border,
    height: field.height - border,
    borderWidth: border,
  };
  if (field.type === 'checkbox') {
    const checkbox = form.createCheckBox(name);
    checkbox.addToPage(page, box);
    return checkbox;
  }
  const text = form.createTextField(name);
  text.addToPage(page, box);
  return text;
}

/** The current version's bytes with the fields added. */
export async function withFields(bytes: Uint8Array, fields: readonly PlacedField[]): Promise<Uint8Array> {
  let document: PDFDocument;
  try {
    document = await openPdf(bytes);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new AppError(422, 'unreadable_pdf', 'The PDF could not be read.');
    throw error;
  }
  assertInsidePages(document, fields);
  fields.forEach((field, index) => {
    const name = freeName(document, field, index, fields.length);
    const added = addField(document, document.getPage(field.page - 1), field, name);
    // UTF-16 text string, so Arabic labels survive.
    added.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(field.label));
  });
  return document.save();
}

/** withFields in a parser worker: 422 for a field off its page or an unreadable PDF, as withFields says. */
export const placeFieldsTask = parserTask(
  'placeFields',
  ({ bytes, fields }: { bytes: Uint8Array; fields: PlacedField[] }) => withFields(bytes, fields),
);
