/**
 * Appearance streams (form XObjects) of the annotations annotate.ts writes. Each is drawn in page
 * space with its BBox equal to the annotation's Rect, so a reader maps it onto the page unchanged.
 */

import type { LaidOutLine } from '@counsel/invoice-document/unicode-layout';
import { RESOURCE_NAMES, showRun, type UnicodeFormFont } from '@counsel/invoice-document/unicode-pdf-font';
import {
  beginText,
  type Color,
  endText,
  fill,
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveText,
  moveTo,
  type PDFContext,
  type PDFFont,
  type PDFOperator,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  setFontAndSize,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingColor,
  setTextMatrix,
  setTextRise,
  showText,
  stroke,
} from 'pdf-lib';

export interface AppearanceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function formXObject(
  context: PDFContext,
  box: AppearanceBox,
  operators: PDFOperator[],
  resources: Record<string, unknown> = {},
): PDFRef {
  const stream = context.formXObject(operators, {
    BBox: [box.x, box.y, box.x + box.width, box.y + box.height],
    // pdf-lib's literal type is not exported; the dictionaries built here are plain PDF literals.
    Resources: resources as never,
  });
  return context.register(stream);
}

/** Translucent rectangles multiplied onto the page, so the text under them stays readable. */
export function highlightAppearance(
  context: PDFContext,
  box: AppearanceBox,
  rects: AppearanceBox[],
  color: Color,
): PDFRef {
  const state = context.obj({ Type: 'ExtGState', BM: 'Multiply', ca: 0.4, CA: 0.4 });
  return formXObject(
    context,
    box,
    [
      pushGraphicsState(),
      setGraphicsState('GS0'),
      setFillingColor(color),
      ...rects.flatMap((r) => [rectangle(r.x, r.y, r.width, r.height), fill()]),
      popGraphicsState(),
    ],
    { ExtGState: { GS0: state } },
  );
}

export function inkAppearance(
  context: PDFContext,
  box: AppearanceBox,
  strokes: ReadonlyArray<ReadonlyArray<{ x: number; y: number }>>,
  color: Color,
  width: number,
): PDFRef {
  const paths = strokes.flatMap((points) => {
    const [first, ...rest] = points;
    if (!first) return [];
    // A single click is a dot: a zero-length line with round caps.
    const tail = rest.length > 0 ? rest : [first];
    return [moveTo(first.x, first.y), ...tail.map((p) => lineTo(p.x, p.y)), stroke()];
  });
  return formXObject(context, box, [
    pushGraphicsState(),
    setStrokingColor(color),
    setLineWidth(width),
    setLineCap(LineCapStyle.Round),
    setLineJoin(LineJoinStyle.Round),
    ...paths,
    popGraphicsState(),
  ]);
}

/** A note's tinted background and thin border, leaving black as the fill for its text. */
function notePaper(box: AppearanceBox, tint: Color): PDFOperator[] {
  return [
    setFillingColor(tint),
    rectangle(box.x, box.y, box.width, box.height),
    fill(),
    setStrokingColor(rgb(0.35, 0.35, 0.35)),
    setLineWidth(1),
    rectangle(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1),
    stroke(),
    setFillingColor(rgb(0, 0, 0)),
  ];
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** A note's box: a tinted background, a thin border, and its lines (right-aligned when right-to-left). */
export function freeTextAppearance(
  context: PDFContext,
  box: AppearanceBox,
  lines: string[],
  style: { font: PDFFont; size: number; padding: number; fill: Color },
): PDFRef {
  const { font, size, padding } = style;
  const lineHeight = size * 1.3;
  const text = lines.flatMap((line, index) => {
    const width = font.widthOfTextAtSize(line, size);
    const x = RTL.test(line) ? box.x + box.width - padding - width : box.x + padding;
    const y = box.y + box.height - padding - (index + 1) * lineHeight + (lineHeight - size) / 2 + size * 0.2;
    return [beginText(), setFontAndSize('F0', size), moveText(x, y), showText(font.encodeText(line)), endText()];
  });
  return formXObject(context, box, [pushGraphicsState(), ...notePaper(box, style.fill), ...text, popGraphicsState()], {
    Font: { F0: font.ref },
  });
}

/**
 * A note's box with its lines shaped (Arabic letters joined, lam-alef as one glyph) and laid out by the
 * bidi algorithm, drawn with the embedded Unicode font: pdf.js reads each run back in logical order.
 */
export function shapedFreeTextAppearance(
  context: PDFContext,
  box: AppearanceBox,
  lines: LaidOutLine[],
  style: { font: UnicodeFormFont; size: number; padding: number; fill: Color },
): PDFRef {
  const { font, size, padding } = style;
  const lineHeight = size * 1.3;
  const scale = 1000 / font.font.unitsPerEm;
  const text = lines.flatMap((line, index) => {
    const width = (line.width * scale * size) / 1000;
    const x = line.rightToLeft ? box.x + box.width - padding - width : box.x + padding;
    const y = box.y + box.height - padding - (index + 1) * lineHeight + (lineHeight - size) / 2 + size * 0.2;
    return line.runs.flatMap((run) => [
      setFontAndSize(RESOURCE_NAMES[run.rightToLeft ? 'rtl' : 'ltr'], size),
      setTextMatrix(1, 0, 0, 1, x + (run.x * scale * size) / 1000, y),
      ...showRun(context, font, run, scale, size),
    ]);
  });
  return formXObject(
    context,
    box,
    [
      pushGraphicsState(),
      ...notePaper(box, style.fill),
      beginText(),
      ...text,
      setTextRise(0),
      endText(),
      popGraphicsState(),
    ],
    {
      Font: {
        [RESOURCE_NAMES.ltr]: font.refs.ltr,
        [RESOURCE_NAMES.rtl]: font.refs.rtl,
      },
    },
  );
}

/** Breaks a note into lines that fit `maxWidth`, by words, keeping the writer's own line breaks. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}
