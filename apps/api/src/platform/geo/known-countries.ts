/**
 * Checks that a stored country (or state) is one the address pickers offer, so it can always be named in both
 * languages. Below the modules: sign-up, the firm profile, clients and their families all check places.
 */
import { IMMIGRATION_REASONS } from '@counsel/domain';
import { validationFailed } from '../errors.js';
import { geo } from './data.js';

export const UNKNOWN_COUNTRY = 'Choose a country from the list';
export const UNKNOWN_STATE = 'Choose a state from the list';

/** The fields among `codes` whose value is not a country of the data set, each with its message. */
export async function unknownCountries(
  codes: Record<string, string | null | undefined>,
): Promise<Record<string, string>> {
  const data = await geo();
  const fields: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes)) {
    if (code && !data.countries.has(code)) fields[field] = IMMIGRATION_REASONS.countryCode;
  }
  return fields;
}

/** 400 naming each field whose country code is unknown. */
export async function assertKnownCountries(codes: Record<string, string | null | undefined>): Promise<void> {
  const fields = await unknownCountries(codes);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
