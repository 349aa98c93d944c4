import { describe, expect, it } from 'vitest';
import { formatPounds } from './money';

describe('formatPounds', () => {
  it('shows a plain £ and two decimals in both languages', () => {
    expect(formatPounds(1234.5, 'en')).toBe('£1,234.50');
    const arabic = formatPounds(1234.5, 'ar');
    expect(arabic).toContain('£');
    expect(arabic).not.toContain('UK');
    expect(arabic).not.toContain('GBP');
    expect(formatPounds(0, 'en')).toBe('£0.00');
    expect(formatPounds(-20, 'en')).toBe('-£20.00');
  });
});
