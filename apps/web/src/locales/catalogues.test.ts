/**
 * Every string exists in English and in Arabic (DESIGN §7). Plural keys are compared by their base name,
 * and each language must carry every plural form its grammar has (Arabic: zero, one, two, few, many, other).
 */
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** { en: { common: {...}, auth: {...} }, ar: {...} } read from the files themselves. */
const resources: Record<string, Record<string, Catalogue>> = {};
for (const [file, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) as unknown as [string, string, string];
  resources[language] = { ...resources[language], [namespace]: catalogue };
}
const NAMESPACES = Object.keys(resources.en ?? {}).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function baseKeys(keys: string[]): Set<string> {
  return new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')));
}

describe('locale catalogues', () => {
  it('have the same namespaces in en and ar', () => {
    expect(Object.keys(resources.ar ?? {}).sort()).toEqual(NAMESPACES);
    expect(NAMESPACES).toEqual([
      'auth',
      'banking',
      'calendar',
      'cards',
      'caseClosure',
      'caseMembers',
      'caseReceipts',
      'caseTasks',
      'cases',
      'clientRecords',
      'clients',
      'common',
      'contacts',
      'dashboard',
      'documentFillings',
      'documents',
      'fields',
      'firmForms',
      'formFilling',
      'formPlacement',
      'formSending',
      'forms',
      'invoiceEditor',
      'invoicePreview',
      'invoiceSettings',
      'invoices',
      'onlinePayments',
      'participantTypes',
      'payments',
      'portal',
      'secondFactor',
      'security',
      'settings',
      'subscription',
      'team',
      'templates',
      'terms',
      'time',
      'trustInvoice',
      'workflowBuilder',
      'workflowDrafts',
      'workflowTasks',
      'workflows',
    ]);
  });

  it.each(NAMESPACES)('namespace %s has the same keys in en and ar', (namespace) => {
    const en = baseKeys(leafKeys(resources.en?.[namespace]));
    const ar = baseKeys(leafKeys(resources.ar?.[namespace]));
    const missingInAr = [...en].filter((key) => !ar.has(key));
    const missingInEn = [...ar].filter((key) => !en.has(key));
    expect({ missingInAr, missingInEn }).toEqual({ missingInAr: [], missingInEn: [] });
  });

  it.each(NAMESPACES)('namespace %s has every plural form each language needs', (namespace) => {
    const missing: string[] = [];
    // A key counted in one language is counted in the other: an English plural whose Arabic is one plain string
    // would show the same Arabic words for 1, 2 and 11.
    const plurals = new Set(
      ['en', 'ar'].flatMap((language) =>
        leafKeys(resources[language]?.[namespace])
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      ),
    );
    for (const language of ['en', 'ar']) {
      const keys = leafKeys(resources[language]?.[namespace]);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of plurals) {
        for (const category of categories) {
          if (!keys.includes(`${base}_${category}`)) missing.push(`${language}:${base}_${category}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty: string[] = [];
    for (const language of ['en', 'ar']) {
      for (const namespace of NAMESPACES) {
        const catalogue = resources[language]?.[namespace];
        for (const key of leafKeys(catalogue)) {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
          if (typeof value !== 'string' || value.trim() === '') empty.push(`${language}:${namespace}:${key}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });
});
