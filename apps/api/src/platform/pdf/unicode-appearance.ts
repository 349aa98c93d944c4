/**
 * Draws a text field's appearance for a value Helvetica cannot show (Arabic, any non-WinAnsi text)
 * with the embedded Unicode font: shaped, in visual order, right-aligned when the value reads right
 * to left. Each run of one direction is drawn with one TJ, marks placed by text rise and TJ offsets,
 * so the glyphs sit where fontkit's shaping put them.
 */

import { layoutLine, wrapParagraph } from '@counsel/invoice-document/unicode-layout';
import {
  beginMarkedContent,
  beginText,
  clip,
  endMarkedContent,
  endPath,
  endText,
  type PDFDocument,
  type PDFDropdown,
  type PDFOperator,
  PDFTextField,
  type PDFWidgetAnnotation,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rotateInPlace,
  setFillingGrayscaleColor,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
} from 'pdf-lib';
import { resourceName, showRun, type UnicodeFormFont } from './unicode-font.js';

/** Space kept between the text and the field's edges, in points (pdf-lib keeps about the same). */
const PADDING = 2;
/** A value drawn at "auto" size (Tf 0) is no larger than this, as in pdf-lib and most viewers. */
const MAX_AUTO_SIZE = 12;
const MIN_SIZE = 4;
/** Line height as a share of the font size; Cairo's own ascent and descent span about 1.9 em. */
const LINE_HEIGHT = 1.3;
/**
 * An "auto" size leaves this many font sizes of height: Arabic in Cairo reaches about 1.05 em above
 * the baseline (alef with hamza) and 0.45 em below, so a line fills 1.5 em.
 */
const AUTO_FIT_HEIGHT = 1.5;

interface DefaultAppearance {
  size: number;
  colour: PDFOperator;
}

/** The size and colour from the field's DA string (e.g. "/HeBo 9 Tf 0 g"). */
function readDefaultAppearance(field: PDFTextField | PDFDropdown): DefaultAppearance {
  const da = field.acroField.getDefaultAppearance() ?? '';
  const size = Number(/([\d.]+)\s+Tf/.exec(da)?.[1] ?? 0);
  const rgb = /([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+rg/.exec(da);
  const gray = /([\d.]+)\s+g(?:\s|$)/.exec(da);
  const colour = rgb
    ? setFillingRgbColor(Number(rgb[1]), Number(rgb[2]), Number(rgb[3]))
    : setFillingGrayscaleColor(gray ? Number(gray[1]) : 0);
  return { size: Number.isFinite(size) ? size : 0, colour };
}

/** The widget's rotation (its /MK /R), a multiple of 90 degrees. */
function rotationOf(widget: PDFWidgetAnnotation): 0 | 90 | 180 | 270 {
  const rotation = ((((widget.getAppearanceCharacteristics()?.getRotation() ?? 0) % 360) + 360) % 360) as number;
  return rotation === 90 || rotation === 180 || rotation === 270 ? rotation : 0;
}

/**
 * Builds the appearance stream of each of the field's widgets (a text field, or the edited value of a
 * dropdown) and sets it as their normal appearance.
 */
export function drawUnicodeAppearance(
  document: PDFDocument,
  field: PDFTextField | PDFDropdown,
  value: string,
  font: UnicodeFormFont,
): void {
  const { context } = document;
  const appearance = readDefaultAppearance(field);
  const scale = 1000 / font.font.unitsPerEm;
  const multiline = field instanceof PDFTextField && field.isMultiline();
  const alignment = field instanceof PDFTextField ? (field.acroField.getQuadding() ?? 0) : 0;
  for (const widget of field.acroField.getWidgets()) {
    const bounds = widget.getRectangle();
    const rotation = rotationOf(widget);
    // A widget turned a quarter lays its text out along its height, as pdf-lib's appearances do.
    const turned = rotation === 90 || rotation === 270;
    const box = turned ? { width: bounds.height, height: bounds.width } : bounds;
    const innerWidth = Math.max(box.width - 2 * PADDING, 1);
    const innerHeight = Math.max(box.height - 2 * PADDING, 1);
    let size = appearance.size > 0 ? appearance.size : Math.min(MAX_AUTO_SIZE, innerHeight / AUTO_FIT_HEIGHT);
    const unitsPerPoint = font.font.unitsPerEm / size;
    const lines = multiline
      ? value
          .split(/\r\n|\r|\n/)
          .flatMap((paragraph) => wrapParagraph(font.font, paragraph, innerWidth * unitsPerPoint))
      : [layoutLine(font.font, value.replace(/[\r\n]+/g, ' '))];
    if (!multiline) {
      // A one-line value wider or taller than its box is drawn smaller rather than cut off.
      const widest = Math.max(lines[0]!.width * scale, 1);
      size = Math.max(Math.min(size, (innerWidth * 1000) / widest, innerHeight / AUTO_FIT_HEIGHT), MIN_SIZE);
    }
    const lineHeight = size * LINE_HEIGHT;
    const operators: PDFOperator[] = [
      beginMarkedContent('Tx'),
      pushGraphicsState(),
      ...rotateInPlace({ width: bounds.width, height: bounds.height, rotation }),
      rectangle(PADDING / 2, PADDING / 2, box.width - PADDING, box.height - PADDING),
      clip(),
      endPath(),
      beginText(),
      appearance.colour,
    ];
    // One line is centred vertically (the middle of the 1.5 em a line of Cairo fills); several start at the top.
    let baseline = multiline ? box.height - PADDING - size * 1.05 : box.height / 2 - size * 0.3;
    const used = new Set<boolean>();
    for (const line of lines) {
      const width = (line.width * scale * size) / 1000;
      const align = line.rightToLeft ? 2 : alignment;
      const left = align === 2 ? box.width - PADDING - width : align === 1 ? (box.width - width) / 2 : PADDING;
      for (const run of line.runs) {
        used.add(run.rightToLeft);
        operators.push(setFontAndSize(resourceName(run.rightToLeft), size));
        operators.push(setTextMatrix(1, 0, 0, 1, left + (run.x * scale * size) / 1000, baseline));
        operators.push(...showRun(context, font, run, scale, size));
      }
      baseline -= lineHeight;
    }
    operators.push(setTextRise(0), endText(), popGraphicsState(), endMarkedContent());
    const fonts = context.obj({});
    for (const rightToLeft of used) fonts.set(resourceName(rightToLeft), font.refs[rightToLeft ? 'rtl' : 'ltr']);
    const stream = context.formXObject(operators, {
      BBox: context.obj([0, 0, bounds.width, bounds.height]),
      Resources: context.obj({ Font: fonts }),
    });
    widget.setNormalAppearance(context.register(stream));
  }
}
