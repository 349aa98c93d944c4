/**
 * Every route, mounted three times: under /en, under /ar and without a prefix (English).
 * Pages are lazy so each feature ships in its own chunk.
 */
import type { Locale } from '@counsel/domain';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NotFound } from '../ui/NotFound';
import { PermissionGate } from '../ui/PermissionGate';
import { AppLayout } from './AppLayout';
import { GuestOnly, RequireAuth } from './guards';
import { LocaleLayout } from './LocaleLayout';
import { RouteError } from './RouteError';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const LanguageSettingsPage = lazy(() => import('../features/settings/LanguageSettingsPage'));
const AdminToolsPage = lazy(() => import('../features/settings/AdminToolsPage'));

/** Pages inside the app shell (signed in). Paths are relative to the locale branch. */
function appPages(): RouteObject[] {
  return [
    { index: true, element: <DashboardPage /> },
    { path: 'main', element: <DashboardPage /> },
    { path: 'settings/language', element: <LanguageSettingsPage /> },
    {
      path: 'settings/admin-tools',
      element: (
        <PermissionGate flag="VIEW_SETTINGS">
          <AdminToolsPage />
        </PermissionGate>
      ),
    },
    { path: '*', element: <NotFound /> },
  ];
}

function localeBranch(path: string, locale: Locale, prefix: string): RouteObject {
  return {
    path,
    element: <LocaleLayout locale={locale} prefix={prefix} />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: 'auth/login', element: <LoginPage /> },
          { path: 'auth/register', element: <RegisterPage /> },
        ],
      },
      { element: <RequireAuth />, children: [{ element: <AppLayout />, children: appPages() }] },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [localeBranch('/en', 'en', '/en'), localeBranch('/ar', 'ar', '/ar'), localeBranch('/', 'en', '')],
  },
];
