/** A time entry line's hours, hourly rate and timekeeper, under its description. */
import type { ChargeTime } from '@counsel/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';

export function TimeDetails({ time }: { time: ChargeTime }) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  return (
    <Text size="xs" c="dimmed">
      {t('charges.timeEntryDetails', {
        hours: format.number(time.hours),
        rate: format.money(Number(time.hourly_rate)),
        timekeeper: time.timekeeper,
      })}
    </Text>
  );
}
