/**
 * A phone number with its country: a searchable country picker ("United States (+1)", default US)
 * beside the number, formatted the country's way. The value is one E.164 string ("" when empty).
 */

import { DEFAULT_PHONE_COUNTRY } from '@counsel/domain';
import { Group, Input, Select, TextInput } from '@mantine/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/locale';
import { fieldsNs } from '../locales/fields';
import {
  type CountryCode,
  callingCode,
  countryOfInternational,
  formatNational,
  isCountryCode,
  isValidPhone,
  joinPhone,
  phoneCountries,
  splitPhone,
} from './phone-number';

export interface PhoneInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The country picked while the value is empty (a libphonenumber-js code). */
  defaultCountry?: string;
  onBlur?: () => void;
}

export function PhoneInput({
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  onBlur,
}: PhoneInputProps) {
  const { t } = useTranslation(fieldsNs);
  const { locale } = useLocale();
  const inputId = useId();
  const initialCountry: CountryCode = isCountryCode(defaultCountry) ? defaultCountry : 'US';
  const [parts, setParts] = useState(() => splitPhone(value, initialCountry));
  const [blurred, setBlurred] = useState(false);
  // The last value this input produced: a different value arriving from outside (a form reset) is re-split.
  const emitted = useRef(value);
  if (value !== emitted.current) {
    emitted.current = value;
    const next = splitPhone(value, parts.country);
    if (next.country !== parts.country || next.national !== parts.national) setParts(next);
  }

  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    return phoneCountries()
      .map((code) => ({
        value: code,
        label: t('phone.option', { country: names.of(code) ?? code, code: callingCode(code) }),
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [locale, t]);

  const emit = (next: { country: CountryCode; national: string }) => {
    setParts(next);
    const joined = joinPhone(next.national, next.country);
    emitted.current = joined;
    onChange(joined);
  };

  const typeNumber = (text: string) => {
    const named = countryOfInternational(text);
    if (named) {
      // A full international number: the picker follows the country it names.
      emit(splitPhone(joinPhone(text, named), named));
      return;
    }
    emit({ country: parts.country, national: text });
  };

  const hint = blurred && value !== '' && !error && !isValidPhone(value) ? t('phone.invalid') : undefined;

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: inputId }}
      withAsterisk={required}
      error={error}
      description={hint}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label={t('phone.country')}
          data={options}
          value={parts.country}
          onChange={(code) => code && isCountryCode(code) && emit({ country: code, national: parts.national })}
          searchable
          allowDeselect={false}
          disabled={disabled}
          w={{ base: 150, sm: 210 }}
          comboboxProps={{ withinPortal: true, width: 280, position: 'bottom-start' }}
          error={Boolean(error)}
        />
        <TextInput
          id={inputId}
          type="tel"
          dir="ltr"
          autoComplete="tel-national"
          inputMode="tel"
          style={{ flex: 1 }}
          value={parts.national}
          onChange={(event) => typeNumber(event.currentTarget.value)}
          onBlur={() => {
            setBlurred(true);
            if (parts.national.trim()) setParts({ ...parts, national: formatNational(parts.national, parts.country) });
            onBlur?.();
          }}
          error={Boolean(error)}
          aria-required={required}
          aria-invalid={Boolean(error)}
          disabled={disabled}
        />
      </Group>
    </Input.Wrapper>
  );
}
