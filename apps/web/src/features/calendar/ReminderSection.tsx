/** How long before a meeting or appointment the user is mailed a reminder, saved as soon as it is chosen. */
import { REMINDER_CHOICES, type ReminderMinutes } from '@counsel/domain';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { calendarNs } from '../../locales/calendar';
import { toast } from '../../ui/toast';
import { useCalendarSettings, useSaveCalendarSettings } from './use-calendar-settings';

export function ReminderSection() {
  const { t } = useTranslation(calendarNs);
  const settings = useCalendarSettings();
  const save = useSaveCalendarSettings();

  const choose = (value: string) => {
    const minutes = Number(value) as ReminderMinutes;
    save.mutate(
      { reminder_minutes: minutes },
      {
        onSuccess: () => toast.success(t('settings.reminders.saved')),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="calendar-reminders-title">
      <Title order={2} size="h4" id="calendar-reminders-title">
        {t('settings.reminders.title')}
      </Title>
      {settings.isError && <Text c="red">{errorMessage(t, settings.error)}</Text>}
      <NativeSelect
        label={t('settings.reminders.label')}
        description={t('settings.reminders.description')}
        value={settings.data ? String(settings.data.reminder_minutes) : ''}
        disabled={!settings.data || save.isPending}
        onChange={(event) => choose(event.currentTarget.value)}
        data={REMINDER_CHOICES.map((minutes) => ({
          value: String(minutes),
          label: t(`settings.reminders.choices.${minutes}`),
        }))}
      />
    </Stack>
  );
}
