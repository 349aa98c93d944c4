import type { RecoveryCodesResponse, TotpSetupResponse } from '@counsel/domain';
import { Alert, Button, Code, Group, Image, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorNs } from '../../locales/secondFactor';
import { CodeInput, isSixDigits } from './CodeInput';
import { secondFactorErrorMessage } from './second-factor-errors';
import { useTotpConfirm } from './use-second-factor';

/** The otpauth address as an SVG QR code, made in the browser (the secret never leaves the page). */
function useQrCode(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return src;
}

interface EnrolmentProps {
  setup: TotpSetupResponse;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel?: () => void;
}

/** The call that confirms the new secret with its first code (the staff's or a portal client's). */
export type TotpConfirmation = UseMutationResult<RecoveryCodesResponse, Error, string>;

/** The staff member's own enrolment (POST /auth/mfa/totp/confirm). */
export function TotpEnrolment(props: EnrolmentProps) {
  return <TotpEnrolmentForm {...props} confirm={useTotpConfirm()} />;
}

/** Scan (or type) the new secret, then confirm it with the app's first code; answers the recovery codes. */
export function TotpEnrolmentForm({
  setup,
  onConfirmed,
  onCancel,
  confirm,
}: EnrolmentProps & { confirm: TotpConfirmation }) {
  const { t } = useTranslation(secondFactorNs);
  const qr = useQrCode(setup.otpauth_url);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isSixDigits(code)) {
      setFormatError(t('errors.codeFormat'));
      return;
    }
    setFormatError(undefined);
    confirm.mutate(code.replace(/\s+/g, ''), { onSuccess: (body) => onConfirmed(body.recovery_codes) });
  };

  return (
    <Stack gap="sm">
      <Text>{t('enrol.scan')}</Text>
      {qr && <Image src={qr} alt={t('enrol.qrAlt')} w={200} h={200} fit="contain" bg="white" />}
      <Text size="sm">{t('enrol.manual')}</Text>
      <Group gap="xs">
        <Code fz="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {setup.secret}
        </Code>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            void navigator.clipboard?.writeText(setup.secret);
            setCopied(true);
          }}
        >
          {copied ? t('enrol.copied') : t('enrol.copyKey')}
        </Button>
      </Group>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text>{t('enrol.confirm')}</Text>
          {confirm.isError && (
            <Alert color="red" role="alert">
              {secondFactorErrorMessage(t, confirm.error)}
            </Alert>
          )}
          <CodeInput label={t('login.code')} value={code} onChange={setCode} error={formatError} />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              {t('enrol.submit')}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
                {t('enrol.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
