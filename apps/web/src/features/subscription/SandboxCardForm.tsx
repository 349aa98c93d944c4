/**
 * The sandbox's stand-in for Stripe Elements (DESIGN §5): a card form whose number never leaves the browser. A
 * Stripe test number becomes its test token here, as Stripe.js would turn a card into a token, and only the token
 * is posted. Stripe's fixed test tokens carry their own expiry, so the typed expiry and CVC are only checked.
 */
import { stripeTestCardOfNumber } from '@counsel/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { subscriptionNs } from '../../locales/subscription';

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

export function SandboxCardForm({ pending, onToken }: { pending: boolean; onToken: (token: string) => void }) {
  const { t } = useTranslation(subscriptionNs);
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { number: '', expiry: '', cvc: '' } });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    const card = stripeTestCardOfNumber(values.number);
    if (card) onToken(card.token);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t('form.sandboxNote')}
        </Alert>
        <TextInput
          label={t('form.number')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          required
          data-autofocus
          error={errors.number?.message}
          {...register('number', { validate: (v) => (stripeTestCardOfNumber(v) ? true : t('form.notTestCard')) })}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('form.expiry')}
            dir="ltr"
            placeholder="MM/YY"
            required
            error={errors.expiry?.message}
            {...register('expiry', { validate: (v) => (expiryError(v, new Date()) ? t('form.badExpiry') : true) })}
          />
          <TextInput
            label={t('form.cvc')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            required
            error={errors.cvc?.message}
            {...register('cvc', { validate: (v) => (/^\d{3,4}$/.test(v.trim()) ? true : t('form.badCvc')) })}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
