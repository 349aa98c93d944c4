/** The annotations the viewer draws and Save writes, in PDF space; no library code, so the viewer stays light. */
/** A point in PDF user space: points from the page's bottom-left corner. */
export interface PdfPoint {
  x: number;
  y: number;
}
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export type Rgb = readonly [number, number, number];

export type PdfAnnotation =
  | { kind: 'highlight'; page: number; rects: PdfRect[]; color: Rgb; contents?: string }
  | { kind: 'note'; page: number; at: PdfPoint; text: string; color: Rgb }
  | { kind: 'ink'; page: number; strokes: PdfPoint[][]; color: Rgb; width: number };

/** A note's text size and box width, in points. */
export const NOTE_FONT_SIZE = 11;
export const NOTE_WIDTH = 180;
