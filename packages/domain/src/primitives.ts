/**
 * The input primitives every feature shares: named text limits, one calendar date, one money amount,
 * and the check that text holds no control characters nor ill-formed Unicode. PostgreSQL refuses a
 * NUL byte, a year 0 and a lone surrogate in JSON; refusing them here (400, the field named) keeps
 * them from ever reaching it as a 500.
 */
import { z } from 'zod';

/** One limit per kind of text, so a value accepted by one feature fits wherever it is copied. */
export const TEXT_LIMITS = {
  /** Names, titles, single-line fields. */
  SHORT_TEXT: 255,
  /** A description: of a time entry, a charge, an invoice line (a time entry becomes a line). */
  DESCRIPTION: 2000,
  /** Notes, footers, messages. */
  LONG_TEXT: 5000,
} as const;

export const atMostCharacters = (max: number | bigint) => `At most ${max} characters`;
export const atLeastCharacters = (min: number | bigint) => `At least ${min} characters`;

// Every string limit of every schema names its number ("at most N characters"), in the API's 400
// and in forms validated with these schemas, without each .max() repeating a message.
z.config({
  customError: (issue) => {
    if (issue.code === 'too_big' && issue.origin === 'string') return atMostCharacters(issue.maximum);
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1) {
      return atLeastCharacters(issue.minimum);
    }
    return undefined;
  },
});

export const TEXT_MESSAGES = {
  controlCharacter: 'Contains a control character that is not allowed',
  illFormedUnicode: 'Contains ill-formed Unicode (a lone surrogate)',
  lineBreak: 'Must be one line: remove the line break',
} as const;

// C0 controls except tab, line feed and carriage return (text areas send those). NUL is among them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or null when it can. */
export function textProblem(value: string): string | null {
  if (CONTROL_CHARACTER.test(value)) return TEXT_MESSAGES.controlCharacter;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.illFormedUnicode;
  return null;
}

/** Trimmed text of at most `max` characters (a TEXT_LIMITS value), refusing what textProblem refuses. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** True when the text has no line break (CR, LF or a Unicode line/paragraph separator). */
export const isSingleLine = (value: string) => !LINE_BREAK.test(value);

/**
 * Trimmed text that must stay on one line: names, titles, numbers, emails, phones, address lines.
 * A pasted "a\nb" would print as two lines on an invoice or break a CSV row, so it is refused with a
 * message rather than silently joined. Descriptions and notes use `text` and keep their line breaks.
 * Chain .min/.max after it (zod 4 keeps the string type through .refine).
 */
export const singleLine = () => z.string().trim().refine(isSingleLine, TEXT_MESSAGES.lineBreak);

/** The years a date may have: anything before or after is a typing slip, and year 0 breaks PostgreSQL. */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;
export const INVALID_DATE_MESSAGE = `Enter a real date (YYYY-MM-DD) between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`;

// A date, or (the spec's saved charge sends "date (ISO)") a full ISO time whose date part is taken.
const DATE_OR_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** The YYYY-MM-DD of a real calendar day in range, or null. */
export function calendarDateOf(value: string): string | null {
  const match = DATE_OR_TIME.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return value.slice(0, 10);
}

/** One schema for every date the API takes: YYYY-MM-DD (an ISO time is cut to its date), nothing after. */
export const calendarDate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const date = calendarDateOf(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
      return z.NEVER;
    }
    return date;
  });

export const MONEY_MESSAGES = {
  negative: 'Enter an amount without a minus sign',
  decimals: 'Enter an amount with at most two decimals',
  tooSmall: 'Enter 0 or an amount of at least 0.01',
  tooLarge: (max: number) => `Enter an amount of at most ${max}`,
} as const;

export interface MoneyOptions {
  /** The field may be below zero (an adjustment); most may not. */
  allowNegative?: boolean;
}

/** Why a number is not an amount of money up to `max`, or null when it is. */
export function moneyProblem(value: number, max: number, options: MoneyOptions = {}): string | null {
  if (!Number.isFinite(value)) return MONEY_MESSAGES.decimals;
  if (value < 0 && !options.allowNegative) return MONEY_MESSAGES.negative;
  const size = Math.abs(value);
  if (size > max) return MONEY_MESSAGES.tooLarge(max);
  // A denormal such as 5e-324 passes "two decimals" (it rounds to 0 cents) and would be stored as 0.
  if (size !== 0 && size < 0.01) return MONEY_MESSAGES.tooSmall;
  if (Math.abs(size * 100 - Math.round(size * 100)) >= 1e-6) return MONEY_MESSAGES.decimals;
  return null;
}

/** A decimal amount of money: finite, at most two decimals, within ±max, not negative unless allowed. */
export const money = (max: number, options: MoneyOptions = {}) =>
  z.number().superRefine((value, ctx) => {
    const problem = moneyProblem(value, max, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
