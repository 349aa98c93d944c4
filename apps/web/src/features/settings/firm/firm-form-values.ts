/**
 * What the firm profile form edits, its currency options, and the shared
 * schemas' own messages (refinements speak English) turned into translated text.
 */
import {
  FIRM_CURRENCIES,
  type LawFirm,
  PHONE_MESSAGE,
  TIME_ZONE_MESSAGE,
  type UpdateFirmRequest,
  type updateFirmRequest,
} from '@counsel/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

export { timeZoneOptions } from '../../../lib/time-zones';

export type FirmFormInput = z.input<typeof updateFirmRequest>;
export type FirmFormOutput = z.output<typeof updateFirmRequest>;

export function valuesOf(firm: LawFirm): FirmFormInput {
  return {
    name: firm.name,
    email: firm.email ?? '',
    phone_number: firm.phone_number ?? '',
    address: {
      street: firm.address.street ?? '',
      city: firm.address.city,
      state: firm.address.state,
      postal_code: firm.address.postal_code ?? '',
      country: firm.address.country,
    },
    time_zone: firm.time_zone,
    currency: firm.currency,
    language: firm.language,
    logo: firm.logo,
  };
}

/** The body the API takes: empty contacts go as null. */
export function requestOf(values: FirmFormOutput): UpdateFirmRequest {
  return { ...values, email: values.email ?? null, phone_number: values.phone_number ?? null };
}

export function currencyOptions(locale: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  return FIRM_CURRENCIES.map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }));
}

/** The shared schemas' refinement messages, by the key that translates them. */
const KNOWN_MESSAGES: Record<string, string> = {
  [PHONE_MESSAGE]: 'firm.errors.phone',
  [TIME_ZONE_MESSAGE]: 'firm.errors.timeZone',
  'Choose a country from the list': 'firm.errors.country',
  'Choose a state from the list': 'firm.errors.state',
  'This logo was not found; upload it again': 'firm.errors.logo',
  'Upload the logo again': 'firm.errors.logo',
};

export function messageOf(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KNOWN_MESSAGES[message];
  return key ? t(key) : message;
}

export function serverMessage(t: TFunction, message: string): string {
  return messageOf(t, message) === message ? t('common:validation.invalid') : (messageOf(t, message) as string);
}
