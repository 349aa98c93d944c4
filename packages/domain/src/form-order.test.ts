import { describe, expect, it } from 'vitest';
import { type FieldPosition, orderSectionFields } from './form-order.js';

interface Item extends FieldPosition {
  label: string;
}
const at = (label: string, page: number, x: number, y: number, height = 18): Item => ({
  label,
  page,
  rect: { x, y, width: 100, height },
});
const order = (items: Item[]) =>
  orderSectionFields(
    items,
    (item) => item,
    (item) => item.label,
  ).map((item) => item.label);

describe('orderSectionFields', () => {
  it('reads pages, then rows top to bottom (a box a few points off its row stays on it), then left to right', () => {
    expect(
      order([
        at('Middle', 0, 300, 600),
        at('Page two', 1, 10, 700),
        at('Box', 0, 200, 604, 10),
        at('Top', 0, 10, 700),
        at('Left', 0, 10, 600),
      ]),
    ).toEqual(['Top', 'Left', 'Box', 'Middle', 'Page two']);
  });

  it('then puts items in number order across the two columns; a field without a number follows the one before it', () => {
    expect(
      order([
        at('3. Right column', 0, 300, 700),
        at('1. Left column', 0, 10, 690),
        at('A note on item 1', 0, 10, 660),
        at('2. A. Second', 0, 10, 630),
      ]),
    ).toEqual(['1. Left column', 'A note on item 1', '2. A. Second', '3. Right column']);
  });

  it('keeps the PDF’s order when no field has a position', () => {
    expect(order([{ label: '2. B' }, { label: '1. A' }])).toEqual(['2. B', '1. A']);
  });
});
