/**
 * i18next with catalogues loaded on demand: src/locales/{language}/{namespace}.json.
 *
 * Why lazy: the bench's budget for the first download is 250 KB gzip of JavaScript, and bundling every
 * catalogue of both languages cost about 36 KB of it. The glob below is NOT eager, so Vite emits each
 * catalogue as its own small chunk; the first render awaits only the `common` namespace of the URL's
 * language (main.tsx), the signed-in shell suspends for the page names it lists (AppLayout), and each lazy
 * route suspends for its own namespaces (react-i18next's Suspense support) under the route's Suspense
 * fallback, so raw keys never show. LocaleLayout loads the other language before switching to it.
 * Tests preload every catalogue instead (src/test/setup.ts with lib/i18n-catalogues.ts).
 */
import { LOCALES, type Locale } from '@counsel/domain';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

/** An i18next backend that reads a catalogue chunk by language and namespace. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(lazyCatalogues).use(initReactI18next);

/**
 * Starts i18next in `locale`; resolves once the `common` namespace is there. `preloaded` (tests only) supplies
 * catalogues up front so components render synchronously.
 */
export function startI18n(locale: Locale, preloaded?: Resource): Promise<unknown> {
  return i18n.init({
    lng: locale,
    // No fallback language: the catalogue test keeps en and ar in step, and a fallback would make every
    // Arabic page download the English catalogues too.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    ...(preloaded ? { resources: preloaded, partialBundledLanguages: true } : {}),
    interpolation: { escapeValue: false }, // React already escapes.
    returnNull: false,
  });
}

/** Every namespace that has a catalogue (from the file names). */
const ALL_NAMESPACES = [
  ...new Set(Object.keys(catalogues).flatMap((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? [])),
].sort();

/**
 * Once a language is shown, the rest of its catalogues load in the background when the browser is idle, so a
 * dialog using another feature's namespace finds it loaded instead of suspending its page for a fetch. They
 * still stay out of the first download. Called by main.tsx on every language change.
 */
export function prefetchCatalogues(): void {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  whenIdle(() => {
    i18n.loadNamespaces(ALL_NAMESPACES).catch(() => undefined);
  });
}

const pendingLoads = new Map<string, Promise<unknown>>();

/**
 * Null when every namespace in use is loaded for `locale`; otherwise one stable promise per locale and set of
 * namespaces (stable so React's `use` can wait on it), which loads them.
 */
export function localeLoad(locale: Locale): Promise<unknown> | null {
  const inUse = [i18n.options.ns ?? []].flat();
  if (inUse.every((namespace) => i18n.hasResourceBundle(locale, namespace))) return null;
  const key = `${locale}|${inUse.join(',')}`;
  let load = pendingLoads.get(key);
  if (!load) {
    load = i18n.loadLanguages(locale);
    pendingLoads.set(key, load);
  }
  return load;
}
