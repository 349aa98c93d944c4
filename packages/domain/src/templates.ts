/**
 * Templates and merge fields (documents-forms-workflows §2 /settings/templates, §3 "Merge field" and
 * "Table column list", §5, §6 ADD_EMAIL_TEMPLATE / ADD_DOCUMENT_TEMPLATE, §7).
 *
 * A firm writes email, reminder and document templates in a rich-text editor (HTML from TipTap) in
 * English or Arabic. Merge fields are placeholders `#{target}_{field}` ("#contact_first_name") that the
 * server fills for a given contact, case, invoice, meeting or appointment. A placeholder the server
 * cannot fill is left visible in the text and reported, never silently dropped. The server sanitises
 * every body it stores and renders.
 *
 * Email and document templates are gated by ADD_EMAIL_TEMPLATE / ADD_DOCUMENT_TEMPLATE (create on
 * email_templates / document_templates; delete needs manage). Reminder templates are not gated: every
 * member of the firm may write them.
 */
import { z } from 'zod';
import { idParam, trimmed } from './common.js';
import { LOCALES } from './locales.js';

export const TEMPLATE_KINDS = ['email', 'reminder', 'document'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
/** Kinds that carry a mail subject. */
export const KINDS_WITH_SUBJECT: readonly TemplateKind[] = ['email', 'reminder'];

export const TEMPLATE_LIMITS = {
  title: 200,
  subject: 300,
  /** Stored HTML, after sanitising. */
  bodyHtml: 200_000,
  mergeField: 60,
  mergeFieldLabel: 120,
  listPageSize: 20,
} as const;

/** §3: merge-field targets, spelled as the spec does. */
export const MERGE_FIELD_TARGETS = ['contact', 'User', 'Law_Firm', 'meeting', 'appointment', 'invoice'] as const;
export type MergeFieldTarget = (typeof MERGE_FIELD_TARGETS)[number];

/**
 * §5: a field name is lower-cased, spaces become underscores and every other character outside
 * a-z, 0-9 and _ is removed ("First Name!" → "first_name").
 */
export function normalizeMergeFieldName(field: string): string {
  return field
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

/** §3: the placeholder written in a template, `#{target}_{field}`. */
export function mergeFieldPlaceholder(target: MergeFieldTarget, field: string): string {
  return `#${target}_${normalizeMergeFieldName(field)}`;
}

/**
 * Placeholders in a text: `#` + a target + `_` + a field. The target alternatives are tried longest
 * first so `#Law_Firm_name` reads as (Law_Firm, name).
 */
export const MERGE_FIELD_PATTERN = /#(contact|User|Law_Firm|meeting|appointment|invoice)_([a-z0-9_]+)/g;

export const mergeFieldSchema = z.object({
  id: z.number().int(),
  /** `#{target}_{field}`. */
  name: z.string(),
  target: z.enum(MERGE_FIELD_TARGETS),
  field: z.string(),
  /** The label shown in the insert menu ("Client's first name"). */
  merge_field_name: z.string(),
  /** True for the fields every firm has (built in, neither editable nor deletable). */
  system: z.boolean(),
});
export type MergeField = z.infer<typeof mergeFieldSchema>;

/** GET /merge-fields/{lawFirmId} → the built-in fields then the firm's own, by target and name. */
export const mergeFieldListResponse = z.object({ merge_fields: z.array(mergeFieldSchema) });
export const mergeFieldResponse = z.object({ merge_field: mergeFieldSchema });

/**
 * POST /merge-fields/{lawFirmId} → 201; PUT /merge-fields/{lawFirmId}/{id} → 200; DELETE → 204.
 * Target and field are required; the field is normalised (§5); a name the firm already has is 409
 * duplicate_merge_field. A field must name a column of the target's table (GET /table-column/get-columns)
 * or, for contact, one of the firm's client custom fields: otherwise 422 unknown_merge_field.
 */
export const mergeFieldBody = z.object({
  target: z.enum(MERGE_FIELD_TARGETS),
  field: z
    .string()
    .max(TEMPLATE_LIMITS.mergeField)
    .transform(normalizeMergeFieldName)
    .pipe(z.string().min(1, 'Field is required')),
  merge_field_name: z.string().trim().max(TEMPLATE_LIMITS.mergeFieldLabel).optional(),
});
export type MergeFieldBody = z.input<typeof mergeFieldBody>;

/** GET /table-column/get-columns?table= (a merge-field target) → { columns }: the fields a template can use. */
export const tableColumnsQuery = z.object({ table: z.enum(MERGE_FIELD_TARGETS) });
export const tableColumnsResponse = z.object({ columns: z.array(z.string()) });

export const templateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TEMPLATE_KINDS),
  title: z.string(),
  /** Mail subject (email and reminder); null for a document template. */
  subject: z.string().nullable(),
  /** Sanitised HTML. */
  body_html: z.string(),
  /** The language the template is written in: Arabic renders right to left. */
  language: z.enum(LOCALES),
  law_firm_id: z.number().int(),
  created_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateSummarySchema = templateSchema.omit({ body_html: true });
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** GET /templates/{lawFirmId}?kind=&search=&page= → one kind's templates, last changed first. */
export const templateListQuery = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  search: z.string().trim().max(TEMPLATE_LIMITS.title).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const templateListResponse = z.object({
  items: z.array(templateSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export const templateResponse = z.object({ template: templateSchema });

/** GET /workflow/get-email-templates-by-law-firm/{firmId} and …/get-document-templates-by-law-firm/{firmId}. */
export const templateTitleListResponse = z.array(z.object({ id: z.number().int(), title: z.string() }));

/** POST /templates/{lawFirmId} → 201 { template }; PUT /templates/{lawFirmId}/{id} → 200 (kind cannot change). */
export const templateBody = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  title: trimmed(1, TEMPLATE_LIMITS.title),
  /** Required (non-blank) for email and reminder; ignored for document. */
  subject: z.string().trim().max(TEMPLATE_LIMITS.subject).nullable().default(null),
  body_html: z.string().max(TEMPLATE_LIMITS.bodyHtml),
  language: z.enum(LOCALES).default('en'),
});
export type TemplateBody = z.input<typeof templateBody>;

/** What a template is filled for; each id must be the firm's (else 404). */
export const renderContextBody = z.object({
  contact_id: z.number().int().positive().optional(),
  case_id: z.number().int().positive().optional(),
  invoice_id: z.number().int().positive().optional(),
});
// Meetings and appointments are filled once the calendar exists; until then their placeholders are reported as unknown.
export type RenderContext = z.infer<typeof renderContextBody>;

/** POST /templates/{lawFirmId}/{id}/preview (render context) → 200: nothing is sent or saved. */
export const templatePreviewResponse = z.object({
  subject: z.string().nullable(),
  /** Sanitised, with every filled placeholder replaced and every unfilled one left as written. */
  html: z.string(),
  /** Placeholders left unfilled, each once, in order of first use. */
  unknown_fields: z.array(z.string()),
  language: z.enum(LOCALES),
});
export type TemplatePreview = z.infer<typeof templatePreviewResponse>;

export const DOCUMENT_FORMATS = ['pdf', 'docx'] as const;
/**
 * POST /templates/{lawFirmId}/{id}/generate-document → 201 { document, unknown_fields }: a document
 * template filled for a contact (required) and optionally a case, saved as the client's document (in the
 * case's documents when case_id is given).
 */
export const generateDocumentBody = renderContextBody.extend({
  contact_id: z.number().int().positive(),
  format: z.enum(DOCUMENT_FORMATS),
  title: trimmed(1, TEMPLATE_LIMITS.title).optional(),
});

export const templateParams = z.object({ lawFirmId: idParam, id: idParam });

export const TEMPLATE_MESSAGES = {
  noPermissionEmail: 'You do not have permission to add email templates',
  noPermissionDocument: 'You do not have permission to add document templates',
  duplicateMergeField: 'A merge field with this name already exists',
  unknownMergeField: 'This field does not exist for the chosen target',
  subjectRequired: 'Subject is required',
  templateSaved: 'Template saved',
  templateDeleted: 'Template deleted',
  mergeFieldSaved: 'Merge field saved',
  mergeFieldDeleted: 'Merge field deleted',
} as const;
