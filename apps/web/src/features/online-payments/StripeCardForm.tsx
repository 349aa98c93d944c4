/**
 * The card form when the firm's server pays through Stripe: Stripe Elements' card field, in the page's language, and
 * Stripe.js confirming the intent (it runs the bank's 3-D Secure itself). Loaded lazily, so a sandbox page never
 * downloads Stripe.js.
 */
import { Button, Group, Stack } from '@mantine/core';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { FormEvent } from 'react';
import { StripeCardField, StripeElements } from '../../ui/card/stripe-elements';
import { outcomeOfIntent, providerErrorOf } from './card-outcome';
import type { ConfirmCard } from './use-pay-flow';

export interface StripeCardFormProps {
  publishableKey: string;
  submitLabel: string;
  pending: boolean;
  /** Called on Pay with how Stripe confirms the intent with the typed card. */
  onPay: (confirm: ConfirmCard) => void;
}

export default function StripeCardForm(props: StripeCardFormProps) {
  return (
    <StripeElements publishableKey={props.publishableKey}>
      <CardFields {...props} />
    </StripeElements>
  );
}

function CardFields({ submitLabel, pending, onPay }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();

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
        <StripeCardField disabled={pending} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!stripe}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
