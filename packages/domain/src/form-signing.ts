/**
 * What signing writes on a form besides the drawn signature: the day, in the form's date of signature
 * and under a signature placed at the foot of the page, in the format the form asks ("mm/dd/yyyy" on
 * US forms), never ISO. Which date of signature is the client's is decided by where it sits (the API
 * reads the boxes' places): here, the candidates and their formats.
 */
import { usFormDate } from './form-purposes.js';
import type { FormSection } from './forms.js';

/** A date field of a signature: "Date of Signature", "Date of Preparer's Signature", "Date signed". */
const SIGNATURE_DATE = /date (of )?(the )?([\w-]+['’]s )?signature|date signed|signature date/i;

export type FormDateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';

/** The format a date label asks for ("2-digit Month, 2-digit Day, and 4-digit Year" is mm/dd/yyyy), or null. */
function formatAsked(label: string): FormDateFormat | null {
  if (/yyyy-mm-dd/i.test(label)) return 'YYYY-MM-DD';
  if (/dd\/mm\/yyyy/i.test(label)) return 'DD/MM/YYYY';
  if (/mm\/dd\/yyyy|2[- ]digit month,? 2[- ]digit day/i.test(label)) return 'MM/DD/YYYY';
  return null;
}

/** The form's date format: what its first date field that says one asks, else the US forms' month/day/year. */
export function formDateFormat(sections: readonly FormSection[]): FormDateFormat {
  for (const field of sections.flatMap((section) => section.fields)) {
    const format = field.type === 'date' ? formatAsked(field.label) : null;
    if (format) return format;
  }
  return 'MM/DD/YYYY';
}

/** A `YYYY-MM-DD` day written in the format. */
export function formatFormDate(isoDay: string, format: FormDateFormat): string {
  if (format === 'MM/DD/YYYY') return usFormDate(isoDay);
  if (format === 'YYYY-MM-DD') return isoDay;
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Every date-of-signature field of the form (the client's and everyone else's) with the signing day
 * written as its label asks, else as the form's dates are.
 */
export function signatureDateValues(sections: readonly FormSection[], isoDay: string): Record<string, string> {
  const fallback = formDateFormat(sections);
  const values: Record<string, string> = {};
  for (const field of sections.flatMap((section) => section.fields)) {
    if (field.type !== 'date' || !SIGNATURE_DATE.test(field.label)) continue;
    values[field.name] = formatFormDate(isoDay, formatAsked(field.label) ?? fallback);
  }
  return values;
}
