/**
 * The sandbox's stand-in for Stripe Elements (DESIGN §5): a card form whose number never leaves the browser. A
 * Stripe test number becomes its test card here (its token and its test payment method), as Stripe.js would turn a
 * card into a token, and only those ids are posted. Stripe's fixed test cards carry their own expiry, so the typed
 * expiry and CVC are only checked. Used where a firm saves its own card (the plans page) and where a client pays an
 * invoice (the pay page); each says which test numbers do what there and names its own button.
 */
import { type StripeTestCard, stripeTestCardOfNumber } from '@counsel/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cardsNs } from '../../locales/cards';

interface Values {
  number: string;
  expiry: string;
  cvc: string;
}

function expiryError(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return true;
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

export interface SandboxCardFormProps {
  /** The sandbox note above the fields: which test numbers do what on this screen. */
  note: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** Fields and button stay put (a payment under way). */
  disabled?: boolean;
  /** The card number takes the focus when the form opens (in a dialog). */
  autoFocus?: boolean;
  /** The test card of a number that passed the checks. */
  onCard: (card: StripeTestCard) => void;
}

export function SandboxCardForm({ note, submitLabel, pending, disabled, autoFocus, onCard }: SandboxCardFormProps) {
  const { t } = useTranslation(cardsNs);
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { number: '', expiry: '', cvc: '' } });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    const card = stripeTestCardOfNumber(values.number);
    if (card) onCard(card);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {note}
        </Alert>
        <TextInput
          label={t('number')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          required
          disabled={disabled}
          data-autofocus={autoFocus || undefined}
          error={errors.number?.message}
          {...register('number', { validate: (v) => (stripeTestCardOfNumber(v) ? true : t('notTestCard')) })}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('expiry')}
            dir="ltr"
            placeholder="MM/YY"
            required
            disabled={disabled}
            error={errors.expiry?.message}
            {...register('expiry', { validate: (v) => (expiryError(v, new Date()) ? t('badExpiry') : true) })}
          />
          <TextInput
            label={t('cvc')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            required
            disabled={disabled}
            error={errors.cvc?.message}
            {...register('cvc', { validate: (v) => (/^\d{3,4}$/.test(v.trim()) ? true : t('badCvc')) })}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={disabled && !pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
