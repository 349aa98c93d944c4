/**
 * Public forms and field extraction. The public library is static (platform/public-forms.ts), global to all
 * firms, so nothing here touches the database: there is no repository. Extraction reads a PDF and
 * changes nothing.
 */
import fs from 'node:fs/promises';
import {
  applyFieldCorrections,
  buildFormSections,
  type ExtractedFormField,
  extractedFieldsOf,
  type FormSection,
  type GenericFormSchema,
  PUBLIC_FORMS_UNLIMITED,
  type PublicForm,
  type SchemaOptions,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { sectionsOfPdf } from '../../platform/pdf/form-sections.js';
import { openPdf, readFormFields } from '../../platform/pdf/pdf-form.js';
import {
  PUBLIC_FORMS,
  type PublicFormEntry,
  publicFormById,
  publicFormByName,
  publicFormPath,
  publicFormUrl,
} from '../../platform/public-forms.js';
import { type FileStorage, sniffContentType } from '../../platform/storage/index.js';
import { readFirmFormSource } from '../firm-forms/service.js';

export interface FormsDeps {
  /** apps/api/assets/forms */
  assetsDir: string;
  /** The firm's own forms, read through the firm-forms module. */
  db: Db;
  storage: FileStorage;
}

const toPublicForm = (form: PublicFormEntry): PublicForm => ({
  id: form.id,
  name: form.name,
  title: form.title,
  title_ar: form.titleAr,
  url: publicFormUrl(form),
});

/** §9: `limit` -1 (the default) lists every public form. */
export function listPublicForms(limit: number = PUBLIC_FORMS_UNLIMITED): PublicForm[] {
  const forms = limit === PUBLIC_FORMS_UNLIMITED ? PUBLIC_FORMS : PUBLIC_FORMS.slice(0, limit);
  return forms.map(toPublicForm);
}

function knownForm(id: number): PublicFormEntry {
  const form = publicFormById(id);
  if (!form) throw notFound('Form');
  return form;
}

/** The public form's PDF as shipped (G-28 and I-485 still encrypted: viewers read them as they are). */
export async function publicFormFile(deps: FormsDeps, id: number) {
  const form = knownForm(id);
  return { bytes: await fs.readFile(publicFormPath(deps.assetsDir, form)), fileName: `${form.name}.pdf` };
}

// Decrypting and parsing a USCIS form costs 0.2-0.6 s, so each public form's sections are worked
// out once per process. A failed attempt is forgotten, so the next request tries again. They are the
// product's own files, so they are read in this thread; a user's PDF only in the parser pool.
const publicSections = new Map<number, Promise<FormSection[]>>();

export function sectionsOfPublicForm(deps: FormsDeps, form: PublicFormEntry): Promise<FormSection[]> {
  let sections = publicSections.get(form.id);
  if (!sections) {
    sections = (async () => {
      const bytes = await fs.readFile(publicFormPath(deps.assetsDir, form));
      const document = await openPdf(bytes);
      return buildFormSections(readFormFields(document), { clientParts: form.clientParts, arabicLabels: true });
    })();
    sections.catch(() => publicSections.delete(form.id));
    publicSections.set(form.id, sections);
  }
  return sections;
}

const notAPdf = () =>
  new AppError(415, 'unsupported_file_type', 'The form must be a PDF.', { details: { accepted: ['application/pdf'] } });

/** The sections of a firm's own PDF: 415 when it is not a PDF, 422 when it cannot be read, [] when it has none. */
async function sectionsOfFirmPdf(bytes: Buffer, options: SchemaOptions = {}): Promise<FormSection[]> {
  if (bytes.length === 0 || (await sniffContentType(bytes)) !== 'application/pdf') throw notAPdf();
  return sectionsOfPdf(bytes, options);
}

/** The fields of an uploaded PDF, as read. */
export async function extractFromPdf(bytes: Buffer, options: SchemaOptions = {}): Promise<ExtractedFormField[]> {
  return extractedFieldsOf(await sectionsOfFirmPdf(bytes, options));
}

export async function extractFromPublicForm(deps: FormsDeps, id: number): Promise<ExtractedFormField[]> {
  return extractedFieldsOf(await sectionsOfPublicForm(deps, knownForm(id)));
}

/**
 * The fields of the current version of one of the firm's own forms, with the firm's corrections from the
 * Fields dialog applied (404 for another firm's or a deleted one).
 */
export async function extractFromFirmForm(deps: FormsDeps, lawFirmId: number, id: number) {
  const { pdf, corrections } = await readFirmFormSource(deps, lawFirmId, id);
  return extractedFieldsOf(applyFieldCorrections(await sectionsOfFirmPdf(pdf), corrections));
}

/** GET /document/generic-form-schema/{formName}: the collaboration schema of a public form, by name. */
export async function genericFormSchema(deps: FormsDeps, formName: string): Promise<GenericFormSchema> {
  const form = publicFormByName(formName);
  if (!form) throw new AppError(404, 'not_found', 'Failed to retrieve form schema');
  return {
    form: {
      name: form.name,
      title: form.title,
      url: publicFormUrl(form),
      schema: { form_fields: await sectionsOfPublicForm(deps, form) },
    },
  };
}
