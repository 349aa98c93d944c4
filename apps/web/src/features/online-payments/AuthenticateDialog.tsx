/**
 * The sandbox's 3-D Secure: where Stripe.js would open the bank's check, the client chooses how it ends. Closing
 * the dialog fails it, as closing the bank's window does.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { onlinePaymentsNs } from '../../locales/onlinePayments';

interface AuthenticateDialogProps {
  /** The amount the card is charged, formatted. */
  amount: string;
  busy: boolean;
  onComplete: () => void;
  onFail: () => void;
}

export function AuthenticateDialog({ amount, busy, onComplete, onFail }: AuthenticateDialogProps) {
  const { t } = useTranslation(onlinePaymentsNs);
  return (
    <Modal
      opened
      onClose={() => !busy && onFail()}
      title={t('authenticate.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        <Text>{t('authenticate.text', { amount })}</Text>
        <Text size="sm" c="dimmed">
          {t('authenticate.sandboxNote')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onFail} disabled={busy}>
            {t('authenticate.fail')}
          </Button>
          <Button onClick={onComplete} loading={busy} data-autofocus>
            {t('authenticate.complete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
