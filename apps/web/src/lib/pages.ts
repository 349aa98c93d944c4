/**
 * The page registry: every page a user can open from the navigation or find with the page search.
 * Both read this one list, so a page appears in both or in neither; the settings home reads its group too
 * (which is why it sits here, below the features, and not in app/). A feature adds its pages here once the
 * page exists (with its route in app/routes.tsx and its name and description in the locales), never before.
 */
import {
  IconAddressBook,
  IconBrandGoogleDrive,
  IconBriefcase,
  IconBuilding,
  IconBuildingBank,
  IconCalendarEvent,
  IconChecklist,
  IconClockHour4,
  IconCreditCard,
  IconFileCertificate,
  IconFileInvoice,
  IconFolders,
  IconForms,
  IconLanguage,
  IconLayoutDashboard,
  IconMailbox,
  IconReceiptTax,
  IconRoute,
  IconScale,
  IconScan,
  IconSettings,
  IconTemplate,
  IconUserSquareRounded,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
// The Drive and Templates entries' names live in their features' namespaces, loaded with the registry.
import '../locales/documents';
import '../locales/templates';
import { type AccessNeed, READ_WORKFLOWS } from './access-need';

export type PageGroup = 'settings';

export interface PageEntry {
  id: string;
  /** App path without a locale prefix. */
  path: string;
  /** i18next keys, with their namespace. */
  nameKey: string;
  descriptionKey: string;
  /** The flag (or ability) a user needs to see the entry (and to use the page). */
  permission?: AccessNeed;
  /** Where it sits in the navigation: top level when absent. */
  group?: PageGroup;
  icon: TablerIcon;
}

/**
 * Each page once: /settings/billing/invoice and /settings/billing/time-entries are other addresses of
 * the invoice settings and time entries pages (routes.tsx keeps them), not pages of their own.
 */
export const PAGES: readonly PageEntry[] = [
  {
    id: 'dashboard',
    path: '/main',
    nameKey: 'common:pages.dashboard.name',
    descriptionKey: 'common:pages.dashboard.description',
    icon: IconLayoutDashboard,
  },
  {
    id: 'clients',
    path: '/clients',
    nameKey: 'common:pages.clients.name',
    descriptionKey: 'common:pages.clients.description',
    permission: 'VIEW_CLIENTS',
    icon: IconUserSquareRounded,
  },
  {
    id: 'cases',
    path: '/client/cases',
    nameKey: 'common:pages.cases.name',
    descriptionKey: 'common:pages.cases.description',
    permission: 'VIEW_CASES',
    icon: IconBriefcase,
  },
  {
    id: 'workflows',
    path: '/client/workflows',
    nameKey: 'common:pages.workflows.name',
    descriptionKey: 'common:pages.workflows.description',
    permission: READ_WORKFLOWS,
    icon: IconRoute,
  },
  {
    id: 'my-tasks',
    path: '/my-tasks',
    nameKey: 'common:pages.my-tasks.name',
    descriptionKey: 'common:pages.my-tasks.description',
    permission: 'VIEW_CASES',
    icon: IconChecklist,
  },
  {
    // Reading the calendar needs no flag (any member of the firm); adding, editing and cancelling do.
    id: 'calendar',
    path: '/client/calendar',
    nameKey: 'common:pages.calendar.name',
    descriptionKey: 'common:pages.calendar.description',
    icon: IconCalendarEvent,
  },
  {
    id: 'contacts',
    path: '/contacts',
    nameKey: 'common:pages.contacts.name',
    descriptionKey: 'common:pages.contacts.description',
    permission: 'VIEW_CONTACTS',
    icon: IconAddressBook,
  },
  {
    id: 'receipt-scanner',
    path: '/receipt-scanner/scanner',
    nameKey: 'common:pages.receipt-scanner.name',
    descriptionKey: 'common:pages.receipt-scanner.description',
    permission: 'VIEW_CASES',
    icon: IconScan,
  },
  {
    id: 'doc-management',
    path: '/doc-management',
    nameKey: 'common:pages.doc-management.name',
    descriptionKey: 'common:pages.doc-management.description',
    permission: 'VIEW_DOCUMENTS',
    icon: IconFolders,
  },
  {
    id: 'forms',
    path: '/forms',
    nameKey: 'common:pages.forms.name',
    descriptionKey: 'common:pages.forms.description',
    permission: 'VIEW_FORMS',
    icon: IconForms,
  },
  {
    id: 'public-forms',
    path: '/forms/public-forms',
    nameKey: 'common:pages.public-forms.name',
    descriptionKey: 'common:pages.public-forms.description',
    permission: 'VIEW_FORMS',
    icon: IconForms,
  },
  {
    id: 'law-firm-forms',
    path: '/forms/law-firm-forms',
    nameKey: 'common:pages.law-firm-forms.name',
    descriptionKey: 'common:pages.law-firm-forms.description',
    permission: 'VIEW_FORMS',
    icon: IconForms,
  },
  {
    id: 'fill-form',
    path: '/forms/fill',
    nameKey: 'common:pages.fill-form.name',
    descriptionKey: 'common:pages.fill-form.description',
    permission: 'VIEW_FORMS',
    icon: IconForms,
  },
  {
    id: 'team',
    path: '/team',
    nameKey: 'common:pages.team.name',
    descriptionKey: 'common:pages.team.description',
    permission: 'VIEW_EMPLOYEES',
    icon: IconUsers,
  },
  {
    id: 'time-entries',
    path: '/time-entries',
    nameKey: 'common:pages.time-entries.name',
    descriptionKey: 'common:pages.time-entries.description',
    icon: IconClockHour4,
  },
  {
    id: 'invoices',
    path: '/invoices',
    nameKey: 'common:pages.invoices.name',
    descriptionKey: 'common:pages.invoices.description',
    permission: 'VIEW_INVOICES',
    icon: IconFileInvoice,
  },
  {
    id: 'doc-drive',
    path: '/doc-drive',
    nameKey: 'documents:drive.page.name',
    descriptionKey: 'documents:drive.page.description',
    permission: 'VIEW_DOCUMENTS',
    icon: IconBrandGoogleDrive,
  },
  {
    // The page is /settings/{firmId}; this fixed path redirects to the user's own firm's.
    id: 'settings-home',
    path: '/settings',
    nameKey: 'common:pages.settings-home.name',
    descriptionKey: 'common:pages.settings-home.description',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconSettings,
  },
  {
    id: 'participant-types',
    path: '/settings/participant-types',
    nameKey: 'common:pages.participant-types.name',
    descriptionKey: 'common:pages.participant-types.description',
    permission: 'VIEW_PARTICIPANT_TYPES',
    group: 'settings',
    icon: IconUsersGroup,
  },
  {
    id: 'templates',
    path: '/settings/templates',
    nameKey: 'templates:page.name',
    descriptionKey: 'templates:page.description',
    group: 'settings',
    icon: IconTemplate,
  },
  {
    id: 'invoice-settings',
    path: '/settings/invoice-settings',
    nameKey: 'common:pages.invoice-settings.name',
    descriptionKey: 'common:pages.invoice-settings.description',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconReceiptTax,
  },
  {
    id: 'card-payments',
    path: '/settings/card-payments',
    nameKey: 'common:pages.card-payments.name',
    descriptionKey: 'common:pages.card-payments.description',
    permission: 'VIEW_INVOICES',
    group: 'settings',
    icon: IconCreditCard,
  },
  {
    id: 'bank-accounts',
    path: '/settings/bank-accounts',
    nameKey: 'common:pages.bank-accounts.name',
    descriptionKey: 'common:pages.bank-accounts.description',
    permission: 'VIEW_BANK_ACCOUNTS',
    group: 'settings',
    icon: IconBuildingBank,
  },
  {
    id: 'trust-accounting',
    path: '/settings/trust-accounting',
    nameKey: 'common:pages.trust-accounting.name',
    descriptionKey: 'common:pages.trust-accounting.description',
    permission: 'VIEW_TRUST_ACCOUNTS',
    group: 'settings',
    icon: IconScale,
  },
  {
    // The page is /settings/{firmId}/settings-profile; this fixed path redirects to the user's own firm's.
    id: 'firm-profile',
    path: '/settings/settings-profile',
    nameKey: 'common:pages.firm-profile.name',
    descriptionKey: 'common:pages.firm-profile.description',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconBuilding,
  },
  {
    id: 'plans',
    path: '/settings/plans',
    nameKey: 'common:pages.plans.name',
    descriptionKey: 'common:pages.plans.description',
    group: 'settings',
    icon: IconCreditCard,
  },
  {
    id: 'language-settings',
    path: '/settings/language',
    nameKey: 'common:pages.language.name',
    descriptionKey: 'common:pages.language.description',
    group: 'settings',
    icon: IconLanguage,
  },
  {
    id: 'terms-of-service',
    path: '/settings/terms-of-service',
    nameKey: 'common:pages.terms-of-service.name',
    descriptionKey: 'common:pages.terms-of-service.description',
    group: 'settings',
    icon: IconFileCertificate,
  },
  {
    id: 'admin-tools',
    path: '/settings/admin-tools',
    nameKey: 'common:pages.adminTools.name',
    descriptionKey: 'common:pages.adminTools.description',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconMailbox,
  },
];

/** Navigation sections that hold several pages. */
export const PAGE_GROUPS: Record<PageGroup, { nameKey: string; icon: TablerIcon }> = {
  settings: { nameKey: 'common:nav.settings', icon: IconSettings },
};
