/** Display of record dates (calendar dates, no time zone) and amounts (US dollars). */
import type { Locale } from '@counsel/domain';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/locale';

export function formatDay(isoDate: string, locale: Locale): string {
  // A calendar date: read and shown in UTC so no time zone moves it to the day before.
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatDollars(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}

export function useRecordFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      day: (isoDate: string) => formatDay(isoDate, locale),
      dollars: (amount: number) => formatDollars(amount, locale),
      /** "Mar 1, 2019 – Present"; null when neither date is known. */
      range: (from: string | null, to: string | null, present: string | null) => {
        const end = to ? formatDay(to, locale) : present;
        if (!from && !end) return null;
        return [from ? formatDay(from, locale) : '…', end ?? '…'].join(' – ');
      },
    }),
    [locale],
  );
}
