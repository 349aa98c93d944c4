/** The signed-in user's own calendar settings, opened from the calendar page's toolbar. */
import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { calendarNs } from '../../locales/calendar';
import { CalendarFeedSection } from './CalendarFeedSection';
import { ReminderSection } from './ReminderSection';

export function CalendarSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(calendarNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')} size="lg">
      {/* Mounted only while open, so a URL shown once is gone when the dialog closes. */}
      {opened && (
        <Stack gap="xl">
          <ReminderSection />
          <CalendarFeedSection />
        </Stack>
      )}
    </Modal>
  );
}
