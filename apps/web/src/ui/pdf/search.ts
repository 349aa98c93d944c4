/**
 * Text search over a PDF's text items (what pdf.js reads from each page). A match is found inside one
 * text item, case- and accent-insensitively, and placed on the page by the item's position and the
 * share of its characters before the match (good enough to show where it is).
 */
import type { PdfRect } from './model';

export interface TextItem {
  str: string;
  /** The item's transform: [a, b, c, d, x, y] in PDF space. */
  transform: number[];
  width: number;
  height: number;
}

export interface SearchMatch {
  page: number;
  rect: PdfRect;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

export function findMatches(pages: ReadonlyArray<ReadonlyArray<TextItem>>, query: string): SearchMatch[] {
  const needle = fold(query.trim());
  if (!needle) return [];
  const matches: SearchMatch[] = [];
  pages.forEach((items, index) => {
    for (const item of items) {
      const haystack = fold(item.str);
      if (haystack.length === 0) continue;
      const [, , , d = 0, x = 0, y = 0] = item.transform;
      const height = item.height || Math.abs(d) || 10;
      let at = haystack.indexOf(needle);
      while (at !== -1) {
        const share = item.width / haystack.length;
        matches.push({
          page: index + 1,
          rect: { x: x + at * share, y: y - height * 0.2, width: needle.length * share, height: height * 1.2 },
        });
        at = haystack.indexOf(needle, at + needle.length);
      }
    }
  });
  return matches;
}
