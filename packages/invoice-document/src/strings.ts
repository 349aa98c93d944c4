/**
 * The document's own words, in the invoice's language (its settings), whatever language the person
 * looking at the screen uses: an Arabic invoice reads in Arabic on an English screen and in a mail
 * rendered by the server. One i18next instance per language, created once.
 */
import { DEFAULT_INVOICE_TITLES } from '@counsel/domain';
import { createInstance, type TFunction } from 'i18next';
import ar from '../locales/ar.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

export const DOCUMENT_NAMESPACE = 'invoiceDocument';
export const documentCatalogues = { en, ar } as const;

export type DocumentLanguage = 'English' | 'Arabic';
const LOCALE_OF: Record<DocumentLanguage, 'en' | 'ar'> = { English: 'en', Arabic: 'ar' };

const translators = new Map<DocumentLanguage, TFunction>();

/** The document's translate function for `language` (synchronous: the catalogues are bundled). */
export function documentT(language: DocumentLanguage): TFunction {
  const known = translators.get(language);
  if (known) return known;
  const instance = createInstance();
  void instance.init({
    lng: LOCALE_OF[language],
    fallbackLng: 'en',
    ns: [DOCUMENT_NAMESPACE],
    defaultNS: DOCUMENT_NAMESPACE,
    resources: { en: { [DOCUMENT_NAMESPACE]: en }, ar: { [DOCUMENT_NAMESPACE]: ar } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const t = instance.getFixedT(LOCALE_OF[language], DOCUMENT_NAMESPACE);
  translators.set(language, t);
  return t;
}

/** The Intl locale of the document's numbers and dates (the same ones the screens use). */
export const documentLocale = (language: DocumentLanguage): 'en' | 'ar' => LOCALE_OF[language];

/**
 * An amount in the firm's currency with two decimals, digits in the document's locale. Dollars show
 * a plain $ in both languages (billing.md §1; Arabic's CLDR symbol would be "US$"); another currency
 * shows its narrow symbol (£, €, and the local one where there is no narrow sign).
 */
export function documentMoney(cents: number, language: DocumentLanguage, currency = 'USD'): string {
  return new Intl.NumberFormat(documentLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' && currency === 'USD' ? '$' : part.value))
    .join('');
}

/** Every default title, in both languages, lower-cased: a title among them only repeats the heading. */
export const DEFAULT_TITLES: ReadonlySet<string> = new Set(
  Object.values(DEFAULT_INVOICE_TITLES).flatMap((titles) => Object.values(titles).map((title) => title.toLowerCase())),
);

/** A YYYY-MM-DD day, read as UTC so no time zone moves it. */
export function documentDay(day: string, language: DocumentLanguage): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(documentLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
