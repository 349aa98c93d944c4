import { describe, expect, it } from 'vitest';
import { fileSize, truncateTitle } from './document-format';

describe('fileSize', () => {
  it('writes bytes as people do, and larger sizes in short units, in the locale’s words', () => {
    expect(fileSize(191, 'en')).toBe('191 bytes');
    expect(fileSize(1, 'en')).toBe('1 byte');
    expect(fileSize(12 * 1024, 'en')).toBe('12 kB');
    expect(fileSize(3.4 * 1024 * 1024, 'en')).toBe('3.4 MB');
    expect(fileSize(191, 'ar')).toMatch(/بايت/);
  });
});

describe('truncateTitle', () => {
  it('cuts by characters, not UTF-16 units, and leaves short titles whole', () => {
    expect(truncateTitle('Marriage certificate', 12)).toBe('Marriage cer…');
    expect(truncateTitle('عقود العملاء', 12)).toBe('عقود العملاء');
    expect(truncateTitle('Passport', 8)).toBe('Passport');
  });
});
