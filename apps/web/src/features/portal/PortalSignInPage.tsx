/**
 * /{locale}/portal: the client signs in to their portal. A client already signed in goes on to their
 * forms (or to the portal page they were sent here from, when their session had ended).
 */
import { portalSignInBody } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { translatedErrorMap } from '../../lib/zod-errors';
import { portalNs } from '../../locales/portal';
import { PageLoader } from '../../ui/PageLoader';
import { PortalAuthFrame } from './PortalAuthFrame';
import { portalApi } from './portal-api';
import { portalErrorMessage } from './portal-errors';
import { inLocale, PORTAL_FORMS, returnPath } from './portal-paths';
import { setPortalAccount, usePortalAccount } from './use-portal';

export default function PortalSignInPage() {
  const { t } = useTranslation(portalNs);
  const toPath = useLocalePath();
  const location = useLocation();
  const queryClient = useQueryClient();
  const account = usePortalAccount();
  const from = returnPath(location.state);
  const form = useForm({
    resolver: zodResolver(portalSignInBody, { error: translatedErrorMap(t) }),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => portalApi.signIn(email, password),
    // Once the account is known this page moves on, in the client's own language.
    onSuccess: (answer) => setPortalAccount(queryClient, answer.account),
  });
  const { errors } = form.formState;

  if (account.data) return <Navigate to={inLocale(account.data.locale, from ?? PORTAL_FORMS)} replace />;
  if (account.isPending) return <PageLoader />;

  return (
    <PortalAuthFrame title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
        <Stack>
          {from && !signIn.isError && (
            <Alert color="blue" role="status">
              {t('errors.signedOut')}
            </Alert>
          )}
          {signIn.isError && (
            <Alert color="red" role="alert">
              {portalErrorMessage(t, signIn.error)}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Anchor component={Link} to={toPath('/portal/forgot-password')} size="sm" ta="end">
            {t('signIn.forgot')}
          </Anchor>
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </PortalAuthFrame>
  );
}
