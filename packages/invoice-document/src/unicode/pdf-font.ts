/**
 * An embedded Unicode font for text shaped by layout.ts, written as a subset TrueType CID font: the
 * glyph ids come from our own shaping, so the font is written here rather than through pdf-lib's
 * embedFont, which shapes on its own (and drew Arabic letters unjoined). Shared by the API's form
 * filling and the viewer's saved notes, in Node and in the browser.
 *
 * Two font resources share the one subset: one for left-to-right runs and one for right-to-left
 * runs. They differ only in their ToUnicode, since a reader gets a right-to-left glyph's text before
 * reversing it (a ligature's letters, a mirrored bracket), and a separate font also makes pdf.js
 * keep each direction's run as its own text item, which it then puts in logical order.
 */
import {
  type PDFContext,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFOperator,
  PDFOperatorNames,
  type PDFRef,
  PDFString,
  setTextRise,
} from 'pdf-lib';
import type { PlacedGlyph, PlacedRun, ShapingFont } from './layout.js';

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
      .on('end', () => {
        const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
        let offset = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, offset);
          offset += chunk.length;
        }
        resolve(bytes);
      });
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

/** One run of one direction as TJ operators, marks placed by text rise and TJ offsets. */
export function showRun(
  context: PDFContext,
  font: UnicodeFormFont,
  run: PlacedRun,
  scale: number,
  fontSize: number,
): PDFOperator[] {
  // Pen positions in thousandths of an em, the unit of TJ offsets and of the font's width array.
  let pen = 0;
  let current = 0;
  const segments: Array<{ rise: number; items: PDFObject[] }> = [];
  for (const glyph of run.glyphs) {
    // A mark sits above or below its letter: a change of text rise starts a new TJ.
    const rise = (glyph.yOffset * scale * fontSize) / 1000;
    if (segments.at(-1)?.rise !== rise) segments.push({ rise, items: [] });
    const items = segments.at(-1)!.items;
    const target = pen + glyph.xOffset * scale;
    if (Math.abs(target - current) > 0.01) items.push(PDFNumber.of(-(target - current)));
    items.push(glyphCode(font.use(glyph, run.rightToLeft)));
    current = target + glyph.advanceWidth * scale;
    pen += glyph.xAdvance * scale;
  }
  return segments.flatMap((segment) => [
    setTextRise(segment.rise),
    PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [context.obj(segment.items)]),
  ]);
}
