/**
 * The router, built from route-table.ts and mounted three times: under /en, under /ar and without a
 * prefix (English). Pages are lazy so each feature ships in its own chunk, and so is the staff's shell
 * (navigation, header, timer, page search): the sign-in pages, a client's portal and a mailed form link
 * never download it. main.tsx starts loading the shell at once when a staff session is stored.
 */
import type { Locale } from '@counsel/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { NotFound } from '../ui/NotFound';
import { PageLoader } from '../ui/PageLoader';
import { PermissionGate } from '../ui/PermissionGate';
import { GuestOnly, RequireAuth } from './guards';
import { LocaleLayout } from './LocaleLayout';
import { RouteError } from './RouteError';
import { APP_ROUTES, GUEST_ROUTES, OPEN_ROUTES, type PageName, PORTAL_ROUTES, type RouteEntry } from './route-table';

const PAGES: Record<PageName, ComponentType> = {
  Login: lazy(() => import('../features/auth/LoginPage')),
  Register: lazy(() => import('../features/auth/RegisterPage')),
  ForgotPassword: lazy(() => import('../features/auth/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('../features/auth/ResetPasswordPage')),
  Dashboard: lazy(() => import('../features/dashboard/DashboardPage')),
  LanguageSettings: lazy(() => import('../features/settings/LanguageSettingsPage')),
  AdminTools: lazy(() => import('../features/settings/AdminToolsPage')),
  SettingsHome: lazy(() => import('../features/settings/SettingsHomePage')),
  SettingsHomeRedirect: lazy(() => import('../features/settings/SettingsHomeRedirect')),
  Contacts: lazy(() => import('../features/contacts/ContactsPage')),
  DocManagement: lazy(() => import('../features/documents/management/DocManagementPage')),
  ParticipantTypes: lazy(() => import('../features/participant-types/ParticipantTypesPage')),
  Cases: lazy(() => import('../features/cases/CasesPage')),
  CaseProfile: lazy(() => import('../features/cases/CaseProfilePage')),
  MyTasks: lazy(() => import('../features/case-tasks/MyTasksPage')),
  ClientProfile: lazy(() => import('../features/clients/ClientProfilePage')),
  Clients: lazy(() => import('../features/clients/ClientsPage')),
  Team: lazy(() => import('../features/team/TeamPage')),
  EditEmployee: lazy(() => import('../features/team/EditEmployeePage')),
  MyProfile: lazy(() => import('../features/team/MyProfilePage')),
  MyProfileRedirect: lazy(() => import('../features/team/MyProfileRedirect')),
  SetPassword: lazy(() => import('../features/team/SetPasswordPage')),
  ClientForm: lazy(() => import('../features/forms/sending/link/ClientFormPage')),
  PortalSignIn: lazy(() => import('../features/portal/PortalSignInPage')),
  PortalForgotPassword: lazy(() => import('../features/portal/PortalForgotPasswordPage')),
  PortalSetPassword: lazy(() => import('../features/portal/PortalSetPasswordPage')),
  PortalForms: lazy(() => import('../features/portal/PortalFormsPage')),
  PortalForm: lazy(() => import('../features/portal/PortalFormPage')),
  TimeEntries: lazy(() => import('../features/time/TimeEntriesPage')),
  InvoiceSettings: lazy(() => import('../features/billing/settings/InvoiceSettingsPage')),
  FirmInvoices: lazy(() => import('../features/billing/lists/FirmInvoicesPage')),
  ClientInvoices: lazy(() => import('../features/billing/lists/ClientInvoicesPage')),
  CaseInvoices: lazy(() => import('../features/billing/lists/CaseInvoicesPage')),
  InvoiceEditor: lazy(() => import('../features/billing/editor/InvoiceEditorPage')),
  TrustInvoice: lazy(() => import('../features/billing/trust/TrustInvoicePage')),
  BankAccounts: lazy(() => import('../features/banking/BankAccountsPage')),
  BankRegister: lazy(() => import('../features/banking/BankRegisterPage')),
  TrustAccounting: lazy(() => import('../features/banking/TrustAccountingPage')),
  FirmProfile: lazy(() => import('../features/banking/FirmProfilePage')),
  FirmProfileRedirect: lazy(() => import('../features/banking/FirmProfileRedirect')),
  DocDrive: lazy(() => import('../features/documents/drive/DrivePage')),
  LawFirmForms: lazy(() => import('../features/forms/firm/FirmFormsPage')),
  Forms: lazy(() => import('../features/forms/FormsHubPage')),
  FillForm: lazy(() => import('../features/forms/filling/FillFormPage')),
  PublicForms: lazy(() => import('../features/forms/PublicFormsPage')),
  Workflows: lazy(() => import('../features/workflows/WorkflowsPage')),
  WorkflowViewer: lazy(() => import('../features/workflows/WorkflowViewerPage')),
  WorkflowBuilder: lazy(() => import('../features/workflows/builder/WorkflowBuilderPage')),
  Templates: lazy(() => import('../features/templates/TemplatesPage')),
  TemplateEditor: lazy(() => import('../features/templates/editor/TemplateEditorPage')),
  WorkflowsUsingAI: lazy(() => import('../features/workflows/drafts/WorkflowsUsingAiPage')),
  NotFound,
};

function pageRoute({ path, page, permission }: RouteEntry): RouteObject {
  const Page = PAGES[page];
  const element = permission ? (
    <PermissionGate flag={permission}>
      <Page />
    </PermissionGate>
  ) : (
    <Page />
  );
  return path === '' ? { index: true, element } : { path, element };
}

/** Open pages render outside the app shell, so they bring their own loading fallback. */
function openRoute(entry: RouteEntry): RouteObject {
  const Page = PAGES[entry.page];
  return {
    path: entry.path,
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
  };
}

const PortalLayout = lazy(() => import('../features/portal/PortalLayout'));

/** The staff's shell, loaded with the first signed-in page (see loadAppLayout). */
export const loadAppLayout = () => import('./AppLayout');
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/** The portal's signed-out pages stand alone; the signed-in ones share its frame, which checks the session. */
function portalRoutes(): RouteObject[] {
  return [
    ...PORTAL_ROUTES.filter((entry) => !entry.signedIn).map(openRoute),
    {
      element: (
        <Suspense fallback={<PageLoader />}>
          <PortalLayout />
        </Suspense>
      ),
      children: PORTAL_ROUTES.filter((entry) => entry.signedIn).map(pageRoute),
    },
  ];
}

function localeBranch(path: string, locale: Locale, prefix: string): RouteObject {
  return {
    path,
    element: <LocaleLayout locale={locale} prefix={prefix} />,
    children: [
      { element: <GuestOnly />, children: GUEST_ROUTES.map(pageRoute) },
      ...OPEN_ROUTES.map(openRoute),
      ...portalRoutes(),
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={<PageLoader />}>
                <AppLayout />
              </Suspense>
            ),
            children: APP_ROUTES.map(pageRoute),
          },
        ],
      },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [localeBranch('/en', 'en', '/en'), localeBranch('/ar', 'ar', '/ar'), localeBranch('/', 'en', '')],
  },
];
