/**
 * The portal sign-in's second step: a code from the authenticator app, a code the portal mails on request,
 * or a recovery code, as the account has them. The challenge the password answered goes with it; the answer
 * is the signed-in account.
 */
import type { PortalAccount, PortalSecondFactorMethod } from '@counsel/domain';
import { Alert, Anchor, Button, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { portalNs } from '../../locales/portal';
import { CodeInput, isSixDigits } from '../account/CodeInput';
import { secondFactorErrorMessage } from '../account/second-factor-errors';
import { PortalAuthFrame } from './PortalAuthFrame';
import { portalApi } from './portal-api';
import { portalErrorMessage } from './portal-errors';

interface Props {
  challenge: string;
  methods: PortalSecondFactorMethod[];
  onBack: () => void;
  onSignedIn: (account: PortalAccount) => void;
}

export function PortalCodeStep({ challenge, methods, onBack, onSignedIn }: Props) {
  const { t } = useTranslation(portalNs);
  const [method, setMethod] = useState<PortalSecondFactorMethod>(methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: () => portalApi.verify({ challenge, code: code.trim(), method }),
    onSuccess: (answer) => onSignedIn(answer.account),
  });
  const mail = useMutation({ mutationFn: () => portalApi.mailSignInCode(challenge) });
  const expired = verify.error instanceof ApiError && verify.error.code === 'mfa_challenge_invalid';
  const recovery = method === 'recovery_code';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setFormatError(t('mfa.required'));
    if (!recovery && !isSixDigits(code)) return setFormatError(t('mfa.codeFormat'));
    setFormatError(undefined);
    verify.mutate();
  };

  return (
    <PortalAuthFrame title={t('mfa.title')} subtitle={t(`mfa.subtitle.${method}`)}>
      <form noValidate onSubmit={submit}>
        <Stack>
          {verify.isError && (
            <Alert color="red" role="alert">
              {secondFactorErrorMessage(t, verify.error)}
            </Alert>
          )}
          {methods.length > 1 && (
            <Radio.Group
              label={t('mfa.method')}
              value={method}
              onChange={(next) => {
                setMethod(next as PortalSecondFactorMethod);
                setCode('');
                setFormatError(undefined);
                verify.reset();
              }}
            >
              <Stack gap="xs" mt="xs">
                {methods.map((one) => (
                  <Radio key={one} value={one} label={t(`mfa.methods.${one}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {method === 'email' && (
            <Stack gap="xs">
              {mail.isSuccess && (
                <Alert color="blue" role="status">
                  {t('mfa.mailSent')}
                </Alert>
              )}
              {mail.isError && (
                <Alert color="red" role="alert">
                  {portalErrorMessage(t, mail.error)}
                </Alert>
              )}
              <Button variant="default" onClick={() => mail.mutate()} loading={mail.isPending}>
                {mail.isSuccess ? t('mfa.mailAgain') : t('mfa.mail')}
              </Button>
            </Stack>
          )}
          <CodeInput
            key={method}
            label={t(`mfa.codeLabel.${method}`)}
            value={code}
            onChange={setCode}
            error={formatError}
            recovery={recovery}
            autoFocus
          />
          <Button type="submit" loading={verify.isPending} disabled={expired} fullWidth>
            {t('mfa.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" onClick={onBack}>
              {t('mfa.back')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PortalAuthFrame>
  );
}
