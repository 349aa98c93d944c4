/**
 * Entries of the user menu (documents-forms-workflows §2), in order. Logout is always last and is not
 * listed here because it is an action, not a page. Each entry may carry the permission flag it needs.
 */
import type { PermissionFlag } from '@counsel/domain';
import {
  IconLayoutDashboard,
  IconMailbox,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

export interface UserMenuEntry {
  id: string;
  labelKey: string;
  /** App path without a locale prefix; `{firmId}` stands for the user's firm's id. */
  path: string;
  permission?: PermissionFlag;
  icon: TablerIcon;
}

export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  { id: 'dashboard', labelKey: 'common:userMenu.dashboard', path: '/main', icon: IconLayoutDashboard },
  { id: 'my-profile', labelKey: 'common:userMenu.myProfile', path: '/my-profile', icon: IconUserCircle },
  { id: 'security', labelKey: 'common:userMenu.security', path: '/account/security', icon: IconShieldLock },
  { id: 'team', labelKey: 'common:userMenu.team', path: '/team', permission: 'VIEW_EMPLOYEES', icon: IconUsers },
  // Settings opens the settings home, which lists every settings section.
  {
    id: 'settings',
    labelKey: 'common:userMenu.settings',
    path: '/settings/{firmId}',
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
