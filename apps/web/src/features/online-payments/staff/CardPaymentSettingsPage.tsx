/**
 * /settings/card-payments: the card surcharge clients pay on top of a bill invoice paid by card on its pay page,
 * on or off and its percent. The server keeps it within 0–3 % (its refusal is shown as it answers) and never adds
 * it to trust invoices nor for clients in CT, MA, ME or PR, which the page says. Reading needs read on invoices
 * (the route's); changing it, update on settings (the PUT's): without it the form is shown read-only.
 */
import { MAX_CARD_SURCHARGE_PERCENT } from '@counsel/domain';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/current-user';
import { onlinePaymentsNs } from '../../../locales/onlinePayments';
import { CardSurchargeForm } from './CardSurchargeForm';
import { useCardPaymentSettings } from './use-card-payment-settings';

export default function CardPaymentSettingsPage() {
  const { t } = useTranslation(onlinePaymentsNs);
  const settings = useCardPaymentSettings();
  const mayChange = useCan()({ action: 'update', subject: 'settings' });

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.description')}</Text>
      </div>
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} aria-hidden />}
        title={t('settings.rulesTitle')}
      >
        {t('settings.rules', { max: MAX_CARD_SURCHARGE_PERCENT })}
      </Alert>
      <Paper withBorder p="lg">
        {settings.isPending && <Loader size="sm" aria-label={t('settings.loading')} />}
        {settings.isError && (
          <Alert color="red" role="alert">
            {t('settings.loadFailed')}
          </Alert>
        )}
        {settings.data && <CardSurchargeForm saved={settings.data.card_surcharge_percent} mayChange={mayChange} />}
      </Paper>
    </Stack>
  );
}
