/**
 * i18next with every catalogue bundled: src/locales/{en,ar}/{namespace}.json. A new namespace file is
 * picked up by the glob without touching this file. The active language follows the URL (see LocaleLayout).
 */
import { DEFAULT_LOCALE, LOCALES } from '@counsel/domain';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

/** { en: { common: {...}, auth: {...} }, ar: {...} } built from the file names. */
export const resources: Resource = {};
for (const [file, catalogue] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  const forLanguage: ResourceLanguage = resources[language] ?? {};
  forLanguage[namespace] = catalogue as ResourceLanguage[string];
  resources[language] = forLanguage;
}

export const NAMESPACES = Object.keys(resources[DEFAULT_LOCALE] ?? {}).sort();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: NAMESPACES,
  defaultNS: 'common',
  // Resources are bundled, so initialising synchronously avoids a first render with raw keys.
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes.
  returnNull: false,
});
