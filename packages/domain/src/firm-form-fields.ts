/**
 * A firm's corrections to the fields read from one of its own forms (the Fields dialog): per PDF field
 * name, the type (and a text field's format) the reading got wrong, a better label, and the label in
 * Arabic. They are kept with the form, not its version, so a new version of the same PDF keeps them for
 * the fields whose names it still has; every schema built from the form applies them.
 */
import { z } from 'zod';
import { trimmed } from './common.js';
import { FIELD_FORMATS, type FieldFormat } from './field-formats.js';
import { extractedFormFieldsResponse, FORM_FIELD_TYPES, type FormFieldType, type FormSection } from './forms.js';

/** Written as text in the PDF, so one may stand for another; boxes and lists keep their kind. */
export const TEXT_FIELD_TYPES = ['text', 'date', 'number', 'email', 'signature'] as const satisfies FormFieldType[];

/** The types a field read as `type` may be corrected to. */
export function correctableTypes(type: FormFieldType): readonly FormFieldType[] {
  return (TEXT_FIELD_TYPES as readonly FormFieldType[]).includes(type) ? TEXT_FIELD_TYPES : [type];
}

/** A text field's format as corrected: one of the formats, or `none` for free text. */
export const FIELD_FORMAT_NONE = 'none';
export const correctedFormatSchema = z.enum([...FIELD_FORMATS, FIELD_FORMAT_NONE]);
export type CorrectedFormat = z.infer<typeof correctedFormatSchema>;

export const FIELD_LABEL_MAX_LENGTH = 2000;
const label = trimmed(1, FIELD_LABEL_MAX_LENGTH);

/** One field's correction as stored: what is absent is as the PDF says. */
export interface FieldCorrection {
  type?: FormFieldType;
  format?: CorrectedFormat;
  label?: string;
  label_ar?: string;
}
/** A form's corrections by PDF field name. */
export type FieldCorrections = Record<string, FieldCorrection>;

/**
 * One field in the save call: each property given replaces that correction, null drops it (back to
 * what the PDF says), an absent one stays as saved. Unknown properties are refused, not ignored.
 */
export const fieldCorrectionInput = z
  .object({
    name: z.string().min(1).max(1000),
    type: z.enum(FORM_FIELD_TYPES).nullable().optional(),
    format: correctedFormatSchema.nullable().optional(),
    label: label.nullable().optional(),
    label_ar: label.nullable().optional(),
  })
  .strict();
export type FieldCorrectionInput = z.infer<typeof fieldCorrectionInput>;

export const saveFieldCorrectionsBody = z
  .object({ fields: z.array(fieldCorrectionInput).min(1).max(5000) })
  .strict()
  .refine((body) => new Set(body.fields.map((field) => field.name)).size === body.fields.length, {
    message: 'Name each field once.',
    path: ['fields'],
  });
export type SaveFieldCorrectionsBody = z.infer<typeof saveFieldCorrectionsBody>;

/** The save call's answer: the form's fields as extraction now reads them, corrections applied. */
export const fieldCorrectionsResponse = z.object({ fields: extractedFormFieldsResponse });

export const FIELD_CORRECTION_MESSAGES = {
  unknownField: 'The form has no field of this name.',
  wrongType: 'This field cannot take that type: only text fields change type, and a box or a list keeps its kind.',
  formatNotText: 'Only a text field has a format.',
} as const;

/** The corrections after a save: each sent property set or (null) dropped; a field left with none is removed. */
export function mergeFieldCorrections(
  saved: FieldCorrections,
  sent: readonly FieldCorrectionInput[],
): FieldCorrections {
  const merged: FieldCorrections = { ...saved };
  for (const { name, ...change } of sent) {
    const next: Record<string, unknown> = { ...merged[name] };
    for (const [key, value] of Object.entries(change)) {
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    if (Object.keys(next).length > 0) merged[name] = next as FieldCorrection;
    else delete merged[name];
  }
  return merged;
}

/** Keeps the corrections of the fields the form still has (a new version may have dropped some). */
export function correctionsFor(corrections: FieldCorrections, names: ReadonlySet<string>): FieldCorrections {
  return Object.fromEntries(Object.entries(corrections).filter(([name]) => names.has(name)));
}

/**
 * Why a field's correction cannot stand on the field as read (null when it can): the type must be one the
 * field's kind allows, and a format needs a text field.
 */
export function correctionProblem(read: FormFieldType, correction: FieldCorrection): string | null {
  if (correction.type !== undefined && !correctableTypes(read).includes(correction.type)) {
    return FIELD_CORRECTION_MESSAGES.wrongType;
  }
  const type = correction.type ?? read;
  if (correction.format !== undefined && correction.format !== FIELD_FORMAT_NONE && type !== 'text') {
    return FIELD_CORRECTION_MESSAGES.formatNotText;
  }
  return null;
}

/** The format a field ends with: corrected, or as read while it stays text; none for other types. */
function formatOf(type: FormFieldType, read: FieldFormat | null | undefined, corrected: CorrectedFormat | undefined) {
  if (type !== 'text') return null;
  if (corrected === undefined) return read ?? null;
  return corrected === FIELD_FORMAT_NONE ? null : corrected;
}

export interface ApplyOptions {
  /**
   * False for a schema someone already reviewed (a collaboration form's body): its labels are the
   * reviewer's and stay; the types, formats and a missing Arabic label still come from the corrections.
   */
  labels?: boolean;
}

/** A copy of the sections with each corrected field's type, format, label and Arabic label set. */
export function applyFieldCorrections(
  sections: readonly FormSection[],
  corrections: FieldCorrections,
  options: ApplyOptions = {},
): FormSection[] {
  const labels = options.labels ?? true;
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => {
      const correction = corrections[field.name];
      if (!correction || correctionProblem(field.type, correction)) return field;
      const type = correction.type ?? field.type;
      const labelAr = labels
        ? (correction.label_ar ?? field.metadata.label_ar)
        : (field.metadata.label_ar ?? correction.label_ar);
      return {
        ...field,
        type,
        label: labels ? (correction.label ?? field.label) : field.label,
        metadata: {
          ...field.metadata,
          format: formatOf(type, field.metadata.format, correction.format),
          ...(labelAr ? { label_ar: labelAr } : {}),
        },
      };
    }),
  }));
}
