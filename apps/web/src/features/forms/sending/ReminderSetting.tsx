/**
 * The firm's reminder for sent forms not yet submitted: N days after sending (0 = never). Shown beside
 * the sent forms to those who may change the firm's settings.
 */
import { FORM_REMINDER_MAX_DAYS } from '@counsel/domain';
import { Button, Group, NumberInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { formSendingNs } from '../../../locales/formSending';
import { toast } from '../../../ui/toast';
import { useFormSettings, useSaveFormSettings } from './use-form-sending';

export function ReminderSetting() {
  const { t } = useTranslation(formSendingNs);
  const settings = useFormSettings();
  const save = useSaveFormSettings();
  const [days, setDays] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (settings.data) setDays(settings.data.form_reminder_days);
  }, [settings.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (days === '' || !Number.isInteger(value) || value < 0 || value > FORM_REMINDER_MAX_DAYS) {
      setError(t('reminder.invalid', { max: FORM_REMINDER_MAX_DAYS }));
      return;
    }
    setError(null);
    save.mutate(value, {
      onSuccess: () => toast.success(t('reminder.saved')),
      onError: (failure) => toast.error(errorMessage(t, failure), t('reminder.failed')),
    });
  };

  if (!settings.data) return null;
  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label={t('reminder.label')}
          description={t('reminder.hint')}
          value={days}
          min={0}
          max={FORM_REMINDER_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={error}
          onChange={setDays}
          maw={320}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {t('reminder.save')}
        </Button>
      </Group>
    </form>
  );
}
