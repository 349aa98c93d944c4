/**
 * Assigning employees to a document filling (spec §2 "Assign-employees-to-document-filling form", §7
 * POST /law-firm/{firmId}/document-filling): a form to fill for a client, optionally within one of their
 * cases, handed to one or more colleagues, who see it in their list until it is marked done.
 */
import { z } from 'zod';
import { idParam, paginated, paginationQuery } from './common.js';
import { FILLABLE_FORM_TYPES } from './form-filling.js';
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

export const documentFillingRequest = z.object({
  employees: employeeIds,
  client_id: idParam,
  case_id: optionalCaseId,
  form_type: z.enum(FILLABLE_FORM_TYPES),
  form_id: idParam,
  note: z.preprocess((value) => (value === '' ? undefined : value), text(DOCUMENT_FILLING_NOTE_MAX_LENGTH).optional()),
});
export type DocumentFillingRequest = z.input<typeof documentFillingRequest>;

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
