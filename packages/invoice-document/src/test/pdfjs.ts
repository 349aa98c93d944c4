/**
 * The PDF's text as pdf.js reads it (the reader in Firefox and in most web viewers): its text items
 * per line, in the line's reading order. Each item is one run of one direction whose text pdf.js
 * has already put in logical order; a right-to-left document reads a line's runs from the right.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface Item {
  text: string;
  x: number;
  y: number;
}

/** Items closer than this vertically (in points) sit on one line. */
const SAME_LINE = 2;

export async function pdfjsLines(pdf: Uint8Array, direction: 'ltr' | 'rtl'): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        items.push({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number });
      }
      const rows: Item[][] = [];
      for (const item of items.sort((a, b) => b.y - a.y)) {
        const row = rows.at(-1);
        if (row && Math.abs(row[0]!.y - item.y) <= SAME_LINE) row.push(item);
        else rows.push([item]);
      }
      for (const row of rows) {
        row.sort((a, b) => (direction === 'rtl' ? b.x - a.x : a.x - b.x));
        lines.push(row.map((item) => item.text).join(''));
      }
    }
  } finally {
    await document.destroy();
  }
  return lines;
}
