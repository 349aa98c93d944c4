/**
 * The fields placed so far (number, page, type, label) with a remove button each, and a form that
 * adds a field by page and distance from the page's top-left corner: the way in without a mouse.
 */
import { PLACED_FIELD_LABEL_MAX_LENGTH, type PlacedFieldType } from '@counsel/domain';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formPlacementNs } from '../../../locales/formPlacement';
import type { DraftField } from './placement';

interface Props {
  fields: DraftField[];
  pageCount: number;
  type: PlacedFieldType;
  onRemove: (id: number) => void;
  /** Adds a field of the chosen type with its top-left corner this far (points) from the page's. */
  onAdd: (input: { page: number; left: number; top: number; label: string }) => void;
}

export function PlacedFieldList({ fields, pageCount, type, onRemove, onAdd }: Props) {
  const { t } = useTranslation(formPlacementNs);
  const [page, setPage] = useState<number | string>(1);
  const [left, setLeft] = useState<number | string>(72);
  const [top, setTop] = useState<number | string>(72);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return setError(t('label.required'));
    setError(null);
    onAdd({ page: Number(page) || 1, left: Number(left) || 0, top: Number(top) || 0, label: label.trim() });
    setLabel('');
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('list.title', { count: fields.length })}
      </Title>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table aria-label={t('list.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.number')}</Table.Th>
                <Table.Th>{t('list.page')}</Table.Th>
                <Table.Th>{t('list.type')}</Table.Th>
                <Table.Th>{t('list.label')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => (
                <Table.Tr key={field.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{field.page}</Table.Td>
                  <Table.Td>{t(`types.${field.type}`)}</Table.Td>
                  <Table.Td dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {field.label}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('list.remove', { label: field.label })}
                      onClick={() => onRemove(field.id)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={submit} aria-label={t('byPosition.title')}>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('byPosition.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('byPosition.hint', { type: t(`types.${type}`) })}
          </Text>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <NumberInput
              label={t('byPosition.page')}
              min={1}
              max={pageCount}
              clampBehavior="strict"
              allowDecimal={false}
              value={page}
              onChange={setPage}
              w="6rem"
            />
            <NumberInput label={t('byPosition.left')} min={0} value={left} onChange={setLeft} w="8rem" />
            <NumberInput label={t('byPosition.top')} min={0} value={top} onChange={setTop} w="8rem" />
          </Group>
          <TextInput
            label={t('byPosition.label')}
            value={label}
            maxLength={PLACED_FIELD_LABEL_MAX_LENGTH}
            error={error}
            onChange={(event) => setLabel(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" variant="light">
              {t('byPosition.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
