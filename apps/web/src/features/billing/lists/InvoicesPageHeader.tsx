import { Anchor, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directionOf, useLocale, useLocalePath } from '../../../lib/locale';
import { invoicesNs } from '../../../locales/invoices';

interface InvoicesPageHeaderProps {
  /** Names in it are wrapped in <bdi> by the caller. */
  title: ReactNode;
  description: string;
  /** An app path (no locale prefix) and its text, shown above the title. */
  back?: { to: string; label: string };
  /**
   * The "Create invoice" action: a handler (the chooser), or the create paths of both kinds, offered as a
   * menu of Bill and Trust; absent when the user may not create.
   */
  create?: { onClick: () => void } | { bill: string; trust: string };
  /** More actions beside "Create invoice" (a client's page records payments there). */
  actions?: ReactNode;
}

export function InvoicesPageHeader({ title, description, back, create, actions }: InvoicesPageHeaderProps) {
  const { t } = useTranslation(invoicesNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;
  const icon = <IconPlus size={16} aria-hidden />;

  return (
    <Stack gap="sm">
      {back && (
        <Anchor component={Link} to={toPath(back.to)} size="sm">
          <Group gap={4} component="span">
            <BackIcon size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
        </div>
        <Group gap="xs" align="flex-start">
          {actions}
          {create &&
            ('bill' in create ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button leftSection={icon} rightSection={<IconChevronDown size={14} aria-hidden />}>
                    {t('create')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={Link} to={toPath(create.bill)}>
                    {t('createBill')}
                  </Menu.Item>
                  <Menu.Item component={Link} to={toPath(create.trust)}>
                    {t('createTrust')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : (
              <Button onClick={create.onClick} leftSection={icon}>
                {t('create')}
              </Button>
            ))}
        </Group>
      </Group>
    </Stack>
  );
}
