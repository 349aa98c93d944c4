/**
 * The second sign-in step of a client's portal account (issue 43): an authenticator app (TOTP, with ten
 * one-time recovery codes, as the staff's) or a one-time code mailed to the account's address. A factor is
 * the account's, and an account is one firm's: it opens that firm's portal only. A firm may require one of
 * its clients; until they have one, their session opens only their account and its security page.
 */
import { z } from 'zod';
import { portalAccountResponse } from './portal.js';
import { secondFactorCodeSchema } from './second-factor.js';

/** How long a mailed sign-in code works; it works once, and a newer one replaces it. */
export const PORTAL_EMAIL_CODE_TTL_MINUTES = 10;

export const PORTAL_SECOND_FACTOR_METHODS = ['totp', 'email', 'recovery_code'] as const;
export type PortalSecondFactorMethod = (typeof PORTAL_SECOND_FACTOR_METHODS)[number];

/** Six digits (from the app or the mail); spaces typed between the groups are dropped. */
export const sixDigitCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** POST /portal/sign-in (and /portal/set-password) of an account with a second factor: no session yet. */
export const portalMfaRequiredResponse = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(PORTAL_SECOND_FACTOR_METHODS)),
});
export type PortalMfaRequired = z.infer<typeof portalMfaRequiredResponse>;

/** A portal sign-in's answer: the account (and the session's cookie), or the second step it needs. */
export const portalSignInResponse = z.union([portalAccountResponse, portalMfaRequiredResponse]);
export type PortalSignInResponse = z.infer<typeof portalSignInResponse>;

export const isPortalMfaRequired = (body: PortalSignInResponse): body is PortalMfaRequired =>
  'mfa_required' in body && body.mfa_required === true;

/** POST /portal/mfa/email-code: mails a sign-in code for this challenge's account. */
export const portalChallengeBody = z.object({ challenge: z.string().min(20).max(200) });

/**
 * POST /portal/mfa/verify: the challenge and a code. `method` says which the six digits are (the app's or
 * the mail's) when the account has both; a code that is not six digits is a recovery code.
 */
export const portalMfaVerifyBody = z.object({
  challenge: z.string().min(20).max(200),
  code: secondFactorCodeSchema,
  method: z.enum(PORTAL_SECOND_FACTOR_METHODS).optional(),
});
export type PortalMfaVerifyBody = z.input<typeof portalMfaVerifyBody>;

/** A current six-digit code: the app's to turn it off, the mail's to turn mailed codes on or off. */
export const portalCodeBody = z.object({ code: sixDigitCodeSchema });

/** GET /portal/security: the signed-in account's second factor. */
export const portalSecondFactorStatusSchema = z.object({
  totp_enabled: z.boolean(),
  email_enabled: z.boolean(),
  /** Unused recovery codes (they come with the authenticator app only). */
  recovery_codes_left: z.number().int(),
  /** The account's firm requires a second factor of its portal clients. */
  required: z.boolean(),
});
export type PortalSecondFactorStatus = z.infer<typeof portalSecondFactorStatusSchema>;

/** 202 of the calls that mail a code: answered alike whether a code went out (no account is told apart). */
export const portalCodeSentResponse = z.object({ code: z.literal('portal_code_sent'), message: z.string() });

export const PORTAL_SECOND_FACTOR_MESSAGES = {
  codeSent: 'If this sign-in can use a code by email, one is on its way.',
  emailNotEnabled: 'Sign-in codes by email are not turned on for your account.',
  emailEnabled: 'Sign-in codes by email are already turned on.',
} as const;
