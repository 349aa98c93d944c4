import type { PageEntry } from '../../lib/pages';

export interface SearchablePage {
  entry: PageEntry;
  name: string;
  description: string;
}

/** Case-insensitive match on the translated name or description; an empty query keeps everything. */
export function filterPages(pages: readonly SearchablePage[], query: string, locale: string): SearchablePage[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [...pages];
  return pages.filter(
    ({ name, description }) =>
      name.toLocaleLowerCase(locale).includes(needle) || description.toLocaleLowerCase(locale).includes(needle),
  );
}
