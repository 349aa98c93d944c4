/**
 * /{locale}/portal/set-password/:token: the mailed link of an invitation or of a forgotten password.
 * The page first asks what the link is for (the inviting firm, the address) or why it cannot be used,
 * then takes the new password twice; the answer signs the client in and opens their forms (for an account
 * with a second factor, once its code is given).
 */
import { isPortalMfaRequired, type PortalAccount, type PortalMfaRequired } from '@counsel/domain';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useFollowLocale } from '../../lib/follow-locale';
import { useLocalePath } from '../../lib/locale';
import { portalNs } from '../../locales/portal';
import { PageLoader } from '../../ui/PageLoader';
import { NewPasswordForm, type NewPasswordWords } from '../auth/NewPasswordForm';
import { PortalAuthFrame } from './PortalAuthFrame';
import { PortalCodeStep } from './PortalCodeStep';
import { type PortalTokenInfo, portalApi } from './portal-api';
import { portalErrorMessage, tokenProblem } from './portal-errors';
import { inLocale, PORTAL_FORMS, PORTAL_SIGN_IN } from './portal-paths';
import { setPortalAccount } from './use-portal';

const WORDS: NewPasswordWords = {
  password: 'portal:setPassword.password',
  confirm: 'portal:setPassword.confirm',
  hint: 'portal:setPassword.hint',
  mismatch: 'portal:setPassword.mismatch',
  submit: 'portal:setPassword.submit',
};

function LinkIntro({ info }: { info: PortalTokenInfo }) {
  const { t } = useTranslation(portalNs);
  return (
    <Text>
      {info.purpose === 'invite'
        ? t('setPassword.invite', { firm: info.firm_name, email: info.email })
        : t('setPassword.reset', { firm: info.firm_name, email: info.email })}
    </Text>
  );
}

export default function PortalSetPasswordPage() {
  const { t } = useTranslation(portalNs);
  const { token = '' } = useParams();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['portal-token', token],
    queryFn: ({ signal }) => portalApi.tokenInfo(token, signal),
    retry: false,
  });
  useFollowLocale(info.data?.token.locale);
  const signedIn = async (account: PortalAccount) => {
    setPortalAccount(queryClient, account);
    await navigate(inLocale(account.locale, PORTAL_FORMS), { replace: true });
  };
  // An account with a second factor: the new password is set, and its code opens the portal.
  const [secondStep, setSecondStep] = useState<PortalMfaRequired | null>(null);
  const setPassword = useMutation({
    mutationFn: (password: string) => portalApi.setPassword(token, password),
    onSuccess: async (answer) => {
      if (isPortalMfaRequired(answer)) setSecondStep(answer);
      else await signedIn(answer.account);
    },
  });
  const invite = info.data?.token.purpose === 'invite';

  if (secondStep) {
    return (
      <PortalCodeStep
        challenge={secondStep.challenge}
        methods={secondStep.methods}
        onBack={() => void navigate(toPath(PORTAL_SIGN_IN), { replace: true })}
        onSignedIn={(account) => void signedIn(account)}
      />
    );
  }

  return (
    <PortalAuthFrame
      title={invite ? t('setPassword.inviteTitle') : t('setPassword.title')}
      subtitle={t('setPassword.subtitle')}
    >
      {info.isPending && <PageLoader />}
      {info.isError && (
        <Stack>
          <Alert color="orange" role="alert">
            {t(`errors.${tokenProblem(info.error)}`)}
          </Alert>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={toPath(PORTAL_SIGN_IN)} size="sm">
              {t('forgot.toSignIn')}
            </Anchor>
            <Anchor component={Link} to={toPath('/portal/forgot-password')} size="sm">
              {t('signIn.forgot')}
            </Anchor>
          </Group>
        </Stack>
      )}
      {info.data && (
        <Stack>
          <LinkIntro info={info.data.token} />
          <NewPasswordForm
            words={WORDS}
            pending={setPassword.isPending}
            failure={setPassword.isError ? portalErrorMessage(t, setPassword.error) : null}
            onSubmit={(password) => setPassword.mutate(password)}
          />
        </Stack>
      )}
    </PortalAuthFrame>
  );
}
