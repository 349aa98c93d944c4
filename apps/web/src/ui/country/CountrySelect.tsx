/**
 * A country picked by ISO 3166-1 alpha-2 code, named in the interface's language. The list comes
 * from the API's geo data, the same the address pickers use, so a stored code always has a name.
 */
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useLocale } from '../../lib/locale';
import { useCountries } from '../address/use-geo';

interface CountrySelectProps {
  label: string;
  value: string | null;
  onChange: (code: string | null) => void;
  onBlur?: () => void;
  placeholder: string;
  nothingFound: string;
  error?: string | undefined;
}

export function CountrySelect({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  nothingFound,
  error,
}: CountrySelectProps) {
  const { locale } = useLocale();
  const countries = useCountries(locale);
  const data = useMemo(() => {
    const list = (countries.data ?? []).map((country) => ({ value: country.id, label: country.name }));
    // Until the list arrives (or for a code it lacks) the stored code still shows.
    if (value && !list.some((option) => option.value === value)) list.unshift({ value, label: value });
    return list;
  }, [countries.data, value]);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      nothingFoundMessage={nothingFound}
      data={data}
      value={value}
      onChange={(code) => onChange(code)}
      onBlur={onBlur}
      searchable
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A country's name in the interface's language, or its code while the list loads. */
export function useCountryName(): (code: string | null | undefined) => string | null {
  const { locale } = useLocale();
  const countries = useCountries(locale);
  return useMemo(() => {
    const names = new Map((countries.data ?? []).map((country) => [country.id, country.name]));
    return (code) => (code ? (names.get(code) ?? code) : null);
  }, [countries.data]);
}
