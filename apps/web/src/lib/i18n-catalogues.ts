/**
 * Every catalogue of both languages, bundled eagerly. For tests only (the catalogue test and the test setup
 * that preloads them so components render synchronously): app code must never import this, or the
 * catalogues land back in the first download (see lib/i18n.ts).
 */
import { DEFAULT_LOCALE } from '@counsel/domain';
import type { Resource, ResourceLanguage } from 'i18next';

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
