/**
 * Writes the viewer's annotations into a copy of a PDF as real annotation objects (PDF 32000 §12.5):
 * Highlight with QuadPoints, FreeText with its text, Ink with its strokes. Each gets an appearance
 * stream, so every reader (pdf.js included) draws it exactly as the viewer showed it, and keeps the
 * plain data (Contents, QuadPoints, InkList) so readers that regenerate appearances can. Pure: bytes in,
 * bytes out, no DOM, so it runs in Node tests and in the browser alike.
 */

import { wrapParagraph } from '@counsel/invoice-document/unicode-layout';
import { UnicodeFormFont } from '@counsel/invoice-document/unicode-pdf-font';
import {
  type Color,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  type PDFRef,
  PDFString,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { NOTE_FONT_SIZE, NOTE_WIDTH, type PdfAnnotation, type PdfPoint, type Rgb } from '../../../../ui/pdf/model';
import {
  type AppearanceBox,
  freeTextAppearance,
  highlightAppearance,
  inkAppearance,
  shapedFreeTextAppearance,
  wrapText,
} from './appearance';

export type { PdfAnnotation, PdfPoint, PdfRect, Rgb } from '../../../../ui/pdf/model';

export interface AnnotateOptions {
  author: string;
  /** A TrueType font with the glyphs of every note (Cairo: Latin and Arabic); Helvetica when absent. */
  fontBytes?: Uint8Array;
  now?: Date;
}

const NOTE_PADDING = 4;

const color = ([r, g, b]: Rgb): Color => rgb(r, g, b);

/** D:YYYYMMDDHHmmSSZ, the PDF date format. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

function boundsOf(points: PdfPoint[], margin: number): AppearanceBox {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - margin;
  const y = Math.min(...ys) - margin;
  return { x, y, width: Math.max(...xs) + margin - x, height: Math.max(...ys) + margin - y };
}

/** Annotation text as a PDF text string (UTF-16 when it is not plain ASCII, so Arabic survives). */
function textString(text: string) {
  return /^[\x20-\x7e]*$/.test(text) ? PDFString.of(text) : PDFHexString.fromText(text);
}

/**
 * Helvetica, or the note font shaped by the layout the API fills forms with: pdf-lib's own embedding
 * shapes a string as one left-to-right run, so Arabic came out with its letters apart and no lam-alef.
 */
async function noteFont(document: PDFDocument, options: AnnotateOptions): Promise<PDFFont | UnicodeFormFont> {
  if (!options.fontBytes) return document.embedFont(StandardFonts.Helvetica);
  // fontkit is most of the save code's weight, and only a note's own font needs it.
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  return new UnicodeFormFont(document, fontkit.create(options.fontBytes as Buffer));
}

function addAnnotation(page: PDFPage, entries: Record<string, unknown>): PDFRef {
  const context = page.doc.context;
  const ref = context.register(context.obj({ Type: 'Annot', P: page.ref, F: 4, ...entries }));
  page.node.addAnnot(ref);
  return ref;
}

export async function annotatePdf(
  bytes: Uint8Array,
  annotations: readonly PdfAnnotation[],
  options: AnnotateOptions,
): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const context = document.context;
  const pages = document.getPages();
  const font = annotations.some((a) => a.kind === 'note') ? await noteFont(document, options) : null;
  const common = (index: number) => ({
    T: textString(options.author),
    M: PDFString.of(pdfDate(options.now ?? new Date())),
    NM: PDFString.of(`counsel-${Date.now().toString(36)}-${index}`),
  });

  annotations.forEach((annotation, index) => {
    const page = pages[annotation.page - 1];
    if (!page) throw new RangeError(`The PDF has no page ${annotation.page}`);
    if (annotation.kind === 'highlight') {
      const corners = annotation.rects.flatMap((r) => [
        { x: r.x, y: r.y },
        { x: r.x + r.width, y: r.y + r.height },
      ]);
      const box = boundsOf(corners, 0);
      addAnnotation(page, {
        ...common(index),
        Subtype: 'Highlight',
        Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
        // Per quadrilateral: top-left, top-right, bottom-left, bottom-right (the order Acrobat writes).
        QuadPoints: annotation.rects.flatMap((r) => [
          r.x,
          r.y + r.height,
          r.x + r.width,
          r.y + r.height,
          r.x,
          r.y,
          r.x + r.width,
          r.y,
        ]),
        C: [...annotation.color],
        CA: 0.4,
        ...(annotation.contents ? { Contents: textString(annotation.contents) } : {}),
        AP: { N: highlightAppearance(context, box, annotation.rects, color(annotation.color)) },
      });
    } else if (annotation.kind === 'ink') {
      const box = boundsOf(annotation.strokes.flat(), annotation.width);
      addAnnotation(page, {
        ...common(index),
        Subtype: 'Ink',
        Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
        InkList: annotation.strokes.map((stroke) => stroke.flatMap((p) => [p.x, p.y])),
        C: [...annotation.color],
        BS: { W: annotation.width, S: 'S' },
        AP: { N: inkAppearance(context, box, annotation.strokes, color(annotation.color), annotation.width) },
      });
    } else {
      const inner = NOTE_WIDTH - 2 * NOTE_PADDING;
      const shaped = font instanceof UnicodeFormFont ? font : null;
      const unitsPerPoint = shaped ? shaped.font.unitsPerEm / NOTE_FONT_SIZE : 1;
      const laidOut = shaped
        ? annotation.text.split(/\r?\n/).flatMap((p) => wrapParagraph(shaped.font, p, inner * unitsPerPoint))
        : null;
      const lines = laidOut ?? wrapText(annotation.text, font as PDFFont, NOTE_FONT_SIZE, inner);
      const height = lines.length * NOTE_FONT_SIZE * 1.3 + 2 * NOTE_PADDING;
      // The note hangs from the point clicked: its top-left corner.
      const box = { x: annotation.at.x, y: annotation.at.y - height, width: NOTE_WIDTH, height };
      const style = { size: NOTE_FONT_SIZE, padding: NOTE_PADDING, fill: color(annotation.color) };
      addAnnotation(page, {
        ...common(index),
        Subtype: 'FreeText',
        Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
        Contents: textString(annotation.text),
        DA: PDFString.of(`/Helv ${NOTE_FONT_SIZE} Tf 0 g`),
        C: [...annotation.color],
        BS: { W: 1 },
        AP: {
          N:
            shaped && laidOut
              ? shapedFreeTextAppearance(context, box, laidOut, { ...style, font: shaped })
              : freeTextAppearance(context, box, lines as string[], { ...style, font: font as PDFFont }),
        },
      });
    }
  });
  if (font instanceof UnicodeFormFont) await font.write();
  return document.save({ useObjectStreams: false });
}
