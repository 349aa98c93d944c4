/**
 * The second factor of sign-in: an authenticator app (TOTP, RFC 6238 with otplib: 30-second steps, six
 * digits, one step either side) and ten one-time recovery codes. The secret is kept encrypted
 * (platform/secrets.ts), a recovery code only as a keyed hash. The last time step accepted is stored, so a
 * code seen once (by a shoulder or a proxy) is refused for the rest of its window.
 * A sign-in with a password answers a challenge (a user token of purpose mfa_challenge, single use, five
 * minutes); the challenge and a code start the session that a plain sign-in would have started.
 */
import {
  CHALLENGE_EXPIRED_MESSAGE,
  MFA_CHALLENGE_TTL_MINUTES,
  RECOVERY_CODE_COUNT,
  type SecondFactorStatus,
  type SignInFactor,
  TOTP_ISSUER,
} from '@counsel/domain';
import { generateSecret, generateURI } from 'otplib';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import * as factors from '../../platform/auth/second-factor-repository.js';
import { queueFactorChangedMail } from '../../platform/auth/security-mail-jobs.js';
import type { ClientInfo, Session, SessionDeps } from '../../platform/auth/sessions.js';
import * as totp from '../../platform/auth/totp.js';
import { findUserToken, issueUserToken, markUserTokenUsed } from '../../platform/auth/user-tokens.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { SecretBox } from '../../platform/secrets.js';
import { recordFailedSignIn } from './account-security.js';
import { completeSignIn } from './sign-in.js';

export interface SecondFactorDeps extends SessionDeps {
  db: Db;
  secrets: SecretBox;
  /** For the new-device mail of a sign-in completed with a code; null where jobs are not started. */
  jobs?: JobQueue | null;
  /** The clock codes are checked against; tests may fix it. */
  now?: () => Date;
}

const epochOf = (deps: SecondFactorDeps) => Math.floor((deps.now?.() ?? new Date()).getTime() / 1000);

const checkTotp = (deps: SecondFactorDeps, secret: string, code: string, last: number | null, status: 400 | 401) =>
  totp.checkTotp(epochOf(deps), secret, code, last, status);
const notEnabled = () =>
  new AppError(400, 'second_factor_not_enabled', 'No authenticator app is set up for your account.');

/** The user's recovery codes become ten new ones (kept as keyed hashes); answers them in clear. */
export async function newRecoveryCodes(
  deps: { secrets: SecretBox },
  tx: DbOrTx,
  auth: { lawFirmId: number; userId: number },
) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, totp.newRecoveryCode);
  await factors.replaceRecoveryCodes(
    tx,
    auth.lawFirmId,
    auth.userId,
    codes.map((code) => totp.recoveryCodeHash(deps.secrets, code)),
  );
  return codes;
}

const who = (auth: AuthContext) => ({ lawFirmId: auth.firm.id, userId: auth.user.id });

/** An audit entry of the user's change to their own second factor. */
const auditOwn = (tx: DbOrTx, auth: AuthContext, action: string, ip: string, details?: Record<string, unknown>) =>
  recordAudit(tx, {
    ...who(auth),
    action,
    entityType: 'user',
    entityId: auth.user.id,
    ip,
    ...(details ? { details } : {}),
  });

export async function secondFactorStatus(db: Db, auth: AuthContext): Promise<SecondFactorStatus> {
  const row = await factors.findSecondFactor(db, auth.firm.id, auth.user.id);
  const enabled = row?.confirmedAt != null && row.secret !== null;
  return {
    totp_enabled: enabled,
    recovery_codes_left: enabled ? await factors.countUnusedRecoveryCodes(db, auth.firm.id, auth.user.id) : 0,
    required: auth.firm.requireSecondFactor,
  };
}

/** A new secret to scan, kept pending (encrypted) until a code from it confirms it. */
export async function setUpTotp(deps: SecondFactorDeps, auth: AuthContext) {
  const existing = await factors.findSecondFactor(deps.db, auth.firm.id, auth.user.id);
  if (existing?.confirmedAt) {
    throw new AppError(
      409,
      'second_factor_enabled',
      'An authenticator app is already set up. Turn it off first to set up another.',
    );
  }
  const secret = generateSecret();
  await factors.savePendingSecret(deps.db, auth.firm.id, auth.user.id, deps.secrets.encrypt(secret));
  return { secret, otpauth_url: generateURI({ issuer: TOTP_ISSUER, label: auth.user.email, secret }) };
}

/** The first code from the pending secret turns it on; answers the recovery codes, in clear this once. */
export async function confirmTotp(deps: SecondFactorDeps, auth: AuthContext, code: string, client: ClientInfo) {
  const answer = await deps.db.transaction(async (tx) => {
    const row = await factors.findSecondFactor(tx, auth.firm.id, auth.user.id, true);
    if (!row?.pendingSecret) {
      throw new AppError(400, 'no_pending_setup', 'Start the set-up again: there is no new authenticator to confirm.');
    }
    const secret = deps.secrets.decrypt(row.pendingSecret);
    const step = await checkTotp(deps, secret, code, null, 400);
    await factors.activateSecret(tx, auth.firm.id, auth.user.id, row.pendingSecret, step);
    const codes = await newRecoveryCodes(deps, tx, who(auth));
    await auditOwn(tx, auth, 'auth.second_factor_enabled', client.ip, { method: 'totp' });
    return { recovery_codes: codes };
  });
  await queueFactorChangedMail(deps.jobs ?? null, 'totp_enabled', auth.user.id, client);
  return answer;
}

/** Checks a current code of the caller's active authenticator (and stores its step) inside `tx`. */
async function requireCurrentCode(deps: SecondFactorDeps, tx: DbOrTx, auth: AuthContext, code: string) {
  const row = await factors.findSecondFactor(tx, auth.firm.id, auth.user.id, true);
  if (!row?.confirmedAt || !row.secret) throw notEnabled();
  const step = await checkTotp(deps, deps.secrets.decrypt(row.secret), code, row.lastTimeStep, 400);
  await factors.saveLastTimeStep(tx, auth.firm.id, auth.user.id, step);
}

/** Turns the second factor off (a current code needed); the recovery codes go with it. */
export async function disableTotp(deps: SecondFactorDeps, auth: AuthContext, code: string, client: ClientInfo) {
  await deps.db.transaction(async (tx) => {
    await requireCurrentCode(deps, tx, auth, code);
    await factors.deleteSecondFactor(tx, auth.firm.id, auth.user.id);
    await auditOwn(tx, auth, 'auth.second_factor_disabled', client.ip);
  });
  await queueFactorChangedMail(deps.jobs ?? null, 'totp_disabled', auth.user.id, client);
}

/** Ten new recovery codes (a current code needed); the earlier ones stop working. */
export async function regenerateRecoveryCodes(
  deps: SecondFactorDeps,
  auth: AuthContext,
  code: string,
  client: ClientInfo,
) {
  const renewed = await deps.db.transaction(async (tx) => {
    await requireCurrentCode(deps, tx, auth, code);
    const codes = await newRecoveryCodes(deps, tx, who(auth));
    await auditOwn(tx, auth, 'auth.recovery_codes_regenerated', client.ip);
    return { recovery_codes: codes };
  });
  // The old codes stopped working: a renewal the user did not make is worth knowing about.
  await queueFactorChangedMail(deps.jobs ?? null, 'recovery_codes_renewed', auth.user.id, client);
  return renewed;
}

/** The challenge a password sign-in answers instead of a session; a newer one replaces it. */
export function issueChallenge(db: DbOrTx, userId: number): Promise<string> {
  return issueUserToken(db, userId, 'mfa_challenge', MFA_CHALLENGE_TTL_MINUTES / (24 * 60));
}

export const challengeInvalid = () => unauthorized(CHALLENGE_EXPIRED_MESSAGE, 'mfa_challenge_invalid');

/** The user a challenge belongs to (for the per-account limit on codes), or null when it is not usable. */
export async function challengeUser(db: Db, challenge: string): Promise<number | null> {
  const row = await findUserToken(db, challenge, 'mfa_challenge');
  return row?.user.id ?? null;
}

/**
 * The second step of a sign-in: a current authenticator code or an unused recovery code. The challenge is
 * used up by the right code only (a wrong one is counted by the route's limits); the answer is a session.
 */
export async function verifyChallenge(
  deps: SecondFactorDeps,
  challenge: string,
  code: string,
  client: ClientInfo,
): Promise<Session> {
  // Who gave the code and how, for the sign-in history of a wrong one (its transaction is rolled back).
  const attempt: { user?: { id: number; lawFirmId: number }; method?: SignInFactor } = {};
  try {
    return await completeSignIn(deps, client, async (tx) => {
      const token = await findUserToken(tx, challenge, 'mfa_challenge', true);
      if (!token) throw challengeInvalid();
      const { user } = token;
      const row = await factors.findSecondFactor(tx, user.lawFirmId, user.id, true);
      if (!row?.confirmedAt || !row.secret) throw challengeInvalid();
      const method = totp.isSixDigitCode(code) ? 'totp' : 'recovery_code';
      Object.assign(attempt, { user, method });
      if (method === 'totp') {
        const step = await checkTotp(deps, deps.secrets.decrypt(row.secret), code, row.lastTimeStep, 401);
        await factors.saveLastTimeStep(tx, user.lawFirmId, user.id, step);
      } else {
        const used = await factors.useRecoveryCode(
          tx,
          user.lawFirmId,
          user.id,
          totp.recoveryCodeHash(deps.secrets, code),
        );
        if (!used) throw totp.invalidCode(401);
      }
      await markUserTokenUsed(tx, token.tokenId);
      return { user, factor: method };
    });
  } catch (error) {
    const wrongCode =
      error instanceof AppError && (error.code === 'invalid_code' || error.code === 'code_already_used');
    if (wrongCode && attempt.user) {
      await recordFailedSignIn(deps.db, attempt.user, 'wrong_code', client, attempt.method);
    }
    throw error;
  }
}
