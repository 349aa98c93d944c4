/**
 * The sections of a firm's own PDF form, its fields read in the parser pool: one reading, and one 422
 * for a PDF that cannot be read, for every module that shows a firm form's fields (the Fields dialog,
 * the filling, extraction).
 */
import { buildFormSections, type FormSection, type SchemaOptions } from '@counsel/domain';
import { AppError } from '../errors.js';
import { UnreadablePdfError } from './pdf-form.js';
import { formFieldsOf } from './pdf-tasks.js';

/** The sections as read from a PDF, before any correction. */
export async function sectionsOfPdf(bytes: Buffer, options: SchemaOptions = {}): Promise<FormSection[]> {
  try {
    return buildFormSections(await formFieldsOf(bytes), options);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new AppError(422, 'unreadable_pdf', 'The PDF could not be read.');
    throw error;
  }
}
