import { Button, Group } from '@mantine/core';
import { IconBookmark, IconClockHour4, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';

export type AddKind = 'create' | 'saved' | 'time' | 'payments';

/**
 * The ways to put lines on the invoice: type a charge, pick saved ones, pick recorded time, or list
 * payments the client already made.
 */
export function AddChargeButtons({ onAdd }: { onAdd: (kind: AddKind) => void }) {
  const { t } = useTranslation(invoiceEditorNs);
  return (
    <Group gap="xs" role="group" aria-label={t('add.label')}>
      <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAdd('create')}>
        {t('add.create')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconBookmark size={16} aria-hidden />}
        onClick={() => onAdd('saved')}
      >
        {t('add.saved')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconClockHour4 size={16} aria-hidden />}
        onClick={() => onAdd('time')}
      >
        {t('add.time')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconReceipt size={16} aria-hidden />}
        onClick={() => onAdd('payments')}
      >
        {t('add.payments')}
      </Button>
    </Group>
  );
}
