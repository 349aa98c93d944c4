import { describe, expect, it } from 'vitest';
import { documentCatalogues, documentDay, documentMoney, documentT } from './strings.js';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf key as a dotted path. */
function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('the document catalogues', () => {
  it('have exactly the same keys in English and Arabic', () => {
    expect(keysOf(documentCatalogues.ar).sort()).toEqual(keysOf(documentCatalogues.en).sort());
  });

  it('have no empty text', () => {
    for (const catalogue of [documentCatalogues.en, documentCatalogues.ar]) {
      const leaves = JSON.stringify(catalogue).match(/:""/g);
      expect(leaves).toBeNull();
    }
  });

  it('translate in the invoice language, whatever the screen speaks', () => {
    expect(documentT('English')('summary.outstanding')).toBe('Balance due');
    expect(documentT('Arabic')('summary.outstanding')).toBe('الرصيد المستحق');
    expect(documentT('Arabic')('summary.discountNamed', { description: 'X' })).toBe('الخصم (X)');
  });
});

describe('document formats', () => {
  it('shows dollars with a plain $ and two decimals', () => {
    expect(documentMoney(522031, 'English')).toBe('$5,220.31');
    expect(documentMoney(-15000, 'English')).toBe('-$150.00');
    expect(documentMoney(522031, 'Arabic')).toMatch(/5,220\.31|٥٬٢٢٠٫٣١/);
    expect(documentMoney(522031, 'Arabic')).toContain('$');
  });

  it('shows another currency of the firm with its own sign', () => {
    expect(documentMoney(522031, 'English', 'GBP')).toBe('£5,220.31');
    expect(documentMoney(522031, 'English', 'EUR')).toBe('€5,220.31');
    expect(documentMoney(522031, 'Arabic', 'EUR')).toContain('€');
    expect(documentMoney(522031, 'English', 'USD')).toBe('$5,220.31');
  });

  it('reads a day as UTC so no time zone moves it', () => {
    expect(documentDay('2025-03-03', 'English')).toBe('Mar 3, 2025');
    expect(documentDay('2025-03-03T23:30:00-08:00', 'English')).toBe('Mar 3, 2025');
    expect(documentDay('not a day', 'English')).toBe('not a day');
  });
});
