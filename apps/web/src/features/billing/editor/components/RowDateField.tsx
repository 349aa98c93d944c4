/**
 * A charge line's date: a plain field showing the day until it is focused, then the app's DateField
 * (typing, the calendar in the interface's language) in its place, focused. A 200-line invoice would
 * otherwise mount 200 date pickers, each with its popover and dates provider, before it can be used.
 */

import type { Locale } from '@counsel/domain';
import { useState } from 'react';
import { DateField } from '../../../../ui/DateField';
import { formatDayText } from '../../../../ui/date-text';
import classes from './charge-row.module.css';

interface RowDateFieldProps {
  label: string;
  placeholder: string;
  locale: Locale;
  /** 'YYYY-MM-DD'. */
  value: string;
  onChange: (day: string) => void;
  invalid: boolean;
  stacked: boolean;
}

export function RowDateField({ label, placeholder, locale, value, onChange, invalid, stacked }: RowDateFieldProps) {
  const [engaged, setEngaged] = useState(false);
  if (engaged) {
    return (
      <DateField
        aria-label={label}
        value={value}
        onChange={onChange}
        error={invalid}
        clearable={false}
        size="xs"
        w={stacked ? '100%' : 150}
        // It replaces the plain field that just took the focus: the keyboard stays where it was.
        autoFocus
      />
    );
  }
  return (
    <span className={`${classes.field} ${stacked ? classes.stacked : classes.date}`}>
      <span className={classes.section}>
        <span className={`${classes.icon} ${classes.calendarIcon}`} aria-hidden />
      </span>
      <input
        className={`${classes.control} ${classes.withSection}`}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={formatDayText(value, locale)}
        placeholder={placeholder}
        onFocus={() => setEngaged(true)}
        // Focus always comes first; this only keeps React's controlled field honest.
        onChange={() => setEngaged(true)}
      />
    </span>
  );
}
