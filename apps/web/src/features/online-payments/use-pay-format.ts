/**
 * Amounts and dates of the pay page: the app's formatters in the page's language, with the invoice's currency (the
 * client has no session, and a staff member signed in on the same device keeps books in their own firm's).
 */
import { useMemo } from 'react';
import { currencySymbol, formatDateTime, formatDay, formatMoney, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/locale';

/** `currency` is the pay view's; until the view has loaded nothing is written in it (USD stands in). */
export function usePayFormat(currency = 'USD') {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, locale, currency),
      currencySymbol: currencySymbol(locale, currency),
      day: (day: string) => formatDay(day, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      /** 3 → "3%", in the locale's digits and sign. */
      percent: (percent: number) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100),
      number: (value: number) => formatNumber(value, locale),
    }),
    [locale, currency],
  );
}

export type PayFormat = ReturnType<typeof usePayFormat>;
