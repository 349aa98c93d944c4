import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorNs } from '../../locales/secondFactor';
import { secondFactorErrorMessage } from './second-factor-errors';

/**
 * A dialog of the security page that asks one thing (a current code, a passkey's name): its sentence, the
 * refusal of the last try, the field, Cancel and the submit button. It cannot be dismissed while it runs.
 */
/** What a dialog that asks one thing takes from its caller: all but its field, its submit and its close. */
export interface FormDialogProps {
  opened: boolean;
  title: string;
  text?: string | undefined;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  danger?: boolean | undefined;
}

export function FormDialog({
  opened,
  title,
  text,
  submitLabel,
  pending,
  error,
  danger,
  onSubmit,
  onClose,
  children,
}: FormDialogProps & {
  /** The submit, the browser's own handling already prevented. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(secondFactorNs);
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={!pending} closeOnEscape={!pending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          {text && <Text size="sm">{text}</Text>}
          {error != null && (
            <Alert color="red" role="alert">
              {secondFactorErrorMessage(t, error)}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
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
