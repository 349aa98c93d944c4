/**
 * The router's table: every address the app answers, with the page it shows and the flag it needs.
 * routes.tsx builds the router from these lists, and the end-to-end accessibility check visits every
 * entry, so a page added here is checked without touching the test. Plain data (no React) so that
 * Node can read it too.
 */
import { type AccessNeed, READ_WORKFLOWS } from '../lib/access-need';

export type PageName =
  | 'Login'
  | 'Register'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'SetPassword'
  | 'ClientForm'
  | 'Pay'
  | 'PortalSignIn'
  | 'PortalForgotPassword'
  | 'PortalSetPassword'
  | 'PortalForms'
  | 'PortalForm'
  | 'PortalReceipts'
  | 'PortalInvoices'
  | 'PortalSecurity'
  | 'Dashboard'
  | 'LanguageSettings'
  | 'TermsOfService'
  | 'AdminTools'
  | 'SettingsHome'
  | 'SettingsHomeRedirect'
  | 'Contacts'
  | 'ReceiptScanner'
  | 'Calendar'
  | 'DocManagement'
  | 'ParticipantTypes'
  | 'Plans'
  | 'Cases'
  | 'CaseProfile'
  | 'MyTasks'
  | 'ClientProfile'
  | 'Clients'
  | 'Team'
  | 'EditEmployee'
  | 'MyProfile'
  | 'MyProfileRedirect'
  | 'AccountSecurity'
  | 'TimeEntries'
  | 'InvoiceSettings'
  | 'CardPaymentSettings'
  | 'FirmInvoices'
  | 'ClientInvoices'
  | 'CaseInvoices'
  | 'InvoiceEditor'
  | 'TrustInvoice'
  | 'BankAccounts'
  | 'BankRegister'
  | 'TrustAccounting'
  | 'FirmProfile'
  | 'FirmProfileRedirect'
  | 'DocDrive'
  | 'LawFirmForms'
  | 'Forms'
  | 'PublicForms'
  | 'FillForm'
  | 'Workflows'
  | 'WorkflowViewer'
  | 'WorkflowBuilder'
  | 'Templates'
  | 'TemplateEditor'
  | 'WorkflowsUsingAI'
  | 'NotFound';

export interface RouteEntry {
  /** Relative to the locale branch (/en, /ar or none); '' is the branch's index page. */
  path: string;
  page: PageName;
  /** The flag (or ability) the page needs; without it the user sees the no-access message. */
  permission?: AccessNeed;
}

/** Only for people who are not signed in: a signed-in user is sent to the app. */
export const GUEST_ROUTES: readonly RouteEntry[] = [
  { path: 'auth/login', page: 'Login' },
  { path: 'auth/register', page: 'Register' },
  { path: 'auth/forgot-password', page: 'ForgotPassword' },
];

/** Links from mail (reset, invitation, a form sent to a client, an invoice's pay link) work whether or not someone is signed in on this device. */
export const OPEN_ROUTES: readonly RouteEntry[] = [
  { path: 'auth/reset-password', page: 'ResetPassword' },
  { path: 'auth/set-password', page: 'SetPassword' },
  { path: 'client-form/:token', page: 'ClientForm' },
  // An invoice's pay link: the client pays by card without an account.
  { path: 'pay/:token', page: 'Pay' },
];

export interface PortalRouteEntry extends RouteEntry {
  /** The page needs the client signed in to the portal; the others are for anyone. */
  signedIn?: boolean;
}

/**
 * The client portal: a firm's clients sign in with their own accounts (a cookie of the portal's), apart
 * from the staff's sign-in and outside the app shell. A staff session on the same device plays no part.
 */
export const PORTAL_ROUTES: readonly PortalRouteEntry[] = [
  { path: 'portal', page: 'PortalSignIn' },
  { path: 'portal/forgot-password', page: 'PortalForgotPassword' },
  { path: 'portal/set-password/:token', page: 'PortalSetPassword' },
  { path: 'portal/forms', page: 'PortalForms', signedIn: true },
  { path: 'portal/forms/:id', page: 'PortalForm', signedIn: true },
  { path: 'portal/receipts', page: 'PortalReceipts', signedIn: true },
  { path: 'portal/invoices', page: 'PortalInvoices', signedIn: true },
  { path: 'portal/security', page: 'PortalSecurity', signedIn: true },
];

/** Pages inside the app shell, for signed-in employees. */
export const APP_ROUTES: readonly RouteEntry[] = [
  { path: '', page: 'Dashboard' },
  { path: 'main', page: 'Dashboard' },
  { path: 'settings/language', page: 'LanguageSettings' },
  // Every staff user reads the terms they accepted: no flag.
  { path: 'settings/terms-of-service', page: 'TermsOfService' },
  // The settings home lives under the firm's id (/settings/{id}); the registry's fixed path redirects there.
  { path: 'settings/:id', page: 'SettingsHome', permission: 'VIEW_SETTINGS' },
  { path: 'settings', page: 'SettingsHomeRedirect', permission: 'VIEW_SETTINGS' },
  { path: 'settings/admin-tools', page: 'AdminTools', permission: 'VIEW_SETTINGS' },
  { path: 'client/cases', page: 'Cases', permission: 'VIEW_CASES' },
  { path: 'my-tasks', page: 'MyTasks', permission: 'VIEW_CASES' },
  // The spec names no flag for workflows: reading them is the ability itself.
  { path: 'client/workflows', page: 'Workflows', permission: READ_WORKFLOWS },
  {
    path: 'client/workflows/workflowsUsingAI',
    page: 'WorkflowsUsingAI',
    permission: { action: 'create', subject: 'workflows' },
  },
  { path: 'client/workflows/:templateId', page: 'WorkflowViewer', permission: READ_WORKFLOWS },
  {
    path: 'client/workflows/:templateId/workflow-builder',
    page: 'WorkflowBuilder',
    permission: { action: 'create', subject: 'workflows' },
  },
  { path: 'client/:clientId/cases/:caseId', page: 'CaseProfile', permission: 'VIEW_CASES' },
  { path: 'clients', page: 'Clients', permission: 'VIEW_CLIENTS' },
  { path: 'client/:clientId', page: 'ClientProfile', permission: 'VIEW_CLIENTS' },
  { path: 'contacts', page: 'Contacts', permission: 'VIEW_CONTACTS' },
  // The spec names no receipt flag (§6): the receipts are the cases'.
  { path: 'receipt-scanner/scanner', page: 'ReceiptScanner', permission: 'VIEW_CASES' },
  // Any member of the firm reads the calendar; adding, editing and cancelling are checked inside the page.
  { path: 'client/calendar', page: 'Calendar' },
  { path: 'doc-management', page: 'DocManagement', permission: 'VIEW_DOCUMENTS' },
  { path: 'settings/participant-types', page: 'ParticipantTypes', permission: 'VIEW_PARTICIPANT_TYPES' },
  // Any staff member may see the plan; changing cards needs MANAGE_PAYMENT_CARD, checked on the page.
  { path: 'settings/plans', page: 'Plans' },
  { path: 'team', page: 'Team', permission: 'VIEW_EMPLOYEES' },
  // The bill invoice screen checks create (or, editing, update) on invoices itself: one page, two permissions.
  { path: 'client/:clientId/invoices/create-invoice', page: 'InvoiceEditor' },
  { path: 'client/:clientId/cases/:caseId/case-invoice/create-invoice', page: 'InvoiceEditor' },
  { path: 'client/:clientId/invoices/:invoiceId/edit', page: 'InvoiceEditor' },
  // The trust invoice screen (its create address is the one above with type=trust).
  { path: 'client/:clientId/invoices/:invoiceId/edit-trust', page: 'TrustInvoice' },
  // Everyone records their own time; the API decides whose entries each employee sees.
  { path: 'time-entries', page: 'TimeEntries' },
  { path: 'invoices', page: 'FirmInvoices', permission: 'VIEW_INVOICES' },
  { path: 'client/:clientId/profile/invoices', page: 'ClientInvoices', permission: 'VIEW_INVOICES' },
  { path: 'client/:clientId/cases/:caseId/case-invoice', page: 'CaseInvoices', permission: 'VIEW_INVOICES' },
  { path: 'settings/invoice-settings', page: 'InvoiceSettings', permission: 'VIEW_SETTINGS' },
  { path: 'settings/billing/invoice', page: 'InvoiceSettings', permission: 'VIEW_SETTINGS' },
  { path: 'settings/billing/time-entries', page: 'TimeEntries', permission: 'VIEW_SETTINGS' },
  // Read on invoices, as its GET; changing the surcharge needs update on settings, which the page checks.
  { path: 'settings/card-payments', page: 'CardPaymentSettings', permission: 'VIEW_INVOICES' },
  { path: 'settings/bank-accounts', page: 'BankAccounts', permission: 'VIEW_BANK_ACCOUNTS' },
  // The register checks the view permission of its account's type on the server (403 shows NoAccess).
  { path: 'settings/bank-accounts/:accountId/register', page: 'BankRegister' },
  { path: 'settings/trust-accounting', page: 'TrustAccounting', permission: 'VIEW_TRUST_ACCOUNTS' },
  // The firm's profile lives under its id; the registry's fixed path redirects there.
  { path: 'settings/:id/settings-profile', page: 'FirmProfile', permission: 'VIEW_SETTINGS' },
  { path: 'settings/settings-profile', page: 'FirmProfileRedirect', permission: 'VIEW_SETTINGS' },
  // Open to every employee for their own profile; the page itself decides what may be changed.
  { path: 'team/:employeeId/edit-profile', page: 'EditEmployee' },
  { path: 'my-profile', page: 'MyProfileRedirect' },
  { path: 'my-profile/:id', page: 'MyProfile' },
  // Every employee's own sign-in security: second factors, sessions and sign-ins; no flag.
  { path: 'account/security', page: 'AccountSecurity' },
  { path: 'doc-drive', page: 'DocDrive', permission: 'VIEW_DOCUMENTS' },
  { path: 'forms/law-firm-forms', page: 'LawFirmForms', permission: 'VIEW_FORMS' },
  { path: 'forms', page: 'Forms', permission: 'VIEW_FORMS' },
  { path: 'forms/fill', page: 'FillForm', permission: 'VIEW_FORMS' },
  { path: 'forms/public-forms', page: 'PublicForms', permission: 'VIEW_FORMS' },
  // Every staff member writes reminders; the kinds that need a flag are checked inside the page.
  { path: 'settings/templates', page: 'Templates' },
  { path: 'settings/templates/new', page: 'TemplateEditor' },
  { path: 'settings/templates/:id', page: 'TemplateEditor' },
  { path: '*', page: 'NotFound' },
];
