/**
 * Lays one line of any script out for a PDF: the Unicode bidirectional algorithm (bidi-js) splits it
 * into runs of one direction, fontkit shapes each run (Arabic joining forms, lam-alef, marks), and
 * the runs are placed in visual order. pdf-lib's own custom-font path shapes the whole string as one
 * run in one direction, so a mixed value ("Apt 4, عمّان") came out with its Latin part reversed.
 *
 * Readers rebuild the text from the glyphs: pdf.js makes one text item per font run and reverses an
 * item whose characters are right-to-left. So each run keeps its own direction (the caller draws
 * right-to-left runs in their own font resource), and a right-to-left glyph's text is written as the
 * reader will see it before reversing: a ligature's letters reversed, a mirrored bracket mapped back.
 */
import type fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type ShapingFont = fontkit.Font;

/** fontkit's layout takes a script, a language and a direction too; its typings stop at features. */
type FullLayout = (
  text: string,
  features: string[],
  script: string | undefined,
  language: string | undefined,
  direction: 'ltr' | 'rtl',
) => fontkit.GlyphRun;

/** fontkit's glyphs carry their PostScript name; its typings leave it out. */
type NamedGlyph = fontkit.Glyph & { name?: string };

export interface PlacedGlyph {
  /** The glyph id in the font. */
  id: number;
  /** What a reader should get for this glyph (see the module comment for right-to-left runs). */
  text: string;
  /** The glyph's own advance (what a PDF width array records), in font units. */
  advanceWidth: number;
  /** Where the pen moves after it, and where it is drawn relative to the pen (marks), in font units. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface PlacedRun {
  rightToLeft: boolean;
  /** The run's left edge from the line's start, in font units. */
  x: number;
  /** The run's glyphs left to right, as they are drawn. */
  glyphs: PlacedGlyph[];
}

export interface LaidOutLine {
  /** The paragraph's direction: a right-to-left value is aligned right in its box. */
  rightToLeft: boolean;
  /**
   * Runs from right to left, the order to draw them in. pdf.js joins glyphs that follow each other
   * on a line into one text item whatever their font, then reorders the item as a whole by its share
   * of right-to-left letters: "Apt 4, عمّان" drawn left to right came back as "عمّان ,Apt 4". Drawn
   * from the right, each run starts behind the previous one, so pdf.js ends the item there and puts
   * each run, one direction only, in logical order. In a right-to-left value this order is also the
   * logical one; in a left-to-right value with a right-to-left part, the items are in visual order
   * (a reader that follows positions, like pdftotext, reads the line right; a copy in pdf.js' item
   * order gets the Arabic part first).
   */
  runs: PlacedRun[];
  width: number;
}

/** The character a glyph's presentation-form name stands for (Cairo names its Arabic forms uniFEE3...). */
const PRESENTATION_FORM = /^(?:uni([0-9A-F]{4})|u([0-9A-F]{5}))(?:\.|$)/i;

/**
 * The letters a glyph stands for, in logical order. fontkit caches one glyph object per id with the
 * code points of the first text that reached it, so a shaped form's name is the surer source.
 */
function logicalText(glyph: NamedGlyph): string {
  if (glyph.id === 0) return '\uFFFD'; // .notdef: the font lacks the character.
  const match = PRESENTATION_FORM.exec(glyph.name ?? '');
  const hex = match?.[1] ?? match?.[2];
  if (hex) {
    const character = String.fromCodePoint(Number.parseInt(hex, 16));
    if (/\p{L}|\p{N}|\p{P}|\p{S}|\p{M}|\p{Zs}/u.test(character)) return character.normalize('NFKC');
  }
  return String.fromCodePoint(...glyph.codePoints);
}

const mirrored = (text: string) =>
  Array.from(text, (character) => bidi.getMirroredCharacter(character) ?? character).join('');

/** The text of a glyph drawn inside a right-to-left run, as the reader sees it before reversing. */
function rightToLeftText(glyph: fontkit.Glyph): string {
  return mirrored(Array.from(logicalText(glyph)).reverse().join(''));
}

interface LogicalRun {
  text: string;
  level: number;
}

function logicalRuns(text: string, direction?: 'ltr' | 'rtl'): { runs: LogicalRun[]; paragraphLevel: number } {
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const runs: LogicalRun[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const level = embedding.levels[index]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += text[index];
    else runs.push({ text: text[index]!, level });
  }
  return { runs, paragraphLevel: embedding.paragraphs[0]?.level ?? 0 };
}

/** Rule L2 of the bidi algorithm on whole runs: the runs' indices from left to right. */
function visualOrder(levels: number[]): number[] {
  const order = levels.map((_, index) => index);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = -1;
    for (let position = 0; position <= order.length; position += 1) {
      const inside = position < order.length && levels[order[position]!]! >= level;
      if (inside && start < 0) start = position;
      if (!inside && start >= 0) {
        order.splice(start, position - start, ...order.slice(start, position).reverse());
        start = -1;
      }
    }
  }
  return order;
}

function shapeRun(font: ShapingFont, run: LogicalRun): PlacedRun {
  const rightToLeft = run.level % 2 === 1;
  // In a right-to-left run a bracket is drawn as its mirror image, which is the other bracket's glyph.
  const layout = font.layout.bind(font) as unknown as FullLayout;
  const shaped = layout(
    rightToLeft ? mirrored(run.text) : run.text,
    [],
    undefined,
    undefined,
    rightToLeft ? 'rtl' : 'ltr',
  );
  // fontkit returns a right-to-left run already reversed: left to right, as drawn.
  const glyphs = shaped.glyphs.map((glyph, index) => {
    const position = shaped.positions[index]!;
    return {
      id: glyph.id,
      text: rightToLeft ? rightToLeftText(glyph) : logicalText(glyph),
      advanceWidth: glyph.advanceWidth,
      xAdvance: position.xAdvance,
      xOffset: position.xOffset,
      yOffset: position.yOffset,
    };
  });
  return { rightToLeft, x: 0, glyphs };
}

const runWidth = (run: PlacedRun) => run.glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0);

/** The direction of a paragraph: that of its first strong character (rule P2), left to right if none. */
export function paragraphDirection(text: string): 'ltr' | 'rtl' {
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

/** Lays one line out; a line wrapped from a longer paragraph passes that paragraph's direction. */
export function layoutLine(font: ShapingFont, text: string, direction?: 'ltr' | 'rtl'): LaidOutLine {
  if (text === '') return { rightToLeft: direction === 'rtl', runs: [], width: 0 };
  const { runs, paragraphLevel } = logicalRuns(text, direction);
  const placed = runs.map((run) => shapeRun(font, run));
  let x = 0;
  for (const index of visualOrder(runs.map((run) => run.level))) {
    placed[index]!.x = x;
    x += runWidth(placed[index]!);
  }
  const drawingOrder = [...placed].sort((a, b) => b.x - a.x);
  return { rightToLeft: paragraphLevel % 2 === 1, runs: drawingOrder, width: x };
}

/** Greedy word wrap of one paragraph to `maxWidth` font units: words stay in logical order. */
export function wrapParagraph(font: ShapingFont, paragraph: string, maxWidth: number): LaidOutLine[] {
  const direction = paragraphDirection(paragraph);
  const words = paragraph.split(/(?<=\s)/u);
  const lines: LaidOutLine[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current + word;
    if (current !== '' && layoutLine(font, candidate.trimEnd(), direction).width > maxWidth) {
      lines.push(layoutLine(font, current.trimEnd(), direction));
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(layoutLine(font, current.trimEnd(), direction));
  return lines;
}
