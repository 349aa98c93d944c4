/**
 * The participant types an employee takes: a searchable table with a checkbox per type. A firm without
 * any is pointed to the settings page where they are defined.
 */

import { Alert, Anchor, Checkbox, Loader, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useParticipantTypeChoices } from '../../entities/firm/use-participant-types';
import { errorMessage } from '../../lib/api-errors';
import { useLocalePath } from '../../lib/locale';
import { teamNs } from '../../locales/team';

interface ParticipantTypesTableProps {
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

export function ParticipantTypesTable({ value, onChange, disabled }: ParticipantTypesTableProps) {
  const { t } = useTranslation(teamNs);
  const toPath = useLocalePath();
  const [search, setSearch] = useState('');
  const types = useParticipantTypeChoices();

  if (types.isPending) return <Loader size="sm" aria-label={t('participantTypes.loading')} />;
  if (types.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, types.error)}
      </Alert>
    );
  }
  if (types.data.length === 0) {
    return (
      <Alert color="yellow" title={t('participantTypes.noneTitle')}>
        {t('participantTypes.none')}{' '}
        <Anchor component={Link} to={toPath('/settings/participant-types')}>
          {t('participantTypes.manage')}
        </Anchor>
      </Alert>
    );
  }

  const needle = search.trim().toLocaleLowerCase();
  const shown = types.data.filter(
    (type) =>
      needle === '' ||
      type.name.toLocaleLowerCase().includes(needle) ||
      type.description.toLocaleLowerCase().includes(needle),
  );
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <Stack gap="xs">
      <TextInput
        label={t('participantTypes.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        disabled={disabled}
      />
      <ScrollArea.Autosize mah="16rem" type="auto">
        <Table striped highlightOnHover aria-label={t('participantTypes.legend')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('participantTypes.select')}</Table.Th>
              <Table.Th>{t('participantTypes.name')}</Table.Th>
              <Table.Th>{t('participantTypes.description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={type.name}
                    checked={value.includes(type.id)}
                    onChange={(event) => toggle(type.id, event.currentTarget.checked)}
                    disabled={disabled}
                  />
                </Table.Td>
                <Table.Td>{type.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {type.description}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('participantTypes.noMatch', { query: search.trim() })}
        </Text>
      )}
    </Stack>
  );
}
