/**
 * The router, built from route-table.ts and mounted three times: under /en, under /ar and without a
 * prefix (English). Pages are lazy so each feature ships in its own chunk, and so is the staff's shell
 * (navigation, header, timer, page search): the sign-in pages, a client's portal and a mailed form link
 * never download it. main.tsx starts loading the shell at once when a staff session is stored.
 */
import type { Locale } from '@counsel/domain';
import { type ComponentType, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { type SettledLazy, settledLazy } from '../lib/settled-lazy';
import { NotFound } from '../ui/NotFound';
import { PageLoader } from '../ui/PageLoader';
import { PermissionGate } from '../ui/PermissionGate';
import { GuestOnly, RequireAuth } from './guards';
import { LocaleLayout } from './LocaleLayout';
import { RouteError } from './RouteError';
import { APP_ROUTES, GUEST_ROUTES, OPEN_ROUTES, type PageName, PORTAL_ROUTES, type RouteEntry } from './route-table';

type PageModule = { default: ComponentType };

/** Each page's chunk, by name: React.lazy loads it on first render, preloadPage ahead of it. */
const PAGE_MODULES: Record<Exclude<PageName, 'NotFound'>, () => Promise<PageModule>> = {
  Login: () => import('../features/auth/LoginPage'),
  Register: () => import('../features/auth/RegisterPage'),
  ForgotPassword: () => import('../features/auth/ForgotPasswordPage'),
  ResetPassword: () => import('../features/auth/ResetPasswordPage'),
  Dashboard: () => import('../features/dashboard/DashboardPage'),
  LanguageSettings: () => import('../features/settings/LanguageSettingsPage'),
  TermsOfService: () => import('../features/terms/TermsOfServicePage'),
  AdminTools: () => import('../features/settings/AdminToolsPage'),
  SettingsHome: () => import('../features/settings/SettingsHomePage'),
  SettingsHomeRedirect: () => import('../features/settings/SettingsHomeRedirect'),
  Contacts: () => import('../features/contacts/ContactsPage'),
  ReceiptScanner: () => import('../features/case-receipts/ReceiptScannerPage'),
  Calendar: () => import('../features/calendar/CalendarPage'),
  DocManagement: () => import('../features/documents/management/DocManagementPage'),
  ParticipantTypes: () => import('../features/participant-types/ParticipantTypesPage'),
  Plans: () => import('../features/subscription/PlansPage'),
  Cases: () => import('../features/cases/CasesPage'),
  CaseProfile: () => import('../features/cases/CaseProfilePage'),
  MyTasks: () => import('../features/cases/tasks/MyTasksPage'),
  ClientProfile: () => import('../features/clients/ClientProfilePage'),
  Clients: () => import('../features/clients/ClientsPage'),
  Team: () => import('../features/team/TeamPage'),
  EditEmployee: () => import('../features/team/EditEmployeePage'),
  MyProfile: () => import('../features/team/MyProfilePage'),
  MyProfileRedirect: () => import('../features/team/MyProfileRedirect'),
  AccountSecurity: () => import('../features/account/SecurityPage'),
  SetPassword: () => import('../features/team/SetPasswordPage'),
  ClientForm: () => import('../features/forms/sending/link/ClientFormPage'),
  Pay: () => import('../features/online-payments/PayPage'),
  PortalSignIn: () => import('../features/portal/PortalSignInPage'),
  PortalForgotPassword: () => import('../features/portal/PortalForgotPasswordPage'),
  PortalSetPassword: () => import('../features/portal/PortalSetPasswordPage'),
  PortalForms: () => import('../features/portal/PortalFormsPage'),
  PortalForm: () => import('../features/portal/PortalFormPage'),
  PortalReceipts: () => import('../features/portal/PortalReceiptsPage'),
  PortalInvoices: () => import('../features/portal/PortalInvoicesPage'),
  PortalSecurity: () => import('../features/portal/PortalSecurityPage'),
  TimeEntries: () => import('../features/time/TimeEntriesPage'),
  InvoiceSettings: () => import('../features/billing/settings/InvoiceSettingsPage'),
  CardPaymentSettings: () => import('../features/online-payments/staff/CardPaymentSettingsPage'),
  FirmInvoices: () => import('../features/billing/lists/FirmInvoicesPage'),
  ClientInvoices: () => import('../features/billing/lists/ClientInvoicesPage'),
  CaseInvoices: () => import('../features/billing/lists/CaseInvoicesPage'),
  InvoiceEditor: () => import('../features/billing/editor/InvoiceEditorPage'),
  TrustInvoice: () => import('../features/billing/trust/TrustInvoicePage'),
  BankAccounts: () => import('../features/banking/BankAccountsPage'),
  BankRegister: () => import('../features/banking/BankRegisterPage'),
  TrustAccounting: () => import('../features/banking/TrustAccountingPage'),
  FirmProfile: () => import('../features/banking/FirmProfilePage'),
  FirmProfileRedirect: () => import('../features/banking/FirmProfileRedirect'),
  DocDrive: () => import('../features/documents/drive/DrivePage'),
  LawFirmForms: () => import('../features/forms/firm/FirmFormsPage'),
  Forms: () => import('../features/forms/FormsHubPage'),
  FillForm: () => import('../features/forms/filling/FillFormPage'),
  PublicForms: () => import('../features/forms/PublicFormsPage'),
  Workflows: () => import('../features/workflows/WorkflowsPage'),
  WorkflowViewer: () => import('../features/workflows/WorkflowViewerPage'),
  WorkflowBuilder: () => import('../features/workflows/builder/WorkflowBuilderPage'),
  Templates: () => import('../features/templates/TemplatesPage'),
  TemplateEditor: () => import('../features/templates/editor/TemplateEditorPage'),
  WorkflowsUsingAI: () => import('../features/workflows/drafts/WorkflowsUsingAiPage'),
};

type LazyPageName = keyof typeof PAGE_MODULES;

/** Each page lazy, and rendered at once when preloadPage has already brought its chunk. */
const LAZY_PAGES = {} as Record<LazyPageName, SettledLazy<ComponentType>>;
for (const name of Object.keys(PAGE_MODULES) as LazyPageName[]) LAZY_PAGES[name] = settledLazy(PAGE_MODULES[name]);

const pageComponent = (page: PageName): ComponentType => (page === 'NotFound' ? NotFound : LAZY_PAGES[page].Component);

function pageRoute({ path, page, permission }: RouteEntry): RouteObject {
  const Page = pageComponent(page);
  const element = permission ? (
    <PermissionGate flag={permission}>
      <Page />
    </PermissionGate>
  ) : (
    <Page />
  );
  const handle: PageHandle = { page };
  return path === '' ? { index: true, element, handle } : { path, element, handle };
}

/** Open pages render outside the app shell, so they bring their own loading fallback. */
function openRoute(entry: RouteEntry): RouteObject {
  const Page = pageComponent(entry.page);
  return {
    path: entry.path,
    handle: { page: entry.page } satisfies PageHandle,
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
  };
}

interface PageHandle {
  page?: PageName;
  /** The staff's pages: without a stored staff session they send the visitor to sign in instead. */
  staff?: true;
  /** The portal's signed-in pages, inside its frame. */
  portal?: true;
}

const handlesOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle ?? {}) as PageHandle);

/**
 * The page a full page load of this address will render, when its chunk is worth fetching at once: a
 * staff page only when a staff session is stored, since a visitor without one is shown the sign-in page.
 */
export function pageToPreload(pathname: string, staffSession: boolean): Exclude<PageName, 'NotFound'> | null {
  const handles = handlesOf(pathname);
  const page = handles.at(-1)?.page;
  if (!page || page === 'NotFound') return null;
  if (handles.some((handle) => handle.staff) && !staffSession) return null;
  return page;
}

/** Whether the address renders inside the portal's signed-in frame, whose chunk is then fetched beside the page's. */
export const inPortalFrame = (pathname: string): boolean => handlesOf(pathname).some((handle) => handle.portal);

/**
 * Starts downloading the chunk of the page at this address, so that it arrives beside the session check
 * and the shell rather than after them (main.tsx calls it on a full page load).
 */
export function preloadPage(pathname: string, staffSession: boolean): void {
  const page = pageToPreload(pathname, staffSession);
  if (page) void LAZY_PAGES[page].preload();
  if (inPortalFrame(pathname)) void portalLayout.preload();
}

/** The portal's signed-in frame: fetched beside the page on a full load of a portal page (preloadPage). */
const portalLayout = settledLazy(() => import('../features/portal/PortalLayout'));
const PortalLayout = portalLayout.Component;

/** The staff's shell, loaded with the first signed-in page (see loadAppLayout). */
const appLayout = settledLazy(() => import('./AppLayout').then((module) => ({ default: module.AppLayout })));
export const loadAppLayout = appLayout.preload;
const AppLayout = appLayout.Component;

/** The portal's signed-out pages stand alone; the signed-in ones share its frame, which checks the session. */
function portalRoutes(): RouteObject[] {
  return [
    ...PORTAL_ROUTES.filter((entry) => !entry.signedIn).map(openRoute),
    {
      handle: { portal: true } satisfies PageHandle,
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
        handle: { staff: true } satisfies PageHandle,
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
