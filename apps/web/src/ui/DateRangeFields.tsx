/**
 * A from/to pair of day fields (YYYY-MM-DD) where neither end can pass the other: "from" is capped at
 * "to" and "to" starts at "from". Labels come from the caller's namespace.
 */
import { DateField } from './DateField';

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

export function DateRangeFields({ value, onChange, fromLabel, toLabel, toError, width = 170 }: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label={fromLabel}
        value={value.from}
        max={value.to}
        onChange={(from) => onChange({ ...value, from })}
        w={width}
      />
      <DateField
        label={toLabel}
        value={value.to}
        min={value.from}
        onChange={(to) => onChange({ ...value, to })}
        error={toError}
        w={width}
      />
    </>
  );
}
