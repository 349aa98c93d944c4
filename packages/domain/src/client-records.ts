/**
 * A client's family contacts, employers and schools: the records immigration forms ask about.
 * The same schemas validate the API's requests and the web forms, so both refuse the same input.
 */
import { z } from 'zod';
import { emailSchema } from './common.js';
import { PLACE_NAME_MAX } from './geo.js';
import { checkImmigrationDates, personOriginFields, personOriginSchema } from './immigration.js';
import { calendarDate, moneyProblem, singleLine } from './primitives.js';

export const RELATIONSHIP_TYPES = ['Father', 'Mother', 'Child', 'Spouse', 'Sibling'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** Relationships a client can have only once (one father, one mother, one spouse). */
export const SINGLE_RELATIONSHIP_TYPES = ['Father', 'Mother', 'Spouse'] as const satisfies readonly RelationshipType[];
export const RELATIONSHIP_ALREADY_EXISTS = {
  code: 'relationship_already_exists',
  message: 'relationship already exists',
} as const;

export const DEPENDENT_STATUSES = ['Wholly Dependent', 'Partially Dependent', 'Not Dependent'] as const;
export type DependentStatus = (typeof DEPENDENT_STATUSES)[number];

export const RECORD_NAME_MAX = 255;
export const RECORD_TEXT_MAX = 255;
export const DUTIES_MAX = 2000;
/** Largest amount accepted for an income or salary (a billion, in dollars). */
export const RECORD_AMOUNT_MAX = 1_000_000_000;

export function isSingleRelationship(type: RelationshipType): boolean {
  return (SINGLE_RELATIONSHIP_TYPES as readonly RelationshipType[]).includes(type);
}

/** The single relationships already taken among `contacts`, ignoring the one being edited. */
export function takenRelationships(
  contacts: ReadonlyArray<{ id: number; relationship_type: RelationshipType }>,
  editingId?: number | null,
): Set<RelationshipType> {
  const taken = new Set<RelationshipType>();
  for (const contact of contacts) {
    if (contact.id !== editingId && isSingleRelationship(contact.relationship_type)) {
      taken.add(contact.relationship_type);
    }
  }
  return taken;
}

/** Money: the API speaks decimal amounts with at most two decimals; the database keeps integer cents. */
export function centsFromAmount(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}
export function amountFromCents(cents: number): number {
  return cents / 100;
}

const amount = z
  .number()
  .min(0)
  .max(RECORD_AMOUNT_MAX)
  // moneyProblem also refuses denormals such as 5e-324, which round to 0 cents.
  .refine((value) => moneyProblem(value, RECORD_AMOUNT_MAX) === null, {
    message: 'Use at most two decimals',
    params: { reason: 'twoDecimals' },
  });

const text = (max: number) => singleLine().max(max).nullable().optional();
/** The duties are written in a text area and keep their line breaks. */
const lines = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalDate = calendarDate.nullable().optional();

type Issue = z.core.$RefinementCtx;
/** A custom issue whose `params.reason` the web form translates. */
function addReason(ctx: Issue, path: string, reason: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message, params: { reason } });
}
/** `later` must not be before `earlier` (ISO dates compare as text). */
function checkOrder(ctx: Issue, earlier: unknown, later: unknown, path: string) {
  if (typeof earlier !== 'string' || typeof later !== 'string') return;
  if (earlier && later && later < earlier) addReason(ctx, path, 'dateOrder', 'Must not be before the start date');
}
/**
 * Cross-field checks run even when a field failed on its own, so one answer lists every problem.
 * They only read what they can rely on, since the fields have not all been validated yet.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

// ---------------------------------------------------------------------------------------------
// Family contacts

export const MARRIAGE_FIELDS = [
  'date_of_marriage',
  'city_of_marriage',
  'state_of_marriage',
  'province_of_marriage',
  'country_of_marriage',
  'reason_marriage_ended',
  'date_marriage_ended',
  'city_marriage_ended',
  'state_marriage_ended',
  'province_marriage_ended',
  'country_marriage_ended',
  'date_of_separation',
  'how_marriage_ended',
] as const;
export type MarriageField = (typeof MARRIAGE_FIELDS)[number];

export const familyContactFields = z.object({
  relationship_type: z.enum(RELATIONSHIP_TYPES),
  /** The linked client, when the family member is an existing client of the firm; names then come from them. */
  client_id: z.number().int().positive().nullable().optional(),
  first_name: text(RECORD_NAME_MAX),
  middle_name: text(RECORD_NAME_MAX),
  last_name: text(RECORD_NAME_MAX),
  email: emailSchema.nullable().optional(),
  lived_together_since: optionalDate,
  lived_together_until: optionalDate,
  dependent_status: z.enum(DEPENDENT_STATUSES).nullable().optional(),
  household_income: amount.nullable().optional(),
  head_of_household: z.boolean().optional(),
  derivative_applicant: z.boolean().optional(),
  principal_applicant: z.boolean().optional(),
  date_of_marriage: optionalDate,
  city_of_marriage: text(PLACE_NAME_MAX),
  state_of_marriage: text(PLACE_NAME_MAX),
  province_of_marriage: text(PLACE_NAME_MAX),
  country_of_marriage: text(PLACE_NAME_MAX),
  reason_marriage_ended: text(RECORD_TEXT_MAX),
  date_marriage_ended: optionalDate,
  city_marriage_ended: text(PLACE_NAME_MAX),
  state_marriage_ended: text(PLACE_NAME_MAX),
  province_marriage_ended: text(PLACE_NAME_MAX),
  country_marriage_ended: text(PLACE_NAME_MAX),
  date_of_separation: optionalDate,
  how_marriage_ended: text(RECORD_TEXT_MAX),
  ...personOriginFields,
});

/** Body of add-contact and update-client-family-contact (the update replaces every field). */
export const familyContactRequest = familyContactFields.superRefine((value, ctx) => {
  if (value.client_id == null) {
    if (!value.first_name) addReason(ctx, 'first_name', 'required', 'First name is required');
    if (!value.last_name) addReason(ctx, 'last_name', 'required', 'Last name is required');
  }
  checkOrder(ctx, value.lived_together_since, value.lived_together_until, 'lived_together_until');
  checkOrder(ctx, value.date_of_marriage, value.date_marriage_ended, 'date_marriage_ended');
  checkOrder(ctx, value.date_of_marriage, value.date_of_separation, 'date_of_separation');
  checkImmigrationDates(value, ctx);
}, always);
export type FamilyContactRequest = z.infer<typeof familyContactRequest>;

const nullableText = z.string().nullable();
const nullableDate = z.string().nullable();

export const familyContactSchema = z
  .object({
    id: z.number().int(),
    client_id: z.number().int().nullable(),
    first_name: nullableText,
    middle_name: nullableText,
    last_name: nullableText,
    email: nullableText,
    relationship_type: z.enum(RELATIONSHIP_TYPES),
    lived_together_since: nullableDate,
    lived_together_until: nullableDate,
    dependent_status: z.enum(DEPENDENT_STATUSES).nullable(),
    household_income: z.number().nullable(),
    head_of_household: z.boolean(),
    derivative_applicant: z.boolean(),
    principal_applicant: z.boolean(),
    date_of_marriage: nullableDate,
    city_of_marriage: nullableText,
    state_of_marriage: nullableText,
    province_of_marriage: nullableText,
    country_of_marriage: nullableText,
    reason_marriage_ended: nullableText,
    date_marriage_ended: nullableDate,
    city_marriage_ended: nullableText,
    state_marriage_ended: nullableText,
    province_marriage_ended: nullableText,
    country_marriage_ended: nullableText,
    date_of_separation: nullableDate,
    how_marriage_ended: nullableText,
    created_at: z.string(),
  })
  .extend(personOriginSchema.shape);
export type FamilyContact = z.infer<typeof familyContactSchema>;

export const familyContactsResponse = z.object({ family_contacts: z.array(familyContactSchema) });
export type FamilyContactsResponse = z.infer<typeof familyContactsResponse>;

// ---------------------------------------------------------------------------------------------
// Employers

export const employerFields = z.object({
  company_or_school_name: singleLine().min(1, { message: 'Company name is required' }).max(RECORD_NAME_MAX),
  annual_salary: amount.nullable().optional(),
  job_title: text(RECORD_TEXT_MAX),
  occupation: text(RECORD_TEXT_MAX),
  date_from: optionalDate,
  date_to: optionalDate,
  supervisor: text(RECORD_TEXT_MAX),
  duties: lines(DUTIES_MAX),
  is_current_employer: z.boolean().optional(),
  is_foreign_employer: z.boolean().optional(),
});

/** Body of add-client-employer and update-client-employer (PUT: replaces every field). */
export const employerRequest = employerFields.superRefine(
  (value, ctx) => checkOrder(ctx, value.date_from, value.date_to, 'date_to'),
  always,
);
export type EmployerRequest = z.infer<typeof employerRequest>;

export const employerSchema = z.object({
  id: z.number().int(),
  company_or_school_name: z.string(),
  annual_salary: z.number().nullable(),
  job_title: nullableText,
  occupation: nullableText,
  date_from: nullableDate,
  date_to: nullableDate,
  supervisor: nullableText,
  duties: nullableText,
  is_current_employer: z.boolean(),
  is_foreign_employer: z.boolean(),
  created_at: z.string(),
});
export type ClientEmployer = z.infer<typeof employerSchema>;

export const employersResponse = z.object({ employers: z.array(employerSchema) });
export type EmployersResponse = z.infer<typeof employersResponse>;

// ---------------------------------------------------------------------------------------------
// Schools

export const schoolFields = z.object({
  company_or_school_name: singleLine().min(1, { message: 'School name is required' }).max(RECORD_NAME_MAX),
  degree_awarded: text(RECORD_TEXT_MAX),
  field_of_study: text(RECORD_TEXT_MAX),
  date_from: optionalDate,
  date_to: optionalDate,
  is_current_school: z.boolean().optional(),
});

/** Body of add-client-school. */
export const schoolRequest = schoolFields.superRefine(
  (value, ctx) => checkOrder(ctx, value.date_from, value.date_to, 'date_to'),
  always,
);
export type SchoolRequest = z.infer<typeof schoolRequest>;

/** Body of update-client-school (PATCH: only the fields sent change; the dates are checked after merging). */
export const schoolPatchRequest = schoolFields.partial();
export type SchoolPatchRequest = z.infer<typeof schoolPatchRequest>;

export const schoolSchema = z.object({
  id: z.number().int(),
  company_or_school_name: z.string(),
  degree_awarded: nullableText,
  field_of_study: nullableText,
  date_from: nullableDate,
  date_to: nullableDate,
  is_current_school: z.boolean(),
  created_at: z.string(),
});
export type ClientSchool = z.infer<typeof schoolSchema>;

export const schoolsResponse = z.object({ schools: z.array(schoolSchema) });
export type SchoolsResponse = z.infer<typeof schoolsResponse>;
