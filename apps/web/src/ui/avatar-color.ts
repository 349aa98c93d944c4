/** Avatar colours: one of ten, picked by a stable hash of the name so a person keeps their colour everywhere. */
export const AVATAR_COLORS = [
  'blue',
  'cyan',
  'teal',
  'green',
  'violet',
  'orange',
  'red',
  'pink',
  'grape',
  'indigo',
] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** FNV-1a (32 bit) over the name's UTF-16 code units: cheap, deterministic, well spread. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  const text = name.trim().toLowerCase();
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function avatarColor(name: string): AvatarColor {
  return AVATAR_COLORS[hashName(name) % AVATAR_COLORS.length]!;
}

/** The letters and digits of a word: quotes, brackets, dots and other marks are no initial. */
const lettersOf = (word: string): string =>
  Array.from(word.normalize('NFC'))
    .filter((ch) => /[\p{L}\p{N}]/u.test(ch))
    .join('');

/** A word's initial; an Arabic name's article "ال" ("the") is skipped, as الحداد is known by its ح. */
function initialOf(word: string): string {
  const letters = lettersOf(word);
  const core = letters.startsWith('ال') && letters.length > 2 ? letters.slice(2) : letters;
  return Array.from(core)[0] ?? '';
}

/**
 * Up to two initials: first letters of the first and last words ('Layla Al-Haddad' gives 'LH',
 * 'ليلى الحداد' gives 'لح', '"Omar" (Sam) Said' gives 'OS'). Hyphens separate words.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-\u2010-\u2015_]+/u)
    .map(initialOf)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (first + last).toUpperCase();
}
