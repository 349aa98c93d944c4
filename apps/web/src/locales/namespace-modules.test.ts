/**
 * Each namespace but `common` reaches the browser only through its module, src/locales/{namespace}.ts
 * (see locales/i18n.ts). A file that names a namespace without importing that module would show raw keys
 * whenever nothing else on the screen happened to import it first, so this checks every source file.
 */
import { describe, expect, it } from 'vitest';

const catalogues = Object.keys(import.meta.glob('./en/*.json')).map((file) => /\/en\/(.+)\.json$/.exec(file)![1]!);
const modules = Object.keys(import.meta.glob(['./*.ts', '!./*.test.ts', '!./i18n.ts'])).map(
  (file) => /\.\/(.+)\.ts$/.exec(file)![1]!,
);
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../locales/*.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The namespaces a source file names: `useTranslation(xNs)`, `'x:key'`, `{ ns: 'x' }`. */
function namespacesNamed(source: string, known: Set<string>): Set<string> {
  const named = new Set<string>();
  for (const match of source.matchAll(/\b([a-zA-Z]+)Ns\b/g)) if (known.has(match[1]!)) named.add(match[1]!);
  for (const match of source.matchAll(/['"`]([a-zA-Z]+):[a-zA-Z]/g)) if (known.has(match[1]!)) named.add(match[1]!);
  for (const match of source.matchAll(/\bns: ['"]([a-zA-Z]+)['"]/g)) if (known.has(match[1]!)) named.add(match[1]!);
  return named;
}

const importsModule = (source: string, namespace: string) =>
  new RegExp(`from '(\\.\\./|\\./)+locales/${namespace}'|import '(\\.\\./|\\./)+locales/${namespace}'`).test(source);

describe('namespace modules', () => {
  it('exist for every namespace but common, and for nothing else', () => {
    expect(modules.sort()).toEqual(catalogues.filter((namespace) => namespace !== 'common').sort());
  });

  it('are imported by every file that names their namespace', () => {
    const known = new Set(modules);
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const namespace of namespacesNamed(source, known)) {
        if (!importsModule(source, namespace)) missing.push(`${file}: ${namespace}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave no namespace named by a bare string in useTranslation', () => {
    const bare = Object.entries(sources)
      .filter(([, source]) => /useTranslation\(\[?'(?!common')/.test(source))
      .map(([file]) => file);
    expect(bare).toEqual([]);
  });
});
