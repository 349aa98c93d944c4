/** Where a payment stands once the card is in: confirming, still confirming after two minutes, failed, received. */
import type { PayIntent } from '@counsel/domain';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onlinePaymentsNs } from '../../locales/onlinePayments';
import { type PaymentProblem, problemText } from './payment-problems';
import type { PayFormat } from './use-pay-format';

/**
 * The outcome takes the focus when it appears: the Pay button the client pressed is gone, and a screen reader hears
 * the news without hunting for it.
 */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function ProcessingNotice() {
  const { t } = useTranslation(onlinePaymentsNs);
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <Group ref={ref} tabIndex={-1} role="status" gap="sm" wrap="nowrap" align="flex-start">
      <Loader size="sm" aria-hidden />
      <Stack gap={2}>
        <Text fw={700}>{t('processing.title')}</Text>
        <Text size="sm">{t('processing.text')}</Text>
      </Stack>
    </Group>
  );
}

export function TimedOutNotice({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation(onlinePaymentsNs);
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <Alert ref={ref} tabIndex={-1} color="yellow" role="status" title={t('processing.timedOutTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('processing.timedOutText')}</Text>
        <Button variant="default" size="compact-sm" onClick={onCheckAgain}>
          {t('processing.checkAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function FailedNotice({ problem, onTryAgain }: { problem: PaymentProblem; onTryAgain: () => void }) {
  const { t } = useTranslation(onlinePaymentsNs);
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <Alert ref={ref} tabIndex={-1} color="red" role="alert" title={t('failed.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{problemText(t, problem)}</Text>
        <Button variant="default" size="compact-sm" onClick={onTryAgain}>
          {t('failed.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

function ReceiptRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="end" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

interface PaymentReceiptProps {
  intent: PayIntent;
  /** When the page learnt the payment went through (ISO). */
  at: string;
  /** The invoice's balance after the payment. */
  outstanding: number;
  format: PayFormat;
  onPayMore: () => void;
}

export function PaymentReceipt({ intent, at, outstanding, format, onPayMore }: PaymentReceiptProps) {
  const { t } = useTranslation(onlinePaymentsNs);
  const ref = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Stack gap="sm" role="status">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={24} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title ref={ref} tabIndex={-1} order={3} size="h4">
          {t('receipt.title')}
        </Title>
      </Group>
      <Text size="sm">{t('receipt.text')}</Text>
      <Box component="dl" m={0}>
        <ReceiptRow label={t('receipt.amount')}>{format.money(intent.amount)}</ReceiptRow>
        {intent.surcharge > 0 && (
          <>
            <ReceiptRow label={t('receipt.surcharge')}>{format.money(intent.surcharge)}</ReceiptRow>
            <ReceiptRow label={t('receipt.charged')}>{format.money(intent.charged)}</ReceiptRow>
          </>
        )}
        <ReceiptRow label={t('receipt.date')}>{format.dateTime(at)}</ReceiptRow>
        <ReceiptRow label={t('receipt.reference')}>
          <span dir="ltr">{intent.intent_id}</span>
        </ReceiptRow>
      </Box>
      {outstanding > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('receipt.remaining', { amount: format.money(outstanding) })}</Text>
          <Button variant="default" size="compact-sm" onClick={onPayMore}>
            {t('receipt.payMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
