/**
 * Amounts of a bank account in its own currency. USD goes through the app's money format (a plain $ in both
 * languages); GBP accounts show £, with the same two decimals and the locale's own digits.
 */
import type { Locale } from '@counsel/domain';
import { useCallback } from 'react';
import { useFormat } from '../../lib/format';
import { useLocale } from '../../lib/locale';

export type AccountCurrency = 'USD' | 'GBP';

export function formatPounds(amount: number, locale: Locale): string {
  // Arabic's CLDR symbol for the pound is "UK£"; like the dollar, the product shows the plain sign.
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? '£' : part.value))
    .join('');
}

/** (amount, currency) → text, in the current locale. */
export function useAccountMoney(): (amount: number, currency: AccountCurrency) => string {
  const format = useFormat();
  const { locale } = useLocale();
  return useCallback(
    (amount, currency) => (currency === 'GBP' ? formatPounds(amount, locale) : format.money(amount)),
    [format, locale],
  );
}
