/**
 * A new password typed twice: the form behind the forgot-password link and the invitation link. The
 * pages differ only in their words and in the call that takes the password, so they pass both in.
 */

import { PASSWORD_MIN_LENGTH, passwordSchema } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translatedErrorMap } from '../../lib/zod-errors';

const schema = z
  .object({ password: passwordSchema, confirm: z.string().min(1) })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

/** Translation keys of the form's words, in the page's namespace. */
export interface NewPasswordWords {
  password: string;
  confirm: string;
  hint: string;
  mismatch: string;
  submit: string;
}

interface NewPasswordFormProps {
  words: NewPasswordWords;
  pending: boolean;
  /** The server's refusal, already in words; null while there is none. */
  failure: string | null;
  onSubmit: (password: string) => void;
}

export function NewPasswordForm({ words, pending, failure, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => {
    const base = translatedErrorMap(t);
    // The only custom rule is the confirmation; every other message is the shared translated one.
    const error = ((issue: Parameters<typeof base>[0]) =>
      issue.code === 'custom' ? t(words.mismatch) : base(issue)) as typeof base;
    return zodResolver(schema, { error });
  }, [t, words.mismatch]);
  const form = useForm({ resolver, defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t(words.password)}
          description={t(words.hint, { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t(words.confirm)}
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t(words.submit)}
        </Button>
      </Stack>
    </form>
  );
}
