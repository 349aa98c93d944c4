/**
 * How a body names the form it is about. The spec's bodies (§3 "Sample form structure for sending", §7
 * POST /document/collaboration-form) carry no id: they name the form by `form_type` with `form_title` (a
 * public form's name, as GET /document/generic-form-schema/{formName} takes it, or a firm form's title)
 * or `form_url` (the address the form lists give, or a PDF named after the form, §5 "The form title is
 * taken from the PDF file name in the form address"). `form_id` with `form_type` is a shortcut.
 */
import { z } from 'zod';
import { idParam } from './common.js';
import { FILLABLE_FORM_TYPES, type FillableFormType } from './form-filling.js';
import { FORM_MESSAGES } from './forms.js';

export const FORM_REFERENCE_MESSAGES = {
  notFound: FORM_MESSAGES.formNameNotFound,
  typeRequired: 'form_type (public or law_firm) says whose form form_id is.',
  formRequired: 'Name the form: form_title or form_url (or form_id with form_type).',
  ambiguous: 'Several forms have this name: send form_id with form_type.',
} as const;

export const formTitleSchema = z.string().trim().min(1).max(200);
export const formUrlSchema = z.string().trim().max(2000);

/** The fields naming a form, each optional: which are needed is decided when the form is looked up. */
export const formReferenceFields = {
  form_type: z.enum(FILLABLE_FORM_TYPES).optional(),
  form_id: idParam.optional(),
  form_title: formTitleSchema.optional(),
  form_url: formUrlSchema.optional(),
};

export interface FormReference {
  form_type?: FillableFormType | undefined;
  form_id?: number | undefined;
  form_title?: string | undefined;
  form_url?: string | undefined;
}

/** True when the body names a form at all. */
export const namesForm = (ref: FormReference) =>
  ref.form_id !== undefined || Boolean(ref.form_title?.trim()) || Boolean(ref.form_url?.trim());

/** What a form address says: one of our own download addresses, or only a PDF's file name. */
export type FormAddress =
  | { kind: 'public'; id: number }
  | { kind: 'law_firm'; lawFirmId: number; id: number }
  | { kind: 'file'; name: string };

/**
 * Reads a form address, absolute or relative: `/api/legal_form/{id}/file` (a public form),
 * `/api/firm-legal-form/{lawFirmId}/forms/{id}/...` (a firm form, any version), else the last segment
 * as a file name ("https://www.uscis.gov/.../i-130.pdf" → "i-130.pdf"). Null when there is no name.
 */
export function parseFormAddress(url: string): FormAddress | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://form.invalid').pathname;
  } catch {
    return null;
  }
  const publicMatch = /^(?:\/api)?\/legal_form\/(\d+)(?:\/|$)/.exec(pathname);
  if (publicMatch) return { kind: 'public', id: Number(publicMatch[1]) };
  const firmMatch = /^(?:\/api)?\/firm-legal-form\/(\d+)\/forms\/(\d+)(?:\/|$)/.exec(pathname);
  if (firmMatch) return { kind: 'law_firm', lawFirmId: Number(firmMatch[1]), id: Number(firmMatch[2]) };
  const last = pathname.split('/').filter(Boolean).pop();
  if (!last) return null;
  try {
    return { kind: 'file', name: decodeURIComponent(last) };
  } catch {
    return { kind: 'file', name: last };
  }
}

/** A name as forms are compared: trimmed, case ignored, without a ".pdf" ending ("I-130.pdf" is "i-130"). */
export const formNameKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\.pdf$/, '');
