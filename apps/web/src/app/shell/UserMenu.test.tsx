import type { EmployeeRule } from '@counsel/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function serve(rules: EmployeeRule[]) {
  return fakeApi({
    'GET /api/auth/me': { body: makeMe({ rules }) },
    'GET /api/dashboard/summary': { body: makeSummary() },
    'POST /api/auth/logout': { status: 204 },
  });
}

async function openMenu(path: string, rules: EmployeeRule[]) {
  const api = serve(rules);
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Layla Haddad' }));
  await screen.findByRole('menu');
  return { ...app, api };
}

const menuItemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('user menu', () => {
  it('hides settings and admin tools without VIEW_SETTINGS', async () => {
    await openMenu('/main', [{ subject: 'clients', action: 'manage' }]);
    expect(menuItemNames()).toEqual(['Dashboard', 'My profile', 'Security', 'Log out']);
  });

  it('shows settings and admin tools with VIEW_SETTINGS, linking under the current locale', async () => {
    await openMenu('/ar/main', [{ subject: 'settings', action: 'read' }]);
    expect(menuItemNames()).toEqual([
      'لوحة التحكم',
      'ملفي الشخصي',
      'الأمان',
      'الإعدادات',
      'أدوات المسؤول',
      'تسجيل الخروج',
    ]);
    expect(screen.getByRole('menuitem', { name: 'الإعدادات' })).toHaveAttribute('href', '/ar/settings/3');
    expect(screen.getByRole('menuitem', { name: 'أدوات المسؤول' })).toHaveAttribute('href', '/ar/settings/admin-tools');
  });

  it('logout revokes the session, clears every cached key and goes to the login page of the locale', async () => {
    for (const key of Object.values(STORAGE_KEYS)) window.localStorage.setItem(key, 'cached');
    window.localStorage.setItem('unrelated.key', 'kept');
    const { user, api, location, queryClient } = await openMenu('/ar/main', []);

    await user.click(screen.getByRole('menuitem', { name: 'تسجيل الخروج' }));

    await waitFor(() => expect(location().pathname).toBe('/ar/auth/login'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    for (const key of Object.values(STORAGE_KEYS)) expect(window.localStorage.getItem(key), key).toBeNull();
    expect(window.localStorage.getItem('unrelated.key')).toBe('kept');
    // No data of the signed-out user is left in the cache.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });

  it('logout from a plain English path lands on /en/auth/login', async () => {
    const { user, location } = await openMenu('/main', []);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(location().pathname).toBe('/en/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
