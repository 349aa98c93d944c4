/**
 * Assigning employees to a document filling (spec §2 "Assign-employees-to-document-filling form", §7
 * POST /law-firm/{firmId}/document-filling): a form to fill for a client, optionally within one of their
 * cases, handed to one or more colleagues, who see it in their list until it is marked done.
 */
import { z } from 'zod';
import { idParam, paginated, paginationQuery } from './common.js';
import { FILLABLE_FORM_TYPES } from './form-filling.js';
import { formReferenceFields } from './form-reference.js';
import { text } from './primitives.js';

export const DOCUMENT_FILLING_STATUSES = ['open', 'done'] as const;
export type DocumentFillingStatus = (typeof DOCUMENT_FILLING_STATUSES)[number];

/** A filling is handed to a few people, never to the whole firm at once. */
export const DOCUMENT_FILLING_MAX_EMPLOYEES = 20;
export const DOCUMENT_FILLING_NOTE_MAX_LENGTH = 1000;

export const DOCUMENT_FILLING_MESSAGES = {
  employeesRequired: 'Choose at least one employee.',
  employeesTooMany: `Choose at most ${DOCUMENT_FILLING_MAX_EMPLOYEES} employees.`,
  employeesNotJson: 'employees must be a JSON list of employee ids.',
  subjectRequired:
    'Say what the employees are assigned to: case_id alone for the case team, or a form (form_title, form_url, ' +
    'or form_id with form_type) with client_id or case_id for a document filling.',
  clientRequired: 'Choose the client (client_id), or one of their cases (case_id).',
} as const;

/**
 * The `employees` part: a JSON list of ids, as the spec's multipart sends it (`"[3,7]"`), or the list
 * itself in a JSON body. Repeated ids count once.
 */
const employeeIds = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(idParam, { error: DOCUMENT_FILLING_MESSAGES.employeesNotJson })
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z
        .array(z.number())
        .min(1, DOCUMENT_FILLING_MESSAGES.employeesRequired)
        .max(DOCUMENT_FILLING_MAX_EMPLOYEES, DOCUMENT_FILLING_MESSAGES.employeesTooMany),
    ),
);

/** An optional id in form data: absent, empty, 'general' (the client's general documents) or null mean none. */
const optionalCaseId = z.preprocess(
  (value) => (value === '' || value === 'general' || value === 'null' ? null : value),
  idParam.nullish(),
);

/** A form-data field left empty is a field not sent. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/**
 * A filling: the employees, the client (client_id, or the client of case_id), an optional case, and the
 * form named as form-reference.ts says (form_title or form_url, or form_id with form_type).
 */
export const documentFillingRequest = z.object({
  employees: employeeIds,
  client_id: blankless(idParam.optional()),
  case_id: optionalCaseId,
  form_type: blankless(formReferenceFields.form_type),
  form_id: blankless(formReferenceFields.form_id),
  form_title: blankless(formReferenceFields.form_title),
  form_url: blankless(formReferenceFields.form_url),
  note: z.preprocess((value) => (value === '' ? undefined : value), text(DOCUMENT_FILLING_NOTE_MAX_LENGTH).optional()),
});
export type DocumentFillingRequest = z.input<typeof documentFillingRequest>;

const sent = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * What POST /law-firm/{firmId}/document-filling assigns the employees to, read from the fields sent: a
 * form named makes it a document filling; else a case makes it the case member assignment (the spec's
 * `employees` with the case the screen is on); else (employees alone) it says nothing and is a 400.
 */
export function documentFillingKind(fields: unknown): 'filling' | 'case_members' | null {
  const body = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
  if (sent(body.form_id) || sent(body.form_title) || sent(body.form_url)) return 'filling';
  if (sent(body.case_id) && body.case_id !== 'general') return 'case_members';
  return null;
}

const personSchema = z.object({ id: z.number().int(), full_name: z.string(), image: z.string().nullable() });

export const documentFillingSchema = z.object({
  id: z.number().int(),
  status: z.enum(DOCUMENT_FILLING_STATUSES),
  client: z.object({ id: z.number().int(), full_name: z.string() }),
  case: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  form: z.object({ form_type: z.enum(FILLABLE_FORM_TYPES), id: z.number().int(), title: z.string() }),
  note: z.string().nullable(),
  employees: z.array(personSchema),
  assigned_by: personSchema.nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type DocumentFilling = z.infer<typeof documentFillingSchema>;

export const documentFillingListQuery = paginationQuery.extend({
  /** `me` (the default): the fillings handed to the caller; `all`: the firm's. */
  assigned_to: z.enum(['me', 'all']).default('me'),
  status: z.enum([...DOCUMENT_FILLING_STATUSES, 'all']).default('open'),
});
export type DocumentFillingListQuery = z.input<typeof documentFillingListQuery>;
export const documentFillingListResponse = paginated(documentFillingSchema);
export type DocumentFillingList = z.infer<typeof documentFillingListResponse>;

export const documentFillingStatusBody = z.object({ status: z.enum(DOCUMENT_FILLING_STATUSES) });
