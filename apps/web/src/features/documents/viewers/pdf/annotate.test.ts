// @vitest-environment node
/**
 * The viewer's save, end to end in Node: annotations written by annotatePdf are read back by pdf.js
 * (the same reader the viewer renders with) as Highlight, FreeText and Ink objects, with their text,
 * and the page's own text is still there.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assertValidPdf } from '@counsel/invoice-document/pdf-validity';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { annotatePdf, type PdfAnnotation } from './annotate';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
const CAIRO = require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf');

async function samplePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const heading of ['Form I-130 Petition for Alien Relative', 'Supporting evidence']) {
    const page = document.addPage([612, 792]);
    page.drawText(heading, { x: 72, y: 700, size: 14, font });
  }
  return document.save();
}

async function open(bytes: Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
}

const YELLOW = [1, 0.85, 0] as const;
const annotations: PdfAnnotation[] = [
  { kind: 'highlight', page: 1, rects: [{ x: 70, y: 696, width: 120, height: 18 }], color: YELLOW },
  { kind: 'note', page: 1, at: { x: 300, y: 600 }, text: 'Check the marriage certificate date', color: [1, 1, 0.8] },
  {
    kind: 'ink',
    page: 2,
    strokes: [
      [
        { x: 100, y: 100 },
        { x: 140, y: 130 },
        { x: 180, y: 110 },
      ],
    ],
    color: [0, 0, 0.6],
    width: 2,
  },
];

describe('annotatePdf', () => {
  it('writes a highlight, a note and ink that pdf.js reads back, keeping the text', async () => {
    const saved = await annotatePdf(await samplePdf(), annotations, { author: 'Alex Admin' });
    await assertValidPdf(saved);
    const pdf = await open(saved);
    expect(pdf.numPages).toBe(2);

    const first = await (await pdf.getPage(1)).getAnnotations();
    const highlight = first.find((a) => a.subtype === 'Highlight');
    expect(highlight).toBeDefined();
    expect(highlight.quadPoints).toHaveLength(8);
    expect(Array.from(highlight.quadPoints as Float32Array)).toEqual([70, 714, 190, 714, 70, 696, 190, 696]);
    expect(highlight.titleObj.str).toBe('Alex Admin');
    expect(highlight.hasAppearance).toBe(true);

    const note = first.find((a) => a.subtype === 'FreeText');
    expect(note?.contentsObj.str).toBe('Check the marriage certificate date');
    expect(note?.hasAppearance).toBe(true);

    const second = await (await pdf.getPage(2)).getAnnotations();
    const ink = second.find((a) => a.subtype === 'Ink');
    expect(ink).toBeDefined();
    expect(ink.inkLists).toHaveLength(1);
    expect(ink.hasAppearance).toBe(true);

    const text = await (await pdf.getPage(1)).getTextContent();
    expect(text.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain(
      'Form I-130 Petition for Alien Relative',
    );
    await pdf.destroy();
  });

  it('keeps an Arabic note’s text, drawn with the embedded font', async () => {
    const fontBytes = new Uint8Array(await readFile(CAIRO));
    const arabic = 'راجع تاريخ عقد الزواج';
    const saved = await annotatePdf(
      await samplePdf(),
      [{ kind: 'note', page: 1, at: { x: 300, y: 600 }, text: arabic, color: [1, 1, 0.8] }],
      { author: 'سارة', fontBytes },
    );
    const pdf = await open(saved);
    const [note] = await (await pdf.getPage(1)).getAnnotations();
    expect(note.subtype).toBe('FreeText');
    expect(note.contentsObj.str).toBe(arabic);
    expect(note.titleObj.str).toBe('سارة');
    await pdf.destroy();
  });

  it('draws an Arabic note shaped: letters joined, lam-alef one glyph, read back by pdf.js as written', async () => {
    const fontBytes = new Uint8Array(await readFile(CAIRO));
    const arabic = 'ممم لا سلام';
    const saved = await annotatePdf(
      await samplePdf(),
      [{ kind: 'note', page: 1, at: { x: 300, y: 600 }, text: arabic, color: [1, 1, 0.8] }],
      { author: 'سارة', fontBytes },
    );
    await assertValidPdf(saved);
    const pdf = await open(saved);
    // The page with its annotations' appearances, as the viewer draws it.
    const operators = await (await pdf.getPage(1)).getOperatorList();
    const glyphs = operators.argsArray
      .filter((_, index) => operators.fnArray[index] === OPS.showText)
      .flatMap((args) =>
        (args[0] as Array<{ unicode?: string; fontChar?: string } | number>).filter((g) => typeof g === 'object'),
      )
      .map((g) => g as { unicode: string; fontChar: string });
    // "ممم" joined: its initial, medial and final meem are three different glyphs.
    const meems = glyphs.filter((g) => g.unicode === 'م');
    expect(new Set(meems.map((g) => g.fontChar)).size).toBeGreaterThanOrEqual(3);
    // Lam-alef is one glyph standing for both letters.
    expect(glyphs.some((g) => g.unicode.length === 2 && g.unicode.includes('ل') && g.unicode.includes('ا'))).toBe(true);
    // Each right-to-left glyph carries its letters as read before the run is reversed: reversed back,
    // the drawn text is the note as written.
    // (The page's own Latin line is left out.)
    const drawn = glyphs.map((g) => g.unicode).join('');
    const reversed = Array.from(drawn)
      .reverse()
      .join('')
      .replace(/[\x21-\x7e]+/g, '');
    expect(reversed.replace(/\s+/g, ' ').trim()).toBe(arabic);
    await pdf.destroy();
  });

  it('adds to annotations saved before, and refuses a page the PDF does not have', async () => {
    const once = await annotatePdf(await samplePdf(), [annotations[0]!], { author: 'A' });
    const twice = await annotatePdf(once, [annotations[1]!], { author: 'B' });
    const pdf = await open(twice);
    const subtypes = (await (await pdf.getPage(1)).getAnnotations()).map((a) => a.subtype).sort();
    expect(subtypes).toEqual(['FreeText', 'Highlight']);
    await pdf.destroy();
    await expect(
      annotatePdf(once, [{ ...annotations[2]!, page: 3 } as PdfAnnotation], { author: 'A' }),
    ).rejects.toThrow(RangeError);
  });
});
