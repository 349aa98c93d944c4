/**
 * The sign-in's second step: the code from the authenticator app, a recovery code, or a passkey (the ways the
 * password step named). The challenge the password step answered goes with it; the answer is the session a
 * plain sign-in would have started.
 */
import {
  type AuthResponse,
  type MfaVerifyRequest,
  SECOND_FACTOR_ERROR_CODES,
  type SecondFactorMethod,
} from '@counsel/domain';
import { Alert, Anchor, Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { session } from '../../lib/session';
import { secondFactorNs } from '../../locales/secondFactor';
import { AuthLayout } from './AuthLayout';
import { PasskeyButton } from './PasskeyButton';

const CODES: readonly string[] = [...SECOND_FACTOR_ERROR_CODES, 'too_many_requests'];

export function MfaCodeStep({
  challenge,
  methods = ['totp', 'recovery_code'],
  onBack,
  onSignedIn,
}: {
  challenge: string;
  /** The ways the user has: an authenticator app (and its recovery codes), passkeys. */
  methods?: readonly SecondFactorMethod[];
  onBack: () => void;
  /** After the session is set (a page outside the sign-in guard moves on itself). */
  onSignedIn?: (answer: AuthResponse) => void;
}) {
  const { t } = useTranslation(secondFactorNs);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: (body: MfaVerifyRequest) => api.post<AuthResponse>('/api/auth/mfa/verify', body),
    onSuccess: (answer) => {
      session.setAccessToken(answer.access_token);
      onSignedIn?.(answer);
    },
  });
  const expired = verify.error instanceof ApiError && verify.error.code === 'mfa_challenge_invalid';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setFormatError(t('errors.required'));
    if (!recovery && !/^\d{6}$/.test(typed.replace(/\s+/g, ''))) return setFormatError(t('errors.codeFormat'));
    setFormatError(undefined);
    verify.mutate({ challenge, code: typed });
  };

  const codes = methods.includes('totp');
  const passkey = methods.includes('passkey') && (
    <PasskeyButton challenge={challenge} label={t('login.usePasskey')} onSignedIn={onSignedIn} />
  );
  const back = (
    <Text size="sm" ta="center">
      <Anchor component="button" type="button" onClick={onBack}>
        {t('login.back')}
      </Anchor>
    </Text>
  );
  if (!codes) {
    return (
      <AuthLayout title={t('login.title')} subtitle={t('login.passkeySubtitle')}>
        <Stack>
          {passkey}
          {back}
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.title')} subtitle={t(recovery ? 'login.recoverySubtitle' : 'login.subtitle')}>
      <Stack>
        <form noValidate onSubmit={submit}>
          <Stack>
            {verify.isError && (
              <Alert color="red" role="alert">
                {verify.error instanceof ApiError && CODES.includes(verify.error.code)
                  ? t(`errors.${verify.error.code}`)
                  : errorMessage(t, verify.error)}
              </Alert>
            )}
            <TextInput
              key={recovery ? 'recovery' : 'totp'}
              label={t(recovery ? 'login.recoveryCode' : 'login.code')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={formatError}
              required
              autoFocus
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              maxLength={recovery ? 20 : 6}
              spellCheck={false}
              dir="ltr"
            />
            <Switch
              label={t('login.useRecovery')}
              checked={recovery}
              onChange={(event) => {
                setRecovery(event.currentTarget.checked);
                setCode('');
                setFormatError(undefined);
              }}
            />
            <Button type="submit" loading={verify.isPending} disabled={expired} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        {passkey}
        {back}
      </Stack>
    </AuthLayout>
  );
}
