/**
 * Immigration facts of a client and of their family members, as USCIS forms ask for them: identity
 * numbers in the shapes USCIS writes, real calendar dates in a sensible range, and countries as ISO
 * 3166-1 alpha-2 codes (named in the reader's language by the interface).
 */
import { z } from 'zod';
import { MAX_DATE_YEAR, MIN_DATE_YEAR } from './primitives.js';

/** Common statuses, each with the stable code that is stored; the interface translates the code. */
export const IMMIGRATION_STATUSES = [
  'US_CITIZEN',
  'LPR',
  'CONDITIONAL_RESIDENT',
  'H1B',
  'H4',
  'L1',
  'F1',
  'J1',
  'B1_B2',
  'ASYLEE',
  'REFUGEE',
  'TPS',
  'PAROLEE',
  'DACA',
  'ADJUSTMENT_PENDING',
  'NO_STATUS',
  'OTHER',
] as const;
export type ImmigrationStatus = (typeof IMMIGRATION_STATUSES)[number];

export const PASSPORT_NUMBER_MIN = 5;
export const PASSPORT_NUMBER_MAX = 20;

/** The reasons a form translates; the API's message is the English text beside each. */
export const IMMIGRATION_REASONS = {
  aNumber: 'Enter an A-number: A followed by 8 or 9 digits',
  uscisAccount: 'Enter the 12 digits of the USCIS online account number',
  i94: 'Enter the 11 letters and digits of the I-94 number',
  passportNumber: 'Enter 5 to 20 letters and digits',
  countryCode: 'Pick a country',
  invalidDate: 'Enter a real date as YYYY-MM-DD',
  dateRange: `Enter a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`,
  futureDate: 'This date cannot be in the future',
  expiryBeforeIssue: 'The expiry date must be after the issue date',
  beforeBirth: 'This date cannot be before the date of birth',
} as const;
export type ImmigrationReason = keyof typeof IMMIGRATION_REASONS;

function issue(ctx: z.core.$RefinementCtx, reason: ImmigrationReason, path?: string) {
  // continue: false, so a date already refused is not also called "in the future".
  ctx.addIssue({
    code: 'custom',
    message: IMMIGRATION_REASONS[reason],
    params: { reason },
    path: path ? [path] : [],
    continue: false,
  });
}

/** Spaces and dashes people type inside numbers ("A-123-456-789", "1234 5678 9012"). */
const compact = (value: string) => value.replace(/[\s-]/g, '');

/**
 * "A" and 8 or 9 digits, with or without the A, spaces or dashes. Stored as A and nine digits: USCIS
 * forms ask for nine and say to put a 0 before an eight-digit number.
 */
export function normalizeANumber(value: string): string | null {
  const match = /^A?(\d{8,9})$/i.exec(compact(value.trim()));
  if (!match || /^0+$/.test(match[1]!)) return null;
  return `A${match[1]!.padStart(9, '0')}`;
}

/** Twelve digits; spaces and dashes are dropped. */
export function normalizeUscisAccountNumber(value: string): string | null {
  const digits = compact(value.trim());
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** Eleven letters and digits, upper case. */
export function normalizeI94Number(value: string): string | null {
  const text = compact(value.trim()).toUpperCase();
  return /^[A-Z0-9]{11}$/.test(text) ? text : null;
}

export function normalizePassportNumber(value: string): string | null {
  const text = compact(value.trim()).toUpperCase();
  const valid = new RegExp(`^[A-Z0-9]{${PASSPORT_NUMBER_MIN},${PASSPORT_NUMBER_MAX}}$`).test(text);
  return valid ? text : null;
}

/** Empty text (as forms send it) clears the field; a missing field is left as it is. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const normalized = (normalize: (value: string) => string | null, reason: ImmigrationReason) =>
  z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const result = normalize(value);
      if (result === null) {
        issue(ctx, reason);
        return z.NEVER;
      }
      return result;
    });

/** Optional and clearable: undefined keeps what is stored, null (or blank text) clears it. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable().optional());
}

/**
 * A person's date (YYYY-MM-DD) in the range of every date (primitives.ts): no 31 April, no year 0000. Unlike
 * calendarDate it takes no time after the day, and each refusal carries a reason both languages translate.
 */
export const personDate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
    const day = match ? new Date(`${value}T00:00:00Z`) : null;
    // An impossible day (2023-02-30) is either Invalid Date or rolls over to another day.
    if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
      issue(ctx, 'invalidDate');
      return z.NEVER;
    }
    const year = Number(match[1]);
    if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) {
      issue(ctx, 'dateRange');
      return z.NEVER;
    }
    return value;
  });

/**
 * The latest date that is today somewhere (UTC+14): a birth date "in the future" is one no place on
 * earth has reached yet, so a client born today is never refused because of the server's time zone.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A calendar date that is not after today. */
export const pastDate = personDate.refine((date) => date <= latestToday(), {
  message: IMMIGRATION_REASONS.futureDate,
  params: { reason: 'futureDate' },
});

/** ISO 3166-1 alpha-2; the API also checks the code is a country it knows. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{2}$/.test(code), {
    message: IMMIGRATION_REASONS.countryCode,
    params: { reason: 'countryCode' },
  });

/** Birth date and place and citizenship: what a client and each family member have. */
export const personOriginFields = {
  date_of_birth: clearable(pastDate),
  country_of_birth: clearable(countryCode),
  citizenship: clearable(countryCode),
};

export const immigrationFields = {
  ...personOriginFields,
  a_number: clearable(normalized(normalizeANumber, 'aNumber')),
  uscis_online_account_number: clearable(normalized(normalizeUscisAccountNumber, 'uscisAccount')),
  passport_number: clearable(normalized(normalizePassportNumber, 'passportNumber')),
  passport_issue_date: clearable(pastDate),
  passport_expiry_date: clearable(personDate),
  immigration_status: clearable(z.enum(IMMIGRATION_STATUSES)),
  immigration_status_expiry_date: clearable(personDate),
  i94_number: clearable(normalized(normalizeI94Number, 'i94')),
  last_entry_date: clearable(pastDate),
};
export type ImmigrationField = keyof typeof immigrationFields;
export const IMMIGRATION_FIELDS = Object.keys(immigrationFields) as ImmigrationField[];
export const PERSON_ORIGIN_FIELDS = Object.keys(personOriginFields) as Array<keyof typeof personOriginFields>;
export const COUNTRY_FIELDS = ['country_of_birth', 'citizenship'] as const;

/** The dates that must come in order; they are read raw, since other fields may have failed. */
export function checkImmigrationDates(value: Record<string, unknown>, ctx: z.core.$RefinementCtx) {
  const date = (field: string) => {
    const raw = value[field];
    return typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? raw.trim() : null;
  };
  const birth = date('date_of_birth');
  const issued = date('passport_issue_date');
  const expires = date('passport_expiry_date');
  if (issued && expires && expires <= issued) issue(ctx, 'expiryBeforeIssue', 'passport_expiry_date');
  if (birth) {
    for (const field of ['passport_issue_date', 'last_entry_date']) {
      const later = date(field);
      if (later && later < birth) issue(ctx, 'beforeBirth', field);
    }
  }
}

/** The facts as the API answers them (null when not given). */
export const personOriginSchema = z.object({
  date_of_birth: z.string().nullable(),
  country_of_birth: z.string().nullable(),
  citizenship: z.string().nullable(),
});

export const immigrationSchema = personOriginSchema.extend({
  a_number: z.string().nullable(),
  uscis_online_account_number: z.string().nullable(),
  passport_number: z.string().nullable(),
  passport_issue_date: z.string().nullable(),
  passport_expiry_date: z.string().nullable(),
  immigration_status: z.enum(IMMIGRATION_STATUSES).nullable(),
  immigration_status_expiry_date: z.string().nullable(),
  i94_number: z.string().nullable(),
  last_entry_date: z.string().nullable(),
});
export type ImmigrationDetails = z.infer<typeof immigrationSchema>;

/** "A-123-456-789", the way USCIS prints an A-number on notices and cards. */
export function formatANumber(value: string): string {
  const digits = value.replace(/^A/, '');
  return `A-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A client with no immigration facts on file. */
export const NO_IMMIGRATION_DETAILS: ImmigrationDetails = {
  date_of_birth: null,
  country_of_birth: null,
  citizenship: null,
  a_number: null,
  uscis_online_account_number: null,
  passport_number: null,
  passport_issue_date: null,
  passport_expiry_date: null,
  immigration_status: null,
  immigration_status_expiry_date: null,
  i94_number: null,
  last_entry_date: null,
};
