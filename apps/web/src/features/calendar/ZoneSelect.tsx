/** The forms' time zone choice: every IANA zone the browser knows, searchable, bound to a form field. */
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { timeZoneOptions } from '../../lib/time-zones';

interface ZoneSelectProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any form whose values have this field, whatever its submit type
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  error: string | undefined;
}

export function ZoneSelect<T extends FieldValues>({ control, name, label, error }: ZoneSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ZoneChoice label={label} error={error} value={field.value} onChange={field.onChange} />}
    />
  );
}

function ZoneChoice({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  value: string;
  onChange: (zone: string) => void;
}) {
  const zones = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      data={zones}
      value={value || null}
      onChange={(zone) => onChange(zone ?? '')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
