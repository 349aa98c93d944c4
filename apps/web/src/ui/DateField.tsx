/**
 * The one date field of the app: a calendar day kept as a 'YYYY-MM-DD' string ('' when empty), so
 * forms and API calls see exactly what a native date input gave them. It shows the day in the
 * interface's language with a calendar in that language, where the native input followed the
 * browser's ("mm/dd/yyyy" on an Arabic screen). The day can be typed as 'YYYY-MM-DD' or in the shown
 * form, or picked; an optional field can be cleared.
 */
import type { Locale } from '@counsel/domain';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/locale';
import { DATE_FIELD_FORMAT, parseDayText } from './date-text';

export interface DateFieldProps
  extends Omit<
    DateInputProps,
    'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate' | 'valueFormat' | 'dateParser' | 'min' | 'max'
  > {
  /** 'YYYY-MM-DD', or '' / null when no day is chosen. */
  value: string | null | undefined;
  /** The new day as 'YYYY-MM-DD', or '' once cleared. */
  onChange: (day: string) => void;
  /** Earliest and latest days offered in the calendar ('YYYY-MM-DD'). */
  min?: string | undefined;
  max?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

// US weeks start on Sunday; Arabic calendars on Saturday.
const FIRST_DAY_OF_WEEK: Record<Locale, 0 | 6> = { en: 0, ar: 6 };

export function DateField({ value, onChange, min, max, clearable, required, withAsterisk, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // Only an optional field has a clear button.
  const canClear = clearable ?? !(required || withAsterisk);
  // While the calendar is open, Escape closes only the calendar, not the dialog the field is in.
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: FIRST_DAY_OF_WEEK[locale] }}>
      <DateInput
        {...rest}
        required={required}
        withAsterisk={withAsterisk}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat={DATE_FIELD_FORMAT[locale]}
        dateParser={(text) => parseDayText(text, locale)}
        // Days outside min/max are greyed out in the calendar but can still be typed, as in a native
        // date input: the form's own check then says what is wrong instead of the text silently reverting.
        excludeDate={min || max ? (day) => Boolean((min && day < min) || (max && day > max)) : undefined}
        clearable={canClear}
        // Deleting the text empties any field, as in a native date input, so a required one shows its
        // form's "required" message rather than quietly keeping the old day.
        allowDeselect
        clearButtonProps={{ 'aria-label': t('dateField.clear') }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        placeholder={rest.placeholder ?? t('dateField.placeholder')}
        ariaLabels={{
          previousMonth: t('dateField.previousMonth'),
          nextMonth: t('dateField.nextMonth'),
          previousYear: t('dateField.previousYear'),
          nextYear: t('dateField.nextYear'),
          previousDecade: t('dateField.previousDecade'),
          nextDecade: t('dateField.nextDecade'),
        }}
        data-mantine-stop-propagation={calendarOpen || undefined}
        popoverProps={{
          withinPortal: true,
          ...rest.popoverProps,
          onOpen: () => {
            setCalendarOpen(true);
            rest.popoverProps?.onOpen?.();
          },
          onClose: () => {
            setCalendarOpen(false);
            rest.popoverProps?.onClose?.();
          },
        }}
      />
    </DatesProvider>
  );
}
