/**
 * /{locale}/portal/security: the client's second sign-in step. An authenticator app (set up with a code,
 * with ten recovery codes shown once; turned off or its codes renewed with a current code) and codes by email
 * (turned on or off with a code mailed to the account's address). When the firm requires a second step and the
 * account has none, the portal's frame leads here and the page says why.
 */
import type { PortalSecondFactorStatus, TotpSetupResponse } from '@counsel/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portalNs } from '../../locales/portal';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { CodeDialog } from '../account/CodeDialog';
import { RecoveryCodes } from '../account/RecoveryCodes';
import { TotpEnrolmentForm } from '../account/TotpEnrolment';
import { portalApi } from './portal-api';
import { portalErrorMessage } from './portal-errors';
import { PORTAL_ACCOUNT_KEY, PORTAL_KEY } from './use-portal';

export const PORTAL_SECURITY_KEY = [...PORTAL_KEY, 'security'] as const;

type Dialog = 'totpOff' | 'regenerate' | 'emailOn' | 'emailOff' | null;

/** The state changed: the page's and the account's (whose second_factor the frame reads) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: PORTAL_SECURITY_KEY });
    await queryClient.invalidateQueries({ queryKey: PORTAL_ACCOUNT_KEY });
  };
}

function AuthenticatorSection({ status }: { status: PortalSecondFactorStatus }) {
  const { t } = useTranslation(portalNs);
  const refresh = useRefresh();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const start = useMutation({ mutationFn: () => portalApi.totpSetup(), onSuccess: setSetup });
  const confirm = useMutation({ mutationFn: (code: string) => portalApi.totpConfirm(code) });
  const disable = useMutation({
    mutationFn: (code: string) => portalApi.totpDisable(code),
    onSuccess: async () => {
      setDialog(null);
      toast.success(t('security.totp.off'));
      await refresh();
    },
  });
  const regenerate = useMutation({
    mutationFn: (code: string) => portalApi.regenerateRecoveryCodes(code),
    onSuccess: async (body) => {
      setDialog(null);
      setCodes(body.recovery_codes);
      await refresh();
    },
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="portal-totp-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="portal-totp-title">
          {t('security.totp.title')}
        </Title>
        <Text size="sm">{t('security.totp.intro')}</Text>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : setup ? (
          <TotpEnrolmentForm
            setup={setup}
            confirm={confirm}
            onCancel={() => setSetup(null)}
            onConfirmed={(recoveryCodes) => {
              setSetup(null);
              setCodes(recoveryCodes);
              void refresh();
            }}
          />
        ) : status.totp_enabled ? (
          <>
            <Text fw={600}>{t('security.totp.on')}</Text>
            <Text size="sm">{t('security.totp.codesLeft', { count: status.recovery_codes_left })}</Text>
            <Group>
              <Button variant="default" onClick={() => setDialog('regenerate')}>
                {t('security.totp.regenerate')}
              </Button>
              <Button variant="default" color="red" onClick={() => setDialog('totpOff')}>
                {t('security.turnOff')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {start.isError && (
              <Alert color="red" role="alert">
                {portalErrorMessage(t, start.error)}
              </Alert>
            )}
            <Text>{t('security.totp.offState')}</Text>
            <Group>
              <Button onClick={() => start.mutate()} loading={start.isPending}>
                {t('security.totp.start')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <CodeDialog
        opened={dialog === 'totpOff'}
        title={t('security.totp.offTitle')}
        text={t('security.totp.offText')}
        submitLabel={t('security.turnOff')}
        pending={disable.isPending}
        error={disable.error}
        danger
        onSubmit={(code) => disable.mutate(code)}
        onClose={() => {
          setDialog(null);
          disable.reset();
        }}
      />
      <CodeDialog
        opened={dialog === 'regenerate'}
        title={t('security.totp.regenerate')}
        text={t('security.totp.regenerateText')}
        submitLabel={t('security.totp.regenerate')}
        pending={regenerate.isPending}
        error={regenerate.error}
        onSubmit={(code) => regenerate.mutate(code)}
        onClose={() => {
          setDialog(null);
          regenerate.reset();
        }}
      />
    </Paper>
  );
}

function EmailSection({ status }: { status: PortalSecondFactorStatus }) {
  const { t } = useTranslation(portalNs);
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Dialog>(null);
  const mail = useMutation({
    mutationFn: () => portalApi.mailSettingsCode(),
    onSuccess: () => setDialog(status.email_enabled ? 'emailOff' : 'emailOn'),
  });
  const change = useMutation({
    mutationFn: (code: string) => portalApi.setEmailCodes(!status.email_enabled, code),
    onSuccess: async () => {
      setDialog(null);
      toast.success(t(status.email_enabled ? 'security.email.turnedOff' : 'security.email.turnedOn'));
      await refresh();
    },
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="portal-email-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="portal-email-title">
          {t('security.email.title')}
        </Title>
        <Text size="sm">{t('security.email.intro')}</Text>
        <Text fw={status.email_enabled ? 600 : undefined}>
          {t(status.email_enabled ? 'security.email.on' : 'security.email.offState')}
        </Text>
        {mail.isError && (
          <Alert color="red" role="alert">
            {portalErrorMessage(t, mail.error)}
          </Alert>
        )}
        <Group>
          <Button
            variant={status.email_enabled ? 'default' : 'filled'}
            color={status.email_enabled ? 'red' : undefined}
            loading={mail.isPending}
            onClick={() => mail.mutate()}
          >
            {t(status.email_enabled ? 'security.turnOff' : 'security.email.turnOn')}
          </Button>
        </Group>
      </Stack>
      <CodeDialog
        opened={dialog !== null}
        title={t(dialog === 'emailOff' ? 'security.email.offTitle' : 'security.email.onTitle')}
        text={t('security.email.codeText')}
        codeLabel={t('mfa.codeLabel.email')}
        submitLabel={t(dialog === 'emailOff' ? 'security.turnOff' : 'security.email.turnOn')}
        pending={change.isPending}
        error={change.error}
        danger={dialog === 'emailOff'}
        onSubmit={(code) => change.mutate(code)}
        onClose={() => {
          setDialog(null);
          change.reset();
        }}
      />
    </Paper>
  );
}

export default function PortalSecurityPage() {
  const { t } = useTranslation(portalNs);
  const status = useQuery({ queryKey: PORTAL_SECURITY_KEY, queryFn: ({ signal }) => portalApi.security(signal) });

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('security.title')}
      </Title>
      <Text>{t('security.intro')}</Text>
      {status.isPending && <PageLoader />}
      {status.isError && (
        <Alert color="red" role="alert">
          {portalErrorMessage(t, status.error)}
        </Alert>
      )}
      {status.data && (
        <>
          {status.data.required && !status.data.totp_enabled && !status.data.email_enabled && (
            <Alert color="orange" role="alert" title={t('security.required.title')}>
              {t('security.required.text')}
            </Alert>
          )}
          <AuthenticatorSection status={status.data} />
          <EmailSection status={status.data} />
        </>
      )}
    </Stack>
  );
}
