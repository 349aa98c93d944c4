import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { joinPath, pathInLocale, stripLocalePrefix } from '../lib/locale';
import { fakeApi } from '../test/fake-api';
import { makeMe, makeSummary } from '../test/fixtures';
import { renderApp } from '../test/render-app';

function serve() {
  return fakeApi({
    'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
    'GET /api/dashboard/summary': { body: makeSummary() },
  });
}

describe('locale from the URL', () => {
  it('/ar/... is Arabic, right to left, with links kept under /ar', async () => {
    serve();
    const { user } = renderApp('/ar/main');
    expect(await screen.findByRole('heading', { name: 'Haddad & Partners' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('القضايا المفتوحة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/ar/main');
    await user.click(screen.getByRole('button', { name: 'الإعدادات' }));
    expect(await screen.findByRole('link', { name: 'اللغة' })).toHaveAttribute('href', '/ar/settings/language');
  });

  it('a plain path is English, left to right, with plain links', async () => {
    serve();
    document.documentElement.dir = 'rtl';
    document.documentElement.lang = 'ar';
    const { user } = renderApp('/main');
    expect(await screen.findByText('Open cases')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/main');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('link', { name: 'Language' })).toHaveAttribute('href', '/settings/language');
  });

  it('/en/... is English with links kept under /en', async () => {
    serve();
    renderApp('/en/settings/language');
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/en/main');
  });

  it('unknown addresses show the not-found page', async () => {
    serve();
    renderApp('/ar/no-such-page');
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
});

describe('locale path helpers', () => {
  it('strip, join and switch prefixes', () => {
    expect(stripLocalePrefix('/ar/settings/language')).toBe('/settings/language');
    expect(stripLocalePrefix('/ar')).toBe('/');
    expect(stripLocalePrefix('/arabic-notes')).toBe('/arabic-notes');
    expect(stripLocalePrefix('/main')).toBe('/main');
    expect(joinPath('', '/main')).toBe('/main');
    expect(joinPath('/ar', '/')).toBe('/ar');
    expect(joinPath('/ar', 'main')).toBe('/ar/main');
    expect(pathInLocale('/settings/language', 'ar')).toBe('/ar/settings/language');
    expect(pathInLocale('/ar/main', 'en')).toBe('/en/main');
  });
});
