/**
 * /auth/forgot-password: asks for a reset link by mail. The answer is the same whether or not an
 * account uses the address, so the page says what happens if one does.
 */

import { type ForgotPasswordRequest, type ForgotPasswordResponse, forgotPasswordRequest } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useLocalePath } from '../../lib/locale';
import { translatedErrorMap } from '../../lib/zod-errors';
import { authNs } from '../../locales/auth';
import { AuthLayout } from './AuthLayout';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(authNs);
  const toPath = useLocalePath();
  const form = useForm({
    resolver: zodResolver(forgotPasswordRequest, { error: translatedErrorMap(t) }),
    defaultValues: { email: '' },
  });
  const ask = useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api.post<ForgotPasswordResponse>('/api/auth/forgot-password', body),
  });
  const { errors } = form.formState;
  const failure =
    ask.error instanceof ApiError && ask.error.status === 429
      ? t('errors.too_many_reset_requests')
      : ask.isError
        ? errorMessage(t, ask.error)
        : null;

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {ask.isSuccess ? (
        <Alert color="teal">{t('forgot.sent')}</Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => ask.mutate(values))}>
          <Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
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
        <Anchor component={Link} to={toPath('/auth/login')}>
          {t('forgot.toLogin')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
