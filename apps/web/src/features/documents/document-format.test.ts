import { describe, expect, it } from 'vitest';
import { truncateTitle } from './document-format';

describe('truncateTitle', () => {
  it('cuts by characters, not UTF-16 units, and leaves short titles whole', () => {
    expect(truncateTitle('Marriage certificate', 12)).toBe('Marriage cer…');
    expect(truncateTitle('عقود العملاء', 12)).toBe('عقود العملاء');
    expect(truncateTitle('Passport', 8)).toBe('Passport');
  });
});
