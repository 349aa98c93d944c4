/**
 * Entries of the user menu (documents-forms-workflows §2), in order. Logout is always last and is not
 * listed here because it is an action, not a page. Each entry may carry the permission flag it needs.
 */
import type { PermissionFlag } from '@counsel/domain';
import { IconLayoutDashboard, IconMailbox, IconSettings, type TablerIcon } from '@tabler/icons-react';

export interface UserMenuEntry {
  id: string;
  labelKey: string;
  /** App path without a locale prefix. */
  path: string;
  permission?: PermissionFlag;
  icon: TablerIcon;
}

export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  { id: 'dashboard', labelKey: 'common:userMenu.dashboard', path: '/main', icon: IconLayoutDashboard },
  // Team goes here (path '/team', permission VIEW_EMPLOYEES) when the people feature ships the Team page.
  // Settings opens the only settings page that exists so far; point it at the settings home once there is one.
  {
    id: 'settings',
    labelKey: 'common:userMenu.settings',
    path: '/settings/language',
    permission: 'VIEW_SETTINGS',
    icon: IconSettings,
  },
  {
    id: 'admin-tools',
    labelKey: 'common:userMenu.adminTools',
    path: '/settings/admin-tools',
    permission: 'VIEW_SETTINGS',
    icon: IconMailbox,
  },
];
