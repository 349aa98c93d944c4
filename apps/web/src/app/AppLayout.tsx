import { Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconScale } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { HeaderTimer, TimerProvider } from '../features/time/timer';
import { useLocalePath } from '../lib/locale';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { PageLoader } from '../ui/PageLoader';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/SkipLink';
import { HeaderSearch } from './shell/HeaderSearch';
import { Navigation } from './shell/Navigation';
import { UserMenu } from './shell/UserMenu';

/** The signed-in frame: header (search, timers, language, user menu), sidebar navigation, and the page. */
export function AppLayout() {
  // The timers live with the signed-in shell: the header shows them, any page's record modal uses them.
  return (
    <TimerProvider>
      <Shell />
    </TimerProvider>
  );
}

function Shell() {
  const { t } = useTranslation('common');
  const toPath = useLocalePath();
  const [navOpened, nav] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" gap="md" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={nav.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(navOpened ? 'nav.close' : 'nav.open')}
          />
          <Anchor component={Link} to={toPath('/')} aria-label={t('nav.home')} underline="never" c="navy.8">
            <Group gap={6} wrap="nowrap">
              <IconScale size={26} aria-hidden />
              <Text fw={700} fz="lg" visibleFrom="xs">
                {t('appName')}
              </Text>
            </Group>
          </Anchor>
          <Group flex={1} justify="center" wrap="nowrap">
            <HeaderSearch />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HeaderTimer />
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* The open Settings group runs past a laptop's height: the menu scrolls, so Tab's stops in it come into view. */}
      <AppShell.Navbar p="sm" style={{ overflowY: 'auto' }}>
        <Navigation onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
