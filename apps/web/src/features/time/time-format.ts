/** Money, days and durations of time entries in the current locale (the firm's currency with two decimals, HH:mm:ss). */
import { formatDuration, type Locale } from '@counsel/domain';
import { useMemo } from 'react';
import { formatDay, formatMoney, useFirmCurrency } from '../../lib/format';
import { useLocale } from '../../lib/locale';

export { formatDay, formatMoney };

export function formatClock(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}

export function useTimeFormat() {
  const { locale } = useLocale();
  const currency = useFirmCurrency();
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, locale, currency),
      day: (day: string) => formatDay(day, locale),
      clock: (iso: string) => formatClock(iso, locale),
      duration: formatDuration,
      number: (value: number) => new Intl.NumberFormat(locale).format(value),
    }),
    [locale, currency],
  );
}
