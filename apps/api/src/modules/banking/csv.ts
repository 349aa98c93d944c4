/**
 * One CSV line (RFC 4180): a field holding a comma, a quote or a line break is quoted, its quotes
 * doubled. Text typed by people (names, descriptions) that starts like a formula (= + - @, tab, CR) is
 * prefixed with an apostrophe, so a spreadsheet shows it instead of running it (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A plain signed decimal (amounts) is safe as it is, even with its minus sign. */
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',');
