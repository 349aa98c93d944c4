/**
 * Placing fields on a firm form (issue 17): the boxes drawn on its pages become real AcroForm fields,
 * written with pdf-lib into a copy of the current version, which is stored as the form's next version
 * (the earlier one is kept as it was). Each field's label is its tooltip (/TU), where extraction reads
 * labels; its name (`date_2`, `signature_4`) tells extraction its type, since pdf-lib writes dates and
 * signatures as text fields.
 */
import {
  FIRM_FORM_MAX_BYTES,
  type FirmForm,
  type PlacedField,
  type PlaceFormFieldsBody,
  placedFieldName,
} from '@counsel/domain';
import { type PDFDocument, type PDFField, PDFHexString, PDFName, type PDFPage } from 'pdf-lib';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { openPdf, UnreadablePdfError } from '../forms/pdf-form.js';
import * as repo from './repository.js';
import { type FirmFormDeps, listedForm } from './service.js';

const PDF = 'application/pdf';

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
async function withFields(bytes: Uint8Array, fields: readonly PlacedField[]): Promise<Uint8Array> {
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

export async function placeFields(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  formId: number,
  body: PlaceFormFieldsBody,
): Promise<FirmForm> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  const form = found(await repo.findForm(deps.db, firmId, formId), 'Form');
  const bytes = await withFields(await deps.storage.read(firmId, form.file.storageKey), body.fields);
  const stored = await deps.storage.save({
    lawFirmId: firmId,
    bytes: Buffer.from(bytes),
    originalName: form.file.fileName,
    maxBytes: FIRM_FORM_MAX_BYTES,
    accept: [PDF],
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const version = await repo.addVersion(
        tx,
        { lawFirmId: firmId, formId, expectedVersion: form.currentVersion, userId: auth.user.id },
        { storageKey: stored.key, fileName: form.file.fileName, mimeType: PDF, sizeBytes: stored.size },
      );
      if (!version) {
        // Deleted meanwhile (the read below answers 404), or another version came first.
        await listedForm(tx, firmId, formId);
        throw new AppError(409, 'conflict', 'The form changed while the fields were placed. Reload and try again.');
      }
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'firm_form.fields_placed',
        entityType: 'firm_form',
        entityId: formId,
        details: { version: version.version, fields: body.fields.length },
      });
      return listedForm(tx, firmId, formId);
    });
  } catch (error) {
    // Nothing refers to the stored copy: it is removed again (failing that leaves an orphan only).
    await deps.storage.remove(firmId, stored.key).catch(() => undefined);
    throw error;
  }
}
