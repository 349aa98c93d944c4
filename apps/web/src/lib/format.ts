/** Numbers and dates through Intl with the current locale, so Arabic gets its own digits and month names. */
import { formatDuration, type Locale } from '@counsel/domain';
import { useMemo } from 'react';
import { useMeQuery } from './current-user';
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

/** A time of day, short ("3:05 PM", "٣:٠٥ م"). */
export function formatClock(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}

/**
 * An amount with two decimals in the firm's currency, digits in the locale's own script: dollars with
 * a plain $ sign (billing.md §1), another currency with its narrow symbol (£, €, and the local sign
 * where there is no narrow one). The same formatting as the invoice document's amounts.
 */
export function formatMoney(amount: number, locale: Locale, currency = 'USD'): string {
  // Arabic's CLDR symbol for the dollar is "US$"; the product shows a plain $ in both languages.
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && currency === 'USD' ? '$' : part.value))
    .join('');
}

/** The sign formatMoney puts beside an amount ($, £, €, ...), for an amount input's adornment. */
export function currencySymbol(locale: Locale, currency = 'USD'): string {
  return formatMoney(0, locale, currency)
    .replace(/[\d.,٠-٩٫٬\s\u200E\u200F\u061C-]/g, '')
    .trim();
}

/** The currency the signed-in firm keeps its books in (USD until the firm is known). */
export function useFirmCurrency(): string {
  const { data } = useMeQuery();
  return data?.law_firm.currency ?? 'USD';
}

/** A YYYY-MM-DD day as a date; read as UTC so that no time zone moves it to the day before. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A printed wall time ("YYYY-MM-DDTHH:mm", no zone) as a date and time, as printed: no zone moves it. */
export function formatWallTime(wall: string, locale: Locale): string {
  const date = new Date(`${wall}:00Z`);
  if (Number.isNaN(date.getTime())) return wall;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** A file size in the locale's digits and units: 512 bytes, 12 kB, 3.4 MB. */
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
    // Short bytes read "191 byte" in English; the long form is the word people write (191 bytes).
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function useFormat() {
  const { locale } = useLocale();
  const currency = useFirmCurrency();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, locale),
      date: (iso: string) => formatDate(iso, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      bytes: (value: number) => formatBytes(value, locale),
      money: (amount: number) => formatMoney(amount, locale, currency),
      currencySymbol: currencySymbol(locale, currency),
      day: (day: string) => formatDay(day, locale),
      clock: (iso: string) => formatClock(iso, locale),
      /** A duration in seconds as HH:mm:ss (time entries). */
      duration: formatDuration,
    }),
    [locale, currency],
  );
}
