import { Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan, useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { useLogout } from '../../lib/logout';
import { Avatar } from '../../ui/Avatar';
import { USER_MENU_ENTRIES, type UserMenuEntry } from './user-menu-entries';

export function UserMenu({ entries = USER_MENU_ENTRIES }: { entries?: readonly UserMenuEntry[] }) {
  const { t } = useTranslation('common');
  const { user, law_firm } = useMe();
  const can = useCan();
  const toPath = useLocalePath();
  const logout = useLogout();

  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        {/* Named by the person's name; the initials are only the picture of it (speech input says the name). */}
        <UnstyledButton style={{ borderRadius: '50%' }}>
          <Avatar name={user.full_name} image={user.image} aria-hidden />
          <VisuallyHidden>{user.full_name}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.full_name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {law_firm.name}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {entries
          .filter((entry) => can(entry.permission))
          .map((entry) => (
            <Menu.Item
              key={entry.id}
              component={Link}
              to={toPath(entry.path.replace('{firmId}', String(law_firm.id)))}
              leftSection={<entry.icon size={16} aria-hidden />}
            >
              {t(entry.labelKey)}
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
