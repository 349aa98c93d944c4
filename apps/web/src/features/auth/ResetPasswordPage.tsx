/**
 * /auth/reset-password?token=...: the forgot-password mail's link. The user chooses a new password
 * (twice) and is signed in; every other session of theirs ends. Open whether or not someone is signed in.
 * An account with a second factor is asked its code first.
 */

import {
  type AuthResponse,
  isMfaRequired,
  type LoginResponse,
  type MfaRequiredResponse,
  type ResetPasswordRequest,
} from '@counsel/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useLocalePath } from '../../lib/locale';
import { session } from '../../lib/session';
import { authNs } from '../../locales/auth';
import { AuthLayout } from './AuthLayout';
import { MfaCodeStep } from './MfaCodeStep';
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
  const [challenge, setChallenge] = useState<MfaRequiredResponse | null>(null);
  const signedIn = async ({ access_token, user }: AuthResponse) => {
    session.setAccessToken(access_token);
    await navigate(`/${user.locale}`, { replace: true });
  };
  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<LoginResponse>('/api/auth/reset-password', body),
    onSuccess: async (answer) => {
      // Whoever was signed in on this device is replaced by the link's account.
      queryClient.clear();
      if (isMfaRequired(answer)) {
        session.clear();
        setChallenge(answer);
      } else await signedIn(answer);
    },
  });
  const invalidToken = reset.error instanceof ApiError && reset.error.code === 'invalid_token';
  const failure = invalidToken ? t('reset.invalidToken') : reset.isError ? errorMessage(t, reset.error) : null;

  if (challenge) {
    return (
      <MfaCodeStep
        challenge={challenge.challenge}
        methods={challenge.methods}
        onBack={() => void navigate(toPath('/auth/login'), { replace: true })}
        onSignedIn={(answer) => void navigate(`/${answer.user.locale}`, { replace: true })}
      />
    );
  }

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
