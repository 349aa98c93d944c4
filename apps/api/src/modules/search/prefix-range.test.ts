import { describe, expect, it } from 'vitest';
import { prefixRange } from './prefix-range.js';

const inRange = (text: string, range: { from: string; to: string }) =>
  Buffer.compare(Buffer.from(text), Buffer.from(range.from)) >= 0 &&
  Buffer.compare(Buffer.from(text), Buffer.from(range.to)) < 0;

describe('prefixRange', () => {
  it('covers exactly the texts that start with the prefix, compared as UTF-8 bytes', () => {
    const range = prefixRange('sar')!;
    expect(range).toEqual({ from: 'sar', to: 'sas' });
    for (const text of ['sar', 'sara', 'sarah hamdan', 'sar\u{10ffff}']) expect(inRange(text, range)).toBe(true);
    for (const text of ['sa', 'sas', 'saq', 'sbr', 'ar']) expect(inRange(text, range)).toBe(false);
  });

  it('raises Arabic and characters past the two-byte range the same way', () => {
    const range = prefixRange('حدا')!;
    expect(inRange('حداد', range)).toBe(true);
    expect(inRange('حدب', range)).toBe(false);
    expect(prefixRange('a\u{d7ff}')!.to).toBe('a\u{e000}');
  });

  it('drops a last character that cannot be raised', () => {
    expect(prefixRange('a\u{10ffff}')).toEqual({ from: 'a\u{10ffff}', to: 'b' });
    expect(prefixRange('\u{10ffff}')).toBeNull();
  });
});
