/** Numbers and dates through Intl with the current locale, so Arabic gets its own digits and month names. */
import type { Locale } from '@counsel/domain';
import { useMemo } from 'react';
import { useLocale } from './locale';

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Dollars with a $ sign and two decimals (billing.md §1), digits in the locale's own script. */
export function formatMoney(amount: number, locale: Locale): string {
  // Arabic's CLDR symbol for the dollar is "US$"; the product shows a plain $ in both languages.
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}

/** A YYYY-MM-DD day as a date; read as UTC so that no time zone moves it to the day before. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatBytes(bytes: number, locale: Locale): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, locale),
      date: (iso: string) => formatDate(iso, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      bytes: (value: number) => formatBytes(value, locale),
      money: (amount: number) => formatMoney(amount, locale),
      day: (day: string) => formatDay(day, locale),
    }),
    [locale],
  );
}
