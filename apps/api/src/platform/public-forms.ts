/**
 * The public forms library: code, not a table, because it ships with the API (assets/forms) and is
 * the same for every firm. Ids are stable; a new form gets the next one. Below the modules: workflows, form
 * filling and document fillings name these forms as much as the forms module that serves them.
 */
import path from 'node:path';

export interface PublicFormEntry {
  id: number;
  name: string;
  title: string;
  titleAr: string;
  /** Under the forms assets folder. */
  file: string;
  /**
   * The parts that hold facts about the firm's client: G-28's client (Part 2, and the consent of
   * Part 4), I-130's petitioner (Parts 2, 3 and 6: the firm represents the petitioner), I-485's
   * applicant (Parts 1, 3, 7 and 10).
   */
  clientParts: readonly number[];
}

export const PUBLIC_FORMS: readonly PublicFormEntry[] = [
  {
    id: 1,
    name: 'G-28',
    title: 'Notice of Entry of Appearance as Attorney or Accredited Representative',
    titleAr: 'إشعار بالمثول بصفة محامٍ أو ممثل معتمد',
    file: 'uscis/g-28.pdf',
    clientParts: [2, 4],
  },
  {
    id: 2,
    name: 'I-130',
    title: 'Petition for Alien Relative',
    titleAr: 'التماس لقريب أجنبي',
    file: 'uscis/i-130.pdf',
    clientParts: [2, 3, 6],
  },
  {
    id: 3,
    name: 'I-485',
    title: 'Application to Register Permanent Residence or Adjust Status',
    titleAr: 'طلب تسجيل الإقامة الدائمة أو تعديل الوضع',
    file: 'uscis/i-485.pdf',
    clientParts: [1, 3, 7, 10],
  },
];

export function publicFormById(id: number): PublicFormEntry | undefined {
  return PUBLIC_FORMS.find((form) => form.id === id);
}

/** Case-insensitive, so /generic-form-schema/i-130 finds I-130. */
export function publicFormByName(name: string): PublicFormEntry | undefined {
  const wanted = name.trim().toUpperCase();
  return PUBLIC_FORMS.find((form) => form.name.toUpperCase() === wanted);
}

export function publicFormPath(assetsDir: string, form: PublicFormEntry): string {
  return path.join(assetsDir, form.file);
}

/** The authenticated download of a public form's PDF. */
export const publicFormUrl = (form: PublicFormEntry) => `/api/legal_form/${form.id}/file`;
