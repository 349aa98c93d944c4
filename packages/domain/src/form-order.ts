/**
 * The order people read a form in. A PDF lists its fields in the order its author made them (I-765's
 * "1. Name" is its 25th field): fields are put in page order, rows top to bottom, left to right, then
 * by the USCIS item number their label starts with, since a USCIS page has two columns.
 */

import { itemOfLabel } from './form-choices.js';

export interface FieldPosition {
  /** The page index of the field's first widget. */
  page?: number;
  /** The first widget's rectangle, in PDF units (y grows upwards). */
  rect?: { x: number; y: number; width: number; height: number };
}

/** Widgets whose middles are this close (PDF points) sit on one row: a check box beside a text box. */
const ROW_TOLERANCE = 5;

interface Keyed<T> {
  item: T;
  index: number;
  page: number;
  middle: number;
  x: number;
}

/** "10. C." → [10, 3]; a label without a number has none. */
function itemKey(label: string): [number, number] | null {
  const item = itemOfLabel(label);
  if (!item) return null;
  const [number, letter] = item.split('.');
  return [Number(number), letter ? letter.charCodeAt(0) - 64 : 0];
}

/** Orders by page, row and column; a field without a position stays right after the field before it in the PDF. */
function byPosition<T>(items: readonly T[], positionOf: (item: T) => FieldPosition): T[] {
  let previous: Omit<Keyed<T>, 'item' | 'index'> = { page: -1, middle: Number.POSITIVE_INFINITY, x: -1 };
  const keyed: Keyed<T>[] = items.map((item, index) => {
    const { page, rect } = positionOf(item);
    if (page !== undefined && rect) previous = { page, middle: rect.y + rect.height / 2, x: rect.x };
    return { item, index, ...previous };
  });
  keyed.sort((a, b) => a.page - b.page || b.middle - a.middle || a.index - b.index);
  // Rows: a field within the tolerance of the row's first field is on that row, ordered by x.
  const rows: Keyed<T>[][] = [];
  for (const entry of keyed) {
    const row = rows[rows.length - 1];
    if (row && row[0]!.page === entry.page && row[0]!.middle - entry.middle <= ROW_TOLERANCE) row.push(entry);
    else rows.push([entry]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x || a.index - b.index).map((entry) => entry.item));
}

/**
 * Orders one section's fields: by position, then (stable) by item number, a field without a number keeping
 * its place after the numbered field before it. Fields without any position keep the PDF's order.
 */
export function orderSectionFields<T>(
  items: readonly T[],
  positionOf: (item: T) => FieldPosition,
  labelOf: (item: T) => string,
): T[] {
  if (!items.some((item) => positionOf(item).rect)) return [...items];
  let current: [number, number] = [-1, 0];
  const numbered = byPosition(items, positionOf).map((item, index) => {
    current = itemKey(labelOf(item)) ?? current;
    return { item, index, key: current };
  });
  numbered.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.index - b.index);
  return numbered.map((entry) => entry.item);
}
