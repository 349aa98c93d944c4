import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { ReasonedButton } from '../../../../ui/ReasonedButton';

interface PickerFooterProps {
  /** How many rows are chosen (across pages). */
  count: number;
  addLabel: string;
  onCancel: () => void;
  onAdd: () => void;
  adding?: boolean;
}

/** The foot of every add-charge picker: how many are chosen, cancel, and add the chosen ones. */
export function PickerFooter({ count, addLabel, onCancel, onAdd, adding = false }: PickerFooterProps) {
  const { t } = useTranslation(invoiceEditorNs);
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('selectedCount', { count })}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <ReasonedButton onClick={onAdd} reason={count === 0 ? t('nothingChosen') : null} loading={adding}>
          {addLabel}
        </ReasonedButton>
      </Group>
    </Group>
  );
}
