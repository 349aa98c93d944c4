/**
 * /auth/reset-password?token=...: the forgot-password mail's link. The user chooses a new password
 * (twice) and is signed in; every other session of theirs ends. Open whether or not someone is signed in.
 */

import type { AuthResponse, ResetPasswordRequest } from '@counsel/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useLocalePath } from '../../lib/locale';
import { session } from '../../lib/session';
import { authNs } from '../../locales/auth';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm, type NewPasswordWords } from './NewPasswordForm';

const WORDS: NewPasswordWords = {
  password: 'auth:reset.password',
  confirm: 'auth:reset.confirm',
  hint: 'auth:reset.hint',
  mismatch: 'auth:reset.mismatch',
  submit: 'auth:reset.submit',
};
export default function ResetPasswordPage() {
  const { t } = useTranslation(authNs);
  const toPath = useLocalePath();
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<AuthResponse>('/api/auth/reset-password', body),
    onSuccess: async ({ access_token, user }) => {
      // Whoever was signed in on this device is replaced by the link's account.
      queryClient.clear();
      session.setAccessToken(access_token);
      await navigate(`/${user.locale}`, { replace: true });
    },
  });
  const invalidToken = reset.error instanceof ApiError && reset.error.code === 'invalid_token';
  const failure = invalidToken ? t('reset.invalidToken') : reset.isError ? errorMessage(t, reset.error) : null;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {token === '' ? (
        <Alert color="red" role="alert">
          {t('reset.missingToken')}
        </Alert>
      ) : (
        <NewPasswordForm
          words={WORDS}
          pending={reset.isPending}
          failure={failure}
          onSubmit={(password) => reset.mutate({ token, password })}
        />
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
