/**
 * What a USCIS notice says, read from its text (a PDF's text layer or OCR). An I-797C prints its receipt
 * number under "Receipt Number", the form under "Case Type" ("I130 - PETITION FOR ALIEN RELATIVE"), the
 * dates under "Received Date" and "Notice Date" (MM/DD/YYYY), and the kind of notice after "Notice Type:".
 *
 * OCR confuses letters and digits that look alike (O/0, I/1, S/5, B/8...), so a receipt number is looked for
 * in a tolerant shape and then read as USCIS writes it: letters where the three letters go, digits where the
 * ten digits go, kept only when the three letters are a known office (the domain's check).
 */
import { checkReceiptNumber, type ExtractedReceipt } from '@counsel/domain';
import { noticeAppointmentOf } from './notice-appointment.js';

export interface PageText {
  /** The file's page, from 1. */
  page: number;
  text: string;
  source: 'text' | 'ocr';
}

const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B', '|': 'I' };
const AS_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  '|': '1',
  T: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

/** A number's look-alike: three letter-ish, an optional separator, then ten digit-ish characters (separators allowed). */
const LOOSE_NUMBER =
  /(?<![A-Z0-9])([A-Z0-9|]{3})[\s\-.:]{0,2}((?:[0-9OQDILTZSGB|][\s\-.]?){9}[0-9OQDILTZSGB|])(?![0-9])/g;

/** The receipt numbers of a text, in order of appearance, each once. */
export function receiptNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.toUpperCase().matchAll(LOOSE_NUMBER)) {
    const letters = [...match[1]!].map((c) => AS_LETTER[c] ?? c).join('');
    const digits = [...match[2]!.replace(/[\s\-.]/g, '')].map((c) => AS_DIGIT[c] ?? c).join('');
    const check = checkReceiptNumber(letters + digits);
    if (check.ok && !found.includes(check.receipt_number)) found.push(check.receipt_number);
  }
  return found;
}

/** "07/15/2024" (also with OCR's O for 0 and dashes or dots) as 2024-07-15, or null. */
function dayOf(month: string, day: string, year: string): string | null {
  const m = Number(month);
  const d = Number(day);
  const y = Number(year);
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** MM/DD/YYYY as USCIS prints it; OCR may turn a 0 into O or drop a slash. */
const DATE = /([0-9O]{2})\s?[/\-.]?\s?([0-9O]{2})\s?[/\-.]?\s?([0-9O]{4})/g;
const digitsOnly = (value: string) => value.replace(/O/g, '0');

/** The first date in the `window` characters after the label, as YYYY-MM-DD. */
function dateAfter(text: string, label: RegExp, window = 160): string | null {
  const at = label.exec(text);
  if (!at) return null;
  const after = text.slice(at.index + at[0].length, at.index + at[0].length + window).toUpperCase();
  for (const date of after.matchAll(DATE)) {
    const day = dayOf(digitsOnly(date[1]!), digitsOnly(date[2]!), digitsOnly(date[3]!));
    if (day) return day;
  }
  return null;
}

/** A form's name as USCIS prints it ("I130", "I-485", "1-765" from OCR): I-130, I-485, I-765. */
const FORM = /(?<![A-Z0-9])([IN1l|]|AR|EOIR|G|K)\s?-?\s?(\d{2,3}[A-Z]?)(?![0-9])/;

function formTypeOf(text: string): string | null {
  const label = /case\s*type|form\s*type/i.exec(text);
  const windows = label ? [text.slice(label.index + label[0].length, label.index + label[0].length + 200)] : [];
  // Without a label (a cut-off photo), a form named with its dash anywhere, other than the notice's own I-797.
  windows.push(text.replace(/I-?797[A-Z]?/gi, ''));
  for (const window of windows) {
    for (const line of window.split('\n')) {
      // The receipt number itself holds digits that look like a form: take it out first.
      const cleaned = line.replace(/[A-Z0-9]{3}[\s-]?\d{10}/gi, ' ');
      const match = FORM.exec(cleaned);
      if (!match) continue;
      const prefix = /^[1l|]$/.test(match[1]!) ? 'I' : match[1]!.toUpperCase();
      const name = `${prefix}-${match[2]!.toUpperCase()}`;
      if (!name.startsWith('I-797')) return name;
    }
  }
  return null;
}

/** The kinds of notice, as USCIS titles them, and the words that tell them apart on the page. */
const NOTICE_KINDS: ReadonlyArray<[RegExp, string]> = [
  [/biometric|asc appointment/i, 'Biometrics Appointment Notice'],
  [/interview/i, 'Interview Appointment Notice'],
  [/request\s+for\s+(initial\s+)?evidence/i, 'Request for Evidence'],
  [/approval/i, 'Approval Notice'],
  [/rejection/i, 'Rejection Notice'],
  [/transfer/i, 'Transfer Notice'],
  [/receipt/i, 'Receipt Notice'],
];

function noticeTypeOf(text: string): string | null {
  const label = /notice\s*type\s*[:.]?\s*([^\n]{0,60})/i.exec(text);
  const named = label?.[1]?.trim();
  if (named) {
    for (const [words, kind] of NOTICE_KINDS) if (words.test(named)) return kind;
  }
  return null;
}

/** One notice's fields from its text. */
export function noticeFields(text: string) {
  return {
    form_type: formTypeOf(text),
    received_date: dateAfter(text, /received\s*date/i),
    notice_date: dateAfter(text, /notice\s*date/i),
    notice_type: noticeTypeOf(text),
    appointment: noticeAppointmentOf(text),
  };
}

/** The number a page belongs to: the one under its "Receipt Number" label, else its first. */
function pageNumber(text: string): string | null {
  const label = /receipt\s*(number|#)/i.exec(text);
  if (label) {
    const [first] = receiptNumbersIn(text.slice(label.index, label.index + 300));
    if (first) return first;
  }
  return receiptNumbersIn(text)[0] ?? null;
}

/**
 * The notices of a file, one per receipt number: a page with a number starts that number's notice (or joins
 * it, when the notice goes on over several pages); a page without one (a notice's second page) joins the
 * notice before it.
 */
export function noticesOf(pages: readonly PageText[]): ExtractedReceipt[] {
  const groups: Array<{ number: string; pages: PageText[] }> = [];
  for (const page of pages) {
    const number = pageNumber(page.text);
    const last = groups.at(-1);
    if (number === null) {
      last?.pages.push(page);
      continue;
    }
    const same = groups.find((group) => group.number === number);
    if (same) same.pages.push(page);
    else groups.push({ number, pages: [page] });
  }
  return groups.map(({ number, pages: own }) => {
    const text = own.map((page) => page.text).join('\n');
    return {
      receipt_number: number,
      ...noticeFields(text),
      pages: own.map((page) => page.page),
      source: own.some((page) => page.source === 'ocr') ? 'ocr' : 'text',
    };
  });
}
