/**
 * /{locale}/portal/forgot-password: a client asks for a link to set a new password. The answer is the
 * same whether or not a portal account has the address, so the page says what happens if one does.
 */
import { emailSchema } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useLocale, useLocalePath } from '../../lib/locale';
import { translatedErrorMap } from '../../lib/zod-errors';
import { portalNs } from '../../locales/portal';
import { PortalAuthFrame } from './PortalAuthFrame';
import { portalApi } from './portal-api';
import { portalErrorMessage } from './portal-errors';
import { PORTAL_SIGN_IN } from './portal-paths';

const schema = z.object({ email: emailSchema });

export default function PortalForgotPasswordPage() {
  const { t } = useTranslation(portalNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const form = useForm({
    resolver: zodResolver(schema, { error: translatedErrorMap(t) }),
    defaultValues: { email: '' },
  });
  // The mail goes out in the language the client reads this page in.
  const ask = useMutation({ mutationFn: (email: string) => portalApi.forgotPassword(email, locale) });
  const { errors } = form.formState;

  return (
    <PortalAuthFrame title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {ask.isSuccess ? (
        <Alert color="teal" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(({ email }) => ask.mutate(email))}>
          <Stack>
            {ask.isError && (
              <Alert color="red" role="alert">
                {portalErrorMessage(t, ask.error)}
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
            <Button type="submit" loading={ask.isPending} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to={toPath(PORTAL_SIGN_IN)}>
          {t('forgot.toSignIn')}
        </Anchor>
      </Text>
    </PortalAuthFrame>
  );
}
