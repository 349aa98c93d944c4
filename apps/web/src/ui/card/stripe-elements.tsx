/**
 * Stripe Elements for the forms that take a real card when the server runs on Stripe's keys: the pay page (a client
 * paying an invoice) and the plans page (the firm saving its own card). Card numbers are typed into Stripe's own
 * field and never reach this app. Import this module lazily: `@stripe/stripe-js/pure` adds Stripe's script only
 * when a form first asks for it, so a sandbox page never downloads Stripe.js.
 */
import { Box, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { CardElement, Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { cardsNs } from '../../locales/cards';

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeOf(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe.js for the key, its fields in the page's language (they are made again when the language changes). */
export function StripeElements({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <Elements stripe={stripeOf(publishableKey)} options={{ locale }} key={locale}>
      {children}
    </Elements>
  );
}

/** Stripe's card field (number, expiry, CVC in one), named "Card details" for assistive technology. */
export function StripeCardField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(cardsNs);
  const labelId = useId();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {t('cardDetails')}
      </Text>
      <Box
        p="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <CardElement
          options={{ disabled, style: { base: { fontSize: '16px', color: dark ? '#f1f3f5' : '#1a1b1e' } } }}
        />
      </Box>
    </Stack>
  );
}
