import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, hashName, initials } from './avatar-color';

describe('avatar colour', () => {
  it('offers exactly ten distinct colours', () => {
    expect(AVATAR_COLORS).toHaveLength(10);
    expect(new Set(AVATAR_COLORS).size).toBe(10);
  });

  it('is stable for a name, ignoring case and surrounding spaces', () => {
    expect(avatarColor('Layla Haddad')).toBe(avatarColor('Layla Haddad'));
    expect(avatarColor('  layla haddad ')).toBe(avatarColor('Layla Haddad'));
    // A fixed value, so a change of hash (which would recolour every avatar) is noticed.
    expect(hashName('Layla Haddad')).toBe(hashName('layla haddad'));
    expect(hashName('abc')).toBe(440920331);
  });

  it('spreads names over all ten colours', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColor(`Person ${i}`)));
    expect(used.size).toBe(10);
  });

  it('works for Arabic names', () => {
    expect(AVATAR_COLORS).toContain(avatarColor('ليلى حداد'));
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('layla al haddad')).toBe('LH');
    expect(initials('Omar')).toBe('O');
    expect(initials('ليلى حداد')).toBe('لح');
    expect(initials('   ')).toBe('?');
  });

  it('skips punctuation and the Arabic article ال', () => {
    expect(initials('ليلى الحداد')).toBe('لح');
    expect(initials('العنود الحداد')).toBe('عح');
    expect(initials('"Omar" (Sam) Said.')).toBe('OS');
    expect(initials('Layla Al-Haddad')).toBe('LH');
    expect(initials('— Omar')).toBe('O');
    expect(initials('...')).toBe('?');
    // A name that is only the article keeps its letter.
    expect(initials('ال')).toBe('ا');
  });
});
