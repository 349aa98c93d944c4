/**
 * Public forms and the fields read from fillable PDFs (spec §3 "Public form", "Collaboration form
 * schema", "Field", "Extracted form field"; §7 "Forms" and the form calls under "Documents").
 */
import { z } from 'zod';
import { FIELD_FORMATS } from './field-formats.js';

/** §9: the public forms list's `limit`; -1 (the default) means unlimited. */
export const PUBLIC_FORMS_UNLIMITED = -1;
/** §9: form chips show titles shortened beyond 20 characters. */
export const FORM_CHIP_TITLE_MAX = 20;
/** A firm's own PDF sent for extraction: the same ceiling as a document upload. */
export const EXTRACT_FORM_MAX_BYTES = 25 * 1024 * 1024;

/** §3 Field types, plus `dropdown` (a choice list) which the extracted form field names. */
export const FORM_FIELD_TYPES = [
  'text',
  'date',
  'number',
  'email',
  'checkbox',
  'radio',
  'dropdown',
  'signature',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** §8 forms texts the API and the screens share. */
export const FORM_MESSAGES = {
  loadPublicFailed: 'Failed to load public forms',
  schemaFailed: 'Failed to retrieve form schema',
  schemaRetrieved: 'Form schema retrieved successfully',
  formNameNotFound: 'Form name not found',
} as const;

export const publicFormSchema = z.object({
  id: z.number().int(),
  /** The form's number as its publisher writes it, e.g. "I-130". */
  name: z.string(),
  title: z.string(),
  title_ar: z.string(),
  /** Authenticated download of the PDF, under /api. */
  url: z.string(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;
export const publicFormListResponse = z.array(publicFormSchema);

export const publicFormListQuery = z.object({
  limit: z.coerce.number().int().min(-1).default(PUBLIC_FORMS_UNLIMITED),
});

export const fieldOptionSchema = z.object({ label: z.string() });
export const fieldDefaultValue = z.union([z.string(), z.boolean(), z.null()]);

/** §3 Extracted form field (label, type, options), with the PDF field's name and its section. */
export const extractedFormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  options: z.array(fieldOptionSchema),
  section: z.string(),
  section_description: z.string(),
  required: z.boolean(),
  /** A text field's format (phone, SSN, ...), where it has one. */
  format: z.enum(FIELD_FORMATS).optional(),
  /** The label in Arabic, where the form has one (a firm form's from its Fields corrections). */
  label_ar: z.string().optional(),
});
export type ExtractedFormField = z.infer<typeof extractedFormFieldSchema>;
export const extractedFormFieldsResponse = z.array(extractedFormFieldSchema);

/**
 * The JSON body of POST /document/extract-form-fields: a public form, or one of the caller's firm's
 * own forms (its current version). A PDF is sent as multipart `form` instead.
 */
export const extractFormFieldsBody = z.object({
  form: z.discriminatedUnion('form_type', [
    z.object({ form_type: z.literal('public'), id: z.number().int().positive() }),
    z.object({ form_type: z.literal('law_firm'), id: z.number().int().positive() }),
  ]),
});
export type ExtractFormFieldsBody = z.infer<typeof extractFormFieldsBody>;
export type ExtractFormRef = ExtractFormFieldsBody['form'];

/** §3 Field of the collaboration form schema. */
export const collaborationFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  default_value: fieldDefaultValue,
  required: z.boolean(),
  hidden: z.boolean(),
  client_related: z.boolean(),
  options: z.array(fieldOptionSchema),
  metadata: z.object({
    field_purpose: z.string().nullable(),
    /** What a text field holds (phone, SSN, A-Number, ...): its pattern and keyboard, see field-formats.ts. */
    format: z.enum(FIELD_FORMATS).nullable().optional(),
    /** The PDF field's maximum length (a comb field's box count); longer answers are refused, not cut. */
    max_length: z.number().int().positive().nullable().optional(),
    /** A comb field: one character per printed box. */
    comb: z.boolean().optional(),
    /**
     * The label in Arabic, shown to an Arabic-speaking client beside the English original (the form is
     * filed in English): the public library's reviewed labels, or a firm's own, edited in Fields.
     */
    label_ar: z.string().max(2000).nullable().optional(),
    /**
     * Check boxes that answer one "select only one" question share a group: the client picks one of them,
     * and the server refuses an answer that ticks two.
     */
    choice_group: z.string().max(200).nullable().optional(),
  }),
});
export type CollaborationField = z.infer<typeof collaborationFieldSchema>;

export const formSectionSchema = z.object({
  section: z.string(),
  section_description: z.string(),
  /** The section's title in Arabic, where the form has one (see `label_ar`). */
  section_description_ar: z.string().max(2000).nullable().optional(),
  fields: z.array(collaborationFieldSchema),
});
export type FormSection = z.infer<typeof formSectionSchema>;

/**
 * A field as a client sends it back (the reviewed schema of a collaboration form): what has an obvious
 * default may be left out (not hidden, not the client's, no options, no known purpose).
 */
export const collaborationFieldInput = collaborationFieldSchema.extend({
  hidden: z.boolean().default(false),
  client_related: z.boolean().default(false),
  options: z.array(fieldOptionSchema).default([]),
  // The other metadata (format, maximum length, comb) is kept as sent: the client form's checks use it.
  metadata: collaborationFieldSchema.shape.metadata
    .extend({ field_purpose: z.string().nullable().default(null) })
    .default({ field_purpose: null }),
});
export const formSectionInput = formSectionSchema.extend({ fields: z.array(collaborationFieldInput) });

/**
 * A reviewed schema in a body: the list of sections, or the `{ form_fields: [...] }` object that
 * GET /document/generic-form-schema/{formName} answers as `form.schema` (§3 "Form schema").
 */
export const formSchemaInput = z.union([
  z.array(formSectionInput).min(1),
  z.object({ form_fields: z.array(formSectionInput).min(1) }).transform((schema) => schema.form_fields),
]);

export const genericFormSchemaResponse = z.object({
  form: z.object({
    name: z.string(),
    title: z.string(),
    url: z.string(),
    schema: z.object({ form_fields: z.array(formSectionSchema) }),
  }),
});
export type GenericFormSchema = z.infer<typeof genericFormSchemaResponse>;

export const formNameParam = z.object({ formName: z.string().trim().min(1).max(100) });

/** Shortens a form title for a chip: beyond 20 characters it is cut and ends with an ellipsis. */
export function shortFormTitle(title: string, max = FORM_CHIP_TITLE_MAX): string {
  const characters = Array.from(title);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : title;
}

/** Flattens a schema's sections into the extraction list (§3 Extracted form field). */
export function extractedFieldsOf(sections: readonly FormSection[]): ExtractedFormField[] {
  return sections.flatMap((section) =>
    section.fields.map((field) => ({
      name: field.name,
      label: field.label,
      type: field.type,
      options: field.options,
      section: section.section,
      section_description: section.section_description,
      required: field.required,
      ...(field.metadata.format ? { format: field.metadata.format } : {}),
      ...(field.metadata.label_ar ? { label_ar: field.metadata.label_ar } : {}),
    })),
  );
}
