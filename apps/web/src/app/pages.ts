/**
 * The page registry: every page a user can open from the navigation or find with the page search.
 * Both read this one list, so a page appears in both or in neither. A feature adds its pages here once the
 * page exists (with its route in routes.tsx and its name and description in the locales), never before.
 */
import type { PermissionFlag } from '@counsel/domain';
import {
  IconAddressBook,
  IconBriefcase,
  IconBuilding,
  IconBuildingBank,
  IconClockHour4,
  IconFileInvoice,
  IconLanguage,
  IconLayoutDashboard,
  IconMailbox,
  IconReceiptTax,
  IconScale,
  IconSettings,
  IconUserSquareRounded,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';

export type PageGroup = 'settings';

export interface PageEntry {
  id: string;
  /** App path without a locale prefix. */
  path: string;
  /** i18next keys, with their namespace. */
  nameKey: string;
  descriptionKey: string;
  /** The flag a user needs to see the entry (and to use the page). */
  permission?: PermissionFlag;
  /** Where it sits in the navigation: top level when absent. */
  group?: PageGroup;
  icon: TablerIcon;
}

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
    nameKey: 'clients:page.name',
    descriptionKey: 'clients:page.description',
    permission: 'VIEW_CLIENTS',
    icon: IconUserSquareRounded,
  },
  {
    id: 'cases',
    path: '/client/cases',
    nameKey: 'cases:page.name',
    descriptionKey: 'cases:page.description',
    permission: 'VIEW_CASES',
    icon: IconBriefcase,
  },
  {
    id: 'contacts',
    path: '/contacts',
    nameKey: 'contacts:page.name',
    descriptionKey: 'contacts:page.description',
    permission: 'VIEW_CONTACTS',
    icon: IconAddressBook,
  },
  {
    id: 'team',
    path: '/team',
    nameKey: 'team:page.name',
    descriptionKey: 'team:page.description',
    permission: 'VIEW_EMPLOYEES',
    icon: IconUsers,
  },
  {
    id: 'time-entries',
    path: '/time-entries',
    nameKey: 'time:page.name',
    descriptionKey: 'time:page.description',
    icon: IconClockHour4,
  },
  {
    id: 'invoices',
    path: '/invoices',
    nameKey: 'invoices:page.name',
    descriptionKey: 'invoices:page.description',
    permission: 'VIEW_INVOICES',
    icon: IconFileInvoice,
  },
  {
    id: 'participant-types',
    path: '/settings/participant-types',
    nameKey: 'participantTypes:page.name',
    descriptionKey: 'participantTypes:page.description',
    permission: 'VIEW_PARTICIPANT_TYPES',
    group: 'settings',
    icon: IconUsersGroup,
  },
  {
    id: 'billing-time-entries',
    path: '/settings/billing/time-entries',
    nameKey: 'time:page.settingsName',
    descriptionKey: 'time:page.settingsDescription',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconClockHour4,
  },
  {
    id: 'invoice-settings',
    path: '/settings/invoice-settings',
    nameKey: 'invoiceSettings:page.name',
    descriptionKey: 'invoiceSettings:page.description',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconReceiptTax,
  },
  {
    id: 'billing-invoice-settings',
    path: '/settings/billing/invoice',
    nameKey: 'invoiceSettings:page.billingName',
    descriptionKey: 'invoiceSettings:page.billingDescription',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconReceiptTax,
  },
  {
    id: 'bank-accounts',
    path: '/settings/bank-accounts',
    nameKey: 'banking:pages.bankAccounts.name',
    descriptionKey: 'banking:pages.bankAccounts.description',
    permission: 'VIEW_BANK_ACCOUNTS',
    group: 'settings',
    icon: IconBuildingBank,
  },
  {
    id: 'trust-accounting',
    path: '/settings/trust-accounting',
    nameKey: 'banking:pages.trustAccounting.name',
    descriptionKey: 'banking:pages.trustAccounting.description',
    permission: 'VIEW_TRUST_ACCOUNTS',
    group: 'settings',
    icon: IconScale,
  },
  {
    // The page is /settings/{firmId}/settings-profile; this fixed path redirects to the user's own firm's.
    id: 'firm-profile',
    path: '/settings/settings-profile',
    nameKey: 'banking:pages.profile.name',
    descriptionKey: 'banking:pages.profile.description',
    permission: 'VIEW_SETTINGS',
    group: 'settings',
    icon: IconBuilding,
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
