import { describe, expect, it } from 'vitest';
import { pagerItems, totalPagesOf } from './pager-items';

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows page 1, the last page and neighbours within 1, with ellipses between', () => {
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pagerItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });

  it('marks any skipped run with an ellipsis, even a single page', () => {
    expect(pagerItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
  });

  it('clamps a current page outside the range and handles no pages', () => {
    expect(pagerItems(99, 4)).toEqual([1, 'ellipsis', 3, 4]);
    expect(pagerItems(0, 4)).toEqual([1, 2, 'ellipsis', 4]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('counts pages from a total and a page size', () => {
    expect(totalPagesOf(0, 12)).toBe(1);
    expect(totalPagesOf(12, 12)).toBe(1);
    expect(totalPagesOf(13, 12)).toBe(2);
  });
});
