/**
 * i18next, with each namespace's catalogues travelling in the chunk of the code that uses them.
 *
 * It sits beside the catalogues it loads, so locales/ imports nothing of the app and everything else stands on it.
 * `common` is here, so every screen has it. Every other namespace has a module beside this one, {namespace}.ts,
 * that adds its English and Arabic catalogues when it is first imported and exports the namespace's name;
 * a component imports it and asks for `useTranslation(<name>Ns)`, so the strings of a feature sit in
 * that feature's lazy chunk (or a chunk it shares) and are in place before its first render. Only the shell's
 * namespaces reach the first download, and no screen waits on a separate catalogue request. Loading
 * namespaces over the network instead cost a chain of requests before the first paint.
 *
 * The active language follows the URL (see LocaleLayout); both languages of a loaded namespace are present,
 * so switching language never waits.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@counsel/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import arCommon from './ar/common.json';
import enCommon from './en/common.json';

type Catalogue = Record<string, unknown>;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { common: enCommon }, ar: { common: arCommon } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common'],
  defaultNS: 'common',
  // The catalogues are in the bundle, so initialising synchronously avoids a first render with raw keys.
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes.
  returnNull: false,
});

/** Adds a namespace's catalogues in every language, and answers its name for useTranslation. */
export function registerNamespace<N extends string>(namespace: N, catalogues: Record<Locale, Catalogue>): N {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, namespace, catalogues[locale], true, true);
  return namespace;
}
