/**
 * Every word, amount and day inside the document in the INVOICE's language (its settings), not the
 * screen's: an Arabic invoice reads in Arabic on an English screen, as its PDF does.
 */
import { documentDay, documentLocale, documentMoney, documentT, type InvoiceDocument } from '@counsel/invoice-document';
import type { TFunction } from 'i18next';

export interface DocumentWords {
  t: TFunction;
  /** 'en' or 'ar', for the document's `lang`. */
  locale: 'en' | 'ar';
  money: (cents: number) => string;
  day: (day: string) => string;
  /** A plain number (a rate, a count) in the document's digits. */
  number: (value: number) => string;
}

export function documentWords(document: Pick<InvoiceDocument, 'language'>): DocumentWords {
  const { language } = document;
  const locale = documentLocale(language);
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    t: documentT(language),
    locale,
    money: (cents) => documentMoney(cents, language),
    day: (day) => documentDay(day, language),
    number: (value) => numbers.format(value),
  };
}
