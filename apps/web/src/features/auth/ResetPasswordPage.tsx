/**
 * /auth/reset-password?token=...: the forgot-password mail's link. The user chooses a new password
 * (twice) and is signed in; every other session of theirs ends. Open whether or not someone is signed in.
 */

import { type AuthResponse, PASSWORD_MIN_LENGTH, passwordSchema, type ResetPasswordRequest } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useLocalePath } from '../../lib/locale';
import { session } from '../../lib/session';
import { translatedErrorMap } from '../../lib/zod-errors';
import { authNs } from '../../locales/auth';
import { AuthLayout } from './AuthLayout';

const schema = z
  .object({ password: passwordSchema, confirm: z.string().min(1) })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

function errorMapFor(t: TFunction) {
  const base = translatedErrorMap(t);
  return ((issue: Parameters<typeof base>[0]) =>
    issue.code === 'custom' ? t('auth:reset.mismatch') : base(issue)) as typeof base;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation(authNs);
  const toPath = useLocalePath();
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(schema, { error: errorMapFor(t) }),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<AuthResponse>('/api/auth/reset-password', body),
    onSuccess: async ({ access_token, user }) => {
      // Whoever was signed in on this device is replaced by the link's account.
      queryClient.clear();
      session.setAccessToken(access_token);
      await navigate(`/${user.locale}`, { replace: true });
    },
  });
  const { errors } = form.formState;
  const invalidToken = reset.error instanceof ApiError && reset.error.code === 'invalid_token';
  const failure = invalidToken ? t('reset.invalidToken') : reset.isError ? errorMessage(t, reset.error) : null;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {token === '' ? (
        <Alert color="red" role="alert">
          {t('reset.missingToken')}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}>
          <Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <PasswordInput
              label={t('reset.password')}
              description={t('reset.hint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              label={t('reset.confirm')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              error={errors.confirm?.message}
              {...form.register('confirm')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {(token === '' || invalidToken) && (
        <Text size="sm" ta="center" mt="md">
          <Anchor component={Link} to={toPath('/auth/forgot-password')}>
            {t('reset.askAgain')}
          </Anchor>
        </Text>
      )}
    </AuthLayout>
  );
}
