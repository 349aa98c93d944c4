import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeNs } from '../../locales/time';
import { useClientCasesLight } from './use-cases';

interface CasePickerProps {
  label: string;
  clientId: number | null;
  value: number | null;
  /** The case's title when the list has not loaded yet (an entry being edited). */
  currentLabel: string | null;
  onChange: (caseId: number | null) => void;
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** The chosen client's cases (GET /client/{id}/cases/light); empty and disabled until a client is chosen. */
export function CasePicker({
  label,
  clientId,
  value,
  currentLabel,
  onChange,
  placeholder,
  error,
  disabled = false,
}: CasePickerProps) {
  const { t } = useTranslation(timeNs);
  const cases = useClientCasesLight(clientId);
  const data = useMemo(() => {
    const list = (cases.data ?? []).map((item) => ({ value: item.id, label: item.title }));
    if (value !== null && currentLabel && !list.some((option) => option.value === value)) {
      list.unshift({ value, label: currentLabel });
    }
    return list;
  }, [cases.data, value, currentLabel]);

  return (
    <Select<number>
      label={label}
      placeholder={clientId === null ? t('pickers.caseNeedsClient') : placeholder}
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      searchable
      clearable
      disabled={disabled || clientId === null}
      nothingFoundMessage={cases.isFetching ? undefined : t('pickers.noCases')}
      aria-busy={cases.isFetching || undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
