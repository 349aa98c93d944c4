/**
 * /auth/set-password?token=...: the invitation link. The new employee chooses a password (twice) and is
 * signed in. Open to anyone holding the link, signed in or not: the link's account replaces any session.
 */

import { type AuthResponse, PASSWORD_MIN_LENGTH, passwordSchema, type SetPasswordRequest } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { session } from '../../lib/session';
import { translatedErrorMap } from '../../lib/zod-errors';
import { teamNs } from '../../locales/team';
import { AuthLayout } from '../auth/AuthLayout';

const schema = z
  .object({ password: passwordSchema, confirm: z.string().min(1) })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

function errorMapFor(t: TFunction) {
  const base = translatedErrorMap(t);
  return ((issue: Parameters<typeof base>[0]) =>
    issue.code === 'custom' ? t('team:password.mismatch') : base(issue)) as typeof base;
}

export default function SetPasswordPage() {
  const { t } = useTranslation(teamNs);
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(schema, { error: errorMapFor(t) }),
    defaultValues: { password: '', confirm: '' },
  });
  const setPassword = useMutation({
    mutationFn: (body: SetPasswordRequest) => api.post<AuthResponse>('/api/auth/set-password', body),
    onSuccess: async ({ access_token, user }) => {
      // Whoever was signed in on this device is replaced by the invited employee.
      queryClient.clear();
      session.setAccessToken(access_token);
      await navigate(`/${user.locale}`, { replace: true });
    },
  });
  const { errors } = form.formState;
  const failure =
    setPassword.error instanceof ApiError && setPassword.error.code === 'invalid_token'
      ? t('errors.invalid_token')
      : setPassword.isError
        ? errorMessage(t, setPassword.error)
        : null;

  return (
    <AuthLayout title={t('setPassword.title')} subtitle={t('setPassword.subtitle')}>
      {token === '' ? (
        <Alert color="red" role="alert">
          {t('setPassword.missingToken')}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(({ password }) => setPassword.mutate({ token, password }))}>
          <Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <PasswordInput
              label={t('setPassword.password')}
              description={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              label={t('setPassword.confirm')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
              error={errors.confirm?.message}
              {...form.register('confirm')}
            />
            <Button type="submit" loading={setPassword.isPending} fullWidth>
              {t('setPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
