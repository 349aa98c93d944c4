import { describe, expect, it } from 'vitest';
import { BANKING_INSTITUTIONS, isBankingInstitution } from './bank-institutions.js';

describe('BANKING_INSTITUTIONS', () => {
  it('is about a hundred distinct US and UK banks', () => {
    expect(BANKING_INSTITUTIONS.length).toBeGreaterThanOrEqual(95);
    expect(new Set(BANKING_INSTITUTIONS).size).toBe(BANKING_INSTITUTIONS.length);
    expect(BANKING_INSTITUTIONS).toContain('JPMorgan Chase Bank');
    expect(BANKING_INSTITUTIONS).toContain('Barclays');
    for (const name of BANKING_INSTITUTIONS) expect(name).toBe(name.trim());
  });

  it('recognises exact names only', () => {
    expect(isBankingInstitution('Frost Bank')).toBe(true);
    expect(isBankingInstitution('frost bank')).toBe(false);
    expect(isBankingInstitution('Bank of Nowhere')).toBe(false);
  });
});
