import { describe, expect, it } from 'vitest';
import { reachProblem } from './reached-form.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const past = new Date(NOW - 1);
const future = new Date(NOW + 60_000);

describe('reachProblem', () => {
  it('lets a form in its time be used whatever its progress', () => {
    for (const status of ['sent', 'opened', 'in_progress', 'submitted']) {
      expect(reachProblem({ status, expiresAt: future }, NOW)).toBeNull();
    }
  });

  it('answers revoked for a withdrawn form, in its time or past it', () => {
    expect(reachProblem({ status: 'revoked', expiresAt: future }, NOW)).toBe('revoked');
    expect(reachProblem({ status: 'revoked', expiresAt: past }, NOW)).toBe('revoked');
  });

  it('answers expired for an unsubmitted form past its date', () => {
    for (const status of ['sent', 'opened', 'in_progress']) {
      expect(reachProblem({ status, expiresAt: past }, NOW)).toBe('expired');
    }
  });

  it('still reads a submitted form past its date', () => {
    expect(reachProblem({ status: 'submitted', expiresAt: past }, NOW)).toBeNull();
  });

  it('keeps a form usable up to the very millisecond it expires', () => {
    expect(reachProblem({ status: 'sent', expiresAt: new Date(NOW) }, NOW)).toBeNull();
    expect(reachProblem({ status: 'sent', expiresAt: new Date(NOW - 1) }, NOW)).toBe('expired');
  });
});
