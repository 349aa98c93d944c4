/**
 * The appointment an appointment notice prints (biometrics at an Application Support Center, an interview), as
 * read from the notice: shown under the filled-in form, and said to go on the calendar when the receipt is saved.
 * The time is the place's own, as printed, so it is shown without moving it to the reader's zone.
 */
import type { NoticeAppointmentFound } from '@counsel/domain';
import { Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatWallTime } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { caseReceiptsNs } from '../../locales/caseReceipts';

export function PrintedAppointment({ appointment }: { appointment: NoticeAppointmentFound }) {
  const { t } = useTranslation(caseReceiptsNs);
  const { locale } = useLocale();
  const facts = {
    kind: t(`notice.appointmentKinds.${appointment.kind}`),
    when: formatWallTime(appointment.starts_at, locale),
    place: appointment.place ?? '',
  };
  return (
    <Text size="sm" mt={4}>
      <IconCalendarEvent size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {t(appointment.place ? 'notice.appointment' : 'notice.appointmentNoPlace', facts)} {t('notice.appointmentOnSave')}
    </Text>
  );
}
