/**
 * Where a placed field goes: a box of its type's default size whose top-left corner is the point the
 * user chose, moved inside the page when it would stick out. Pure, in PDF points (origin bottom-left).
 */
import { PLACED_FIELD_DEFAULT_SIZE, type PlacedField, type PlacedFieldType } from '@counsel/domain';
import type { PdfPoint } from '../../../ui/pdf/model';
import type { PageViewport } from '../../../ui/pdf/pdfjs';

/** A field placed on screen and not saved yet; `id` keys it in the list. */
export type DraftField = PlacedField & { id: number };

export interface PageBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

type PointMapper = Pick<PageViewport, 'width' | 'height' | 'convertToPdfPoint'>;

/** The page's corners in PDF points, from any viewport of it (pdf.js shows the crop box). */
export function pageBounds(viewport: PointMapper): PageBounds {
  const [ax, ay] = viewport.convertToPdfPoint(0, 0) as [number, number];
  const [bx, by] = viewport.convertToPdfPoint(viewport.width, viewport.height) as [number, number];
  return { minX: Math.min(ax, bx), minY: Math.min(ay, by), maxX: Math.max(ax, bx), maxY: Math.max(ay, by) };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
/** Tenths of a point: finer than anyone can click, and short in the request. */
const tenth = (value: number) => Math.round(value * 10) / 10;

export function boxAt(bounds: PageBounds, topLeft: PdfPoint, type: PlacedFieldType) {
  const size = PLACED_FIELD_DEFAULT_SIZE[type];
  const width = Math.min(size.width, bounds.maxX - bounds.minX);
  const height = Math.min(size.height, bounds.maxY - bounds.minY);
  // Rounding could push the far edge a tenth past the page; flooring the near edge keeps it inside.
  const x = Math.floor(clamp(topLeft.x, bounds.minX, bounds.maxX - width) * 10) / 10;
  const y = Math.floor(clamp(topLeft.y - height, bounds.minY, bounds.maxY - height) * 10) / 10;
  return { x: Math.max(x, tenth(bounds.minX)), y: Math.max(y, tenth(bounds.minY)), width, height };
}

/** The request body: what the API needs, in the order the fields were placed. */
export function requestBody(fields: readonly DraftField[]): { fields: PlacedField[] } {
  return { fields: fields.map(({ id: _id, ...field }) => field) };
}
