/** Record dates (calendar days) and amounts (US dollars: salaries on immigration forms are asked in dollars). */
import { useMemo } from 'react';
import { formatDay, formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';

export function useRecordFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      day: (isoDate: string) => formatDay(isoDate, locale),
      dollars: (amount: number) => formatMoney(amount, locale, 'USD'),
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
