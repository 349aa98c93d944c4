import type { FirmCase } from '@counsel/domain';
import { type OptionsFilter, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirmCases } from '../../../entities/case/use-cases';
import { invoicesNs } from '../../../locales/invoices';

// The server already searched (title or client name): show its answer as it is.
const passThrough: OptionsFilter<number> = ({ options }) => options;

interface FirmCasePickerProps {
  label: string;
  value: FirmCase | null;
  onChange: (picked: FirmCase | null) => void;
}

/** The firm's cases searched on the server (GET /law-firm/{lawFirmId}/cases?q=), each shown with its client. */
export function FirmCasePicker({ label, value, onChange }: FirmCasePickerProps) {
  const { t } = useTranslation(invoicesNs);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Once a case is picked the box shows its title; that text is not a new search.
  const q = debounced === value?.title ? '' : debounced;
  const results = useFirmCases({ page: 1, q, status: null });

  const byId = useMemo(() => {
    const map = new Map<number, FirmCase>((results.data?.cases ?? []).map((item) => [item.id, item]));
    if (value && !map.has(value.id)) map.set(value.id, value);
    return map;
  }, [results.data, value]);
  const data = useMemo(() => [...byId.values()].map((item) => ({ value: item.id, label: item.title })), [byId]);

  return (
    <Select<number>
      label={label}
      placeholder={t('chooser.casePlaceholder')}
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(id === null ? null : (byId.get(id) ?? null))}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={passThrough}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">
            <bdi>{option.label}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{byId.get(option.value)?.client_name}</bdi>
          </Text>
        </Stack>
      )}
      nothingFoundMessage={results.isFetching ? undefined : t('chooser.noCases')}
      aria-busy={results.isFetching || undefined}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
