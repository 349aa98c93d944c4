/**
 * The frame of the portal's signed-in pages: a small header (the client's firm, the language,
 * Sign out) and the page. Nobody signed in, or a session that ends on any call, sends the client to the
 * sign-in page, which brings them back here after; a call refused because the firm now requires a second
 * sign-in step leads to the security page. The portal speaks the account's language on first load.
 */
import type { Locale, PortalAccount } from '@counsel/domain';
import { Anchor, Box, Button, Center, Container, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconScale } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useChooseLocale, useFollowLocale } from '../../lib/follow-locale';
import { stripLocalePrefix, useLocale } from '../../lib/locale';
import { portalNs } from '../../locales/portal';
import { LanguageButtons } from '../../ui/LanguageButtons';
import { PageLoader } from '../../ui/PageLoader';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { toast } from '../../ui/toast';
import { onPortalSignedOut, portalApi } from './portal-api';
import { portalErrorMessage } from './portal-errors';
import {
  inLocale,
  PORTAL_FORMS,
  PORTAL_INVOICES,
  PORTAL_RECEIPTS,
  PORTAL_SECURITY,
  PORTAL_SIGN_IN,
  type PortalFromState,
} from './portal-paths';
import { followSecondFactorRequirement, PORTAL_ACCOUNT_KEY, setPortalAccount, usePortalAccount } from './use-portal';

function PortalHeader({ account, onSignedOut }: { account: PortalAccount; onSignedOut: () => void }) {
  const { t } = useTranslation(portalNs);
  const queryClient = useQueryClient();
  const chooseLocale = useChooseLocale();

  const saveLocale = useMutation({
    mutationFn: (next: Locale) => portalApi.updateLocale(next),
    onSuccess: (answer) => queryClient.setQueryData(PORTAL_ACCOUNT_KEY, answer.account),
    onError: (error) => toast.error(portalErrorMessage(t, error), t('header.languageFailed')),
  });
  const signOut = useMutation({
    mutationFn: () => portalApi.signOut(),
    onSuccess: onSignedOut,
    onError: (error) => toast.error(portalErrorMessage(t, error), t('header.signOutFailed')),
  });

  const choose = (next: Locale) => {
    // The account says the new language at once, so the page it moves to does not move back.
    const updated: PortalAccount = { ...account, locale: next };
    queryClient.setQueryData(PORTAL_ACCOUNT_KEY, updated);
    chooseLocale(next);
    saveLocale.mutate(next);
  };

  return (
    <Box component="header" px="md" py="sm" style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <IconScale size={24} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{t('header.title')}</Text>
            <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {account.firm_name}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <LanguageButtons label={t('language')} onChoose={choose} />
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('header.signOut')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}

/**
 * The portal's sections: the forms sent to the client, their USCIS cases, their invoices and the security
 * page; only the last while the firm requires a second sign-in step the account has not set up.
 */
function PortalNav({ securityOnly }: { securityOnly: boolean }) {
  const { t } = useTranslation(portalNs);
  const { locale } = useLocale();
  const links = [
    ...(securityOnly
      ? []
      : [
          { to: PORTAL_FORMS, label: t('nav.forms') },
          { to: PORTAL_RECEIPTS, label: t('nav.receipts') },
          { to: PORTAL_INVOICES, label: t('nav.invoices') },
        ]),
    { to: PORTAL_SECURITY, label: t('nav.security') },
  ];
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md" px="md" pt="sm" wrap="wrap">
      {links.map((link) => (
        <Anchor
          key={link.to}
          component={NavLink}
          to={inLocale(locale, link.to)}
          end
          fw={600}
          size="sm"
          style={{ textDecorationThickness: 2 }}
          underline="hover"
        >
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

export default function PortalLayout() {
  const { t } = useTranslation(portalNs);
  const { locale } = useLocale();
  const location = useLocation();
  const queryClient = useQueryClient();
  const account = usePortalAccount();
  // Signing out leads to the sign-in page as it is; a session that ended brings the client back after.
  const [signedOut, setSignedOut] = useState(false);
  useFollowLocale(account.data?.locale);

  useEffect(() => onPortalSignedOut(() => setPortalAccount(queryClient, null)), [queryClient]);
  // A call refused for want of a second step sends the client to the security page at once.
  useEffect(() => followSecondFactorRequirement(queryClient), [queryClient]);

  if (account.isPending) return <PageLoader />;
  if (account.isError) {
    return (
      <Center mih="100vh">
        <Stack align="center" role="alert">
          <Text>{portalErrorMessage(t, account.error)}</Text>
          <Button onClick={() => void account.refetch()}>{t('retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (account.data === null) {
    if (signedOut) return <Navigate to={inLocale(locale, PORTAL_SIGN_IN)} replace />;
    const from = stripLocalePrefix(location.pathname) + location.search;
    return <Navigate to={inLocale(locale, PORTAL_SIGN_IN)} replace state={{ from } satisfies PortalFromState} />;
  }
  // The firm requires a second sign-in step the account has not set up: the security page only, until it has.
  const mustEnrol = account.data.second_factor.required && !account.data.second_factor.enabled;
  if (mustEnrol && stripLocalePrefix(location.pathname) !== PORTAL_SECURITY) {
    return <Navigate to={inLocale(locale, PORTAL_SECURITY)} replace />;
  }

  return (
    <Box mih="100vh">
      <SkipLink />
      <PortalHeader
        account={account.data}
        onSignedOut={() => {
          setSignedOut(true);
          setPortalAccount(queryClient, null);
        }}
      />
      <Container size="48rem" px={0}>
        <PortalNav securityOnly={mustEnrol} />
      </Container>
      <Container component="main" id={MAIN_CONTENT_ID} size="48rem" px="md" py="lg">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
