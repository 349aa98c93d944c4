import { clientFullName } from '@counsel/domain';
import { type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeNs } from '../../locales/time';
import { useClientOptions } from './use-client';

// The server already searched: show its answer as it is.
const passThrough: OptionsFilter<number> = ({ options }) => options;

interface ClientPickerProps {
  label: string;
  placeholder?: string;
  value: number | null;
  /** How the current value reads when it is not among the search results (an entry being edited). */
  currentLabel: string | null;
  /** The picked client's id, and its name for a caller that shows it elsewhere. */
  onChange: (clientId: number | null, name: string | null) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
}

/** The firm's clients, searched on the server (GET /law-firm/{lawFirmId}/client?q=). */
export function ClientPicker({
  label,
  placeholder,
  value,
  currentLabel,
  onChange,
  error,
  required = false,
  disabled = false,
  clearable = true,
}: ClientPickerProps) {
  const { t } = useTranslation(timeNs);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(
    value !== null && currentLabel ? { id: value, label: currentLabel } : null,
  );
  // A value set from outside (another picker sharing it) reads as its currentLabel.
  const shown =
    picked?.id === value ? picked : value !== null && currentLabel ? { id: value, label: currentLabel } : null;
  // Once a client is picked the box shows its name; that text is not a new search.
  const query = debounced === shown?.label ? '' : debounced.trim();
  const results = useClientOptions(query, !disabled);

  const data = useMemo(() => {
    const list = (results.data ?? []).map((client) => ({ value: client.id, label: clientFullName(client) }));
    if (shown && !list.some((option) => option.value === shown.id)) {
      list.unshift({ value: shown.id, label: shown.label });
    }
    return list;
  }, [results.data, shown]);

  return (
    <Select<number>
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(id, option) => {
        setPicked(id !== null && option ? { id, label: option.label } : null);
        onChange(id, id !== null && option ? option.label : null);
      }}
      searchable
      clearable={clearable}
      searchValue={search}
      onSearchChange={setSearch}
      filter={passThrough}
      nothingFoundMessage={results.isFetching ? undefined : t('pickers.noClients')}
      aria-busy={results.isFetching || undefined}
      error={error}
      withAsterisk={required}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
