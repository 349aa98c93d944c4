import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import type { EditorCharge } from '../charge-rules';
import { ChargesTable, type ChargesTableProps } from './ChargesTable';

interface MatterSectionProps extends Omit<ChargesTableProps, 'label' | 'charges'> {
  title: string;
  charges: EditorCharge[];
  onRemoveMatter: () => void;
}

/** One matter on the matters tab: its heading, its charges, and removing it with them. */
export function MatterSection({ title, charges, onRemoveMatter, ...table }: MatterSectionProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const headingId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            <bdi>{title}</bdi>
          </Title>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('matters.removeNamed', { title })}
            onClick={onRemoveMatter}
          >
            {t('matters.remove')}
          </Button>
        </Group>
        <ChargesTable label={t('charges.tableOf', { title })} charges={charges} {...table} />
      </Stack>
    </Paper>
  );
}
