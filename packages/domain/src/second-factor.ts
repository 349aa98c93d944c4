/**
 * The second factor of staff sign-in (issue 43): an authenticator app's codes (TOTP, RFC 6238: 30-second
 * steps, six digits, one step either side) and ten one-time recovery codes. A firm may require one of every
 * member; until they enrol, the API answers them only their session, the terms and the enrolment.
 */
import { z } from 'zod';
import { authResponse } from './auth.js';

/** How long the challenge a password sign-in answers stays good for the second step. */
export const MFA_CHALLENGE_TTL_MINUTES = 5;
/** How many recovery codes an enrolment (or a regeneration) hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Counsel';

/** The ways to give the second step: an authenticator app's code, a recovery code, a passkey. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A six-digit authenticator code; spaces a user types between the groups are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A six-digit code, or a recovery code (letters and digits, with or without its dash). */
export const secondFactorCodeSchema = z.string().trim().min(6, 'Enter the code').max(40, 'Enter the code');

/** POST /api/auth/login for an account with a second factor: no session yet, a challenge for /auth/mfa/verify. */
export const mfaRequiredResponse = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponse>;

/** A sign-in's answer: a session, or the second step it needs. */
export const loginResponse = z.union([authResponse, mfaRequiredResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const isMfaRequired = (body: LoginResponse): body is MfaRequiredResponse =>
  'mfa_required' in body && body.mfa_required === true;

/** POST /api/auth/mfa/verify: the challenge and an authenticator or recovery code. */
export const mfaVerifyRequest = z.object({
  challenge: z.string().min(1).max(200),
  code: secondFactorCodeSchema,
});
export type MfaVerifyRequest = z.input<typeof mfaVerifyRequest>;

/** POST /api/auth/mfa/totp/setup: a new secret to scan (kept pending until confirmed). */
export const totpSetupResponse = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

/** A current authenticator code: confirming, disabling, regenerating the recovery codes. */
export const totpCodeRequest = z.object({ code: totpCodeSchema });
export type TotpCodeRequest = z.input<typeof totpCodeRequest>;

/** The recovery codes, in clear this once. */
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** GET /api/auth/mfa: the caller's second factor. */
export const secondFactorStatusSchema = z.object({
  /** An authenticator app is enrolled and confirmed. */
  totp_enabled: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** The firm requires a second factor of its members. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** The codes the second factor's calls answer with, which the web app translates. */
export const SECOND_FACTOR_ERROR_CODES = [
  'second_factor_required',
  'invalid_code',
  'code_already_used',
  'mfa_challenge_invalid',
  'second_factor_enabled',
  'second_factor_not_enabled',
  'no_pending_setup',
  'cannot_reset_own_second_factor',
  'code_expired',
  'email_codes_enabled',
  'email_codes_not_enabled',
] as const;

/** 403 second_factor_required: a firm that requires a second factor serves a member without one only the enrolment. */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Your firm requires a second sign-in step. Set up an authenticator app to continue.';
export const INVALID_CODE_MESSAGE = 'That code is not correct. Check your authenticator app and try again.';
export const CODE_ALREADY_USED_MESSAGE = 'This code was already used. Wait for the next code in your app.';
export const CHALLENGE_EXPIRED_MESSAGE = 'This sign-in step has expired. Please sign in again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please wait a few minutes and try again.';
