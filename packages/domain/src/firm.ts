/**
 * The firm's own details (the settings profile): name, contacts, address, logo, time zone, currency and
 * the language its documents default to; and what sign-up asks of a new firm (its country and time zone).
 */
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { emailSchema, trimmed } from './common.js';
import { addressSchema } from './geo.js';
import { LOCALES } from './locales.js';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * An IANA time zone name ("America/Chicago", "Asia/Dubai", "UTC") that this runtime knows. Offsets
 * ("+03:00") and legacy abbreviations ("EST") are refused: the database computes the firm's days with
 * the same name, and only region names follow daylight saving.
 */
export function isIanaTimeZone(value: string): boolean {
  if (!/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list (an IANA name such as America/New_York)';
export const timeZoneSchema = z.string().trim().max(64).refine(isIanaTimeZone, TIME_ZONE_MESSAGE);

/**
 * The currencies a firm may keep its books in (ISO 4217). Only currencies with two minor units: every
 * amount is stored in integer cents and shown with two decimals.
 */
export const FIRM_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'AED',
  'SAR',
  'QAR',
  'EGP',
  'MAD',
  'TRY',
  'INR',
  'MXN',
  'SGD',
  'HKD',
  'ZAR',
] as const;
export type FirmCurrency = (typeof FIRM_CURRENCIES)[number];
export const DEFAULT_FIRM_CURRENCY: FirmCurrency = 'USD';

/** An ISO 3166-1 alpha-2 code; the server checks it against its list of countries. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country from the list');

export const PHONE_MESSAGE = 'Enter a valid phone number with its country code';

/** A phone number in E.164 form ("+17135550142") that libphonenumber-js holds valid; empty is none. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || (value.startsWith('+') && isValidPhoneNumber(value)), PHONE_MESSAGE);

/**
 * A stored phone number (E.164) as documents print it: in the national form when it is a number of
 * the firm's own country ("(713) 555-0142" for a US firm), otherwise international ("+44 20 7946 0958").
 * Text that is no phone number is returned as it was.
 */
export function formatPhoneNumber(phone: string, firmCountry?: string | null): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), (firmCountry?.toUpperCase() || undefined) as CountryCode);
  if (!parsed?.isValid()) return phone;
  return firmCountry && parsed.country === firmCountry.toUpperCase()
    ? parsed.formatNational()
    : parsed.formatInternational();
}

const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((value) => value || null);

/** A logo is the file name the logo upload answered (a bare name, no folders). */
export const logoNameSchema = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/, 'Upload the logo again');

/** PUT /law-firm/{lawFirmId}/profile: the whole profile, as the settings form sends it. */
export const updateFirmRequest = z.object({
  name: trimmed(2, 200),
  email: optionalEmail,
  phone_number: phoneNumberSchema,
  address: addressSchema,
  time_zone: timeZoneSchema,
  currency: z.enum(FIRM_CURRENCIES),
  /** The language the firm's documents (invoices) default to. */
  language: z.enum(LOCALES),
  logo: logoNameSchema.nullable(),
  /** Require a second factor of every member; absent, unchanged. */
  require_second_factor: z.boolean().optional(),
  /** Require a second factor of every client signing in to the portal; absent, unchanged. */
  require_portal_second_factor: z.boolean().optional(),
});
export type UpdateFirmRequest = z.input<typeof updateFirmRequest>;

export const firmLogoResponse = z.object({ logo: z.string() });
