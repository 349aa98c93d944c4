/**
 * A prefix as a range of texts compared byte by byte (the ~>=~ and ~<~ operators of text_pattern_ops):
 * "abc" covers ["abc", "abd"). UTF-8 keeps code point order in its bytes, so raising the last character
 * by one code point gives the first text past every one that starts with the prefix.
 */
export interface PrefixRange {
  from: string;
  to: string;
}

const MAX_CODE_POINT = 0x10ffff;
const SURROGATES_START = 0xd800;
const SURROGATES_END = 0xdfff;

export function prefixRange(prefix: string): PrefixRange | null {
  const chars = Array.from(prefix);
  // Drop trailing characters that cannot be raised; what is left still bounds the same texts.
  while (chars.length > 0) {
    const last = chars.at(-1)!.codePointAt(0)!;
    if (last < MAX_CODE_POINT) {
      const next = last + 1 === SURROGATES_START ? SURROGATES_END + 1 : last + 1;
      return { from: prefix, to: chars.slice(0, -1).join('') + String.fromCodePoint(next) };
    }
    chars.pop();
  }
  return null;
}
