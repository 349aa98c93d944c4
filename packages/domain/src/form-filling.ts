/**
 * Filling a form for a client (spec §2 "Document filling screen", §4 "Document filling", §5
 * "Create filled form", §7 create-filled-form and update-filled-form): the pre-filled schema, the
 * preview, and the filled form kept beside its document so it can be reopened.
 */
import { z } from 'zod';
import { idParam } from './common.js';
import { documentSchema } from './documents.js';
import { formSectionSchema } from './forms.js';

/** Where a form comes from: the public library or the firm's own forms. */
export const FILLABLE_FORM_TYPES = ['public', 'law_firm'] as const;
export type FillableFormType = (typeof FILLABLE_FORM_TYPES)[number];

/** The largest USCIS form has 723 fields; a body beyond this is not a filling. */
export const FILL_MAX_VALUES = 2000;
/** A value longer than this fits in no PDF field. */
export const FILL_VALUE_MAX_LENGTH = 4000;
/** The reviewed sections kept with a filled form, as JSON text. */
export const FILL_SCHEMA_MAX_CHARS = 2_000_000;

/** §8 forms texts of the filling. */
export const FORM_FILLING_MESSAGES = {
  submitted: 'Form submitted successfully!',
  submitFailed: 'Failed to submit form',
  tooManyValues: `At most ${FILL_MAX_VALUES} values.`,
  valueTooLong: `A value has at most ${FILL_VALUE_MAX_LENGTH} characters.`,
  answerTooLong: 'Some answers are longer than their boxes on the form. Shorten them and try again.',
} as const;

/** The `code` of the answer-too-long refusal; its `fields` name each field with answerMaxLengthMessage. */
export const ANSWER_TOO_LONG_CODE = 'answer_too_long';
/** What a field too long for its box is told, by field name in the refusal's `fields`. */
export const answerMaxLengthMessage = (maxLength: number) => `At most ${maxLength} characters fit in this box.`;

export const formSchemaParams = z.object({ form_type: z.enum(FILLABLE_FORM_TYPES), id: idParam });
export const formSchemaQuery = z.object({ client_id: idParam.optional() });

export const fillableFormRef = z.object({ form_type: z.enum(FILLABLE_FORM_TYPES), id: z.number().int().positive() });
export type FillableFormRef = z.infer<typeof fillableFormRef>;

export const fillValue = z.union([
  z.string().max(FILL_VALUE_MAX_LENGTH, FORM_FILLING_MESSAGES.valueTooLong),
  z.boolean(),
]);
/** Field name → value; bounded so one request cannot ask for an unbounded amount of PDF work. */
export const fillValues = z
  .record(z.string().min(1).max(500), fillValue)
  .refine((values) => Object.keys(values).length <= FILL_MAX_VALUES, FORM_FILLING_MESSAGES.tooManyValues);
export type FillValues = z.infer<typeof fillValues>;

export const filledFormPreviewBody = z.object({
  form: fillableFormRef,
  values: fillValues,
  flatten: z.boolean().default(false),
});
export type FilledFormPreviewBody = z.infer<typeof filledFormPreviewBody>;

export const filledFormSectionsSchema = z.array(formSectionSchema);

export const filledFormSchema = z.object({
  id: z.number().int(),
  document_id: z.number().int(),
  client_id: z.number().int(),
  case_id: z.number().int().nullable(),
  form_type: z.enum(FILLABLE_FORM_TYPES).nullable(),
  form_id: z.number().int().nullable(),
  form_title: z.string(),
  form_schema: filledFormSectionsSchema,
  values: z.record(z.string(), fillValue),
  flatten: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FilledForm = z.infer<typeof filledFormSchema>;

export const filledFormResponse = z.object({ document: documentSchema, filled_form: filledFormSchema });
export type FilledFormResponse = z.infer<typeof filledFormResponse>;
export const filledFormOnlyResponse = z.object({ filled_form: filledFormSchema });

/** §5: the saved document's title is the PDF file name in the form's address, e.g. `I-130.pdf`. */
export function formFileName(form: { name: string; url?: string }): string {
  const name = form.name.trim() || 'form';
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}
