import { describe, expect, it } from 'vitest';
import { bidiSpans, glyphText, placementsAsAdvances, visualGlyphText, wrapFontTextLayer } from './text-layer.js';

const glyph = (name: string, codePoints: number[] = []) => ({ id: 1, name, codePoints });

describe('glyphText', () => {
  it('reads a presentation form as its letters, whatever code points fontkit cached', () => {
    expect(glyphText(glyph('uniFEA2'))).toBe('ح');
    expect(glyphText(glyph('uniFD10', [0x0631, 0x0636]))).toBe('ضر');
    expect(glyphText(glyph('uniFEF9'))).toBe('لإ');
  });

  it('falls back to the glyph code points for other names', () => {
    expect(glyphText(glyph('parenleft', [0x28]))).toBe('(');
    expect(glyphText(glyph('uniE000', [0x41]))).toBe('A');
  });
});

describe('visualGlyphText', () => {
  it('writes ligatures in visual order and maps a mirrored bracket back', () => {
    expect(visualGlyphText(glyph('uniFD10'))).toBe('رض');
    expect(visualGlyphText(glyph('parenleft', [0x28]))).toBe(')');
    expect(visualGlyphText(glyph('uniFEA2'))).toBe('ح');
  });
});

describe('wrapFontTextLayer', () => {
  it('gives each laid-out glyph its text without touching the cached glyph, and renames the twin', () => {
    const cached = glyph('uniFD10', [0x0636]);
    const font = {
      postscriptName: 'Cairo-Regular',
      layout: () => ({ glyphs: [cached] }),
      hasGlyphForCodePoint: (codePoint: number) => codePoint === 0x41,
    };
    wrapFontTextLayer(font, { rightToLeft: true });
    wrapFontTextLayer(font, { rightToLeft: true });
    const [laid] = font.layout().glyphs;
    expect(laid?.codePoints).toEqual([0x0631, 0x0636]);
    expect(laid?.id).toBe(1);
    expect(cached.codePoints).toEqual([0x0636]);
    expect(font.postscriptName).toBe('Cairo-Regular-RTL');
    // Direction marks stay in the font rather than falling back to Helvetica.
    expect(font.hasGlyphForCodePoint(0x200f)).toBe(true);
    expect(font.hasGlyphForCodePoint(0x41)).toBe(true);
    expect(font.hasGlyphForCodePoint(0x42)).toBe(false);
  });
});

describe('direction marks in the text layer', () => {
  it('draws a mark as the silent glyph with no advance and a zero-width space as its text', () => {
    const space = { id: 651, name: 'space', codePoints: [0x20] };
    const box = { id: 0, name: '.notdef', codePoints: [0x200e] };
    const five = { id: 602, name: 'five', codePoints: [0x35] };
    const font = {
      postscriptName: 'Cairo-Regular',
      layout: () => ({
        glyphs: [box, five, space, space],
        positions: [{ xAdvance: 235 }, { xAdvance: 560 }, { xAdvance: 0 }, { xAdvance: 220 }],
      }),
      hasGlyphForCodePoint: (codePoint: number) => codePoint === 0x10,
      glyphForCodePoint: () => ({ id: 813, path: { commands: [] } }),
    };
    wrapFontTextLayer(font, { rightToLeft: false });
    const run = font.layout();
    // The mark at the start (drawn as a box before) and the hidden one: silent, no advance, no space.
    expect(run.glyphs.map((laid) => laid.id)).toEqual([813, 602, 813, 651]);
    expect(run.positions.map((position) => position.xAdvance)).toEqual([0, 560, 0, 220]);
    expect(run.glyphs.map((laid) => laid.codePoints)).toEqual([[0x200b], [0x35], [0x200b], [0x20]]);
  });
});

describe('placementsAsAdvances', () => {
  // "في" as textkit lays it out (logical order, reversed later): Cairo places the initial ف 199 units
  // to the left, over the ي, and shortens its advance by as much.
  const fa = { id: 368, name: 'uniFED3', codePoints: [0x0641] };
  const ya = { id: 440, name: 'uniFEF2', codePoints: [0x064a] };
  const tanween = { id: 900, name: 'uni064B', codePoints: [0x064b] };

  it('moves a placement into the advance of the glyph drawn before it, the next one in a right-to-left run', () => {
    const run = {
      glyphs: [fa, ya],
      positions: [
        { xAdvance: 408, xOffset: -199 },
        { xAdvance: 884, xOffset: 0 },
      ],
    };
    placementsAsAdvances(run);
    // Drawn ي then ف: the ف starts 884 − 199 after the ي, where the font places it, and what
    // follows starts where it did (685 + 607 = 884 + 408).
    expect(run.positions).toEqual([
      { xAdvance: 607, xOffset: 0 },
      { xAdvance: 685, xOffset: 0 },
    ]);
  });

  it('leaves marks and a glyph with nothing drawn before it as they are', () => {
    const run = {
      glyphs: [ya, tanween, fa],
      positions: [
        { xAdvance: 267, xOffset: 0 },
        { xAdvance: 0, xOffset: -239 },
        { xAdvance: 408, xOffset: -199 },
      ],
    };
    placementsAsAdvances(run);
    expect(run.positions).toEqual([
      { xAdvance: 267, xOffset: 0 },
      { xAdvance: 0, xOffset: -239 },
      { xAdvance: 408, xOffset: -199 },
    ]);
  });

  it('is applied by the right-to-left twin only', () => {
    const layoutOf = () => ({
      glyphs: [fa, ya],
      positions: [
        { xAdvance: 408, xOffset: -199 },
        { xAdvance: 884, xOffset: 0 },
      ],
    });
    const twin = { postscriptName: 'Cairo-Regular', layout: layoutOf, hasGlyphForCodePoint: () => false };
    const font = { postscriptName: 'Cairo-Regular', layout: layoutOf, hasGlyphForCodePoint: () => false };
    wrapFontTextLayer(twin, { rightToLeft: true });
    wrapFontTextLayer(font, { rightToLeft: false });
    expect(twin.layout().positions[0]).toEqual({ xAdvance: 607, xOffset: 0 });
    expect(font.layout().positions[0]).toEqual({ xAdvance: 408, xOffset: -199 });
  });
});

describe('bidiSpans', () => {
  it('cuts a paragraph where its direction changes', () => {
    expect(bidiSpans('\u200Fإعداد النموذج I-129\u200F', 'rtl')).toEqual([
      { text: '\u200Fإعداد النموذج ', rightToLeft: true },
      { text: 'I-129', rightToLeft: false },
      { text: '\u200F', rightToLeft: true },
    ]);
    expect(bidiSpans('Invoice 42', 'ltr')).toEqual([{ text: 'Invoice 42', rightToLeft: false }]);
    expect(bidiSpans('', 'ltr')).toEqual([]);
  });
});
