import { describe, expect, it } from 'vitest';
import { dayIn } from './calendar-day.js';

describe('dayIn', () => {
  it('is the date where the firm is, not where the server is', () => {
    const now = new Date('2025-03-10T03:30:00Z');
    expect(dayIn('UTC', now)).toBe('2025-03-10');
    expect(dayIn('America/Chicago', now)).toBe('2025-03-09');
    expect(dayIn('Asia/Riyadh', now)).toBe('2025-03-10');
  });

  it('turns at local midnight, across a daylight-saving change', () => {
    // New York springs forward on 2025-03-09: midnight there is 05:00Z before and 04:00Z after.
    expect(dayIn('America/New_York', new Date('2025-03-09T04:59:59Z'))).toBe('2025-03-08');
    expect(dayIn('America/New_York', new Date('2025-03-09T05:00:00Z'))).toBe('2025-03-09');
    expect(dayIn('America/New_York', new Date('2025-03-10T03:59:59Z'))).toBe('2025-03-09');
    expect(dayIn('America/New_York', new Date('2025-03-10T04:00:00Z'))).toBe('2025-03-10');
  });

  it('answers the same for a zone asked again (its formatter is kept)', () => {
    const now = new Date('2025-12-31T23:30:00Z');
    expect(dayIn('Pacific/Kiritimati', now)).toBe('2026-01-01');
    expect(dayIn('Pacific/Kiritimati', now)).toBe('2026-01-01');
    expect(dayIn('Pacific/Pago_Pago', now)).toBe('2025-12-31');
  });
});
