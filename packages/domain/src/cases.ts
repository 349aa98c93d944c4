/**
 * Cases (matters) and FOIA cases: statuses, the creation payload of POST /case/ (sent as form data),
 * the FOIA dialog's request, and the answers of the case lists and the case profile.
 */
import { z } from 'zod';
import { idParam, paginationQuery } from './common.js';
import { CASE_SORT_COLUMNS, exportQueryOf, sortParams } from './list-sorting.js';
import { DEFAULT_LOCALE, LOCALES } from './locales.js';
import { singleLine } from './primitives.js';

export const CASE_STATUSES = ['PENDING', 'OPEN', 'IN_PROGRESS', 'ON_HOLD', 'CLOSED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** Every new case starts here, whatever the request says. */
export const NEW_CASE_STATUS: CaseStatus = 'PENDING';

export const CASE_TYPES = ['STANDARD', 'FOIA'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const CLIENT_GENDERS = ['MALE', 'FEMALE', 'PreferNotToSay', 'other'] as const;
export type ClientGender = (typeof CLIENT_GENDERS)[number];

export const CASE_TITLE_MAX = 255;
export const CASE_DESCRIPTION_MAX = 10_000;
/** Default page size of the cases list (the spec's default for growing lists). */
export const CASES_PAGE_SIZE = 12;

/** Error codes of the case rules (422), translated by the web app. */
export const CASE_ERROR_CODES = [
  'primary_contact_required',
  'contact_not_client',
  'contact_email_required',
  'contact_phone_required',
  /** 422: FOIA request details asked of a case that is not a FOIA case. */
  'not_foia_case',
] as const;
export const TEAM_LEAD_REQUIRED_MESSAGE = 'Assign a team lead before proceeding.';

/** Form data carries text: an empty field means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * A list sent as form data: a JSON string ("[1,2]"), repeated fields (already an array), or one value.
 * JSON bodies may send the array itself.
 */
function formList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value))
      return value.length === 1 && typeof value[0] === 'string' ? parseListText(value[0]) : value;
    if (typeof value === 'string') return parseListText(value);
    return value;
  }, z.array(item));
}

function parseListText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return text;
    }
  }
  return [trimmed];
}

const caseTitle = singleLine().min(1).max(CASE_TITLE_MAX);
const caseDescription = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string().max(CASE_DESCRIPTION_MAX),
);

export const taskAssignmentSchema = z.object({
  task_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
});
export type TaskAssignment = z.infer<typeof taskAssignmentSchema>;

/**
 * POST /case/ (multipart). status, created_at and updated_at are accepted and ignored: a case is always
 * created PENDING, at the server's time. team_leads, task_assignments and alt_steps_ids are lists (see formList).
 */
export const createCaseRequest = z
  .object({
    title: caseTitle,
    description: z.preprocess(blankToUndefined, caseDescription.optional()),
    workflow_id: z.preprocess(blankToUndefined, idParam.optional()),
    status: z.unknown().optional(),
    contact_id: idParam,
    primary_contact_id: z.preprocess(blankToUndefined, idParam.optional()),
    law_firm_id: idParam,
    team_leads: formList(idParam).pipe(z.array(z.number()).min(1, TEAM_LEAD_REQUIRED_MESSAGE)),
    task_assignments: z.preprocess(
      (value) => (value === undefined ? [] : value),
      formList(taskAssignmentSchema).refine(
        (items) => new Set(items.map((item) => item.task_id)).size === items.length,
        'Each task can have only one assignee.',
      ),
    ),
    alt_steps_ids: z.preprocess((value) => (value === undefined ? [] : value), formList(idParam)),
    /** The language the case is run in (its closure report); English when not given. */
    language: z.preprocess(blankToUndefined, z.enum(LOCALES).default(DEFAULT_LOCALE)),
    created_at: z.unknown().optional(),
    updated_at: z.unknown().optional(),
  })
  .strip();
export type CreateCaseRequest = z.infer<typeof createCaseRequest>;
/** What a form sends before parsing (every field as text). */
export type CreateCaseInput = z.input<typeof createCaseRequest>;

/** PUT /case/{id}: any of these, at least one. */
export const updateCaseRequest = z
  .object({
    title: caseTitle.optional(),
    description: z
      .string()
      .trim()
      .max(CASE_DESCRIPTION_MAX)
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    status: z.enum(CASE_STATUSES).optional(),
    team_leads: z.array(z.number().int().positive()).max(50).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update.');
export type UpdateCaseRequest = z.infer<typeof updateCaseRequest>;

/** POST /foia-cases. client_id is the picked contact's related_entity_id. */
export const createFoiaCaseRequest = z.object({
  client_id: z.coerce.number().int().positive(),
  title: caseTitle,
});
export type CreateFoiaCaseRequest = z.infer<typeof createFoiaCaseRequest>;

/** What the FOIA dialog's client picker reads from GET /contacts?details=false&clients=true. */
export interface FoiaClientChoice {
  id: number;
  name: string;
  email: string | null;
  related_entity_id: number | null;
}

/** The FOIA dialog's search: name or email, case-insensitive. */
export function matchesClientSearch(choice: Pick<FoiaClientChoice, 'name' | 'email'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return choice.name.toLocaleLowerCase().includes(needle) || (choice.email ?? '').toLocaleLowerCase().includes(needle);
}

export const teamLeadSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  image: z.string().nullable(),
  position: z.string().nullable(),
});
export type TeamLead = z.infer<typeof teamLeadSchema>;

/** A case as created or updated. */
export const caseSchema = z.object({
  id: z.number().int(),
  law_firm_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  case_type: z.enum(CASE_TYPES),
  client_id: z.number().int(),
  contact_id: z.number().int().nullable(),
  primary_contact_id: z.number().int().nullable(),
  workflow_id: z.number().int().nullable(),
  alt_steps_ids: z.array(z.number().int()),
  team_leads: z.array(z.number().int()),
  task_assignments: z.array(z.object({ task_id: z.number().int(), user_id: z.number().int() })),
  language: z.enum(LOCALES),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Case = z.infer<typeof caseSchema>;

/** GET /client/{id}/cases */
export const clientCaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  case_type: z.enum(CASE_TYPES),
  client_id: z.number().int(),
  created_at: z.string(),
  team_leads: z.array(teamLeadSchema),
});
export type ClientCase = z.infer<typeof clientCaseSchema>;
export const clientCasesResponse = z.object({ cases: z.array(clientCaseSchema) });
export type ClientCasesResponse = z.infer<typeof clientCasesResponse>;

/** GET /client/{id}/cases/light */
export const caseLightSchema = z.object({ id: z.number().int(), title: z.string() });
export type CaseLight = z.infer<typeof caseLightSchema>;
export const clientCasesLightResponse = z.array(caseLightSchema);

/** GET /law-firm/{lawFirmId}/cases */
export const firmCasesQuery = paginationQuery.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(CASES_PAGE_SIZE),
  /** Title or client name, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(CASE_STATUSES).optional(),
  /** "true": only the cases not CLOSED, what the dashboard counts as open. */
  open: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  client_id: z.coerce.number().int().positive().optional(),
  ...sortParams(CASE_SORT_COLUMNS),
});
/** GET /law-firm/{lawFirmId}/cases/export: the list's filter and order as CSV, every page. */
export const firmCasesExportQuery = exportQueryOf(firmCasesQuery);
export type FirmCasesExportQuery = z.infer<typeof firmCasesExportQuery>;
export type FirmCasesQuery = z.infer<typeof firmCasesQuery>;

export const firmCaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  client_id: z.number().int(),
  status: z.string(),
  client_name: z.string(),
  case_type: z.enum(CASE_TYPES),
  created_at: z.string(),
});
export type FirmCase = z.infer<typeof firmCaseSchema>;
export const firmCasesResponse = z.object({
  cases: z.array(firmCaseSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type FirmCasesResponse = z.infer<typeof firmCasesResponse>;

/** GET /case/{id}: the case profile. */
export const caseProfileSchema = caseSchema.omit({ team_leads: true }).extend({
  client: z.object({
    id: z.number().int(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    image: z.string().nullable(),
  }),
  contact: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone_number: z.string().nullable(),
      contact_type: z.string(),
    })
    .nullable(),
  team_leads: z.array(teamLeadSchema),
});
export type CaseProfile = z.infer<typeof caseProfileSchema>;
