import type { GeoOption, PlaceRef } from '@counsel/domain';
import { Box, Button, Group, type OptionsFilter, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';

export interface PlaceFieldProps {
  label: string;
  value: PlaceRef | null;
  /** Typing by hand instead of picking from the list. */
  typed: boolean;
  /** A list exists to pick from (false: the field can only be typed, and no toggle is shown). */
  pickable: boolean;
  options: GeoOption[];
  loading?: boolean;
  /** Shown in a disabled picker while the field it depends on is empty. */
  waitingFor?: string | undefined;
  onPick: (place: PlaceRef | null) => void;
  onType: (name: string) => void;
  onTypedChange: (typed: boolean) => void;
  typeLabel: string;
  pickLabel: string;
  searchPlaceholder: string;
  nothingFound: string;
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Server-side search (cities): the picker shows `options` as they are and reports what is typed. */
  onSearchChange?: (search: string) => void;
  autoComplete?: string;
}

/**
 * One level of an address (country, state or city): a searchable picker, or a text box when the
 * place is not in the list, with a small button to switch between the two.
 */
export function PlaceField(props: PlaceFieldProps) {
  const { value, options, typed, pickable } = props;
  const showPicker = pickable && !typed;

  // A stored place may be missing from the list (renamed data, or a city outside the current search):
  // it stays selectable under its stored name.
  const data = useMemo(() => {
    const list = options.map((option) => ({ value: option.id, label: option.name }));
    if (value?.id && !options.some((option) => option.id === value.id)) {
      list.unshift({ value: value.id, label: value.name });
    }
    return list;
  }, [options, value]);

  const toggle = pickable && !props.disabled && (
    <Group justify="flex-end" mt={2}>
      <Button variant="subtle" size="compact-xs" onClick={() => props.onTypedChange(!typed)}>
        {typed ? props.pickLabel : props.typeLabel}
      </Button>
    </Group>
  );

  if (!showPicker) {
    return (
      <Box>
        <TextInput
          label={props.label}
          value={value?.name ?? ''}
          onChange={(event) => props.onType(event.currentTarget.value)}
          error={props.error}
          withAsterisk={props.required}
          aria-required={props.required}
          disabled={props.disabled}
          autoComplete={props.autoComplete}
        />
        {toggle}
      </Box>
    );
  }

  return (
    <Box>
      <Select
        label={props.label}
        data={data}
        value={value?.id ?? null}
        onChange={(id, option) => props.onPick(id && option ? { id, name: option.label } : null)}
        searchable
        clearable
        placeholder={props.waitingFor ?? props.searchPlaceholder}
        disabled={props.disabled || props.waitingFor !== undefined}
        nothingFoundMessage={props.loading ? undefined : props.nothingFound}
        error={props.error}
        withAsterisk={props.required}
        aria-required={props.required}
        aria-busy={props.loading || undefined}
        {...(props.onSearchChange ? { onSearchChange: props.onSearchChange, filter: passThrough } : {})}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={260}
      />
      {toggle}
    </Box>
  );
}

// The server already searched: show its answer as it is.
const passThrough: OptionsFilter = ({ options }) => options;
