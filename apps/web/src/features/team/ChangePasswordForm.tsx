/**
 * Change password: current, new and confirmation, each required, the confirmation equal to the new one.
 * The server's error text is shown; on success a modal says so, and after 1 second onDone runs.
 */

import { type ChangePasswordRequest, changePasswordRequest, PASSWORD_MIN_LENGTH } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { translatedErrorMap } from '../../lib/zod-errors';
import { teamNs } from '../../locales/team';
import { useChangePassword } from './use-team';

/** How long the success message stays before going back to the profile. */
export const PASSWORD_CHANGED_DELAY_MS = 1000;

/** Zod's message for the mismatch is English; the form shows its own translation. */
function passwordErrorMap(t: TFunction) {
  const base = translatedErrorMap(t);
  return ((issue: Parameters<typeof base>[0]) =>
    issue.code === 'custom' ? t('team:password.mismatch') : base(issue)) as typeof base;
}

function serverErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'wrong_password') return t('team:errors.wrong_password');
    if (error.code === 'validation_failed' || !error.message) return errorMessage(t, error);
    return error.message;
  }
  return errorMessage(t, error);
}

export function ChangePasswordForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation(teamNs);
  const change = useChangePassword(userId);
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest, { error: passwordErrorMap(t) }),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => {
      setSucceeded(false);
      onDone();
    }, PASSWORD_CHANGED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onDone]);

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        setSucceeded(true);
      },
    }),
  );

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack maw={420}>
          {change.isError && (
            <Alert color="red" role="alert">
              {serverErrorText(t, change.error)}
            </Alert>
          )}
          <PasswordInput
            label={t('password.old')}
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={succeeded}
        onClose={() => undefined}
        withCloseButton={false}
        centered
        title={t('password.doneTitle')}
      >
        <Group wrap="nowrap">
          <ThemeIcon color="teal" variant="light" size="lg" radius="xl">
            <IconCircleCheck size={22} aria-hidden />
          </ThemeIcon>
          <Text>{t('password.done')}</Text>
        </Group>
      </Modal>
    </>
  );
}
