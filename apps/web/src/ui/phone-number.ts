/** Phone numbers as the forms keep them: one E.164 string ("+12025550123"), split for editing. */
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

export type { CountryCode };

export interface PhoneParts {
  country: CountryCode;
  /** The number without its country code, formatted the way that country writes it. */
  national: string;
}

export function isCountryCode(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}

export function callingCode(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/** Formats a number the way the country writes it ("2025550123" → "(202) 555-0123" in the US). */
export function formatNational(national: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(national, country);
  if (parsed?.isPossible() && parsed.countryCallingCode === callingCode(country)) return parsed.formatNational();
  return new AsYouType(country).input(national.replace(/\D/g, ''));
}

/**
 * Splits a stored number. Several countries share a calling code (+1): the one the input already
 * shows is kept when it fits, so editing a Canadian number does not jump to the United States.
 */
export function splitPhone(value: string, current: CountryCode): PhoneParts {
  if (!value) return { country: current, national: '' };
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return { country: current, national: value.replace(/^\+/, '') };
  const country =
    callingCode(current) === parsed.countryCallingCode
      ? current
      : (parsed.country ?? firstCountryWithCode(parsed.countryCallingCode) ?? current);
  return { country, national: parsed.isPossible() ? parsed.formatNational() : parsed.nationalNumber };
}

function firstCountryWithCode(code: string): CountryCode | undefined {
  return getCountries().find((country) => getCountryCallingCode(country) === code);
}

/**
 * Joins the parts into E.164. A number that does not parse still becomes "+<code><digits>", so the
 * form's length rule can judge it rather than the input silently dropping it.
 */
export function joinPhone(national: string, country: CountryCode): string {
  const digits = national.replace(/\D/g, '');
  if (digits === '') return '';
  const parsed = parsePhoneNumberFromString(national, country);
  if (parsed && parsed.countryCallingCode === callingCode(country)) return parsed.number;
  return `+${callingCode(country)}${digits}`;
}

/** When someone types a full international number ("+44 20 …"), the country it names. */
export function countryOfInternational(text: string): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(text);
  return parsed ? (parsed.country ?? firstCountryWithCode(parsed.countryCallingCode)) : undefined;
}

export function isValidPhone(value: string): boolean {
  return isValidPhoneNumber(value);
}

export function phoneCountries(): CountryCode[] {
  return getCountries();
}

/** A stored number as people read it ("+17135550190" → "+1 713 555 0190"); unparseable text is shown as it is. */
export function formatPhoneForDisplay(value: string): string {
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isPossible() ? parsed.formatInternational() : value;
}
