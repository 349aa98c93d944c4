/**
 * The receipt number as USCIS prints it on a notice (I-797): three letters naming the service centre or
 * office that took the case, then ten digits (two of the fiscal year, three of the computer workday, then
 * the case's own number), e.g. `IOE0912345678`. People type it with spaces, dashes or in lower case, so
 * those are taken away before the check; anything else is refused with a message saying what a number is.
 */

/** Service centres and the online filing system, as USCIS lists them on its case-status page. */
export const SERVICE_CENTER_PREFIXES = {
  EAC: 'Vermont Service Center',
  WAC: 'California Service Center',
  LIN: 'Nebraska Service Center',
  SRC: 'Texas Service Center',
  NBC: 'National Benefits Center',
  MSC: 'National Benefits Center (Missouri)',
  IOE: 'USCIS Electronic Immigration System (online filing)',
  YSC: 'Potomac Service Center',
} as const;

/**
 * Field offices print their own three-letter code (the office codes USCIS inherited from the INS districts,
 * as on the field-office notices and the Case Status Online help), e.g. `NYC2190012345`.
 */
export const FIELD_OFFICE_PREFIXES: readonly string[] = (
  'AGA ANC ATL BAL BOS BUF CHA CHI CIN CLE CLT COL DAL DEN DET DMO ELP FTM HAR HHW HLG HOU IND JAC KAN LOS LVG ' +
  'MEM MIA MIL NEW NOL NYC OKC OMA ORL PHI PHO PIT POO PRO RAL SAJ SEA SFR SLC SNA SND SPM STL TAM WAS WIC'
).split(' ');

export const RECEIPT_PREFIXES: ReadonlySet<string> = new Set([
  ...Object.keys(SERVICE_CENTER_PREFIXES),
  ...FIELD_OFFICE_PREFIXES,
]);

export const RECEIPT_NUMBER_MESSAGES = {
  required: 'Enter the receipt number',
  shape: 'A receipt number is three letters and ten digits, like IOE0912345678',
  unknownOffice: 'The first three letters are not a USCIS service centre or office',
} as const;

/** Longest input looked at: a number with a separator between every character, and some blanks. */
export const RECEIPT_INPUT_MAX = 40;

export type ReceiptNumberCheck =
  | { ok: true; receipt_number: string }
  | { ok: false; message: (typeof RECEIPT_NUMBER_MESSAGES)[keyof typeof RECEIPT_NUMBER_MESSAGES] };

/** Normalises (spaces, dashes, dots, lower case) and checks a typed receipt number. */
export function checkReceiptNumber(input: string): ReceiptNumberCheck {
  if (input.trim() === '') return { ok: false, message: RECEIPT_NUMBER_MESSAGES.required };
  if (input.length > RECEIPT_INPUT_MAX) return { ok: false, message: RECEIPT_NUMBER_MESSAGES.shape };
  const compact = input.replace(/[\s\-\u2010-\u2015.]/g, '').toUpperCase();
  if (!/^[A-Z]{3}\d{10}$/.test(compact)) return { ok: false, message: RECEIPT_NUMBER_MESSAGES.shape };
  if (!RECEIPT_PREFIXES.has(compact.slice(0, 3))) return { ok: false, message: RECEIPT_NUMBER_MESSAGES.unknownOffice };
  return { ok: true, receipt_number: compact };
}
