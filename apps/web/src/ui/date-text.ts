/**
 * Reading and showing calendar days ('YYYY-MM-DD') in the date fields. A field shows the day in the
 * interface's language and reads back either that form or 'YYYY-MM-DD', with Western or Arabic-Indic
 * digits, so a day can be typed the way people write it as well as picked from the calendar.
 */
import type { Locale } from '@counsel/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How a field shows its day: "Mar 5, 2026" in English, "5 مارس 2026" in Arabic. */
export const DATE_FIELD_FORMAT: Record<Locale, string> = { en: 'MMM D, YYYY', ar: 'D MMMM YYYY' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic (and Persian) digits as Western ones, Arabic commas as Latin ones. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\u060c/g, ',');
}

/** Whether `day` is a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isIsoDay(day: string): boolean {
  return ISO_DAY.test(day) && dayjs(day, 'YYYY-MM-DD', true).isValid();
}

/**
 * The day typed into a field as 'YYYY-MM-DD', or null while it is not (yet) a whole day. Parsing is
 * strict, so a half-typed "2026-1" does not jump to January.
 */
export function parseDayText(text: string, locale: Locale): string | null {
  const clean = westernDigits(text).trim().replace(/\s+/g, ' ');
  if (clean === '') return null;
  if (ISO_DAY.test(clean)) return isIsoDay(clean) ? clean : null;
  const formats = [DATE_FIELD_FORMAT[locale], DATE_FIELD_FORMAT.en, 'MMMM D, YYYY', 'D MMM YYYY', 'D MMMM YYYY'];
  for (const format of formats) {
    for (const language of new Set([locale, 'en'])) {
      const parsed = dayjs(clean, format, language, true);
      if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
    }
  }
  return null;
}

/** A 'YYYY-MM-DD' day as a field shows it. */
export function formatDayText(day: string, locale: Locale): string {
  if (!isIsoDay(day)) return day;
  return dayjs(day, 'YYYY-MM-DD').locale(locale).format(DATE_FIELD_FORMAT[locale]);
}
