import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCan } from '../../lib/current-user';
import { stripLocalePrefix, useLocalePath } from '../../lib/locale';
import { PAGE_GROUPS, PAGES, type PageEntry, type PageGroup } from '../../lib/pages';
import { sectionOf } from './nav-section';

/** The sidebar, built from the page registry: only existing pages, only those the user may open. */
export function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const can = useCan();
  const toPath = useLocalePath();
  const current = stripLocalePrefix(useLocation().pathname);
  const visible = PAGES.filter((page) => can(page.permission));
  const section = sectionOf(current, PAGES);
  const isActive = (page: PageEntry) => page.id === section;

  const link = (page: PageEntry) => (
    <NavLink
      key={page.id}
      component={Link}
      to={toPath(page.path)}
      label={t(page.nameKey)}
      leftSection={<page.icon size={18} aria-hidden />}
      active={isActive(page)}
      aria-current={isActive(page) ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  const groups = [...new Set(visible.flatMap((page) => (page.group ? [page.group] : [])))] as PageGroup[];
  return (
    <Stack component="nav" aria-label={t('nav.label')} gap={2}>
      {visible.filter((page) => !page.group).map(link)}
      {groups.map((group) => {
        const children = visible.filter((page) => page.group === group);
        const { nameKey, icon: Icon } = PAGE_GROUPS[group];
        return (
          <NavLink
            key={group}
            label={t(nameKey)}
            leftSection={<Icon size={18} aria-hidden />}
            component="button"
            defaultOpened={children.some(isActive)}
            childrenOffset="md"
          >
            {children.map(link)}
          </NavLink>
        );
      })}
    </Stack>
  );
}
