import {
  isMfaRequired,
  type LoginRequest,
  type LoginResponse,
  loginRequest,
  type MfaRequiredResponse,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { useLocalePath } from '../../lib/locale';
import { session } from '../../lib/session';
import { translatedErrorMap } from '../../lib/zod-errors';
import { authNs } from '../../locales/auth';
import { secondFactorNs } from '../../locales/secondFactor';
import { AuthLayout } from './AuthLayout';
import { authErrorMessage } from './auth-errors';
import { MfaCodeStep } from './MfaCodeStep';
import { PasskeyButton } from './PasskeyButton';

export default function LoginPage() {
  const { t } = useTranslation(authNs);
  const { t: tFactor } = useTranslation(secondFactorNs);
  const toPath = useLocalePath();
  const form = useForm({
    resolver: zodResolver(loginRequest, { error: translatedErrorMap(t) }),
    defaultValues: { email: '', password: '' },
  });
  // An account with a second factor: the password's answer is a challenge for the code step.
  const [challenge, setChallenge] = useState<MfaRequiredResponse | null>(null);
  const login = useMutation({
    mutationFn: (body: LoginRequest) => api.post<LoginResponse>('/api/auth/login', body),
    // The guard on this route sees the session and moves on to the app in the user's remembered language.
    onSuccess: (answer) => {
      if (isMfaRequired(answer)) setChallenge(answer);
      else session.setAccessToken(answer.access_token);
    },
  });
  const { errors } = form.formState;

  if (challenge) {
    return (
      <MfaCodeStep
        challenge={challenge.challenge}
        methods={challenge.methods}
        onBack={() => {
          setChallenge(null);
          login.reset();
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <Stack>
          {login.isError && (
            <Alert color="red" role="alert">
              {authErrorMessage(t, login.error)}
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
          <Anchor component={Link} to={toPath('/auth/forgot-password')} size="sm" ta="end">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          <Divider label={tFactor('login.or')} labelPosition="center" />
          <PasskeyButton label={tFactor('login.signInWithPasskey')} />
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={toPath('/auth/register')}>
              {t('login.toRegister')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
