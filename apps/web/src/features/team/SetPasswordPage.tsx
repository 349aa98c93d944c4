/**
 * /auth/set-password?token=...: the invitation link. The new employee chooses a password (twice) and is
 * signed in. Open to anyone holding the link, signed in or not: the link's account replaces any session.
 */

import type { AuthResponse, SetPasswordRequest } from '@counsel/domain';
import { Alert } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { session } from '../../lib/session';
import { teamNs } from '../../locales/team';
import { AuthLayout } from '../auth/AuthLayout';
import { NewPasswordForm, type NewPasswordWords } from '../auth/NewPasswordForm';

const WORDS: NewPasswordWords = {
  password: 'team:setPassword.password',
  confirm: 'team:setPassword.confirm',
  hint: 'team:password.hint',
  mismatch: 'team:password.mismatch',
  submit: 'team:setPassword.submit',
};
export default function SetPasswordPage() {
  const { t } = useTranslation(teamNs);
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setPassword = useMutation({
    mutationFn: (body: SetPasswordRequest) => api.post<AuthResponse>('/api/auth/set-password', body),
    onSuccess: async ({ access_token, user }) => {
      // Whoever was signed in on this device is replaced by the invited employee.
      queryClient.clear();
      session.setAccessToken(access_token);
      await navigate(`/${user.locale}`, { replace: true });
    },
  });
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
        <NewPasswordForm
          words={WORDS}
          pending={setPassword.isPending}
          failure={failure}
          onSubmit={(password) => setPassword.mutate({ token, password })}
        />
      )}
    </AuthLayout>
  );
}
