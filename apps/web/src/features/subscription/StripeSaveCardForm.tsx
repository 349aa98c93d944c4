/**
 * The add card form when the server runs on Stripe's keys (billing.md screen 14): the name on the card and Stripe's
 * card field. Stripe.js turns the card into a payment method (pm_...) in the browser, and only that id is posted as
 * §7's `card_token`; the server attaches it to the firm's customer. Loaded lazily, so a sandbox server's page never
 * downloads Stripe.js.
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardsNs } from '../../locales/cards';
import { StripeCardField, StripeElements } from '../../ui/card/stripe-elements';

export interface StripeSaveCardFormProps {
  publishableKey: string;
  submitLabel: string;
  pending: boolean;
  /** The payment method Stripe made of the typed card. */
  onToken: (cardToken: string) => void;
}

export default function StripeSaveCardForm(props: StripeSaveCardFormProps) {
  return (
    <StripeElements publishableKey={props.publishableKey}>
      <SaveCardFields {...props} />
    </StripeElements>
  );
}

function SaveCardFields({ submitLabel, pending, onToken }: StripeSaveCardFormProps) {
  const { t } = useTranslation(cardsNs);
  const stripe = useStripe();
  const elements = useElements();
  const [holder, setHolder] = useState('');
  const [holderError, setHolderError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const name = holder.trim();
    setHolderError(name ? null : t('holderRequired'));
    const card = elements?.getElement(CardElement);
    if (!name || !stripe || !card) return;
    setCreating(true);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
      // Stripe's own words, in the language its fields were made in (an incomplete number, a refused card).
      if (result.error) setRefusal(result.error.message ?? t('cardDetails'));
      else onToken(result.paymentMethod.id);
    } finally {
      setCreating(false);
    }
  };

  const busy = pending || creating;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('holder')}
          autoComplete="cc-name"
          required
          data-autofocus
          value={holder}
          disabled={busy}
          error={holderError}
          onChange={(event) => setHolder(event.currentTarget.value)}
        />
        <StripeCardField disabled={busy} />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!stripe}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
