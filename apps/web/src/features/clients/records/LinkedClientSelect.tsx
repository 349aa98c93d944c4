import { clientFullName } from '@counsel/domain';
import { type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/current-user';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { type ClientOption, useClientSearch } from './queries';

const optionLabel = (c: ClientOption) => (c.email ? `${clientFullName(c)} (${c.email})` : clientFullName(c));

// The server already searched: show its answer as it is.
const passThrough: OptionsFilter<number> = ({ options }) => options;

interface LinkedClientSelectProps {
  /** The client whose family this is: never offered (a client is not their own relative). */
  clientId: number;
  value: number | null;
  /** How the current value reads when it is not among the search results (editing a linked contact). */
  currentLabel: string | null;
  onChange: (clientId: number | null) => void;
  error?: string | undefined;
}

/** A searchable picker of the firm's clients, searched on the server by name or email. */
export function LinkedClientSelect({ clientId, value, currentLabel, onChange, error }: LinkedClientSelectProps) {
  const { t } = useTranslation(clientRecordsNs);
  const lawFirmId = useMe().law_firm.id;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Once a client is picked the box shows its label; that text is not a new search.
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(
    value !== null && currentLabel ? { id: value, label: currentLabel } : null,
  );
  const query = debounced === picked?.label ? '' : debounced;
  const results = useClientSearch(lawFirmId, query, true);

  const data = useMemo(() => {
    const list = (results.data ?? [])
      .filter((c) => c.id !== clientId)
      .map((c) => ({ value: c.id, label: optionLabel(c) }));
    if (picked && picked.id === value && !list.some((option) => option.value === picked.id)) {
      list.unshift({ value: picked.id, label: picked.label });
    }
    return list;
  }, [results.data, clientId, picked, value]);

  return (
    <Select<number>
      label={t('family.fields.client')}
      placeholder={t('family.fields.clientPlaceholder')}
      data={data}
      value={value}
      onChange={(id, option) => {
        setPicked(id !== null && option ? { id, label: option.label } : null);
        onChange(id);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={passThrough}
      nothingFoundMessage={results.isFetching ? undefined : t('family.fields.noClients')}
      aria-busy={results.isFetching || undefined}
      error={error}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
