/**
 * Every route, mounted three times: under /en, under /ar and without a prefix (English).
 * Pages are lazy so each feature ships in its own chunk.
 */
import type { Locale } from '@counsel/domain';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { NotFound } from '../ui/NotFound';
import { PageLoader } from '../ui/PageLoader';
import { PermissionGate } from '../ui/PermissionGate';
import { AppLayout } from './AppLayout';
import { GuestOnly, RequireAuth } from './guards';
import { LocaleLayout } from './LocaleLayout';
import { RouteError } from './RouteError';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const LanguageSettingsPage = lazy(() => import('../features/settings/LanguageSettingsPage'));
const AdminToolsPage = lazy(() => import('../features/settings/AdminToolsPage'));
const SettingsHomePage = lazy(() => import('../features/settings/SettingsHomePage'));
const SettingsHomeRedirect = lazy(() => import('../features/settings/SettingsHomeRedirect'));
const ContactsPage = lazy(() => import('../features/contacts/ContactsPage'));
const ParticipantTypesPage = lazy(() => import('../features/participant-types/ParticipantTypesPage'));
const CasesPage = lazy(() => import('../features/cases/CasesPage'));
const CaseProfilePage = lazy(() => import('../features/cases/CaseProfilePage'));
const ClientProfilePage = lazy(() => import('../features/clients/ClientProfilePage'));
const ClientsPage = lazy(() => import('../features/clients/ClientsPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const EditEmployeePage = lazy(() => import('../features/team/EditEmployeePage'));
const MyProfilePage = lazy(() => import('../features/team/MyProfilePage'));
const MyProfileRedirect = lazy(() => import('../features/team/MyProfileRedirect'));
const SetPasswordPage = lazy(() => import('../features/team/SetPasswordPage'));
const TimeEntriesPage = lazy(() => import('../features/time/TimeEntriesPage'));
const InvoiceSettingsPage = lazy(() => import('../features/billing/settings/InvoiceSettingsPage'));
const FirmInvoicesPage = lazy(() => import('../features/billing/lists/FirmInvoicesPage'));
const ClientInvoicesPage = lazy(() => import('../features/billing/lists/ClientInvoicesPage'));
const CaseInvoicesPage = lazy(() => import('../features/billing/lists/CaseInvoicesPage'));
const InvoiceEditorPage = lazy(() => import('../features/billing/editor/InvoiceEditorPage'));
const TrustInvoicePage = lazy(() => import('../features/billing/trust/TrustInvoicePage'));
const BankAccountsPage = lazy(() => import('../features/banking/BankAccountsPage'));
const BankRegisterPage = lazy(() => import('../features/banking/BankRegisterPage'));
const TrustAccountingPage = lazy(() => import('../features/banking/TrustAccountingPage'));
const FirmProfilePage = lazy(() => import('../features/banking/FirmProfilePage'));
const FirmProfileRedirect = lazy(() => import('../features/banking/FirmProfileRedirect'));

/** Pages inside the app shell (signed in). Paths are relative to the locale branch. */
function appPages(): RouteObject[] {
  return [
    { index: true, element: <DashboardPage /> },
    { path: 'main', element: <DashboardPage /> },
    { path: 'settings/language', element: <LanguageSettingsPage /> },
    // The settings home lives under the firm's id (/settings/{id}); the registry's fixed path redirects there.
    ...(
      [
        ['settings/:id', <SettingsHomePage key="home" />],
        ['settings', <SettingsHomeRedirect key="redirect" />],
      ] as const
    ).map(([path, page]) => ({ path, element: <PermissionGate flag="VIEW_SETTINGS">{page}</PermissionGate> })),
    {
      path: 'settings/admin-tools',
      element: (
        <PermissionGate flag="VIEW_SETTINGS">
          <AdminToolsPage />
        </PermissionGate>
      ),
    },
    {
      path: 'client/cases',
      element: (
        <PermissionGate flag="VIEW_CASES">
          <CasesPage />
        </PermissionGate>
      ),
    },
    {
      path: 'client/:clientId/cases/:caseId',
      element: (
        <PermissionGate flag="VIEW_CASES">
          <CaseProfilePage />
        </PermissionGate>
      ),
    },
    {
      path: 'clients',
      element: (
        <PermissionGate flag="VIEW_CLIENTS">
          <ClientsPage />
        </PermissionGate>
      ),
    },
    {
      path: 'client/:clientId',
      element: (
        <PermissionGate flag="VIEW_CLIENTS">
          <ClientProfilePage />
        </PermissionGate>
      ),
    },
    {
      path: 'contacts',
      element: (
        <PermissionGate flag="VIEW_CONTACTS">
          <ContactsPage />
        </PermissionGate>
      ),
    },
    {
      path: 'settings/participant-types',
      element: (
        <PermissionGate flag="VIEW_PARTICIPANT_TYPES">
          <ParticipantTypesPage />
        </PermissionGate>
      ),
    },
    {
      path: 'team',
      element: (
        <PermissionGate flag="VIEW_EMPLOYEES">
          <TeamPage />
        </PermissionGate>
      ),
    },
    // The bill invoice screen checks create (or, editing, update) on invoices itself: one page, two permissions.
    ...[
      'client/:clientId/invoices/create-invoice',
      'client/:clientId/cases/:caseId/case-invoice/create-invoice',
      'client/:clientId/invoices/:invoiceId/edit',
    ].map((path) => ({ path, element: <InvoiceEditorPage /> })),
    // The trust invoice screen (its create address is the one above with type=trust).
    { path: 'client/:clientId/invoices/:invoiceId/edit-trust', element: <TrustInvoicePage /> },
    // Everyone records their own time; the API decides whose entries each employee sees.
    { path: 'time-entries', element: <TimeEntriesPage /> },
    {
      path: 'invoices',
      element: (
        <PermissionGate flag="VIEW_INVOICES">
          <FirmInvoicesPage />
        </PermissionGate>
      ),
    },
    {
      path: 'client/:clientId/profile/invoices',
      element: (
        <PermissionGate flag="VIEW_INVOICES">
          <ClientInvoicesPage />
        </PermissionGate>
      ),
    },
    {
      path: 'client/:clientId/cases/:caseId/case-invoice',
      element: (
        <PermissionGate flag="VIEW_INVOICES">
          <CaseInvoicesPage />
        </PermissionGate>
      ),
    },
    ...['settings/invoice-settings', 'settings/billing/invoice'].map((path) => ({
      path,
      element: (
        <PermissionGate flag="VIEW_SETTINGS">
          <InvoiceSettingsPage />
        </PermissionGate>
      ),
    })),
    {
      path: 'settings/billing/time-entries',
      element: (
        <PermissionGate flag="VIEW_SETTINGS">
          <TimeEntriesPage />
        </PermissionGate>
      ),
    },
    {
      path: 'settings/bank-accounts',
      element: (
        <PermissionGate flag="VIEW_BANK_ACCOUNTS">
          <BankAccountsPage />
        </PermissionGate>
      ),
    },
    // The register checks the view permission of its account's type on the server (403 shows NoAccess).
    { path: 'settings/bank-accounts/:accountId/register', element: <BankRegisterPage /> },
    {
      path: 'settings/trust-accounting',
      element: (
        <PermissionGate flag="VIEW_TRUST_ACCOUNTS">
          <TrustAccountingPage />
        </PermissionGate>
      ),
    },
    // The firm's profile lives under its id; the registry's fixed path redirects there.
    {
      path: 'settings/:id/settings-profile',
      element: (
        <PermissionGate flag="VIEW_SETTINGS">
          <FirmProfilePage />
        </PermissionGate>
      ),
    },
    {
      path: 'settings/settings-profile',
      element: (
        <PermissionGate flag="VIEW_SETTINGS">
          <FirmProfileRedirect />
        </PermissionGate>
      ),
    },
    // Open to every employee for their own profile; the page itself decides what may be changed.
    { path: 'team/:employeeId/edit-profile', element: <EditEmployeePage /> },
    { path: 'my-profile', element: <MyProfileRedirect /> },
    { path: 'my-profile/:id', element: <MyProfilePage /> },
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
          { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      // Like the invitation link, the reset link works whether or not someone is signed in here.
      {
        path: 'auth/reset-password',
        element: (
          <Suspense fallback={<PageLoader />}>
            <ResetPasswordPage />
          </Suspense>
        ),
      },
      // The invitation link works whether or not someone is signed in on this device.
      {
        path: 'auth/set-password',
        element: (
          <Suspense fallback={<PageLoader />}>
            <SetPasswordPage />
          </Suspense>
        ),
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
