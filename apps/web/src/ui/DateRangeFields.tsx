/**
 * A from/to pair of day inputs (YYYY-MM-DD) where neither end can pass the other: "from" is capped at
 * "to" and "to" starts at "from". Labels come from the caller's namespace.
 */
import { TextInput } from '@mantine/core';

export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFieldsProps {
  value: DateRange;
  onChange(range: DateRange): void;
  fromLabel: string;
  toLabel: string;
  /** Shown under the "to" field, e.g. when the range is refused. */
  toError?: string | undefined;
  width?: number;
}

export function DateRangeFields({ value, onChange, fromLabel, toLabel, toError, width = 160 }: DateRangeFieldsProps) {
  return (
    <>
      <TextInput
        type="date"
        label={fromLabel}
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
        w={width}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
        error={toError}
        w={width}
      />
    </>
  );
}
