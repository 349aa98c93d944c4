/**
 * /{locale}/portal: the client signs in to their portal. A client already signed in goes on to their
 * forms (or to the portal page they were sent here from, when their session had ended). Each firm's
 * portal has its own account, so a password that opens accounts at several firms is answered with the
 * firms to choose from, and the same sign-in goes again with the firm chosen. An account with a second
 * factor is answered with a challenge: the code step (PortalCodeStep) finishes the sign-in.
 */
import {
  isPortalMfaRequired,
  PORTAL_ERRORS,
  type PortalFirmChoice,
  type PortalMfaRequired,
  portalSignInBody,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiError } from '../../lib/api';
import { useLocalePath } from '../../lib/locale';
import { translatedErrorMap } from '../../lib/zod-errors';
import { portalNs } from '../../locales/portal';
import { PageLoader } from '../../ui/PageLoader';
import { PortalAuthFrame } from './PortalAuthFrame';
import { PortalCodeStep } from './PortalCodeStep';
import { portalApi } from './portal-api';
import { portalErrorMessage } from './portal-errors';
import { inLocale, PORTAL_FORMS, returnPath } from './portal-paths';
import { setPortalAccount, usePortalAccount } from './use-portal';

export default function PortalSignInPage() {
  const { t } = useTranslation(portalNs);
  const toPath = useLocalePath();
  const location = useLocation();
  const queryClient = useQueryClient();
  const account = usePortalAccount();
  const from = returnPath(location.state);
  const form = useForm({
    resolver: zodResolver(portalSignInBody, { error: translatedErrorMap(t) }),
    defaultValues: { email: '', password: '' },
  });
  const [secondStep, setSecondStep] = useState<PortalMfaRequired | null>(null);
  const signIn = useMutation({
    mutationFn: ({ email, password, lawFirmId }: { email: string; password: string; lawFirmId?: number }) =>
      portalApi.signIn(email, password, lawFirmId),
    // Once the account is known this page moves on, in the client's own language; an account with a
    // second factor asks for its code first.
    onSuccess: (answer) => {
      if (isPortalMfaRequired(answer)) setSecondStep(answer);
      else setPortalAccount(queryClient, answer.account);
    },
  });
  const { errors } = form.formState;
  const choices = firmChoices(signIn.error);
  const [chosenFirm, setChosenFirm] = useState<string | null>(null);

  if (account.data) return <Navigate to={inLocale(account.data.locale, from ?? PORTAL_FORMS)} replace />;
  if (account.isPending) return <PageLoader />;
  if (secondStep) {
    return (
      <PortalCodeStep
        challenge={secondStep.challenge}
        methods={secondStep.methods}
        onBack={() => {
          setSecondStep(null);
          signIn.reset();
          form.resetField('password');
        }}
        onSignedIn={(signedIn) => setPortalAccount(queryClient, signedIn)}
      />
    );
  }

  return (
    <PortalAuthFrame title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          // While the firms are offered, signing in again opens the one chosen.
          signIn.mutate({ ...values, lawFirmId: choices ? Number(chosenFirm ?? choices[0]!.law_firm_id) : undefined }),
        )}
      >
        <Stack>
          {from && !signIn.isError && (
            <Alert color="blue" role="status">
              {t('errors.signedOut')}
            </Alert>
          )}
          {signIn.isError && !choices && (
            <Alert color="red" role="alert">
              {portalErrorMessage(t, signIn.error)}
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
          <Anchor component={Link} to={toPath('/portal/forgot-password')} size="sm" ta="end">
            {t('signIn.forgot')}
          </Anchor>
          {choices ? (
            <FirmChooser firms={choices} value={chosenFirm} onChange={setChosenFirm} pending={signIn.isPending} />
          ) : (
            <Button type="submit" loading={signIn.isPending} fullWidth>
              {t('signIn.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </PortalAuthFrame>
  );
}

/** The firms a 409 chooseFirm answer offers; null for any other answer. */
function firmChoices(error: unknown): PortalFirmChoice[] | null {
  if (!(error instanceof ApiError) || error.code !== PORTAL_ERRORS.chooseFirm) return null;
  const firms = error.details?.firms;
  return Array.isArray(firms) && firms.length > 0 ? (firms as PortalFirmChoice[]) : null;
}

interface FirmChooserProps {
  firms: PortalFirmChoice[];
  value: string | null;
  onChange: (value: string) => void;
  pending: boolean;
}

function FirmChooser({ firms, value, onChange, pending }: FirmChooserProps) {
  const { t } = useTranslation(portalNs);
  return (
    <Stack gap="sm">
      <Alert color="blue" role="status">
        {t('signIn.chooseFirm')}
      </Alert>
      <Radio.Group label={t('signIn.firms')} value={value ?? String(firms[0]!.law_firm_id)} onChange={onChange}>
        <Stack gap="xs" mt="xs">
          {firms.map((firm) => (
            <Radio
              key={firm.law_firm_id}
              value={String(firm.law_firm_id)}
              label={<span dir="auto">{firm.firm_name}</span>}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button type="submit" loading={pending} fullWidth>
        {t('signIn.openFirm')}
      </Button>
    </Stack>
  );
}
