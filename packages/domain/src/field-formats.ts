/**
 * What a text field holds, read from its meaning: identifiers and phone numbers are text with a
 * pattern and a keyboard, never numbers (a number drops leading zeros, shows spinners and opens a
 * decimal keypad where "+", "-" or an I-94 number's letter cannot be typed). And how an answer fits
 * a field's maximum length (USCIS boxes): separators may go, characters may not.
 */

export const FIELD_FORMATS = [
  'phone',
  'ssn',
  'a_number',
  'uscis_account',
  'receipt_number',
  'i94_number',
  'zip_code',
] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

/** The HTML `inputmode` a format asks for: `numeric` only where nothing but digits is ever valid. */
export type FieldInputMode = 'tel' | 'numeric' | 'text';

interface FormatRule {
  /** Tested on the field's label and its PDF name split into words: any one says it. */
  hints: readonly RegExp[];
  /**
   * An HTML `pattern` (the whole value must match). Written so that it compiles with both the `u`
   * and the `v` flag browsers use: no unescaped hyphen or parenthesis inside a character class.
   */
  pattern: string;
  inputMode: FieldInputMode;
}

/** The formats a field's words may name; a field that names two ("A-Number or Receipt Number") is free text. */
const FORMAT_RULES: Record<FieldFormat, FormatRule> = {
  i94_number: {
    hints: [/\bi ?-? ?94\b[^.]*number|arrival-departure record[^.]*number/i],
    pattern: '[A-Za-z0-9]{11}',
    inputMode: 'text',
  },
  receipt_number: { hints: [/receipt number/i], pattern: '[A-Za-z]{3}-?(\\d-?){9}\\d', inputMode: 'text' },
  a_number: {
    // "A. Number" and "A-Number" with a capital: "enter a number" is no A-Number.
    hints: [/alien (registration )?number/i, /\bA(?:[.-] ?| )Number\b|\bANumber\b/],
    pattern: '(A-?)?(\\d-?){6,8}\\d',
    inputMode: 'numeric',
  },
  uscis_account: {
    hints: [/online account number|\(?e ?l ?i ?s\)? account number|uscis account|online ?act ?number|elis ?acct/i],
    pattern: '(\\d ?){11}\\d',
    inputMode: 'numeric',
  },
  ssn: { hints: [/social security number|\bssn\b/i], pattern: '\\d{3}-?\\d{2}-?\\d{4}', inputMode: 'numeric' },
  phone: {
    hints: [/(tele)?phone\b|\bfax\b/i],
    pattern: '\\+?[\\d \\-\\(\\)\\.]{7,24}',
    inputMode: 'tel',
  },
  zip_code: { hints: [/zip code|\bzip\b/i], pattern: '\\d{5}(-?\\d{4})?', inputMode: 'numeric' },
};

/** The format a text field's label and name say it has, or null for free text (or when they say two). */
export function fieldFormatOf(hints: string): FieldFormat | null {
  const named = FIELD_FORMATS.filter((format) => FORMAT_RULES[format].hints.some((hint) => hint.test(hints)));
  return named.length === 1 ? named[0]! : null;
}

/** The input attributes of a format: its pattern and keyboard. */
export function fieldFormatInput(format: FieldFormat): { pattern: string; inputMode: FieldInputMode } {
  const { pattern, inputMode } = FORMAT_RULES[format];
  return { pattern, inputMode };
}

/** Whether a value is written as its format asks (an empty value is the required check's business). */
export function matchesFieldFormat(format: FieldFormat, value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || new RegExp(`^(?:${FORMAT_RULES[format].pattern})$`, 'u').test(trimmed);
}

/**
 * An answer as it goes into a field of at most `maxLength` characters, or null when it does not fit.
 * A number written with separators, a country code or the A-number's "A" fits by its digits
 * ("+1 713-555-0190" in ten boxes: "7135550190"; "A-123-456-789" in nine: "123456789"); nothing else
 * is ever cut ("(c)(9)" in four boxes, "77036-1234" in five: null).
 */
export function fitAnswer(text: string, maxLength: number | null | undefined): string | null {
  if (maxLength === null || maxLength === undefined || Array.from(text).length <= maxLength) return text;
  const trimmed = text.trim();
  if (Array.from(trimmed).length <= maxLength) return trimmed;
  if (!/^A?[\d\s().+-]+$/i.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length <= maxLength) return digits;
  // A US number after its country code: "+1 713 555 0190", "+17135550190" or "1-713-555-0190" in ten boxes.
  if (digits.length === maxLength + 1 && /^\+1|^1\b/.test(trimmed)) return digits.slice(1);
  return null;
}

/** What is wrong with a field's answer before it is sent: too long for its box, or not written as its format asks. */
export type AnswerProblem = { kind: 'too_long'; maxLength: number } | { kind: 'format'; format: FieldFormat };

export function answerProblemOf(
  field: { type: string; metadata: { format?: FieldFormat | null; max_length?: number | null } },
  value: string | boolean | undefined,
): AnswerProblem | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const { format, max_length: maxLength } = field.metadata;
  if (maxLength && fitAnswer(value, maxLength) === null) return { kind: 'too_long', maxLength };
  if (format && !matchesFieldFormat(format, value)) return { kind: 'format', format };
  return null;
}

/** The answers of these fields that have a problem, by field name. */
export function answerProblems(
  fields: ReadonlyArray<Parameters<typeof answerProblemOf>[0] & { name: string }>,
  values: Readonly<Record<string, string | boolean>>,
): Map<string, AnswerProblem> {
  const problems = new Map<string, AnswerProblem>();
  for (const field of fields) {
    const problem = answerProblemOf(field, values[field.name]);
    if (problem) problems.set(field.name, problem);
  }
  return problems;
}
