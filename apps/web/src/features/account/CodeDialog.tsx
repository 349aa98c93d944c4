import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorNs } from '../../locales/secondFactor';
import { CodeInput, isSixDigits } from './CodeInput';
import { secondFactorErrorMessage } from './second-factor-errors';

interface CodeDialogProps {
  opened: boolean;
  title: string;
  text: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  /** The field's label when the code is not the authenticator's (a mailed one). */
  codeLabel?: string;
  onSubmit: (code: string) => void;
  onClose: () => void;
}

/** Asks a current authenticator code before a change to the second factor (turn off, new recovery codes). */
export function CodeDialog({
  opened,
  title,
  text,
  submitLabel,
  pending,
  error,
  danger,
  codeLabel,
  onSubmit,
  onClose,
}: CodeDialogProps) {
  const { t } = useTranslation(secondFactorNs);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const close = () => {
    setCode('');
    setFormatError(undefined);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={!pending} closeOnEscape={!pending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSixDigits(code)) return setFormatError(t('errors.codeFormat'));
          setFormatError(undefined);
          onSubmit(code.replace(/\s+/g, ''));
        }}
      >
        <Stack>
          <Text size="sm">{text}</Text>
          {error != null && (
            <Alert color="red" role="alert">
              {secondFactorErrorMessage(t, error)}
            </Alert>
          )}
          <CodeInput
            label={codeLabel ?? t('login.code')}
            value={code}
            onChange={setCode}
            error={formatError}
            autoFocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('enrol.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
