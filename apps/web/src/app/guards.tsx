/** Route guards: app pages need a session, auth pages are for people without one. */
import { Button, Center, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage } from '../lib/api-errors';
import { useMeQuery } from '../lib/current-user';
import { joinPath, loginPath, stripLocalePrefix, useLocale } from '../lib/locale';
import { useAccessToken } from '../lib/session';
import { PageLoader } from '../ui/PageLoader';

/** Shown instead of the app while the user has not accepted the terms in force; most users never load it. */
const TermsDialog = lazy(() => import('../features/terms/TermsDialog'));
/** Shown instead of the app while the firm requires a second factor the user has not set up. */
const SecondFactorRequired = lazy(() => import('../features/account/SecondFactorRequired'));
const SECURITY_PATH = '/account/security';

interface FromState {
  from?: string;
}

export function RequireAuth() {
  const token = useAccessToken();
  const { locale } = useLocale();
  const location = useLocation();
  const me = useMeQuery();
  const { t } = useTranslation('common');

  if (token === null) {
    const from = stripLocalePrefix(location.pathname) + location.search;
    return <Navigate to={loginPath(locale)} replace state={{ from } satisfies FromState} />;
  }
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <Center mih="100vh">
        <Stack align="center" role="alert">
          <Text>{errorMessage(t, me.error)}</Text>
          <Button onClick={() => void me.refetch()}>{t('actions.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (me.data.terms.accepted_at === null) {
    return (
      <Suspense fallback={<PageLoader />}>
        <TermsDialog />
      </Suspense>
    );
  }
  if (me.data.law_firm.require_second_factor && !me.data.second_factor.enabled) {
    // The security page's address, with the enrolment alone on it.
    if (stripLocalePrefix(location.pathname) !== SECURITY_PATH) {
      return <Navigate to={joinPath(`/${locale}`, SECURITY_PATH)} replace />;
    }
    return (
      <Suspense fallback={<PageLoader />}>
        <SecondFactorRequired />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Sign-in and sign-up. Once the user is known, go to where they were headed, in their remembered language. */
export function GuestOnly() {
  const token = useAccessToken();
  const me = useMeQuery();
  const location = useLocation();
  if (token !== null && me.data) {
    const from = (location.state as FromState | null)?.from ?? '/';
    return <Navigate to={joinPath(`/${me.data.user.locale}`, from)} replace />;
  }
  if (token !== null && me.isPending) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
