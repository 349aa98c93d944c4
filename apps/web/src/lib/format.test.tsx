/** Amounts in the signed-in firm's currency: $ for dollars in both languages, the currency's own sign otherwise. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../test/fixtures';
import { ME_QUERY_KEY } from './current-user';
import { currencySymbol, formatBytes, formatMoney, useFormat } from './format';
import { LocaleContext } from './locale';

const plain = (text: string) => text.replace(/[\u200E\u200F\u061C]/g, '').replace(/\u00A0/g, ' ');

describe('formatMoney', () => {
  it('shows dollars with a plain $ in English and Arabic (the default currency)', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'ar'))).toBe('1,234.50 $');
    expect(formatMoney(1234.5, 'en', 'USD')).toBe('$1,234.50');
  });

  it('shows another currency with its narrow symbol', () => {
    expect(formatMoney(1234.5, 'en', 'GBP')).toBe('£1,234.50');
    expect(formatMoney(1234.5, 'en', 'EUR')).toBe('€1,234.50');
    expect(plain(formatMoney(1234.5, 'en', 'AED'))).toBe('AED 1,234.50');
    expect(plain(formatMoney(1234.5, 'ar', 'EUR'))).toBe('1,234.50 €');
  });
});

function withFirm(currency: 'USD' | 'GBP', locale: 'en' | 'ar' = 'en') {
  const client = new QueryClient();
  const me = makeMe();
  client.setQueryData(ME_QUERY_KEY, { ...me, law_firm: { ...me.law_firm, currency } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <LocaleContext.Provider value={{ locale, prefix: '' }}>{children}</LocaleContext.Provider>
    </QueryClientProvider>
  );
}

describe('useFormat().money', () => {
  it('uses the signed-in firm’s currency', () => {
    const pounds = renderHook(() => useFormat(), { wrapper: withFirm('GBP') });
    expect(pounds.result.current.money(42)).toBe('£42.00');
    const dollars = renderHook(() => useFormat(), { wrapper: withFirm('USD') });
    expect(dollars.result.current.money(42)).toBe('$42.00');
  });
});

describe('currencySymbol', () => {
  it('is the sign formatMoney shows', () => {
    expect(currencySymbol('en')).toBe('$');
    expect(currencySymbol('ar')).toBe('$');
    expect(currencySymbol('en', 'GBP')).toBe('£');
    expect(currencySymbol('en', 'EUR')).toBe('€');
  });
});

describe('formatBytes', () => {
  it('writes bytes as people do, and larger sizes in short units, in the locale’s words', () => {
    expect(formatBytes(191, 'en')).toBe('191 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(12 * 1024, 'en')).toBe('12 kB');
    expect(formatBytes(3.4 * 1024 * 1024, 'en')).toBe('3.4 MB');
    expect(formatBytes(191, 'ar')).toMatch(/بايت/);
  });
});
