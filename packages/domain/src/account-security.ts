/**
 * The signed-in user's own security: their open sessions (one per refresh-token family) and their recent
 * sign-in attempts. Device and browser are read from the user agent when the session started.
 */
import { z } from 'zod';

/** What kind of device a user agent says it is; null when it does not say. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** How a sign-in was decided: a password today; second factors record their own. */
export const SIGN_IN_FACTORS = ['password', 'totp', 'recovery_code', 'passkey'] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];

/**
 * Why a sign-in of a known user failed (a removed employee's right password is refused too). An unknown email is
 * recorded apart, with no user, so nobody ever sees it in a history.
 */
export const SIGN_IN_FAILURES = ['wrong_password', 'deactivated', 'wrong_code'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** The device a user agent names: its kind, browser and operating system (each null when unknown). */
export const deviceSchema = z.object({
  device_type: z.enum(DEVICE_TYPES).nullable(),
  /** The browser's name and major version, e.g. "Chrome 120". */
  browser: z.string().nullable(),
  /** The operating system's name and version, e.g. "macOS 14.2". */
  os: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

const timestamp = z.iso.datetime({ offset: true });

/** GET /api/auth/sessions: one open session of the caller. */
export const accountSessionSchema = deviceSchema.extend({
  /** The session's id (its refresh-token family). */
  id: z.uuid(),
  /** The IP address it last refreshed from. */
  address: z.string().nullable(),
  created_at: timestamp,
  /** The last time it refreshed its access token (every 15 minutes while in use). */
  last_seen_at: timestamp,
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponse = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;

export const sessionParams = z.object({ id: z.uuid() });

/** POST /api/auth/sessions/revoke-others: how many sessions ended. */
export const revokeOtherSessionsResponse = z.object({ revoked: z.number().int() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponse>;

/** How many sign-in attempts GET /api/auth/sign-ins answers, newest first. */
export const SIGN_IN_HISTORY_SIZE = 50;

/** GET /api/auth/sign-ins: one attempt to sign in as the caller. */
export const signInAttemptSchema = deviceSchema.extend({
  id: z.number().int(),
  at: timestamp,
  address: z.string().nullable(),
  succeeded: z.boolean(),
  factor: z.enum(SIGN_IN_FACTORS),
  failure_reason: z.enum(SIGN_IN_FAILURES).nullable(),
});
export type SignInAttempt = z.infer<typeof signInAttemptSchema>;
export const signInHistoryResponse = z.object({ sign_ins: z.array(signInAttemptSchema) });
export type SignInHistoryResponse = z.infer<typeof signInHistoryResponse>;
