/**
 * The font that draws form values Helvetica cannot (Arabic and anything outside WinAnsi): Cairo
 * (SIL Open Font License 1.1, from @expo-google-fonts/cairo, the invoice PDF's font too), embedded
 * as a subset TrueType CID font. The glyph ids come from our own shaping (unicode-layout.ts), so the
 * font is written here rather than through pdf-lib's embedFont, which shapes on its own.
 *
 * Two font resources share the one subset: one for left-to-right runs and one for right-to-left
 * runs. They differ only in their ToUnicode, since a reader gets a right-to-left glyph's text before
 * reversing it (a ligature's letters, a mirrored bracket), and a separate font also makes pdf.js
 * keep each direction's run as its own text item, which it then puts in logical order.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, PDFHexString, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import type { PlacedGlyph, ShapingFont } from './unicode-layout.js';

const require = createRequire(import.meta.url);
const CAIRO_FILE = require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf');

let cairoBytes: Promise<Buffer> | undefined;

/** A fresh fontkit font per document: fontkit's glyph cache would otherwise grow across requests. */
export async function loadShapingFont(): Promise<ShapingFont> {
  cairoBytes ??= readFile(CAIRO_FILE);
  return fontkit.create(await cairoBytes);
}

export const RESOURCE_NAMES = { ltr: 'CounselUnicodeLtr', rtl: 'CounselUnicodeRtl' } as const;

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

function utf16Hex(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index += 1) hex += hex4(text.charCodeAt(index));
  return hex;
}

function toUnicodeCMap(entries: Map<number, string>): string {
  const lines = [...entries].map(([cid, text]) => `<${hex4(cid)}> <${utf16Hex(text)}>`);
  const blocks: string[] = [];
  // A CMap block holds at most 100 entries.
  for (let start = 0; start < lines.length; start += 100) {
    const block = lines.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function encodeSubset(subset: ReturnType<ShapingFont['createSubset']>): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (chunk) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A six-letter tag that marks the font as a subset, as the PDF specification asks. */
function subsetTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
}

export class UnicodeFormFont {
  private readonly subset: ReturnType<ShapingFont['createSubset']>;
  private readonly widths = new Map<number, number>();
  private readonly texts = { ltr: new Map<number, string>(), rtl: new Map<number, string>() };
  readonly refs: { ltr: PDFRef; rtl: PDFRef };

  constructor(
    private readonly document: PDFDocument,
    readonly font: ShapingFont,
  ) {
    this.subset = font.createSubset();
    // The font objects are written once every glyph is known; appearances point at them before that.
    this.refs = { ltr: document.context.nextRef(), rtl: document.context.nextRef() };
  }

  /** Includes the glyph in the subset and returns the id (CID) to draw it with. */
  use(glyph: PlacedGlyph, rightToLeft: boolean): number {
    const cid = this.subset.includeGlyph(glyph.id);
    this.widths.set(cid, glyph.advanceWidth);
    const texts = this.texts[rightToLeft ? 'rtl' : 'ltr'];
    if (!texts.has(cid)) texts.set(cid, glyph.text);
    return cid;
  }

  /** Writes the subset font file and both font dictionaries. */
  async write(): Promise<void> {
    const { context } = this.document;
    const scale = 1000 / this.font.unitsPerEm;
    const fontFile = context.flateStream(await encodeSubset(this.subset), {});
    const name = `${subsetTag()}+${(this.font.postscriptName ?? 'Cairo-Regular').replace(/\s/g, '')}`;
    const { bbox } = this.font;
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 4, // symbolic: the glyphs are addressed by id, not by a standard encoding
      FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale],
      ItalicAngle: this.font.italicAngle,
      Ascent: this.font.ascent * scale,
      Descent: this.font.descent * scale,
      CapHeight: (this.font.capHeight || this.font.ascent) * scale,
      StemV: 80,
      FontFile2: context.register(fontFile),
    });
    const widths = [...this.widths].sort(([a], [b]) => a - b).flatMap(([cid, width]) => [cid, [width * scale]]);
    const descendant = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: context.register(descriptor),
        W: widths,
        CIDToGIDMap: 'Identity',
      }),
    );
    for (const direction of ['ltr', 'rtl'] as const) {
      const toUnicode = context.flateStream(toUnicodeCMap(this.texts[direction]), {});
      context.assign(
        this.refs[direction],
        context.obj({
          Type: 'Font',
          Subtype: 'Type0',
          BaseFont: name,
          Encoding: 'Identity-H',
          DescendantFonts: [descendant],
          ToUnicode: context.register(toUnicode),
        }),
      );
    }
  }
}

export const glyphCode = (cid: number) => PDFHexString.of(hex4(cid));
export const resourceName = (rightToLeft: boolean) => PDFName.of(RESOURCE_NAMES[rightToLeft ? 'rtl' : 'ltr']);
