import type { TimeEntry } from '@counsel/domain';
import { Button, DataList, Group, Modal } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { timeNs } from '../../../locales/time';

interface TimeEntryDetailsProps {
  entry: TimeEntry | null;
  canEdit: boolean;
  onEdit: (entry: TimeEntry) => void;
  onClose: () => void;
}

/** Screen 11's read-only view of a time record. */
export function TimeEntryDetails({ entry, canEdit, onEdit, onClose }: TimeEntryDetailsProps) {
  const { t } = useTranslation(timeNs);
  const format = useFormat();
  const yesNo = (value: boolean) => (value ? t('details.yes') : t('details.no'));
  const rows: Array<[string, ReactNode]> = entry
    ? [
        [
          t('details.duration'),
          <span key="duration" dir="ltr">
            {format.duration(entry.duration)}
          </span>,
        ],
        [t('details.case'), entry.case_name ?? t('details.none')],
        [t('details.client'), entry.client_name ?? t('details.none')],
        [t('details.dateRecorded'), format.day(entry.dateRecorded)],
        [t('details.hourlyRate'), format.money(entry.hourly_rate)],
        [t('details.description'), entry.description ?? t('details.none')],
        [t('details.billable'), yesNo(entry.billable)],
        [t('details.invoiced'), yesNo(entry.invoiced)],
        [t('details.total'), format.money(entry.total)],
      ]
    : [];

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('details.title')}
      closeButtonProps={{ 'aria-label': t('details.dismiss') }}
    >
      <DataList withDivider labelWidth="9rem">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('details.close')}
        </Button>
        {entry && canEdit && (
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(entry)}>
            {t('details.edit')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
