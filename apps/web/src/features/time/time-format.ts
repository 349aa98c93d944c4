/** Money, days and durations of time entries in the current locale ($ with two decimals, HH:mm:ss). */
import { formatDuration, type Locale } from '@counsel/domain';
import { useMemo } from 'react';
import { useLocale } from '../../lib/locale';

export function formatMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A YYYY-MM-DD day as a date; read as UTC so that no time zone moves it to the day before. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatClock(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}

export function useTimeFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, locale),
      day: (day: string) => formatDay(day, locale),
      clock: (iso: string) => formatClock(iso, locale),
      duration: formatDuration,
      number: (value: number) => new Intl.NumberFormat(locale).format(value),
    }),
    [locale],
  );
}
