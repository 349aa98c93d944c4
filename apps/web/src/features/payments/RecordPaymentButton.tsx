/**
 * "Record payment" with its modal. Needs RECORD_PAYMENT and the plan's FULL_ACCESS (billing.md §6):
 * without them the button stays visible, disabled, and says why.
 */

import type { RecordPaymentResponse } from '@counsel/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentsNs } from '../../locales/payments';
import type { PaymentInvoice } from './payment-form';
import { RecordPaymentModal } from './RecordPaymentModal';
import { usePaymentAccess } from './use-payments-api';

interface RecordPaymentButtonProps {
  invoice?: PaymentInvoice | undefined;
  clientId?: number | undefined;
  clientName?: string | null | undefined;
  onRecorded?: (result: RecordPaymentResponse) => void;
  variant?: 'filled' | 'default' | 'light';
}

export function RecordPaymentButton({
  invoice,
  clientId,
  clientName,
  onRecorded,
  variant = 'default',
}: RecordPaymentButtonProps) {
  const { t } = useTranslation(paymentsNs);
  const access = usePaymentAccess('RECORD_PAYMENT');
  const [opened, setOpened] = useState(false);
  const reasonId = useId();

  return (
    <Stack gap={2} align="flex-end">
      <Button
        variant={variant}
        leftSection={<IconCash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={!access.allowed}
        aria-describedby={access.reason ? reasonId : undefined}
      >
        {t('recordButton')}
      </Button>
      {access.reason && (
        <Text size="xs" c="dimmed" id={reasonId} maw={260} ta="end">
          {t(access.reason)}
        </Text>
      )}
      <RecordPaymentModal
        opened={opened}
        onClose={() => setOpened(false)}
        invoice={invoice}
        clientId={clientId}
        clientName={clientName}
        onRecorded={onRecorded}
      />
    </Stack>
  );
}
