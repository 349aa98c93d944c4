// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findMatches, type TextItem } from './search';

const item = (str: string, x: number, y: number, width: number): TextItem => ({
  str,
  transform: [12, 0, 0, 12, x, y],
  width,
  height: 12,
});

describe('findMatches', () => {
  const pages = [
    [item('Petition for Alien Relative', 72, 700, 270), item('Résumé of the petitioner', 72, 680, 240)],
    [],
    [item('PETITION approved', 72, 500, 170)],
  ];

  it('finds every match across pages, ignoring case and accents, placed within its text item', () => {
    const matches = findMatches(pages, 'petition');
    expect(matches.map((m) => m.page)).toEqual([1, 1, 3]);
    expect(matches[0]!.rect.x).toBe(72);
    expect(matches[0]!.rect.width).toBeCloseTo(80);
    // "petitioner" starts 14 characters into the second line.
    expect(matches[1]!.rect.x).toBeCloseTo(72 + 14 * 10);
    expect(findMatches(pages, 'resume')).toHaveLength(1);
  });

  it('finds nothing for a blank query or text that is not there', () => {
    expect(findMatches(pages, '   ')).toEqual([]);
    expect(findMatches(pages, 'naturalization')).toEqual([]);
  });
});
