/**
 * Which sidebar entry a page belongs to. A list's own address is its entry; a detail page (a client,
 * a case, an invoice, an employee) has no entry of its own, so the list it was opened from is shown
 * as the current section instead of nothing.
 */
const DETAIL_SECTIONS: ReadonlyArray<[RegExp, string]> = [
  [/^\/client\/workflows\/\d+(\/|$)/, 'workflows'],
  [/^\/client\/\d+\/cases(\/|$)/, 'cases'],
  [/^\/client\/\d+\/invoices(\/|$)/, 'invoices'],
  [/^\/client\/\d+(\/|$)/, 'clients'],
  [/^\/team\/\d+(\/|$)/, 'team'],
];

/** The id of the page whose entry is highlighted for `path` (without locale prefix), or null. */
export function sectionOf(path: string, pages: ReadonlyArray<{ id: string; path: string }>): string | null {
  const current = path === '/' ? '/main' : path.replace(/\/+$/, '') || '/';
  const exact = pages.find((page) => page.path === current);
  if (exact) return exact.id;
  for (const [pattern, id] of DETAIL_SECTIONS) if (pattern.test(current)) return id;
  return null;
}
