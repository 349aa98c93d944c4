/**
 * The card form when the firm's server pays through Stripe: Stripe Elements' card field, in the page's language, and
 * Stripe.js confirming the intent (it runs the bank's 3-D Secure itself). Loaded lazily, so a sandbox page never
 * downloads Stripe.js; `@stripe/stripe-js/pure` adds Stripe's script only when this form first asks for it.
 */
import { Box, Button, Group, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { onlinePaymentsNs } from '../../locales/onlinePayments';
import { outcomeOfIntent, providerErrorOf } from './card-outcome';
import type { ConfirmCard } from './use-pay-flow';

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeOf(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps {
  publishableKey: string;
  submitLabel: string;
  pending: boolean;
  /** Called on Pay with how Stripe confirms the intent with the typed card. */
  onPay: (confirm: ConfirmCard) => void;
}

export default function StripeCardForm(props: StripeCardFormProps) {
  const { locale } = useLocale();
  return (
    <Elements stripe={stripeOf(props.publishableKey)} options={{ locale }} key={locale}>
      <CardFields {...props} />
    </Elements>
  );
}

function CardFields({ submitLabel, pending, onPay }: StripeCardFormProps) {
  const { t } = useTranslation(onlinePaymentsNs);
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const dark = useComputedColorScheme('light') === 'dark';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay(async (intent) => {
      const result = await stripe.confirmCardPayment(intent.client_secret, { payment_method: { card } });
      if (result.error) {
        const refusal = providerErrorOf(result.error);
        return { kind: 'refused', code: refusal.code, message: refusal.message };
      }
      return outcomeOfIntent(result.paymentIntent);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Stack gap={4} role="group" aria-labelledby={labelId}>
          <Text component="span" id={labelId} size="sm" fw={500}>
            {t('pay.cardDetails')}
          </Text>
          <Box
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <CardElement
              options={{
                disabled: pending,
                style: { base: { fontSize: '16px', color: dark ? '#f1f3f5' : '#1a1b1e' } },
              }}
            />
          </Box>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!stripe}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
