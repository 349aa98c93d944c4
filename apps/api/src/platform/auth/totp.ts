/**
 * The codes of a second sign-in step, shared by the staff's (modules/auth) and the portal clients'
 * (modules/portal): an authenticator app's codes (TOTP, RFC 6238 with otplib: 30-second steps, six digits,
 * one step either side) and one-time recovery codes, kept only as a keyed hash.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { CODE_ALREADY_USED_MESSAGE, INVALID_CODE_MESSAGE } from '@counsel/domain';
import { verify } from 'otplib';
import { AppError } from '../errors.js';
import type { SecretBox } from '../secrets.js';

const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now, for a phone's clock a little off and a code typed as it changed. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const invalidCode = (status: 400 | 401) => new AppError(status, 'invalid_code', INVALID_CODE_MESSAGE);
export const codeAlreadyUsed = (status: 400 | 401) =>
  new AppError(status, 'code_already_used', CODE_ALREADY_USED_MESSAGE);

/** `xxxxx-xxxxx`: 50 bits, typed once on a bad day. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const letters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** What a typed recovery code is compared as: lower case, without spaces or dashes. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** The keyed hash a recovery code is kept as; `purpose` keeps the staff's and the clients' apart. */
export const recoveryCodeHash = (secrets: SecretBox, code: string, purpose = 'recovery-code') =>
  secrets.mac(purpose, normalizeRecoveryCode(code));

/** Six digits (spaces between the groups dropped): an app's or a mailed code rather than a recovery code. */
export const isSixDigitCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/** Six random digits, for a code sent by mail. */
export const newSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Checks a TOTP code against a secret at `epoch` (seconds); answers the time step it belongs to, or throws:
 * a wrong code is invalid_code, a right code of a step already used code_already_used.
 */
export async function checkTotp(
  epoch: number,
  secret: string,
  code: string,
  lastTimeStep: number | null,
  status: 400 | 401,
): Promise<number> {
  const token = code.replace(/\s+/g, '');
  const result = await verify({
    secret,
    token,
    epoch,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
  });
  // A TOTP result names its time step (the type is shared with HOTP's, which has none).
  if (!result.valid || !('timeStep' in result)) throw invalidCode(status);
  if (lastTimeStep !== null && result.timeStep <= lastTimeStep) throw codeAlreadyUsed(status);
  return result.timeStep;
}
