import { z } from 'zod';
import { emailSchema, trimmed } from './common.js';
import { employeeRuleSchema } from './employee-rules.js';
import { countryCodeSchema, FIRM_CURRENCIES, timeZoneSchema } from './firm.js';
import { placeRefSchema } from './geo.js';
import { LOCALES } from './locales.js';
import { planSchema, usageSchema } from './plans.js';
import { POSITIONS } from './positions.js';
import { termsStatusSchema } from './terms.js';

/** Passwords: at least 10 characters (NIST 800-63B favours length over composition rules). */
export const PASSWORD_MIN_LENGTH = 10;
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(128);

export const registerRequest = z.object({
  firm_name: trimmed(2, 200),
  full_name: trimmed(2, 200),
  email: emailSchema,
  password: passwordSchema,
  /** The language the sign-up page was in; the new admin keeps it. */
  locale: z.enum(LOCALES).optional(),
  /** The firm's country (ISO 3166-1 alpha-2); the United States when absent. */
  country: countryCodeSchema.optional(),
  /** The firm's time zone, prefilled from the browser; America/New_York when absent. */
  time_zone: timeZoneSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authUserSchema = z.object({
  id: z.number().int(),
  law_firm_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  position: z.enum(POSITIONS).nullable(),
  is_admin: z.boolean(),
  image: z.string().nullable(),
  locale: z.enum(LOCALES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authResponse = z.object({
  access_token: z.string(),
  user: authUserSchema,
});
export type AuthResponse = z.infer<typeof authResponse>;

/** The firm's address as the address pickers hold it: a place is {id, name}, id null when typed by hand. */
export const firmAddressSchema = z.object({
  street: z.string().nullable(),
  city: placeRefSchema.nullable(),
  state: placeRefSchema.nullable(),
  postal_code: z.string().nullable(),
  country: placeRefSchema.nullable(),
});

export const bankDetailsSchema = z.object({
  bank_name: z.string().nullable(),
  bank_address: z.string().nullable(),
  bank_account_number_iban: z.string().nullable(),
  bank_swift_code: z.string().nullable(),
  bank_branch_code: z.string().nullable(),
  /** A US routing (ABA) number: nine digits with a valid check digit. */
  bank_routing_number: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const lawFirmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  time_zone: z.string(),
  address: firmAddressSchema,
  /** The logo's file name (served by GET /law-firm/logo/{name}), or null. */
  logo: z.string().nullable(),
  currency: z.enum(FIRM_CURRENCIES),
  /** The language the firm's documents default to. */
  language: z.enum(LOCALES),
  /** Every member must sign in with a second factor (an authenticator app). */
  require_second_factor: z.boolean(),
  /** Every client must sign in to the portal with a second factor (an authenticator app or a mailed code). */
  require_portal_second_factor: z.boolean(),
});
export type LawFirm = z.infer<typeof lawFirmSchema>;

export const meResponse = z.object({
  user: authUserSchema,
  law_firm: lawFirmSchema,
  plan: planSchema,
  usage: usageSchema,
  rules: z.array(employeeRuleSchema),
  /** The terms of service in force and when this user accepted them: the web app asks first while null. */
  terms: termsStatusSchema,
  /** Whether this user signs in with a second factor; with the firm's requirement, the web app asks them to enrol. */
  second_factor: z.object({ enabled: z.boolean() }),
});
export type MeResponse = z.infer<typeof meResponse>;

export const updateMeRequest = z.object({ locale: z.enum(LOCALES) });
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** POST /api/auth/forgot-password: the same answer whether or not an account has the address. */
export const forgotPasswordRequest = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;
export const forgotPasswordResponse = z.object({ code: z.literal('reset_link_sent'), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** POST /api/auth/reset-password: the mailed one-time token and the new password. */
export const resetPasswordRequest = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
