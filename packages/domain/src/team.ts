/**
 * Team: employees, their permission rules and their own profile. Request schemas are shared by the API
 * (which enforces them) and the web forms (which validate with the very same rules).
 */
import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { emailSchema } from './common.js';
import { employeeRuleSchema } from './employee-rules.js';
import { addressSchema, PLACE_NAME_MAX, placeRefSchema } from './geo.js';
import { type EmployeeRule, highestLevels, RULE_ACTIONS, type RuleAction, SUBJECTS } from './permissions.js';
import { POSITIONS, positionSchema } from './positions.js';
import { isSingleLine, money, TEXT_MESSAGES } from './primitives.js';
import { MAX_HOURLY_RATE } from './time.js';

export const EMPLOYEE_NAME_MIN = 2;
export const EMPLOYEE_NAME_MAX = 200;
export const EMPLOYEE_PHONE_MIN = 10;
export const EMPLOYEE_PHONE_MAX = 14;
/** The team page shows this many members, then a Show more control loads the next as many. */
export const TEAM_PAGE_SIZE = 6;
/** An invitation's set-password link works once, for this long. */
export const INVITATION_TTL_DAYS = 7;
/** Profile photos: at most 5 MiB of PNG, JPEG or WebP (sniffed from the bytes). */
export const EMPLOYEE_IMAGE_MAX_BYTES = 5_242_880;
export const EMPLOYEE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Error codes of the team rules, translated by the web app. */
export const TEAM_ERROR_CODES = [
  'max_users_reached',
  'invalid_token',
  'wrong_password',
  'last_admin',
  'cannot_remove_self',
  'rules_exceed_own',
] as const;
export type TeamErrorCode = (typeof TEAM_ERROR_CODES)[number];

export const LEADING_SPACE_MESSAGE = 'Must not start with a space';

/**
 * Text that may not start with a space (the form blocks typing one); trailing spaces are dropped,
 * and the length is counted on what is kept.
 */
export const noLeadingSpace = (min: number, max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !/^\s/.test(value), LEADING_SPACE_MESSAGE)
    .refine(isSingleLine, TEXT_MESSAGES.lineBreak)
    .transform((value) => value.trimEnd())
    .pipe(z.string().min(min));

export const employeePhoneSchema = z
  .string()
  .trim()
  .min(EMPLOYEE_PHONE_MIN)
  .max(EMPLOYEE_PHONE_MAX)
  .regex(/^\+?[0-9]+$/, 'Enter digits only, optionally after a leading +');

/** An employee's address: every part required; a place is {id, name}, id null when typed by hand. */
export const employeeAddressSchema = z.object({
  street: noLeadingSpace(1, PLACE_NAME_MAX),
  postal_code: noLeadingSpace(1, PLACE_NAME_MAX),
  city: placeRefSchema,
  state: placeRefSchema,
  country: placeRefSchema,
});
export type EmployeeAddress = z.infer<typeof employeeAddressSchema>;

/** A rules list: each subject at most once (the server fills absent subjects with none). */
export const rulesListSchema = z
  .array(employeeRuleSchema)
  .max(SUBJECTS.length)
  .refine((rules) => new Set(rules.map((rule) => rule.subject)).size === rules.length, {
    message: 'Each subject may appear only once',
  });

export const participantTypeIdsSchema = z
  .array(z.number().int().positive())
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each participant type may appear only once' });

const employeeDetailsShape = {
  full_name: noLeadingSpace(EMPLOYEE_NAME_MIN, EMPLOYEE_NAME_MAX),
  phone_number: employeePhoneSchema,
  position: positionSchema,
  address: employeeAddressSchema,
  participant_types: participantTypeIdsSchema,
};

/**
 * POST /law-firm/{lawFirmId}/employee, after its form fields are read (rules and participant_types
 * arrive as JSON strings, the address as address[street], address[city], ... parts).
 * Without rules the new employee gets the defaults of their position.
 */
export const addEmployeeRequest = z.object({
  ...employeeDetailsShape,
  email: emailSchema,
  participant_types: participantTypeIdsSchema.optional(),
  rules: rulesListSchema.optional(),
});
export type AddEmployeeRequest = z.infer<typeof addEmployeeRequest>;
export type AddEmployeeInput = z.input<typeof addEmployeeRequest>;

/** PUT /law-firm/employee/{id}: any of the details, the rules and the admin flag (the last two for admins). */
export const updateEmployeeRequest = z
  .object({
    full_name: employeeDetailsShape.full_name.optional(),
    phone_number: employeeDetailsShape.phone_number.optional(),
    position: employeeDetailsShape.position.optional(),
    address: employeeDetailsShape.address.optional(),
    participant_types: employeeDetailsShape.participant_types.optional(),
    rules: rulesListSchema.optional(),
    is_admin: z.boolean().optional(),
    /** Used for the employee's new time entries; nobody but an admin may raise their own. */
    default_hourly_rate: money(MAX_HOURLY_RATE).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type UpdateEmployeeRequest = z.infer<typeof updateEmployeeRequest>;

export const PASSWORDS_DO_NOT_MATCH = 'The new password and its confirmation do not match.';

/** POST /law-firm/{lawFirmId}/employee/{id}/change-password (the spec names these fields in camel case). */
export const changePasswordRequest = z
  .object({
    oldPassword: z.string().min(1).max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1).max(128),
  })
  .refine((body) => body.confirmPassword === body.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordResponse = z.object({
  message: z.string(),
  /** A fresh session: every other session of the user was ended. */
  access_token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** POST /api/auth/set-password: the invitation's one-time token and the password the employee chose. */
export const setPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequest>;

export const participantTypeRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type ParticipantTypeRef = z.infer<typeof participantTypeRefSchema>;

/** One member of the team as the list shows it. */
export const employeeSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  position: z.enum(POSITIONS).nullable(),
  /** A path under /api that serves the photo to signed-in colleagues; null without a photo. */
  image: z.string().nullable(),
  /** Cases where the employee is a team lead. */
  total_cases: z.number().int(),
  is_admin: z.boolean(),
  participant_types: z.array(participantTypeRefSchema),
  /** Decimal amount used for the employee's new time entries. */
  default_hourly_rate: z.number(),
  /** Invited and not yet chosen a password (an unused invitation link exists, expired or not). */
  invitation_pending: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeDetailSchema = employeeSchema.extend({
  address: addressSchema,
  rules: z.array(employeeRuleSchema),
  created_at: z.string(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** Lists of employees are bounded by the plan's users, so the default page holds everyone. */
export const employeesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(100),
});
export type EmployeesQuery = z.infer<typeof employeesQuery>;

const pageFields = { page: z.number().int(), page_size: z.number().int(), total: z.number().int() };
export const employeesResponse = z.object({ employees: z.array(employeeSchema), ...pageFields });
export type EmployeesResponse = z.infer<typeof employeesResponse>;
export const usersResponse = z.object({ users: z.array(employeeDetailSchema), ...pageFields });
export type UsersResponse = z.infer<typeof usersResponse>;

/** GET /law-firm/users/light: what pickers need. */
export const lightUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  position: z.enum(POSITIONS).nullable(),
});
export type LightUser = z.infer<typeof lightUserSchema>;

export const employeeResponse = z.object({ employee: employeeDetailSchema });
export type EmployeeResponse = z.infer<typeof employeeResponse>;

/** Where a photo is served; the version changes with each upload so browsers never show a stale one. */
export function employeeImagePath(userId: number, version: string): string {
  return `/api/law-firm/employee/${userId}/image?v=${encodeURIComponent(version)}`;
}

/** The authorization level selector of the rules form: one rule action for every subject, or custom. */
export const AUTHORIZATION_LEVELS = [...RULE_ACTIONS, 'custom'] as const;
export type AuthorizationLevel = (typeof AUTHORIZATION_LEVELS)[number];

/** Every subject, with its action from `rules` or not allowed (none): the shape the rules form edits. */
export function completeRules(rules: readonly EmployeeRule[]): EmployeeRule[] {
  const given = new Map(rules.map((rule) => [rule.subject, rule.action]));
  return SUBJECTS.map((subject) => ({ subject, action: given.get(subject) ?? 'none' }));
}

/**
 * The level the selector shows: the one action every subject shares, otherwise custom.
 * No rules at all shows not allowed (none); a subject left out counts as none.
 */
export function authorizationLevelOf(rules: readonly EmployeeRule[]): AuthorizationLevel {
  if (rules.length === 0) return 'none';
  const actions = new Set(completeRules(rules).map((rule) => rule.action));
  return actions.size === 1 ? [...actions][0]! : 'custom';
}

/** One subject changed: the selector then follows authorizationLevelOf (custom unless all agree). */
export function withRuleAction(rules: readonly EmployeeRule[], subject: EmployeeRule['subject'], action: RuleAction) {
  return completeRules(rules).map((rule) => (rule.subject === subject ? { subject, action } : rule));
}

/** Subjects where `wanted` grants more than `own` allows: what a non-admin may not hand out. */
export function rulesBeyond(wanted: readonly EmployeeRule[], own: readonly EmployeeRule[]): EmployeeRule['subject'][] {
  const ownLevels = highestLevels(own);
  return completeRules(wanted)
    .filter((rule) => RULE_ACTIONS.indexOf(rule.action) > RULE_ACTIONS.indexOf(ownLevels.get(rule.subject) ?? 'none'))
    .map((rule) => rule.subject);
}

/** Each subject of `wanted`, lowered where needed to what `own` allows: what a non-admin may hand out. */
export function capRules(wanted: readonly EmployeeRule[], own: readonly EmployeeRule[]): EmployeeRule[] {
  const ownLevels = highestLevels(own);
  return completeRules(wanted).map((rule) => {
    const ceiling = ownLevels.get(rule.subject) ?? 'none';
    return RULE_ACTIONS.indexOf(rule.action) > RULE_ACTIONS.indexOf(ceiling) ? { ...rule, action: ceiling } : rule;
  });
}
