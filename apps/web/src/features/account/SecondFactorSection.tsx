/**
 * The security page's second sign-in step: set up an authenticator app (QR code and key, confirmed with a
 * code), see the recovery codes once, turn it off or make new recovery codes (each with a current code).
 * `enrolOnly`: a member whose firm requires a factor they do not have sees the set-up and nothing else.
 */
import type { MeResponse, TotpSetupResponse } from '@counsel/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { secondFactorNs } from '../../locales/secondFactor';
import { toast } from '../../ui/toast';
import { CodeDialog } from './CodeDialog';
import { RecoveryCodes } from './RecoveryCodes';
import { secondFactorErrorMessage } from './second-factor-errors';
import { TotpEnrolment } from './TotpEnrolment';
import {
  SECOND_FACTOR_KEY,
  useRegenerateRecoveryCodes,
  useSecondFactorStatus,
  useTotpDisable,
  useTotpSetup,
} from './use-second-factor';

type Dialog = 'disable' | 'regenerate' | null;

export function SecondFactorSection({
  enrolOnly = false,
  onEnrolled,
}: {
  enrolOnly?: boolean;
  /** After the recovery codes are saved (the enrolment-only screen moves on to the app). */
  onEnrolled?: () => void;
}) {
  const { t } = useTranslation(secondFactorNs);
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus();
  const start = useTotpSetup();
  const disable = useTotpDisable();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const closeDialog = () => {
    setDialog(null);
    disable.reset();
    regenerate.reset();
  };
  // Once the codes are saved, the app reads the session again: a member held to the enrolment is let in.
  const codesSaved = () => {
    setCodes(null);
    void queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
    // Known at once (the guard lets the app show before the session is read again).
    queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => (me ? { ...me, second_factor: { enabled: true } } : me));
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    onEnrolled?.();
  };

  const enabled = status.data?.totp_enabled ?? false;
  // Each step takes the place of the button that led to it (set up, turn on, saved, new codes, turn off), and
  // the focus went with it: it goes to the section's heading once the step shows (after a dialog has closed and
  // tried to give the focus back, as Mantine does 10 ms on), not to the page. Not when the page first shows, nor
  // away from a field the user has gone on to.
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = codes ? 'codes' : setup ? 'setup' : status.data ? (enabled ? 'enabled' : 'disabled') : null;
  const shownStage = useRef(stage);
  useEffect(() => {
    if (stage === null || dialog !== null || shownStage.current === stage) return;
    const first = shownStage.current === null;
    shownStage.current = stage;
    if (first) return;
    const timer = window.setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) heading.current?.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [stage, dialog]);
  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={codesSaved} />;
  } else if (setup) {
    body = (
      <TotpEnrolment
        setup={setup}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
        {...(enrolOnly ? {} : { onCancel: () => setSetup(null) })}
      />
    );
  } else if (status.isError) {
    body = (
      <Alert color="red" role="alert">
        {secondFactorErrorMessage(t, status.error)}
      </Alert>
    );
  } else if (enabled && !enrolOnly) {
    const left = status.data?.recovery_codes_left ?? 0;
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="teal">{t('section.enabled')}</Badge>
          <Text size="sm">{t('section.codesLeft', { count: left })}</Text>
        </Group>
        <Group>
          <Button variant="default" onClick={() => setDialog('regenerate')}>
            {t('section.regenerate')}
          </Button>
          {!status.data?.required && (
            <Button variant="default" color="red" onClick={() => setDialog('disable')}>
              {t('section.disable')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        {!enrolOnly && <Text size="sm">{t('section.disabled')}</Text>}
        {start.isError && (
          <Alert color="red" role="alert">
            {secondFactorErrorMessage(t, start.error)}
          </Alert>
        )}
        <Button
          loading={start.isPending || status.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
        >
          {t('section.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="second-factor-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="second-factor-title" ref={heading} tabIndex={-1}>
            {t('section.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('section.intro')}
          </Text>
        </div>
        {body}
      </Stack>
      <CodeDialog
        opened={dialog === 'disable'}
        title={t('disable.title')}
        text={t('disable.text')}
        submitLabel={t('disable.submit')}
        danger
        pending={disable.isPending}
        error={disable.error}
        onClose={closeDialog}
        onSubmit={(code) =>
          disable.mutate(code, {
            onSuccess: () => {
              closeDialog();
              toast.success(t('disable.done'));
            },
          })
        }
      />
      <CodeDialog
        opened={dialog === 'regenerate'}
        title={t('regenerate.title')}
        text={t('regenerate.text')}
        submitLabel={t('regenerate.submit')}
        pending={regenerate.isPending}
        error={regenerate.error}
        onClose={closeDialog}
        onSubmit={(code) =>
          regenerate.mutate(code, {
            onSuccess: (answer) => {
              closeDialog();
              setCodes(answer.recovery_codes);
            },
          })
        }
      />
    </Paper>
  );
}
