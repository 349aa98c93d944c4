/**
 * The PDF's text layer. react-pdf lays paragraphs out with the Unicode bidirectional algorithm
 * (bidi-js inside its textkit) and draws every line in visual order, so a right-to-left run reaches
 * the page last letter first. Readers (pdf.js, pdftotext) undo that by reversing right-to-left text
 * glyph by glyph, using each glyph's ToUnicode entry. Three things broke that round trip:
 *
 * - a ligature glyph (Cairo's "ضر", "لإ", "لا") maps to its letters in logical order, so the reader's
 *   reversal swaps them ("ضريبة" came back as "رضيبة", "الإصدار" as "اإلصدار");
 * - fontkit caches one glyph object per glyph id with the code points of the first text that produced
 *   it, and pdfkit writes ToUnicode from that object: a shaped form first reached through a
 *   substitution can carry no letters at all (the "ح" of "صالح" disappeared);
 * - a bracket at a right-to-left level is drawn mirrored, so its glyph is the other bracket's and the
 *   reader gets "(" where the text has ")".
 *
 * So each glyph's text is taken from what the glyph is (its Unicode presentation-form name, NFKC, or
 * its own code points), and glyphs drawn inside right-to-left runs come from a twin of the font
 * (its own PDF font resource, so its own ToUnicode) whose entries are written in visual order:
 * ligature letters reversed and mirrored brackets mapped back. The picture is unchanged.
 *
 * A fourth broke the picture and the text together: a glyph the font places off its pen position is
 * drawn by react-pdf almost where it would stand unshifted. Cairo draws the initial ف and ق of "في"
 * and "قى" 0.2 em to the left, over the ي; unshifted, the ف covered the space before the word and
 * readers dropped it ("معك في" read "معكفي"). It draws a final ر before an initial ي 0.08 em to the
 * right, onto the letter it joins; unshifted, the ر came loose from the ه of "شهريًا". See
 * placementsAsAdvances.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** The part of a fontkit glyph the text layer reads. */
interface Glyph {
  id: number;
  name?: string;
  codePoints: number[];
}

interface GlyphPosition {
  xAdvance: number;
  xOffset?: number;
}

interface GlyphRun {
  glyphs: Glyph[];
  positions?: GlyphPosition[];
}

/** The part of a fontkit font this module wraps. */
export interface LayoutFont {
  postscriptName: string;
  glyphForCodePoint?: (codePoint: number) => { id: number; path?: { commands: unknown[] } };
  layout: (...args: never[]) => GlyphRun;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
}

/**
 * Direction marks (the U+200F that Intl puts in Arabic dates and amounts) have no glyph in Cairo, so
 * react-pdf would draw them in its fallback Helvetica, which readers return as a stray control
 * character. Claimed here, they stay in Cairo, where fontkit draws them as nothing.
 */
const BIDI_MARKS = new Set([0x200e, 0x200f, 0x061c]);

/**
 * fontkit draws a direction mark as the font's space glyph with no advance. That glyph's text is
 * " " (it is the space's), so readers returned the marks in an Arabic date ("05‏/03‏/2026") as
 * spaces. A mark is drawn instead as an empty glyph no text uses (Cairo's outline-less control
 * glyph): its own PDF glyph, so its own ToUnicode entry, a zero-width space that pdf.js drops and
 * that, unlike a direction mark, does not reorder what pdftotext reads around it.
 */
const SPACE_GLYPH_NAME = 'space';
const ZERO_WIDTH_SPACE = 0x200b;
/** Cairo draws U+0010 (a control character no text holds) as an empty glyph. */
const SILENT_CODE_POINT = 0x10;

function silentGlyphId(font: LayoutFont): number | null {
  // Looked up by its code point: fetching glyphs by id would cache them without their letters.
  if (!font.glyphForCodePoint || !font.hasGlyphForCodePoint(SILENT_CODE_POINT)) return null;
  const glyph = font.glyphForCodePoint(SILENT_CODE_POINT);
  return glyph.path?.commands.length === 0 ? glyph.id : null;
}

const PRESENTATION_FORM = /^(?:uni([0-9A-F]{4})|u([0-9A-F]{5}))(?:\.|$)/i;

/** The letters a glyph stands for, in logical order. */
export function glyphText(glyph: Glyph): string {
  const match = PRESENTATION_FORM.exec(glyph.name ?? '');
  const hex = match?.[1] ?? match?.[2];
  if (hex) {
    const character = String.fromCodePoint(Number.parseInt(hex, 16));
    // A private-use or unassigned name says nothing about the letters: keep the code points.
    if (/\p{L}|\p{N}|\p{P}|\p{S}|\p{M}|\p{Zs}/u.test(character)) return character.normalize('NFKC');
  }
  return String.fromCodePoint(...glyph.codePoints);
}

/** The same letters as a reader of a right-to-left run expects them: visual order, brackets as drawn. */
export function visualGlyphText(glyph: Glyph): string {
  return Array.from(glyphText(glyph))
    .reverse()
    .map((character) => bidi.getMirroredCharacter(character) ?? character)
    .join('');
}

const MARKS_ONLY = /^\p{M}+$/u;

/**
 * textkit scales a glyph's x offset to points; react-pdf's renderer (@react-pdf/render 4.7,
 * renderGlyphs) turns advances from points into thousandths of an em but passes the offset on in
 * points, and then scales it as thousandths of an em: at 11 pt, Cairo's −199 units (−2.19 pt)
 * became −0.024 pt. Advances are drawn right, so the offset moves into them: the glyph drawn before
 * this one advances by the offset more and this one by as much less, which puts this glyph, and
 * only it, where the font places it.
 *
 * Done for right-to-left runs only: Cairo places no Latin glyph off its pen. textkit shapes a run in
 * logical order and reverses it afterwards, so the glyph drawn before is the next one. Marks keep
 * their offsets: textkit shapes with fontkit's left-to-right mark positioning, whose offsets only
 * hold in left-to-right order, so applying them would put harakat over the neighbouring letter. A
 * glyph with nothing drawn before it in its run (a word cut by a change of style) keeps its own.
 */
export function placementsAsAdvances(run: GlyphRun): void {
  const { positions } = run;
  if (!positions) return;
  run.glyphs.forEach((glyph, index) => {
    const position = positions[index];
    const predecessor = positions[index + 1];
    const offset = position?.xOffset ?? 0;
    if (!position || !predecessor || offset === 0 || MARKS_ONLY.test(glyphText(glyph))) return;
    predecessor.xAdvance += offset;
    position.xAdvance -= offset;
    position.xOffset = 0;
  });
}

const codePointsOf = (text: string) => Array.from(text, (character) => character.codePointAt(0) ?? 0);

const WRAPPED = Symbol('counsel.textLayer');

/**
 * Makes the font's glyphs carry their text as the PDF's ToUnicode should record it. The glyphs are
 * per-use copies: fontkit's cached glyph objects are left as they are.
 */
export function wrapFontTextLayer(font: LayoutFont, options: { rightToLeft: boolean }): void {
  const target = font as LayoutFont & { [WRAPPED]?: true };
  if (target[WRAPPED]) return;
  target[WRAPPED] = true;
  const textOf = options.rightToLeft ? visualGlyphText : glyphText;
  const layout = font.layout.bind(font) as (...args: unknown[]) => GlyphRun;
  const silentId = silentGlyphId(font);
  font.layout = ((...args: unknown[]) => {
    const run = layout(...args);
    run.glyphs = run.glyphs.map((glyph, index) => {
      const position = run.positions?.[index];
      // fontkit hides a mark as a space without advance, except at the start of a run, where it
      // draws it as .notdef (a box): both become the silent glyph, with no advance.
      const hidden = glyph.name === SPACE_GLYPH_NAME && position?.xAdvance === 0;
      const boxed = glyph.id === 0 && glyph.codePoints.length === 1 && BIDI_MARKS.has(glyph.codePoints[0]!);
      if (silentId !== null && position && (hidden || boxed)) {
        position.xAdvance = 0;
        return Object.create(glyph, {
          id: { value: silentId, enumerable: true },
          codePoints: { value: [ZERO_WIDTH_SPACE], enumerable: true },
          advanceWidth: { value: 0, enumerable: true },
        }) as Glyph;
      }
      const codePoints = codePointsOf(textOf(glyph));
      return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as Glyph;
    });
    if (options.rightToLeft) placementsAsAdvances(run);
    return run;
  }) as LayoutFont['layout'];
  const hasGlyph = font.hasGlyphForCodePoint.bind(font);
  font.hasGlyphForCodePoint = (codePoint) => BIDI_MARKS.has(codePoint) || hasGlyph(codePoint);
  if (options.rightToLeft) {
    // pdfkit shares one font resource between fonts of the same PostScript name; the twin needs its own.
    Object.defineProperty(font, 'postscriptName', { value: `${font.postscriptName}-RTL` });
  }
}

export interface BidiSpan {
  text: string;
  rightToLeft: boolean;
}

/**
 * The paragraph cut where its bidi level changes parity (UAX #9 via bidi-js): each span is drawn in
 * one direction, so it can take the font whose text layer suits that direction.
 */
export function bidiSpans(text: string, direction: 'ltr' | 'rtl'): BidiSpan[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const spans: BidiSpan[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    const level = levels[start] ?? 0;
    if (index === text.length || (levels[index] ?? 0) % 2 !== level % 2) {
      spans.push({ text: text.slice(start, index), rightToLeft: level % 2 === 1 });
      start = index;
    }
  }
  return spans;
}
